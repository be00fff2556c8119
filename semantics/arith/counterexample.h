#pragma once
/// The search for a refuting assignment: small values for each variable, tried in a fixed order
/// and checked with eval_prim, so that a reported counterexample is a fact, not an inference.
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

/// The integer (and bool) variables of `exprs`, each once, in order of first appearance.
std::vector<PrimExpr> free_int_vars(const std::vector<PrimExpr>& exprs);

/// Where the search looks.
struct SearchSpace {
  /// Variables that may be negative (the others are shape variables, >= 0). May be empty.
  std::function<bool(const PrimExprNode&)> is_signed;
  /// Values to try first for a variable, e.g. the ends of its range under the assumptions.
  /// May be empty.
  std::function<std::vector<int64_t>(const PrimExprNode&)> hints;
  /// At most this many assignments are evaluated.
  size_t budget = 2000;
};

/// An assignment under which every assumption evaluates to true and `claim` to false, or nullopt
/// when none of the candidates is one. Candidates give each variable a value from a short list
/// (its hints, then 0, 1, 2, 7, 3, 16, 100, and their negations for signed variables; 0 and 1
/// for bool), within its range, in layers of growing position in the list. Deterministic; the
/// result lists the variables by name.
std::optional<Assignment> find_counterexample(const PrimExpr& claim,
                                              const std::vector<PrimExpr>& assumptions,
                                              const SearchSpace& space);

} // namespace rxv::sem
