#include <iostream>

#include "semantics/script/printer.h"
#include "semantics/transform/normalize.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"
#include "tools/read_input.h"

namespace rxv::tools {

void register_print(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("print", "Print a module as canonical TVMScript");
  auto file = std::make_shared<std::string>();
  auto normalize = std::make_shared<bool>(false);
  auto dialect = std::make_shared<std::string>("tvm-0.27");
  cmd->add_option("FILE", *file, "TVMScript file ('-' for stdin)")->required();
  cmd->add_flag("--normalize", *normalize, "print the module's normal form");
  cmd->add_option("--dialect", *dialect,
                  "tvm-0.27 (the default: what TVM 0.27's parser takes) or tvm-0.23 (also "
                  "'classic': TVM 0.20 to 0.24); rxv reads both")
      ->check(CLI::IsMember({"tvm-0.27", "tvm-0.23", "classic"}));
  cmd->callback([file, normalize, dialect, exit_code] {
    auto mod = read_input(*file);
    if (!mod) {
      *exit_code = kExitBadInput;
      return;
    }
    sem::PrintOptions options;
    options.dialect = *sem::parse_dialect(*dialect); // checked by IsMember above
    std::string text = sem::print_module(*normalize ? sem::normalize(*mod) : *mod, options);
    std::cout << text;
    CommandOutput::cli().result()["module"] = text;
    *exit_code = kExitOk;
  });
}

} // namespace rxv::tools
