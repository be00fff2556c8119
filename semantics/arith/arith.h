#pragma once
/// `Arith`: how semantics/ reasons about integers (DESIGN.md, "Layers and folders"). StructInfo
/// inference asks it to prove shape equalities such as `n * (m + 1) == n * m + n`; the answer is
/// Proved, Refuted (with a counterexample) or Unknown (with a reason), never a bare boolean.
/// The default implementation is the canonical-form simplifier (simplifier.h); solver/ provides a
/// Z3-backed one through the same interface.
///
/// Meaning of a claim, for every implementation:
/// - PrimExprs are TIR's integer expressions: Div/Mod truncate toward zero, FloorDiv/FloorMod
///   round toward negative infinity (semantics/arith/eval.h is the reference evaluator).
/// - Arithmetic is on mathematical integers: shape arithmetic that overflows int64 is an error at
///   run time, so a claim is about the values computed when nothing overflows.
/// - Every integer variable is a shape variable, >= 0, unless `declare_signed` says otherwise.
///   Bool variables are 0 or 1; unsigned ones are >= 0.
/// - Proved: the claim holds for every assignment of its variables (in their ranges) that
///   satisfies the assumptions. Implementations are sound before they are complete: when in
///   doubt they answer Unknown. A claim that divides by something that is not provably non-zero
///   (under the assumptions) is never Proved, since it has no value there.
/// - Refuted: an assignment, in the variables' ranges, under which the assumptions evaluate to
///   true and the claim to false with eval_prim (so it is checked, not inferred).
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

enum class Verdict { kProved, kRefuted, kUnknown };

/// "proved", "refuted", "unknown".
const char* verdict_name(Verdict v);

struct ArithResult {
  Verdict verdict = Verdict::kUnknown;
  /// Refuted: the variables' values that make the claim false (may be empty for a claim without
  /// variables). Absent otherwise.
  std::optional<Assignment> counterexample;
  /// Unknown: why not decided ("nonlinear: not decided by the simplifier", "divisor may be zero:
  /// m", "resource limit: ...", "timeout"). Empty otherwise.
  std::string reason;

  static ArithResult proved() { return {Verdict::kProved, std::nullopt, ""}; }
  static ArithResult refuted(Assignment cex) { return {Verdict::kRefuted, std::move(cex), ""}; }
  static ArithResult unknown(std::string why) {
    return {Verdict::kUnknown, std::nullopt, std::move(why)};
  }

  bool is_proved() const { return verdict == Verdict::kProved; }
  bool is_refuted() const { return verdict == Verdict::kRefuted; }
  bool is_unknown() const { return verdict == Verdict::kUnknown; }
  /// `proved`, `refuted (n = 0, m = 1)`, `unknown (nonlinear: ...)`.
  std::string str() const;
};

class Arith {
public:
  virtual ~Arith() = default;

  /// Decides the boolean `claim` under `assumptions` (boolean PrimExprs, all taken to hold).
  /// A claim that is not a boolean expression is Unknown.
  virtual ArithResult prove(const PrimExpr& claim,
                            const std::vector<PrimExpr>& assumptions = {}) = 0;

  /// `e` in canonical form under `assumptions`: semantically equal (for every assignment that
  /// satisfies them, where `e` has a value), and printed alike for expressions the implementation
  /// can show equal. Idempotent. Returns `e` itself when it cannot do better.
  virtual PrimExpr simplify(const PrimExpr& e, const std::vector<PrimExpr>& assumptions = {}) = 0;

  /// Lets `var` range over all integers of its dtype instead of the shape-variable default >= 0
  /// (for R.Prim values and TIR variables that may be negative).
  void declare_signed(const PrimExpr& var);
  /// True when `var` was declared signed.
  bool is_signed(const PrimExprNode* var) const { return signed_ids_.count(var) != 0; }

  // Convenience claims, built as comparisons and passed to prove().
  ArithResult prove_equal(const PrimExpr& a, const PrimExpr& b,
                          const std::vector<PrimExpr>& assumptions = {});
  ArithResult prove_not_equal(const PrimExpr& a, const PrimExpr& b,
                              const std::vector<PrimExpr>& assumptions = {});
  ArithResult prove_lt(const PrimExpr& a, const PrimExpr& b,
                       const std::vector<PrimExpr>& assumptions = {});
  ArithResult prove_le(const PrimExpr& a, const PrimExpr& b,
                       const std::vector<PrimExpr>& assumptions = {});
  ArithResult prove_gt(const PrimExpr& a, const PrimExpr& b,
                       const std::vector<PrimExpr>& assumptions = {});
  ArithResult prove_ge(const PrimExpr& a, const PrimExpr& b,
                       const std::vector<PrimExpr>& assumptions = {});

private:
  std::vector<PrimExpr> signed_vars_; ///< keeps the nodes (and so their addresses) alive
  std::unordered_set<const PrimExprNode*> signed_ids_;
};

/// The default implementation: the canonical-form simplifier (semantics/arith/simplifier.h).
std::unique_ptr<Arith> make_default_arith();

} // namespace rxv::sem
