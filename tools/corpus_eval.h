#pragma once
/// The corpus `# EVAL` directives (corpus/README.md), run on the reference interpreter:
///   # EVAL: FUNC(ARG, ARG, ...) -> EXPECTED
/// ARG and EXPECTED are value literals (semantics/value/value_literal.h); EXPECTED may also be
/// `error(KIND)`, a run-time EvalError of that kind (e.g. `error(DivisionByZero)`). Results compare
/// as semantics/value/compare.h says (floats within atol 1e-6 + rtol 1e-5; float16 rtol 1e-3).
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "semantics/ir/module.h"
#include "semantics/value/value.h"

namespace rxv::tools {

/// Checks every EVAL directive in the leading comment block of `text` against `mod` (the file's
/// module, normalized); returns one failure line per directive that is malformed or does not hold.
std::vector<std::string> check_eval_directives(std::string_view text, const sem::IRModule& mod);

/// One EVAL directive's call, parsed: FUNC(ARGS) -> EXPECTED (kept as text).
struct EvalCall {
  std::string func;
  std::vector<sem::Value> args;
  std::string expected; ///< a value literal or error(KIND)
};

/// Parses the text after `EVAL:`; the error text when it is malformed.
std::variant<EvalCall, std::string> parse_eval_call(std::string_view directive);

/// The EVAL directives of the leading comment block: (line, text after `EVAL:`).
std::vector<std::pair<int, std::string>> eval_directives(std::string_view text);

/// True when the leading comment block of `text` has an EVAL directive.
bool has_eval_directives(std::string_view text);

} // namespace rxv::tools
