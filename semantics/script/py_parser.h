#pragma once
/// Tokenizer and recursive-descent parser for the Python subset of TVMScript (py_ast.h).
#include <optional>
#include <string_view>

#include "semantics/script/py_ast.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem::py {

/// Limits that keep hostile input from exhausting the stack or memory.
struct ParseLimits {
  size_t max_bytes = size_t(512) << 20; ///< larger input is rejected
  int max_depth = 200;                  ///< nesting of brackets, expressions and blocks
};

/// Parses `source`. On a syntax error, reports it to `sink` (`line:col`, message) and returns
/// nullopt. Never throws and never crashes on bad input.
std::optional<PyModule> parse_python(std::string_view source, DiagnosticSink& sink,
                                     const ParseLimits& limits = {});

} // namespace rxv::sem::py
