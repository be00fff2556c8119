#include <iostream>
#include <utility>

#include "semantics/script/printer.h"
#include "semantics/transform/normalize.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"
#include "tools/read_input.h"

namespace rxv::tools {

CommandSpec print_command() {
  CommandSpec cmd{"print", "Print a module as canonical TVMScript"};
  auto file = std::make_shared<std::string>();
  auto normalize = std::make_shared<bool>(false);
  auto dialect = std::make_shared<std::string>("tvm-0.27");
  cmd.option("FILE", file.get(), "TVMScript file ('-' for stdin)").required();
  cmd.flag("--normalize", normalize.get(), "print the module's normal form");
  cmd.option("--dialect", dialect.get(),
             "tvm-0.27 (the default: what TVM 0.27's parser takes) or tvm-0.23 (also "
             "'classic': TVM 0.20 to 0.24); rxv reads both")
      .check_one_of({"tvm-0.27", "tvm-0.23", "classic"});
  cmd.run = [file, normalize, dialect] {
    size_t source_bytes = 0;
    auto mod = read_input(*file, &source_bytes);
    if (!mod) return kExitBadInput;
    sem::PrintOptions options;
    options.dialect = *sem::parse_dialect(*dialect); // checked by check_one_of above
    // The canonical text is about as long as its input: room for twice that saves the copies
    // of a growing string (untouched, the rest costs no memory).
    options.reserve_bytes = 2 * source_bytes + 4096;
    std::string text = sem::print_module(*normalize ? sem::normalize(*mod) : *mod, options);
    std::cout << text;
    // Moved, not copied: the printed text of a large module is megabytes.
    CommandOutput::cli().result()["module"] = std::move(text);
    return kExitOk;
  };
  return cmd;
}

} // namespace rxv::tools
