// The canonical form, kind by kind: how each PrimExpr kind maps to a polynomial (see the rules in
// canonical.h). Every rule here holds for all integer values of the atoms; rules that need a
// range (a sign, an order) read it from the interval bounds.
#include <limits>
#include <numeric>

#include "semantics/arith/canonical.h"
#include "semantics/arith/eval.h"
#include "semantics/script/printer.h"

namespace rxv::sem {
namespace {

bool is_if_then_else(const PrimExprNode& e) {
  return e.kind == PrimKind::kCall && e.name == "T.if_then_else" && e.operands.size() == 3;
}

} // namespace

bool well_formed_operands(const PrimExprNode& e) {
  for (const PrimExpr& o : e.operands)
    if (!o) return false;
  if (is_binary(e.kind) || e.kind == PrimKind::kMin || e.kind == PrimKind::kMax)
    return e.operands.size() == 2;
  switch (e.kind) {
  case PrimKind::kNot:
  case PrimKind::kCast: return e.operands.size() == 1;
  case PrimKind::kSelect: return e.operands.size() == 3;
  default: return true;
  }
}

PrimKind negate_comparison(PrimKind k) {
  switch (k) {
  case PrimKind::kEQ: return PrimKind::kNE;
  case PrimKind::kNE: return PrimKind::kEQ;
  case PrimKind::kLT: return PrimKind::kGE;
  case PrimKind::kLE: return PrimKind::kGT;
  case PrimKind::kGT: return PrimKind::kLE;
  default: return PrimKind::kLT; // kGE
  }
}

Poly Canonicalizer::canon(const PrimExpr& e) { return canon_at(e, 0); }

Poly Canonicalizer::canon_at(const PrimExpr& e, int depth) {
  if (!e) {
    fail("null expression");
    return constant(0);
  }
  // Shared subexpressions are canonicalized once (DAG-shaped input costs its size); the memo also
  // remembers whether the subexpression may divide by zero.
  auto it = memo_.find(e.get());
  if (it != memo_.end()) {
    if (undefined_.empty()) undefined_ = it->second.undefined;
    return it->second.poly;
  }
  std::string outer = std::move(undefined_);
  undefined_.clear();
  Poly p = canon_node(e, depth);
  memo_[e.get()] = MemoEntry{e, p, undefined_};
  if (!outer.empty()) undefined_ = std::move(outer);
  return p;
}

PrimExpr Canonicalizer::simplify_opaque(const PrimExpr& e, int depth) {
  if (!e || e->operands.empty()) return e;
  auto it = opaque_memo_.find(e.get());
  if (it != opaque_memo_.end()) return it->second.second;
  std::vector<PrimExpr> ops;
  bool changed = false;
  for (const PrimExpr& o : e->operands) {
    PrimExpr s = !o                      ? o
                 : is_integral(o->dtype) ? render(canon_at(o, depth + 1))
                                         : simplify_opaque(o, depth + 1);
    changed |= s != o;
    ops.push_back(std::move(s));
  }
  PrimExpr r = e;
  if (changed) {
    auto n = std::make_shared<PrimExprNode>(*e);
    n->operands = std::move(ops);
    r = n;
  }
  opaque_memo_.emplace(e.get(), std::pair{e, r});
  return r;
}

Poly Canonicalizer::canon_node(const PrimExpr& ref, int depth) {
  if (depth > kMaxDepth) {
    fail("resource limit: expression nested deeper than 1000");
    return constant(0, ref->dtype);
  }
  const PrimExprNode& e = *ref;
  DataType dt = e.dtype;
  if (!well_formed_operands(e)) return atom(ref, {}, dt);
  if (!is_integral(dt)) return atom(simplify_opaque(ref, depth), {}, dt);
  auto sub_canon = [&](size_t i) { return canon_at(e.operands[i], depth + 1); };
  auto with_dtype = [&](Poly p) {
    p.dtype = dt;
    return p;
  };
  bool int_operands = true;
  for (const PrimExpr& o : e.operands) int_operands &= is_integral(o->dtype);
  switch (e.kind) {
  case PrimKind::kIntImm: return constant(e.int_value, dt);
  case PrimKind::kVar: return atom(ref, {}, dt);
  case PrimKind::kAnd:
  case PrimKind::kOr: return logic(e.kind, ref, depth);
  case PrimKind::kNot: return negation(e.operands[0], depth + 1);
  case PrimKind::kSelect:
    if (!int_operands) break;
    return select(sub_canon(0), sub_canon(1), sub_canon(2), ref);
  case PrimKind::kCall:
    if (!is_if_then_else(e) || !int_operands) break;
    return select(sub_canon(0), sub_canon(1), sub_canon(2), ref);
  case PrimKind::kCast:
    if (!int_operands) break;
    return cast(dt, sub_canon(0));
  default: break;
  }
  if (!int_operands || !(is_binary(e.kind) || e.kind == PrimKind::kMin || e.kind == PrimKind::kMax))
    return atom(simplify_opaque(ref, depth), {}, dt);
  Poly a = sub_canon(0), b = sub_canon(1);
  switch (e.kind) {
  case PrimKind::kAdd: return with_dtype(add(a, b));
  case PrimKind::kSub: return with_dtype(sub(a, b));
  case PrimKind::kMul: return with_dtype(mul(a, b));
  case PrimKind::kFloorDiv: return with_dtype(floordiv(a, b));
  case PrimKind::kFloorMod: return with_dtype(floormod(a, b));
  case PrimKind::kDiv: return with_dtype(truncdiv(a, b));
  case PrimKind::kMod: return with_dtype(truncmod(a, b));
  case PrimKind::kMin:
  case PrimKind::kMax: return with_dtype(min_max(e.kind, a, b));
  default: return compare(e.kind, a, b); // EQ ... GE
  }
}

// ---- Division ----

void Canonicalizer::require_nonzero(const Poly& d) {
  Interval b = bounds(d);
  if (b.always_ge(1) || b.always_le(-1) || !undefined_.empty()) return;
  undefined_ =
      d.is_zero() ? "division by zero" : "divisor may be zero: " + print_prim_expr(render(d));
}

std::optional<Poly> Canonicalizer::exact_quotient(const Poly& x, const Poly& d) {
  if (d.terms.size() != 1) return std::nullopt;
  const Term& dt = d.terms[0];
  if (dt.coef == 0) return std::nullopt;
  std::vector<Term> q;
  for (const Term& t : x.terms) {
    if (dt.coef == -1 && t.coef == kInt64Min) return std::nullopt;
    if (t.coef % dt.coef != 0) return std::nullopt;
    Monomial m;
    size_t j = 0;
    for (const Factor& f : t.mono) {
      if (j < dt.mono.size() && dt.mono[j].atom == f.atom) {
        if (dt.mono[j].exp > f.exp) return std::nullopt;
        if (f.exp > dt.mono[j].exp) m.push_back({f.atom, f.exp - dt.mono[j].exp});
        ++j;
      } else {
        m.push_back(f);
      }
    }
    if (j != dt.mono.size()) return std::nullopt; // a factor of d is missing from this term
    q.push_back({std::move(m), t.coef / dt.coef});
  }
  return normalize(std::move(q), x.dtype);
}

Poly Canonicalizer::floordiv_const(Poly x, int64_t c) {
  if (c == 1) return x;
  if (auto v = x.constant_value()) return constant(*floor_div(*v, c), x.dtype);
  // floordiv(g*y, g*c') = floordiv(y, c'): cancel what c shares with every coefficient.
  uint64_t g = uint64_t(c);
  for (const Term& t : x.terms)
    g = std::gcd(g, t.coef < 0 ? 0 - uint64_t(t.coef) : uint64_t(t.coef));
  if (g > 1) {
    for (Term& t : x.terms) t.coef /= int64_t(g);
    c /= int64_t(g);
    if (c == 1) return x;
  }
  // x = c*q + r with r's coefficients in [0, c): floordiv(x, c) = q + floordiv(r, c).
  std::vector<Term> q, r;
  for (const Term& t : x.terms) {
    int64_t qc = *floor_div(t.coef, c), rc = *floor_mod(t.coef, c);
    if (qc != 0) q.push_back({t.mono, qc});
    if (rc != 0) r.push_back({t.mono, rc});
  }
  Poly qp = normalize(std::move(q), x.dtype);
  return add(qp, floordiv_reduced(normalize(std::move(r), x.dtype), c));
}

Poly Canonicalizer::floordiv_reduced(const Poly& r, int64_t c) {
  if (r.is_zero()) return constant(0, r.dtype);
  Interval b = bounds(r);
  if (b.lo && b.hi && *floor_div(*b.lo, c) == *floor_div(*b.hi, c))
    return constant(*floor_div(*b.lo, c), r.dtype);
  // floordiv(floordiv(y, a) + k, c) = floordiv(y + k*a, a*c) for a, c > 0.
  if (auto lin = linear_atom(r); lin && lin->second == 1) {
    const AtomInfo& info = atoms_[lin->first];
    auto a = info.args.size() == 2 ? info.args[1].constant_value() : std::nullopt;
    int64_t ka = 0, ac = 0;
    if (info.expr->kind == PrimKind::kFloorDiv && a && *a > 0 &&
        !__builtin_mul_overflow(r.constant_term(), *a, &ka) &&
        !__builtin_mul_overflow(*a, c, &ac)) {
      Poly y = info.args[0];
      return floordiv_const(add(y, constant(ka, y.dtype)), ac);
    }
  }
  Poly cp = constant(c, r.dtype);
  return atom(make_binary(PrimKind::kFloorDiv, render(r), make_int(c, r.dtype)), {r, cp}, r.dtype);
}

Poly Canonicalizer::floormod_const(const Poly& x, int64_t c) {
  if (c == 1) return constant(0, x.dtype);
  return sub(x, scale(floordiv_const(x, c), c));
}

Poly Canonicalizer::floordiv(const Poly& x, const Poly& d) {
  require_nonzero(d);
  // floor(x / c) = floor(-x / -c)
  if (auto c = d.constant_value(); c && *c != 0 && *c != kInt64Min)
    return *c > 0 ? floordiv_const(x, *c) : floordiv_const(neg(x), -*c);
  if (!d.constant_value())
    if (auto q = exact_quotient(x, d)) return *q;
  return atom(make_binary(PrimKind::kFloorDiv, render(x), render(d)), {x, d}, x.dtype);
}

Poly Canonicalizer::floormod(const Poly& x, const Poly& d) {
  require_nonzero(d);
  if (auto c = d.constant_value(); c && *c != 0 && *c != kInt64Min)
    return *c > 0 ? floormod_const(x, *c) : neg(floormod_const(neg(x), -*c));
  if (!d.constant_value() && exact_quotient(x, d)) return constant(0, x.dtype);
  return atom(make_binary(PrimKind::kFloorMod, render(x), render(d)), {x, d}, x.dtype);
}

Poly Canonicalizer::truncdiv(const Poly& x, const Poly& d) {
  require_nonzero(d);
  auto c = d.constant_value();
  if (c && *c < 0 && *c != kInt64Min) return neg(truncdiv(x, constant(-*c, d.dtype)));
  if (c && *c == 0) return atom(make_binary(PrimKind::kDiv, render(x), render(d)), {x, d}, x.dtype);
  if (auto q = exact_quotient(x, d)) return *q;
  Interval bx = bounds(x);
  if (c && *c > 0) {
    // Truncation is floor for a dividend >= 0 and ceiling (-floor(-x/c)) for one <= 0.
    if (bx.always_ge(0)) return floordiv_const(x, *c);
    if (bx.always_le(0)) return neg(floordiv_const(neg(x), *c));
  } else if (!c && bx.always_ge(0) && bounds(d).always_ge(0)) {
    return floordiv(x, d);
  }
  return atom(make_binary(PrimKind::kDiv, render(x), render(d)), {x, d}, x.dtype);
}

Poly Canonicalizer::truncmod(const Poly& x, const Poly& d) {
  require_nonzero(d);
  auto c = d.constant_value();
  // The remainder of a truncating division takes the dividend's sign: the divisor's is irrelevant.
  if (c && *c < 0 && *c != kInt64Min) return truncmod(x, constant(-*c, d.dtype));
  if (c && *c == 0) return atom(make_binary(PrimKind::kMod, render(x), render(d)), {x, d}, x.dtype);
  if (exact_quotient(x, d)) return constant(0, x.dtype);
  Interval bx = bounds(x);
  if (c && *c > 0) {
    if (bx.always_ge(0)) return floormod_const(x, *c);
    if (bx.always_le(0)) return neg(floormod_const(neg(x), *c));
  } else if (!c && bx.always_ge(0) && bounds(d).always_ge(0)) {
    return floormod(x, d);
  }
  return atom(make_binary(PrimKind::kMod, render(x), render(d)), {x, d}, x.dtype);
}

// ---- Min, max, comparisons, logic, Select, Cast ----

Poly Canonicalizer::min_max(PrimKind kind, const Poly& a, const Poly& b) {
  Interval d = bounds(sub(a, b));
  bool is_min = kind == PrimKind::kMin;
  if (d.always_le(0)) return is_min ? a : b;
  if (d.always_ge(0)) return is_min ? b : a;
  // min(a + t, b + t) = min(a, b) + t: terms the operands share move out.
  std::vector<Term> common;
  for (const Term& t : a.terms)
    for (const Term& u : b.terms)
      if (t == u) common.push_back(t);
  Poly cp = normalize(std::move(common), a.dtype);
  Poly ra = sub(a, cp), rb = sub(b, cp);
  PrimExpr ea = render(ra), eb = render(rb);
  if (order_.less(eb, ea)) {
    std::swap(ea, eb);
    std::swap(ra, rb);
  }
  return add(atom(make_binary(kind, ea, eb), {ra, rb}, a.dtype), cp);
}

Poly Canonicalizer::compare(PrimKind kind, const Poly& a, const Poly& b) {
  // Integers: a < b iff b - a - 1 >= 0. Every order comparison becomes `d >= 0`.
  Poly one = constant(1, a.dtype);
  Poly d;
  switch (kind) {
  case PrimKind::kLT:
    d = sub(sub(b, a), one);
    kind = PrimKind::kGE;
    break;
  case PrimKind::kLE:
    d = sub(b, a);
    kind = PrimKind::kGE;
    break;
  case PrimKind::kGT:
    d = sub(sub(a, b), one);
    kind = PrimKind::kGE;
    break;
  default: d = sub(a, b); break; // GE, EQ, NE
  }
  Interval r = bounds(d);
  std::optional<bool> known;
  if (kind == PrimKind::kGE) {
    if (r.always_ge(0)) known = true;
    if (r.always_le(-1)) known = false;
  } else {
    if (d.is_zero() || (r.always_ge(0) && r.always_le(0))) known = true;
    if (r.always_ge(1) || r.always_le(-1)) known = false;
    if (known && kind == PrimKind::kNE) known = !*known;
  }
  if (known) return constant(*known ? 1 : 0, DataType::Bool());
  return atom(render_comparison(kind, d), {d}, DataType::Bool());
}

PrimExpr Canonicalizer::render_comparison(PrimKind kind, const Poly& d) {
  Poly diff = d;
  // (In)equality is symmetric: the sign that makes the leading term positive is the canonical one.
  if (kind != PrimKind::kGE && !diff.terms.empty() && diff.terms[0].coef < 0) diff = neg(diff);
  std::vector<Term> pos, negs;
  for (const Term& t : diff.terms) {
    if (t.coef > 0)
      pos.push_back(t);
    else
      negs.push_back({t.mono, t.coef == kInt64Min ? t.coef : -t.coef});
  }
  PrimExpr p = render(normalize(std::move(pos), d.dtype));
  PrimExpr n = render(normalize(std::move(negs), d.dtype));
  return make_binary(kind, p, n);
}

Poly Canonicalizer::logic(PrimKind kind, const PrimExpr& e, int depth) {
  // a and (b and c) = (a and b) and c: the operands of a chain are flattened, folded, deduplicated
  // and sorted.
  bool is_and = kind == PrimKind::kAnd;
  std::vector<PrimExpr> todo{e}, leaves;
  while (!todo.empty() && leaves.size() <= kMaxTerms) {
    PrimExpr x = todo.back();
    todo.pop_back();
    if (x->kind == kind && well_formed_operands(*x)) {
      todo.push_back(x->operands[1]);
      todo.push_back(x->operands[0]);
    } else {
      leaves.push_back(x);
    }
  }
  if (!todo.empty()) fail("resource limit: more than 1000 operands of and/or");
  std::vector<std::pair<PrimExpr, Poly>> kept;
  for (const PrimExpr& x : leaves) {
    Poly p = canon_at(x, depth + 1);
    if (auto v = p.constant_value()) {
      if ((*v != 0) != is_and) return constant(is_and ? 0 : 1, DataType::Bool());
      continue; // the neutral element
    }
    PrimExpr r = render(p);
    bool dup = false;
    for (const auto& k : kept) dup |= order_.compare(k.first, r) == 0;
    if (!dup) kept.emplace_back(r, p);
  }
  if (kept.empty()) return constant(is_and ? 1 : 0, DataType::Bool());
  if (kept.size() == 1 && kept[0].second.dtype.is_bool()) return kept[0].second;
  std::stable_sort(kept.begin(), kept.end(),
                   [&](const auto& x, const auto& y) { return order_.less(x.first, y.first); });
  PrimExpr r = kept[0].first;
  for (size_t i = 1; i < kept.size(); ++i) r = make_binary(kind, r, kept[i].first);
  return atom(r, {}, DataType::Bool());
}

Poly Canonicalizer::negation(const PrimExpr& x, int depth) {
  if (depth > kMaxDepth) {
    fail("resource limit: expression nested deeper than 1000");
    return constant(0, DataType::Bool());
  }
  if (well_formed_operands(*x)) {
    if (x->kind == PrimKind::kNot) return canon_at(x->operands[0], depth + 1);
    if (is_comparison(x->kind) && is_integral(x->operands[0]->dtype) &&
        is_integral(x->operands[1]->dtype))
      return compare(negate_comparison(x->kind), canon_at(x->operands[0], depth + 1),
                     canon_at(x->operands[1], depth + 1));
    // De Morgan: not (a and b) = (not a) or (not b).
    if (x->kind == PrimKind::kAnd || x->kind == PrimKind::kOr) {
      PrimKind dual = x->kind == PrimKind::kAnd ? PrimKind::kOr : PrimKind::kAnd;
      PrimExpr e = make_binary(dual, make_not(x->operands[0]), make_not(x->operands[1]));
      return logic(dual, e, depth + 1);
    }
  }
  Poly p = canon_at(x, depth + 1);
  if (auto v = p.constant_value()) return constant(*v == 0 ? 1 : 0, DataType::Bool());
  return atom(make_not(render(p)), {}, DataType::Bool());
}

Poly Canonicalizer::select(const Poly& c, const Poly& t, const Poly& f, const PrimExpr& e) {
  if (auto v = c.constant_value()) return *v != 0 ? t : f;
  if (t.same_terms(f)) return t;
  PrimExpr rc = render(c), rt = render(t), rf = render(f);
  PrimExpr r = e->kind == PrimKind::kSelect ? make_select(rc, rt, rf)
                                            : make_call(e->name, e->dtype, {rc, rt, rf});
  return atom(r, {t, f}, e->dtype);
}

Poly Canonicalizer::cast(DataType dt, const Poly& x) {
  if (dt.is_bool()) return compare(PrimKind::kNE, x, constant(0, x.dtype));
  if (auto v = x.constant_value()) {
    if (auto r = eval_prim(make_cast(dt, make_int(*v, x.dtype)), {})) return constant(*r, dt);
  }
  // A cast keeps every value its target type can hold.
  auto rs = integral_range(x.dtype), rd = integral_range(dt);
  Interval b = bounds(x);
  bool fits = (rs->first >= rd->first && rs->second <= rd->second) ||
              (b.lo && b.hi && *b.lo >= rd->first && *b.hi <= rd->second);
  if (fits) {
    Poly y = x;
    y.dtype = dt;
    return y;
  }
  return atom(make_cast(dt, render(x)), {x}, dt);
}

} // namespace rxv::sem
