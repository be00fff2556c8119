/// The command line (DESIGN.md, "The command line"). The one file that includes CLI11: the
/// commands describe themselves as CommandSpecs (command_spec.h) and are turned into the app here.
#include "tools/cli_app.h"

#include <cstring>
#include <exception>
#include <iostream>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include <CLI/CLI.hpp>

#include "tools/allocator.h"
#include "tools/exit_codes.h"

namespace {

using rxv::tools::CommandSpec;
using rxv::tools::OptionCheck;
using rxv::tools::OptionSpec;

/// `o` on `cmd`, as its CLI11 calls (the options it excludes are declared before it).
CLI::Option* add_option(CLI::App& cmd, const OptionSpec& o) {
  CLI::Option* opt = std::visit(
      [&](auto* target) -> CLI::Option* {
        using T = std::remove_pointer_t<decltype(target)>;
        if constexpr (std::is_same_v<T, bool>)
          return cmd.add_flag(o.names, *target, o.description);
        else
          return cmd.add_option(o.names, *target, o.description);
      },
      o.target);
  if (o.is_required) opt->required();
  if (o.expected_max != 0) opt->expected(o.expected_min, o.expected_max);
  if (o.one_value_each) opt->allow_extra_args(false);
  switch (o.check) {
  case OptionCheck::kNone: break;
  case OptionCheck::kOneOf: opt->check(CLI::IsMember(o.one_of)); break;
  case OptionCheck::kRange:
    // In the target's type: CLI11 names it in the help (INT, UINT) and converts by it.
    std::visit(
        [&](auto* target) {
          using T = std::remove_pointer_t<decltype(target)>;
          if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>)
            opt->check(CLI::Range(T(o.min), T(o.max)));
          else
            throw std::logic_error(o.names + ": a range needs an integer option");
        },
        o.target);
    break;
  case OptionCheck::kPositiveNumber: opt->check(CLI::PositiveNumber); break;
  case OptionCheck::kNonNegativeNumber: opt->check(CLI::NonNegativeNumber); break;
  case OptionCheck::kExistingDirectory: opt->check(CLI::ExistingDirectory); break;
  }
  if (o.shows_default) opt->capture_default_str();
  if (!o.excluded.empty()) opt->excludes(cmd.get_option(o.excluded));
  return opt;
}

/// `spec` as a subcommand of `app`; its `run` sets `*exit_code`.
void add_command(CLI::App& app, const CommandSpec& spec, int* exit_code) {
  CLI::App* cmd = app.add_subcommand(spec.name, spec.description);
  std::vector<std::pair<CLI::Option*, size_t*>> counted;
  for (const OptionSpec& o : spec.options) {
    CLI::Option* opt = add_option(*cmd, o);
    if (o.given) counted.emplace_back(opt, o.given);
  }
  cmd->callback([&spec, counted, exit_code] {
    for (auto [opt, given] : counted) *given = opt->count();
    *exit_code = spec.run();
  });
}

} // namespace

namespace rxv::tools {

OutputFormat requested_format(int argc, char** argv) {
  auto format = OutputFormat::kText;
  for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) format = OutputFormat::kJson;
    if (std::strcmp(argv[i], "--sarif") == 0) return OutputFormat::kSarif;
  }
  return format;
}

int run_cli(int argc, char** argv, const std::vector<CommandSpec>& commands) {
  tune_allocator();
  CLI::App app{"rxv: an executable specification of TVM's Relax IR"};
  app.require_subcommand(1);
  int exit_code = kExitOk;
  // `commands` are the caller's: the CLI11 callbacks refer to them until parsing ends.
  for (const CommandSpec& spec : commands) add_command(app, spec, &exit_code);
  // The format is selected before parsing (requested_format); the flag is declared on each.
  bool json = false;
  for (CLI::App* sub : app.get_subcommands({}))
    sub->add_flag("--json", json,
                  "print one JSON document instead of text: tool, version, command, exit status, "
                  "diagnostics and the command's result (docs/json-schema.md)");
  CommandOutput& out = CommandOutput::cli();
  out.start(requested_format(argc, argv));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help exits 0 (and is for a person: printed as it is); usage errors exit with the
    // bad-input code.
    int rc = app.exit(e);
    if (rc == 0 && out.machine()) {
      auto [text, err] = out.release();
      std::cout << text;
      std::cerr << err;
    }
    exit_code = rc == 0 ? kExitOk : kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::cerr << "rxv: internal error: out of memory\n";
    exit_code = kExitInternal;
  } catch (const std::exception& e) {
    std::cerr << "rxv: internal error: " << e.what() << "\n";
    exit_code = kExitInternal;
  }
  if (out.machine()) {
    auto parsed = app.get_subcommands();
    std::string command = parsed.empty() ? "" : parsed.front()->get_name();
    std::cout << out.finish(command, exit_code) << std::flush;
  }
  return exit_code;
}

} // namespace rxv::tools
