#pragma once
/// `Arith` (semantics/arith/arith.h) backed by the prover: the canonical simplifier first, Z3 for
/// what it leaves Unknown. StructInfo inference and `rxv check --prover z3` use it.
///
/// The Arith contract differs from prove() in one point: a Refuted ArithResult means "the claim
/// evaluates to false", so a claim that is refuted only because it can divide by zero answers
/// Unknown ("divisor may be zero ...") here, as the simplifier does.
#include <memory>
#include <string_view>

#include "semantics/arith/arith.h"
#include "semantics/arith/simplifier.h"
#include "solver/z3_session.h"

namespace rxv::solver {

class Z3Arith final : public sem::Arith {
public:
  explicit Z3Arith(QueryLimits limits = {}) : limits_(limits) {}

  sem::ArithResult prove(const sem::PrimExpr& claim,
                         const std::vector<sem::PrimExpr>& assumptions = {}) override;
  /// The canonical simplifier's form (Z3 does not canonicalize).
  sem::PrimExpr simplify(const sem::PrimExpr& e,
                         const std::vector<sem::PrimExpr>& assumptions = {}) override;

private:
  /// Tells the simplifier which variables of `exprs` are signed here.
  void sync_signed(const std::vector<sem::PrimExpr>& exprs);

  QueryLimits limits_;
  sem::Simplifier simplifier_;
};

/// A Z3-backed Arith with limits suited to StructInfo inference (short per-query timeouts).
std::unique_ptr<sem::Arith> make_z3_arith();

/// "z3" or "simplifier" (the default Arith); nullptr for another name.
std::unique_ptr<sem::Arith> make_arith(std::string_view prover);

} // namespace rxv::solver
