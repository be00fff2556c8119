#pragma once
/// The subcommands of `rxv`, one file each (cmd_<name>.cpp). Each registers itself on the CLI11 app
/// and returns, through `*exit_code`, one of the codes in exit_codes.h, and its payload for
/// `--json` through CommandOutput::cli().result() (json_output.h; rxv.cpp adds --json to every
/// command).
#include <CLI/CLI.hpp>

namespace rxv::tools {

void register_print(CLI::App& app, int* exit_code);
void register_check(CLI::App& app, int* exit_code);
void register_corpus(CLI::App& app, int* exit_code);
void register_prove(CLI::App& app, int* exit_code);
void register_fuzz(CLI::App& app, int* exit_code);
void register_run(CLI::App& app, int* exit_code);
void register_diff(CLI::App& app, int* exit_code);
void register_bundle_check(CLI::App& app, int* exit_code);
void register_tv(CLI::App& app, int* exit_code);
void register_report(CLI::App& app, int* exit_code);
void register_merge(CLI::App& app, int* exit_code);

} // namespace rxv::tools
