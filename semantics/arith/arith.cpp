#include "semantics/arith/arith.h"

#include "semantics/arith/simplifier.h"

namespace rxv::sem {

const char* verdict_name(Verdict v) {
  switch (v) {
  case Verdict::kProved: return "proved";
  case Verdict::kRefuted: return "refuted";
  case Verdict::kUnknown: return "unknown";
  }
  return "unknown";
}

std::string ArithResult::str() const {
  std::string s = verdict_name(verdict);
  if (verdict == Verdict::kRefuted && counterexample) s += " (" + counterexample->str() + ")";
  if (verdict == Verdict::kUnknown) s += " (" + reason + ")";
  return s;
}

void Arith::declare_signed(const PrimExpr& var) {
  if (!var || !signed_ids_.insert(var.get()).second) return;
  signed_vars_.push_back(var);
}

namespace {

ArithResult prove_cmp(Arith& arith, PrimKind kind, const PrimExpr& a, const PrimExpr& b,
                      const std::vector<PrimExpr>& assumptions) {
  if (!a || !b) return ArithResult::unknown("missing operand");
  return arith.prove(make_binary(kind, a, b), assumptions);
}

} // namespace

ArithResult Arith::prove_equal(const PrimExpr& a, const PrimExpr& b,
                               const std::vector<PrimExpr>& assumptions) {
  return prove_cmp(*this, PrimKind::kEQ, a, b, assumptions);
}

ArithResult Arith::prove_not_equal(const PrimExpr& a, const PrimExpr& b,
                                   const std::vector<PrimExpr>& assumptions) {
  return prove_cmp(*this, PrimKind::kNE, a, b, assumptions);
}

ArithResult Arith::prove_lt(const PrimExpr& a, const PrimExpr& b,
                            const std::vector<PrimExpr>& assumptions) {
  return prove_cmp(*this, PrimKind::kLT, a, b, assumptions);
}

ArithResult Arith::prove_le(const PrimExpr& a, const PrimExpr& b,
                            const std::vector<PrimExpr>& assumptions) {
  return prove_cmp(*this, PrimKind::kLE, a, b, assumptions);
}

ArithResult Arith::prove_gt(const PrimExpr& a, const PrimExpr& b,
                            const std::vector<PrimExpr>& assumptions) {
  return prove_cmp(*this, PrimKind::kGT, a, b, assumptions);
}

ArithResult Arith::prove_ge(const PrimExpr& a, const PrimExpr& b,
                            const std::vector<PrimExpr>& assumptions) {
  return prove_cmp(*this, PrimKind::kGE, a, b, assumptions);
}

std::unique_ptr<Arith> make_default_arith() { return std::make_unique<Simplifier>(); }

} // namespace rxv::sem
