#pragma once
/// The `rxv` command line as CLI11 runs it: the commands' CommandSpecs (command_spec.h) turned into
/// one CLI11 app, `--json` added to each, parsed, and the chosen command run. The one file that
/// includes CLI11 is cli_app.cpp. Both executables use it: `rxv` with the commands that need no
/// Halide backend, `rxv-halide` with all of them (tools/rxv.cpp says why there are two).
#include <vector>

#include "tools/command_spec.h"
#include "tools/json_output.h"

namespace rxv::tools {

/// Parses `argv` against `commands` (in the order `--help` lists them) and runs the command
/// named; returns the process's exit code (exit_codes.h). --help and usage errors are CLI11's.
int run_cli(int argc, char** argv, const std::vector<CommandSpec>& commands);

/// The machine format asked for on the command line: `--json` on any command, `--sarif` on
/// check; looked up before parsing, so that even a usage error comes out in it. Arguments after
/// `--` are operands, not flags.
OutputFormat requested_format(int argc, char** argv);

} // namespace rxv::tools
