#pragma once
/// Cheap answers for the bit-vector encoding (prover.h), tried before any solver call:
/// - an interval analysis that shows no intermediate value can leave its dtype, so the claim means
///   the same with unbounded integers (and the canonical simplifier may settle it);
/// - a search for an overflow (or other) counterexample among values near the dtype's limits,
///   where overflow lives and small-value searches never look.
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::solver {

using SignedFn = std::function<bool(const sem::PrimExprNode&)>;

/// True when, for every assignment of the variables in their ranges (dtype, >= 0 unless signed)
/// that satisfies the bounds the assumptions state directly (`v < 1024`, `v >= 1`), no Add, Sub,
/// Mul or division in `claim` or the assumptions leaves its dtype. False when it cannot tell.
bool cannot_overflow(const sem::PrimExpr& claim, const std::vector<sem::PrimExpr>& assumptions,
                     const SignedFn& is_signed);

/// An assignment, found among values near 0 and near the dtype limits, under which the
/// assumptions hold and the claim is false, divides by zero or overflows (checked with eval_prim).
/// At most `budget` assignments are evaluated.
std::optional<sem::Assignment>
search_bit_vector_counterexample(const sem::PrimExpr& claim,
                                 const std::vector<sem::PrimExpr>& assumptions,
                                 const SignedFn& is_signed, size_t budget = 1500);

} // namespace rxv::solver
