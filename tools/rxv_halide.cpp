/// rxv-halide: the whole `rxv` command line, the commands that use the Halide backend (fuzz,
/// diff, bundle-check) included; `rxv` (tools/rxv.cpp, which says why there are two) hands those
/// to it. It runs every command itself, so it also serves when called directly.
#include <vector>

#include "tools/cli_app.h"
#include "tools/commands.h"

int main(int argc, char** argv) {
  using namespace rxv::tools;
  // In the order `rxv --help` lists them.
  const std::vector<CommandSpec> commands = {
      print_command(), check_command(), corpus_command(), prove_command(),
      fuzz_command(),  run_command(),   diff_command(),   bundle_check_command(),
      tv_command(),    merge_command(), report_command()};
  return run_cli(argc, argv, commands);
}
