#include "semantics/arith/simplifier.h"

#include <limits>
#include <unordered_map>
#include <utility>

#include "semantics/arith/counterexample.h"

namespace rxv::sem {
namespace {

constexpr int kMaxSimplifyDepth = 1000;

bool is_kind(const PrimExpr& e, PrimKind k) {
  return e && e->kind == k && well_formed_operands(*e);
}

bool is_int_comparison(const PrimExpr& e) {
  return e && is_comparison(e->kind) && well_formed_operands(*e) &&
         is_integral(e->operands[0]->dtype) && is_integral(e->operands[1]->dtype);
}

/// The assumptions as a list of facts, `a and b` split into a and b.
std::vector<PrimExpr> split_conjuncts(const std::vector<PrimExpr>& es) {
  std::vector<PrimExpr> out;
  std::vector<PrimExpr> stack(es.rbegin(), es.rend());
  while (!stack.empty()) {
    PrimExpr e = std::move(stack.back());
    stack.pop_back();
    if (!e) continue;
    if (is_kind(e, PrimKind::kAnd)) {
      stack.push_back(e->operands[1]);
      stack.push_back(e->operands[0]);
    } else {
      out.push_back(std::move(e));
    }
  }
  return out;
}

/// `e` with `value` for `var`. Shared subexpressions are rebuilt once. Beyond the depth bound the
/// rest is left as it is: the variable then stays unconstrained there, which only weakens what
/// can be proved.
class Substituter {
public:
  Substituter(const PrimExprNode* var, PrimExpr value) : var_(var), value_(std::move(value)) {}

  PrimExpr apply(const PrimExpr& e, int depth = 0) {
    if (!e || e->operands.empty() || depth > kMaxSimplifyDepth) return e.get() == var_ ? value_ : e;
    auto it = memo_.find(e.get());
    if (it != memo_.end()) return it->second.second;
    std::vector<PrimExpr> ops;
    bool changed = false;
    for (const PrimExpr& o : e->operands) {
      ops.push_back(apply(o, depth + 1));
      changed |= ops.back() != o;
    }
    PrimExpr r = e;
    if (changed) {
      auto n = std::make_shared<PrimExprNode>(*e);
      n->operands = std::move(ops);
      r = n;
    }
    memo_.emplace(e.get(), std::pair{e, r});
    return r;
  }

private:
  const PrimExprNode* var_;
  PrimExpr value_;
  std::unordered_map<const PrimExprNode*, std::pair<PrimExpr, PrimExpr>> memo_;
};

/// A comparison between integers as {kind, d}: `d >= 0` (kGE), `d == 0` (kEQ) or `d != 0` (kNE).
std::optional<std::pair<PrimKind, Poly>> comparison_form(Canonicalizer& c, const PrimExpr& e) {
  if (!is_int_comparison(e)) return std::nullopt;
  Poly a = c.canon(e->operands[0]), b = c.canon(e->operands[1]);
  Poly one = c.constant(1, a.dtype);
  switch (e->kind) {
  case PrimKind::kLT: return std::pair{PrimKind::kGE, c.sub(c.sub(b, a), one)};
  case PrimKind::kLE: return std::pair{PrimKind::kGE, c.sub(b, a)};
  case PrimKind::kGT: return std::pair{PrimKind::kGE, c.sub(c.sub(a, b), one)};
  default: return std::pair{e->kind, c.sub(a, b)}; // GE, EQ, NE
  }
}

/// The facts `d >= 0` that an assumption gives (an equality gives two).
std::vector<Poly> ge_facts(Canonicalizer& c, const PrimExpr& f) {
  PrimExpr e = f;
  if (is_kind(e, PrimKind::kNot) && is_int_comparison(e->operands[0])) {
    const PrimExpr& x = e->operands[0];
    e = make_binary(negate_comparison(x->kind), x->operands[0], x->operands[1]);
  }
  auto form = comparison_form(c, e);
  if (!form || form->first == PrimKind::kNE) return {};
  if (form->first == PrimKind::kGE) return {form->second};
  return {form->second, c.neg(form->second)};
}

/// Claim and assumptions after substitution, with the atom bounds the assumptions give.
struct Prepared {
  PrimExpr target;
  std::vector<PrimExpr> facts;
  std::vector<std::pair<PrimExpr, Interval>> atom_bounds;
};

/// `v == e` (or `e == v`) with v a variable that e does not mention: the variable and e.
std::optional<std::pair<PrimExpr, PrimExpr>> as_definition(Canonicalizer& c, const PrimExpr& f) {
  if (!is_kind(f, PrimKind::kEQ) || !is_int_comparison(f)) return std::nullopt;
  Poly d = c.sub(c.canon(f->operands[0]), c.canon(f->operands[1]));
  if (c.failed()) return std::nullopt;
  for (size_t i = 0; i < d.terms.size(); ++i) {
    const Term& t = d.terms[i];
    if (t.mono.size() != 1 || t.mono[0].exp != 1 || (t.coef != 1 && t.coef != -1)) continue;
    const PrimExpr& v = c.atom_expr(t.mono[0].atom);
    if (v->kind != PrimKind::kVar || !is_integral(v->dtype) || v->dtype.is_bool()) continue;
    bool elsewhere = false;
    for (size_t j = 0; j < d.terms.size() && !elsewhere; ++j)
      for (const Factor& f2 : d.terms[j].mono)
        elsewhere |= j != i && c.atom_mentions(f2.atom, v.get());
    if (elsewhere) continue;
    // d = coef * v + rest = 0, so v = -rest / coef.
    Poly rest = d;
    rest.terms.erase(rest.terms.begin() + std::ptrdiff_t(i));
    return std::pair{v, c.render(t.coef == 1 ? c.neg(rest) : rest)};
  }
  return std::nullopt;
}

Prepared prepare(const PrimExpr& target, const std::vector<PrimExpr>& assumptions,
                 const VarBounds& vb) {
  Prepared p{target, split_conjuncts(assumptions), {}};
  // Equalities that define a variable are substituted away, one at a time.
  for (size_t round = 0, limit = p.facts.size(); round < limit; ++round) {
    Canonicalizer c(vb);
    std::optional<std::pair<PrimExpr, PrimExpr>> def;
    size_t at = 0;
    for (; at < p.facts.size() && !def; ++at) def = as_definition(c, p.facts[at]);
    if (!def) break;
    p.facts.erase(p.facts.begin() + std::ptrdiff_t(at - 1));
    auto [var, value] = *def;
    Substituter s(var.get(), value);
    if (p.target) p.target = s.apply(p.target);
    for (PrimExpr& f : p.facts) f = s.apply(f);
    // The variable's range still holds of the value it stood for (a shape variable is >= 0).
    Interval r = vb(*var);
    auto dr = integral_range(value->dtype);
    if (r.lo && dr && *r.lo > dr->first)
      p.facts.push_back(make_binary(PrimKind::kGE, value, make_int(*r.lo, value->dtype)));
    if (r.hi && dr && *r.hi < dr->second)
      p.facts.push_back(make_binary(PrimKind::kLE, value, make_int(*r.hi, value->dtype)));
  }
  // Linear facts about one atom bound it; a second round sees the facts canonicalized with the
  // first round's bounds.
  for (int round = 0; round < 2; ++round) {
    Canonicalizer c(vb, p.atom_bounds);
    std::vector<std::pair<PrimExpr, Interval>> found;
    for (const PrimExpr& f : p.facts) {
      for (const Poly& d : ge_facts(c, f)) {
        auto lin = c.linear_atom(d);
        if (!lin) continue;
        auto [atom, k] = *lin;
        int64_t c0 = d.constant_term();
        // k * A + c0 >= 0: A >= ceil(-c0 / k) for k > 0, A <= floor(c0 / -k) for k < 0.
        Interval b = Interval::everything();
        if (k > 0) {
          int64_t q = *floor_div(c0, k);
          if (q != std::numeric_limits<int64_t>::min()) b.lo = -q;
        } else if (k != std::numeric_limits<int64_t>::min()) {
          b.hi = *floor_div(c0, -k);
        }
        found.emplace_back(c.atom_expr(atom), b);
      }
    }
    if (c.failed()) break;
    p.atom_bounds.insert(p.atom_bounds.end(), found.begin(), found.end());
  }
  return p;
}

/// Decides a boolean claim from the canonical form, the bounds and the facts.
struct Decider {
  static constexpr int kMaxSplits = 2;

  Canonicalizer& c;
  std::vector<Poly> ge;    ///< facts d >= 0
  std::vector<Poly> holds; ///< canonical forms of the facts, true as booleans
  bool nonlinear = false;

  /// d >= 0 from its bounds, from one fact (d - f >= 0 with f >= 0), or by cases on a min, max
  /// or Select in d: it equals one of its operands, with what that case implies as a fact.
  bool nonneg(const Poly& d, const std::vector<Poly>& extra = {}, int splits = 0) {
    if (c.bounds(d).always_ge(0)) return true;
    for (const std::vector<Poly>* facts : {&std::as_const(ge), &extra})
      for (const Poly& g : *facts)
        if (c.bounds(c.sub(d, g)).always_ge(0)) return true;
    if (splits >= kMaxSplits) return false;
    for (const Term& t : d.terms) {
      for (const Factor& f : t.mono) {
        const PrimExpr& e = c.atom_expr(f.atom);
        const std::vector<Poly>& args = c.atom_args(f.atom);
        bool is_min = e->kind == PrimKind::kMin, is_max = e->kind == PrimKind::kMax;
        bool is_choice = e->kind == PrimKind::kSelect || e->kind == PrimKind::kCall;
        if (args.size() != 2 || !(is_min || is_max || is_choice)) continue;
        for (int side = 0; side < 2; ++side) {
          const Poly& mine = args[side];
          const Poly& other = args[1 - side];
          std::vector<Poly> facts = extra;
          // min(a, b) is a where a <= b; max(a, b) is a where a >= b.
          if (is_min) facts.push_back(c.sub(other, mine));
          if (is_max) facts.push_back(c.sub(mine, other));
          if (!nonneg(c.substitute_atom(d, f.atom, mine), facts, splits + 1)) return false;
        }
        return true;
      }
    }
    return false;
  }

  void note_shape(const Poly& d) {
    if (d.degree() > 1) nonlinear = true;
    for (const Term& t : d.terms)
      for (const Factor& f : t.mono)
        if (c.atom_expr(f.atom)->kind != PrimKind::kVar) nonlinear = true;
  }

  bool decide(const PrimExpr& e, int depth) {
    if (!e || depth > kMaxSimplifyDepth) return false;
    if (is_kind(e, PrimKind::kAnd))
      return decide(e->operands[0], depth + 1) && decide(e->operands[1], depth + 1);
    if (is_kind(e, PrimKind::kOr))
      return decide(e->operands[0], depth + 1) || decide(e->operands[1], depth + 1);
    if (is_kind(e, PrimKind::kNot)) {
      const PrimExpr& x = e->operands[0];
      if (is_kind(x, PrimKind::kNot)) return decide(x->operands[0], depth + 1);
      if (is_kind(x, PrimKind::kAnd) || is_kind(x, PrimKind::kOr)) {
        PrimKind dual = x->kind == PrimKind::kAnd ? PrimKind::kOr : PrimKind::kAnd;
        return decide(make_binary(dual, make_not(x->operands[0]), make_not(x->operands[1])),
                      depth + 1);
      }
      if (is_int_comparison(x))
        return decide(make_binary(negate_comparison(x->kind), x->operands[0], x->operands[1]),
                      depth + 1);
    }
    if (auto form = comparison_form(c, e)) {
      const Poly& d = form->second;
      note_shape(d);
      switch (form->first) {
      case PrimKind::kGE: return nonneg(d);
      case PrimKind::kEQ: return d.is_zero() || (nonneg(d) && nonneg(c.neg(d)));
      default: { // NE: d >= 1 or -d >= 1
        Poly one = c.constant(1, d.dtype);
        return nonneg(c.sub(d, one)) || nonneg(c.sub(c.neg(d), one));
      }
      }
    }
    Poly p = c.canon(e);
    if (auto v = p.constant_value()) return *v != 0;
    for (const Poly& h : holds)
      if (h.same_terms(p)) return true;
    return false;
  }
};

} // namespace

Interval Simplifier::default_bounds(const PrimExprNode& var) const {
  Interval t = dtype_interval(var.dtype);
  if (is_integral(var.dtype) && !is_signed(&var)) t = intersect(t, Interval::at_least(0));
  return t;
}

Simplifier::Attempt Simplifier::attempt(const PrimExpr& claim,
                                        const std::vector<PrimExpr>& assumptions, int depth) {
  VarBounds vb = [this](const PrimExprNode& v) { return default_bounds(v); };
  Prepared p = prepare(claim, assumptions, vb);
  Canonicalizer c(vb, p.atom_bounds);
  Decider d{c, {}, {}};
  for (const PrimExpr& f : p.facts) {
    for (Poly& g : ge_facts(c, f)) d.ge.push_back(std::move(g));
    d.holds.push_back(c.canon(f));
  }
  c.take_undefined(); // an assumption is taken to hold, so to have a value
  Attempt a;
  a.decided = d.decide(p.target, 0);
  a.undefined = c.take_undefined();
  a.failure = c.failure();
  a.nonlinear = d.nonlinear;
  for (const auto& [e, b] : p.atom_bounds) {
    if (e->kind != PrimKind::kVar) continue;
    auto& hints = a.hints[e.get()];
    if (b.lo) hints.push_back(*b.lo);
    if (b.hi) hints.push_back(*b.hi);
  }
  // a or b: b where a fails (and a where b fails).
  if (!a.proved() && is_kind(claim, PrimKind::kOr) && depth < kMaxOrSplits) {
    for (int side = 0; side < 2; ++side) {
      std::vector<PrimExpr> hyp = assumptions;
      hyp.push_back(make_not(claim->operands[1 - side]));
      Attempt b = attempt(claim->operands[side], hyp, depth + 1);
      if (b.proved()) return b;
    }
  }
  return a;
}

ArithResult Simplifier::prove(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions) {
  if (!claim) return ArithResult::unknown("missing claim");
  if (!claim->dtype.is_bool()) return ArithResult::unknown("claim is not a boolean expression");
  Attempt a = attempt(claim, assumptions, 0);
  if (a.proved()) return ArithResult::proved();

  SearchSpace space;
  space.is_signed = [this](const PrimExprNode& v) { return is_signed(&v); };
  space.hints = [&a](const PrimExprNode& v) {
    auto it = a.hints.find(&v);
    return it == a.hints.end() ? std::vector<int64_t>{} : it->second;
  };
  if (auto cex = find_counterexample(claim, assumptions, space)) return ArithResult::refuted(*cex);
  if (!a.failure.empty()) return ArithResult::unknown(a.failure);
  if (!a.undefined.empty()) return ArithResult::unknown(a.undefined);
  return ArithResult::unknown(a.nonlinear ? "nonlinear: not decided by the simplifier"
                                          : "not decided by the simplifier");
}

PrimExpr Simplifier::simplify(const PrimExpr& e, const std::vector<PrimExpr>& assumptions) {
  if (!e) return e;
  VarBounds vb = [this](const PrimExprNode& v) { return default_bounds(v); };
  Prepared p = prepare(e, assumptions, vb);
  Canonicalizer c(vb, p.atom_bounds);
  Poly poly = c.canon(p.target);
  if (c.failed()) return e;
  return c.render(poly);
}

} // namespace rxv::sem
