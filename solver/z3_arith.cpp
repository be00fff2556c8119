#include "solver/z3_arith.h"

#include "semantics/arith/counterexample.h"
#include "solver/prover.h"

namespace rxv::solver {

sem::ArithResult Z3Arith::prove(const sem::PrimExpr& claim,
                                const std::vector<sem::PrimExpr>& assumptions) {
  if (!claim) return sem::ArithResult::unknown("missing claim");
  ProveOptions opts;
  opts.limits = limits_;
  opts.is_signed = [this](const sem::PrimExprNode& v) { return is_signed(&v); };
  ProveResult r = solver::prove(claim, assumptions, opts);
  switch (r.verdict) {
  case sem::Verdict::kProved: return sem::ArithResult::proved();
  case sem::Verdict::kRefuted:
    if (r.refutation == Refutation::kFalse && r.model) return sem::ArithResult::refuted(*r.model);
    return sem::ArithResult::unknown(std::string("divisor may be zero (") +
                                     (r.model ? r.model->str() : "") + ")");
  case sem::Verdict::kUnknown: break;
  }
  return sem::ArithResult::unknown(r.reason);
}

void Z3Arith::sync_signed(const std::vector<sem::PrimExpr>& exprs) {
  for (const sem::PrimExpr& v : sem::free_int_vars(exprs))
    if (is_signed(v.get())) simplifier_.declare_signed(v);
}

sem::PrimExpr Z3Arith::simplify(const sem::PrimExpr& e,
                                const std::vector<sem::PrimExpr>& assumptions) {
  std::vector<sem::PrimExpr> all = assumptions;
  all.push_back(e);
  sync_signed(all);
  return simplifier_.simplify(e, assumptions);
}

std::unique_ptr<sem::Arith> make_z3_arith() {
  // Inference asks many small questions; a stuck one should cost little and answer Unknown.
  return std::make_unique<Z3Arith>(QueryLimits{.timeout_ms = 500, .rlimit = 5'000'000});
}

std::unique_ptr<sem::Arith> make_arith(std::string_view prover) {
  if (prover == "z3") return make_z3_arith();
  if (prover == "simplifier") return sem::make_default_arith();
  return nullptr;
}

} // namespace rxv::solver
