#pragma once
/// Evaluation of integer PrimExprs under an assignment of their variables: the ground truth that
/// the simplifier's answers are checked against (every counterexample it reports is one that this
/// evaluator evaluates to false), and the meaning of shape arithmetic at run time.
///
/// Semantics are TIR's, exactly: values are integers of the node's dtype (bool is 0 or 1);
/// Add/Sub/Mul whose result leaves the dtype's range overflow; Div/Mod truncate toward zero,
/// FloorDiv/FloorMod round toward negative infinity; Select and And/Or evaluate all operands;
/// Cast between integer types wraps to the target width (two's complement), to bool tests != 0.
/// Overflow, division by zero, floats, buffer loads, unknown intrinsics and unassigned variables
/// have no value (nullopt): the evaluator never guesses.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

/// Values for variables, keyed by the variable node (a variable's identity is its node). Keeps
/// insertion order so that a counterexample prints in a stable order.
class Assignment {
public:
  /// Gives `var` the value `value` (replacing an earlier one).
  void set(const PrimExpr& var, int64_t value);
  /// The value of `var`, or nullopt when it has none.
  std::optional<int64_t> get(const PrimExprNode* var) const;
  const std::vector<std::pair<PrimExpr, int64_t>>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }
  /// `m = 0, n = 7` (variables by name hint, in insertion order).
  std::string str() const;

private:
  std::vector<std::pair<PrimExpr, int64_t>> entries_;
};

/// The value of `e` under `assignment`, or nullopt when TIR gives it no value (see file comment).
/// Bool results are 0 or 1. Bounded: pathologically deep expressions have no value.
std::optional<int64_t> eval_prim(const PrimExpr& e, const Assignment& assignment);

/// PrimExprs nested deeper than this have no value (eval_prim; the solver encodes the same).
inline constexpr int kMaxPrimEvalDepth = 2000;

/// INT64_MIN: the one int64 value whose negation overflows.
inline constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

/// The integer range of `dtype` as [lo, hi] clipped to int64, or nullopt for non-integral types.
std::optional<std::pair<int64_t, int64_t>> integral_range(DataType dtype);

/// Whether `dtype` is integral (has an integral_range).
inline bool is_integral(DataType dtype) { return integral_range(dtype).has_value(); }

/// Floor division and modulus of int64 values; nullopt for a zero divisor or INT64_MIN / -1.
std::optional<int64_t> floor_div(int64_t a, int64_t b);
std::optional<int64_t> floor_mod(int64_t a, int64_t b);

} // namespace rxv::sem
