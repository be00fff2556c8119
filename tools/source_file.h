#pragma once
/// Loading input files for the command line: bounded size, clear diagnostics.
#include <optional>
#include <string>

#include "semantics/support/diagnostic.h"

namespace rxv::tools {

/// Largest input file accepted (the reader has its own limit too; this one avoids reading it at
/// all).
constexpr size_t kMaxInputBytes = size_t(256) << 20;

/// Reads `path` ("-" is standard input). On failure reports `path: error: ...` to `sink`.
std::optional<std::string> load_source(const std::string& path, sem::DiagnosticSink& sink);

} // namespace rxv::tools
