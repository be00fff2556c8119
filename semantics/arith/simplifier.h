#pragma once
/// The default `Arith` (arith.h): decides claims with the canonical polynomial form
/// (canonical.h) and interval bounds, and refutes them with a bounded search for a concrete
/// counterexample (counterexample.h). It proves identities of the shape arithmetic that Relax
/// operators produce (reshape, flatten, conv output sizes, tiling splits, floordiv/floormod by
/// constants, min/max with a decided order) and answers Unknown for the rest; it never answers
/// Proved for a claim that fails for some assignment.
///
/// Assumptions are used as far as the canonical form can: an equality `v == e` with a variable
/// v that e does not mention substitutes e for v; a linear fact about one atom (`n >= 4`,
/// `m // 2 <= 7`) bounds that atom; and a claim `d >= 0` also holds when `d - f` is provably
/// non-negative for an assumed `f >= 0`. An order claim on a min, max or Select is also decided
/// by cases (each equals one of its operands), and `a or b` as b under `not a` (or a under
/// `not b`).
#include <unordered_map>

#include "semantics/arith/arith.h"
#include "semantics/arith/canonical.h"

namespace rxv::sem {

class Simplifier final : public Arith {
public:
  ArithResult prove(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions = {}) override;
  PrimExpr simplify(const PrimExpr& e, const std::vector<PrimExpr>& assumptions = {}) override;

private:
  /// What the canonical form makes of a claim, before any search for a counterexample.
  struct Attempt {
    bool decided = false;  ///< true by the rules (but see undefined and failure)
    std::string undefined; ///< why the claim may have no value, or empty
    std::string failure;   ///< why the canonical form cannot be trusted, or empty
    bool nonlinear = false;
    /// Ends of variables' ranges under the assumptions: values a counterexample search tries first.
    std::unordered_map<const PrimExprNode*, std::vector<int64_t>> hints;
    bool proved() const { return decided && undefined.empty() && failure.empty(); }
  };
  static constexpr int kMaxOrSplits = 4;

  Attempt attempt(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions, int depth);
  /// The range of a variable before assumptions: its dtype's, and >= 0 unless declared signed.
  Interval default_bounds(const PrimExprNode& var) const;
};

} // namespace rxv::sem
