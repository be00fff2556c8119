#pragma once
/// Load + read a TVMScript file for a subcommand, printing diagnostics to stderr.
#include <optional>
#include <string>

#include "semantics/ir/module.h"

namespace rxv::tools {

/// Reads the module in `path`; on failure reports `path:line:col: error: ...` diagnostics (stderr,
/// or the --json document: json_output.h) and returns nullopt (the caller exits with
/// kExitBadInput).
/// `source_bytes`, when given, is set to the size of the text read.
std::optional<sem::IRModule> read_input(const std::string& path, size_t* source_bytes = nullptr);

} // namespace rxv::tools
