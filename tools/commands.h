#pragma once
/// The subcommands of `rxv`, one file each (cmd_<name>.cpp). Each describes its command line as a
/// CommandSpec (command_spec.h, no CLI11: only tools/cli_app.cpp includes CLI11) whose `run`
/// returns one of the codes in exit_codes.h, and its payload for `--json` through
/// CommandOutput::cli().result() (json_output.h; cli_app.cpp adds --json to every command).
#include "tools/command_spec.h"

namespace rxv::tools {

CommandSpec print_command();
CommandSpec check_command();
CommandSpec corpus_command();
CommandSpec prove_command();
CommandSpec run_command();
// These three use the Halide backend: they are in rxv_tools, not rxv_tools_core, and only
// rxv-halide runs them (tools/rxv.cpp).
CommandSpec fuzz_command();
CommandSpec diff_command();
CommandSpec bundle_check_command();
CommandSpec tv_command();
CommandSpec report_command();
CommandSpec merge_command();

} // namespace rxv::tools
