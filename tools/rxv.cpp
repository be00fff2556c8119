/// rxv: the command line (DESIGN.md, "The command line"), without the Halide backend.
///
/// Linking libHalide loads libLLVM into every process, and the dynamic loader's relocations and
/// LLVM's static initialisers dirty ~50 MB of its pages even in a command that never compiles
/// anything: a third of `rxv print`'s peak memory on a 100,000-binding module (bench/RESULTS.md,
/// "rxv without libHalide"). So the commands that use the Halide backend (fuzz, diff,
/// bundle-check) live in a second executable, `rxv-halide` (tools/rxv_halide.cpp: every command,
/// the same code), built next to this one. This `rxv` runs the other commands itself and hands
/// every other command line (those commands, `--help`, a usage error without a command) to
/// `rxv-halide` with execv: the same process, arguments and environment, so the output and exit
/// code are rxv-halide's own.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "tools/cli_app.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"

namespace {

using namespace rxv::tools;

/// The path of `name` in the directory of the running executable ("" when /proc tells nothing).
std::string sibling_path(const char* name) {
  std::string self(4096, '\0');
  ssize_t n = readlink("/proc/self/exe", self.data(), self.size() - 1);
  if (n <= 0) return "";
  self.resize(size_t(n));
  return self.substr(0, self.rfind('/') + 1) + name;
}

/// Runs `argv` on rxv-halide in place of this process; returns only when it cannot (the message
/// printed, in the requested format): an incomplete installation, not bad input.
int hand_over_to_halide_cli(int argc, char** argv) {
  std::string path = sibling_path("rxv-halide");
  if (!path.empty()) execv(path.c_str(), argv);
  std::string why = path.empty() ? "cannot find this executable's directory (/proc/self/exe)"
                                 : path + ": " + std::strerror(errno);
  std::string command = argc > 1 && argv[1][0] != '-' ? argv[1] : "";
  CommandOutput& out = CommandOutput::cli();
  out.start(requested_format(argc, argv));
  std::cerr << "rxv: error: " << (command.empty() ? "this command line" : "'rxv " + command + "'")
            << " needs rxv-halide (the command line with the Halide backend), built next to rxv: "
            << why << "\n";
  if (out.machine()) std::cout << out.finish(command, kExitInternal) << std::flush;
  return kExitInternal;
}

} // namespace

int main(int argc, char** argv) {
  // In any order: `rxv --help` lists rxv-halide's, which has them all.
  const std::vector<CommandSpec> commands = {print_command(), check_command(), corpus_command(),
                                             prove_command(), run_command(),   tv_command(),
                                             merge_command(), report_command()};
  bool ours = argc > 1 && std::any_of(commands.begin(), commands.end(),
                                      [&](const CommandSpec& c) { return c.name == argv[1]; });
  return ours ? run_cli(argc, argv, commands) : hand_over_to_halide_cli(argc, argv);
}
