#include "solver/prover.h"

#include <algorithm>

#include "semantics/arith/counterexample.h"
#include "semantics/arith/simplifier.h"
#include "solver/overflow.h"
#include "solver/z3_internal.h"

namespace rxv::solver {
namespace {

using sem::Assignment;
using sem::PrimExpr;
using sem::PrimKind;
using sem::Verdict;

bool is_division(PrimKind k) {
  return k == PrimKind::kDiv || k == PrimKind::kMod || k == PrimKind::kFloorDiv ||
         k == PrimKind::kFloorMod;
}

enum class Failure { kNone, kDivisionByZero, kOverflow, kOther };

/// Why `e` has no value under `a`: the innermost failing node whose operands all have values is
/// a division by zero, an overflow (an arithmetic result outside its dtype) or something else.
/// Bounded by the expression's depth.
Failure why_undefined(const PrimExpr& e, const Assignment& a, int depth = 0) {
  if (!e || depth > 2000) return Failure::kOther;
  if (sem::eval_prim(e, a)) return Failure::kNone;
  std::vector<PrimExpr> evaluated = e->operands;
  if (e->kind == PrimKind::kCall && e->name == "T.if_then_else" && e->operands.size() == 3) {
    auto c = sem::eval_prim(e->operands[0], a);
    if (c) evaluated = {e->operands[0], e->operands[*c ? 1 : 2]};
  }
  for (const PrimExpr& o : evaluated)
    if (!sem::eval_prim(o, a)) return why_undefined(o, a, depth + 1);
  switch (e->kind) {
  case PrimKind::kVar:
  case PrimKind::kFloatImm:
  case PrimKind::kStringImm:
  case PrimKind::kBufferLoad:
  case PrimKind::kCall: return Failure::kOther;
  default: break;
  }
  if (is_division(e->kind) && e->operands.size() == 2 && sem::eval_prim(e->operands[1], a) == 0)
    return Failure::kDivisionByZero;
  return Failure::kOverflow;
}

/// Why Z3 said unknown, when our watchdog did not fire (a fired watchdog is "timeout"): Z3
/// reports its memory high watermark as "canceled", the watchdog's interrupt being the only other
/// canceller.
std::string unknown_reason(const std::string& z3_reason) {
  if (z3_reason.find("timeout") != std::string::npos) return "timeout";
  if (z3_reason.find("resource") != std::string::npos) return "resource limit";
  if (z3_reason.find("memout") != std::string::npos ||
      z3_reason.find("memory") != std::string::npos ||
      z3_reason.find("canceled") != std::string::npos)
    return "memory limit";
  return "solver gave up: " + z3_reason;
}

/// The model's value for each encoded variable, or nullopt when one does not fit an int64.
std::optional<Assignment> read_model(const z3::model& m, const PrimEncoder& enc) {
  Assignment out;
  for (const auto& [var, c] : enc.vars()) {
    auto v = PrimEncoder::numeral(m.eval(c, true));
    if (!v) return std::nullopt;
    out.set(var, *v);
  }
  return out;
}

ProveResult unknown(std::string why) {
  ProveResult r;
  r.reason = std::move(why);
  return r;
}

ProveResult refuted(Assignment a, Refutation kind, bool fast) {
  ProveResult r;
  r.verdict = Verdict::kRefuted;
  r.model = std::move(a);
  r.refutation = kind;
  r.fast_path = fast;
  return r;
}

/// The canonical simplifier's answer, when it settles the claim for `options.encoding`.
std::optional<ProveResult> fast_path(const PrimExpr& claim,
                                     const std::vector<PrimExpr>& assumptions,
                                     const ProveOptions& options,
                                     const std::function<bool(const sem::PrimExprNode&)>& sgn) {
  sem::Simplifier s;
  std::vector<PrimExpr> all = assumptions;
  all.push_back(claim);
  std::vector<PrimExpr> vars = sem::free_int_vars(all);
  for (const PrimExpr& v : vars)
    if (sgn(*v)) s.declare_signed(v);
  sem::ArithResult r = s.prove(claim, assumptions);
  if (r.is_proved() && options.encoding == Encoding::kUnbounded) {
    ProveResult p;
    p.verdict = Verdict::kProved;
    p.fast_path = true;
    return p;
  }
  if (r.is_refuted() && r.counterexample) {
    Assignment a = *r.counterexample;
    for (const PrimExpr& v : vars)
      if (!a.get(v.get())) a.set(v, 0);
    auto kind = check_refutation(claim, assumptions, a, false);
    if (kind == Refutation::kFalse) return refuted(std::move(a), *kind, true);
  }
  return std::nullopt;
}

ProveResult prove_with_z3(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions,
                          const QueryLimits& limits, IntModel model,
                          std::function<bool(const sem::PrimExprNode&)> sgn) {
  // Overflow refutes in the checked models; the unbounded one has none.
  const bool bv = model != IntModel::kUnbounded;
  z3::context& ctx = Z3Session::for_this_thread().impl().ctx;
  PrimEncoder enc(ctx, model, std::move(sgn));
  z3::expr_vector facts(ctx);
  z3::expr all_fit = ctx.bool_val(true);
  for (const PrimExpr& f : assumptions) {
    auto e = enc.encode(f);
    if (!e) return unknown("unsupported assumption: " + enc.error());
    z3::expr holds =
        e->value.is_bool() ? e->value : e->value != ctx.num_val(0, e->value.get_sort());
    facts.push_back(e->no_div_zero && holds);
    if (bv) facts.push_back(e->fits);
    all_fit = all_fit && e->fits;
  }
  auto c = enc.encode(claim);
  if (!c) return unknown("unsupported claim: " + enc.error());
  if (!c->value.is_bool()) return unknown("the claim is not a boolean expression");
  z3::expr ok = c->no_div_zero && c->value;
  if (bv) ok = ok && c->fits;
  all_fit = all_fit && c->fits;

  z3::solver s = make_solver(ctx, limits);
  s.add(enc.domain());
  s.add(z3::mk_and(facts));
  s.add(!ok);
  // Unbounded integers may refute with values that int64 evaluation cannot reproduce; the second
  // round asks for a counterexample that stays inside every dtype.
  for (int round = 0; round < 2; ++round) {
    if (round == 1) {
      if (bv) break;
      s.add(all_fit);
    }
    z3::check_result verdict = z3::unknown;
    bool timed_out = false;
    {
      Watchdog dog(ctx, limits.timeout_ms);
      verdict = s.check();
      timed_out = dog.fired();
    }
    switch (verdict) {
    case z3::unsat:
      if (round == 1) return unknown("refuted only by values beyond the int64 range");
      {
        ProveResult p;
        p.verdict = Verdict::kProved;
        return p;
      }
    case z3::unknown: return unknown(timed_out ? "timeout" : unknown_reason(s.reason_unknown()));
    case z3::sat: break;
    }
    auto a = read_model(s.get_model(), enc);
    if (!a) continue;
    auto kind = check_refutation(claim, assumptions, *a, bv);
    if (kind) return refuted(std::move(*a), *kind, false);
  }
  return unknown("the solver's counterexample failed the concrete check");
}

} // namespace

const char* refutation_name(Refutation r) {
  switch (r) {
  case Refutation::kFalse: return "false";
  case Refutation::kDivisionByZero: return "division by zero";
  case Refutation::kOverflow: return "overflow";
  }
  return "false";
}

std::string ProveResult::str() const {
  std::string s = sem::verdict_name(verdict);
  if (is_refuted()) {
    if (model) s += " (" + model->str() + ")";
    if (refutation != Refutation::kFalse) s += std::string(": ") + refutation_name(refutation);
  }
  if (is_unknown()) s += " (" + reason + ")";
  return s;
}

std::optional<Refutation> check_refutation(const PrimExpr& claim,
                                           const std::vector<PrimExpr>& assumptions,
                                           const Assignment& a, bool overflow_refutes) {
  for (const PrimExpr& f : assumptions) {
    auto v = sem::eval_prim(f, a);
    if (!v || *v == 0) return std::nullopt;
  }
  auto v = sem::eval_prim(claim, a);
  if (v) return *v == 0 ? std::optional(Refutation::kFalse) : std::nullopt;
  switch (why_undefined(claim, a)) {
  case Failure::kDivisionByZero: return Refutation::kDivisionByZero;
  case Failure::kOverflow:
    return overflow_refutes ? std::optional(Refutation::kOverflow) : std::nullopt;
  default: return std::nullopt;
  }
}

ProveResult prove(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions,
                  const ProveOptions& options) {
  if (!claim) return unknown("missing claim");
  for (const PrimExpr& f : assumptions)
    if (!f) return unknown("missing assumption");
  if (!claim->dtype.is_bool()) return unknown("the claim is not a boolean expression");
  auto sgn = [&options](const sem::PrimExprNode& v) {
    return options.all_signed || (options.is_signed && options.is_signed(v));
  };
  if (options.fast_path && options.encoding == Encoding::kBitVector) {
    // Where nothing can overflow, the bit-vector claim means what the unbounded one means.
    if (cannot_overflow(claim, assumptions, sgn)) {
      ProveOptions unbounded = options;
      unbounded.encoding = Encoding::kUnbounded;
      return prove(claim, assumptions, unbounded);
    }
    if (auto a = search_bit_vector_counterexample(claim, assumptions, sgn)) {
      auto kind = check_refutation(claim, assumptions, *a, true);
      if (kind) return refuted(std::move(*a), *kind, true);
    }
  }
  if (options.fast_path) {
    if (auto r = fast_path(claim, assumptions, options, sgn)) return *r;
  }
  try {
    if (options.encoding == Encoding::kUnbounded)
      return prove_with_z3(claim, assumptions, options.limits, IntModel::kUnbounded, sgn);
    // Bit-vector verdicts, first by integer arithmetic with overflow checks (the same verdicts,
    // usually much faster), then by bit-blasting what that leaves open.
    if (options.checked_int_first) {
      QueryLimits quick = options.limits;
      quick.timeout_ms = std::max(1u, quick.timeout_ms / 4);
      quick.rlimit /= 4;
      ProveResult r = prove_with_z3(claim, assumptions, quick, IntModel::kCheckedInt, sgn);
      if (!r.is_unknown()) return r;
    }
    return prove_with_z3(claim, assumptions, options.limits, IntModel::kBitVector, sgn);
  } catch (const z3::exception& e) {
    return unknown(std::string("solver error: ") + e.msg());
  }
}

} // namespace rxv::solver
