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
  cmd->add_option("FILE", *file, "TVMScript file ('-' for stdin)")->required();
  cmd->add_flag("--normalize", *normalize, "print the module's normal form");
  cmd->callback([file, normalize, exit_code] {
    auto mod = read_input(*file);
    if (!mod) {
      *exit_code = kExitBadInput;
      return;
    }
    std::string text = sem::print_module(*normalize ? sem::normalize(*mod) : *mod);
    std::cout << text;
    CommandOutput::cli().result()["module"] = text;
    *exit_code = kExitOk;
  });
}

}  // namespace rxv::tools
