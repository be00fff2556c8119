/// rxv: the command line (DESIGN.md, "The command line").
#include <cstring>
#include <exception>
#include <iostream>

#include <CLI/CLI.hpp>

#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"

namespace {

/// The machine format asked for: `--json` on any command, `--sarif` on check. Looked up before
/// parsing, so that even a usage error comes out in the format (CLI11 runs option callbacks
/// after validating earlier options). Arguments after `--` are operands, not flags.
rxv::tools::OutputFormat requested_format(int argc, char** argv) {
  auto format = rxv::tools::OutputFormat::kText;
  for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) format = rxv::tools::OutputFormat::kJson;
    if (std::strcmp(argv[i], "--sarif") == 0) return rxv::tools::OutputFormat::kSarif;
  }
  return format;
}

} // namespace

int main(int argc, char** argv) {
  using namespace rxv::tools;
  CLI::App app{"rxv: an executable specification of TVM's Relax IR"};
  app.require_subcommand(1);
  int exit_code = kExitOk;
  register_print(app, &exit_code);
  register_check(app, &exit_code);
  register_corpus(app, &exit_code);
  register_prove(app, &exit_code);
  register_fuzz(app, &exit_code);
  register_run(app, &exit_code);
  register_diff(app, &exit_code);
  register_bundle_check(app, &exit_code);
  register_tv(app, &exit_code);
  register_merge(app, &exit_code);
  register_report(app, &exit_code);
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
