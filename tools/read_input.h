#pragma once
/// Load + read a TVMScript file for a subcommand, printing diagnostics to stderr.
#include <optional>
#include <string>

#include "semantics/ir/module.h"

namespace rxv::tools {

/// Reads the module in `path`; on failure reports `path:line:col: error: ...` diagnostics (stderr,
/// or the --json document: json_output.h) and returns nullopt (the caller exits with
/// kExitBadInput).
std::optional<sem::IRModule> read_input(const std::string& path);

} // namespace rxv::tools
