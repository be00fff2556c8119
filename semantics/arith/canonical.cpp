// Canonical polynomials: the algebra (sums, products, normalization), the atom table, interval
// bounds and rendering back to PrimExprs. The per-kind rules are in canonical_rules.cpp.
#include "semantics/arith/canonical.h"

#include <algorithm>
#include <limits>

#include "semantics/arith/eval.h"
#include "semantics/support/assert.h"

namespace rxv::sem {
namespace {

uint32_t mono_degree(const Monomial& m) {
  uint32_t d = 0;
  for (const Factor& f : m) d += f.exp;
  return d;
}

bool is_atom_kind(const PrimExpr& e, PrimKind k) { return e && e->kind == k; }

} // namespace

std::optional<int64_t> Poly::constant_value() const {
  if (terms.empty()) return 0;
  if (terms.size() == 1 && terms[0].mono.empty()) return terms[0].coef;
  return std::nullopt;
}

int64_t Poly::constant_term() const {
  return !terms.empty() && terms.back().mono.empty() ? terms.back().coef : 0;
}

uint32_t Poly::degree() const {
  uint32_t d = 0;
  for (const Term& t : terms) d = std::max(d, mono_degree(t.mono));
  return d;
}

Canonicalizer::Canonicalizer(VarBounds var_bounds,
                             std::vector<std::pair<PrimExpr, Interval>> atom_facts)
    : var_bounds_(std::move(var_bounds)), facts_(OrderLess{&order_}),
      atom_index_(OrderLess{&order_}) {
  for (auto& [e, b] : atom_facts) {
    auto [it, inserted] = facts_.emplace(e, b);
    if (!inserted) it->second = intersect(it->second, b);
  }
}

void Canonicalizer::fail(const std::string& why) {
  if (failure_.empty()) failure_ = why;
}

std::string Canonicalizer::take_undefined() {
  std::string r = std::move(undefined_);
  undefined_.clear();
  return r;
}

int Canonicalizer::compare_atoms(AtomId a, AtomId b) {
  if (a == b) return 0;
  return order_.compare(atoms_[a].expr, atoms_[b].expr);
}

int Canonicalizer::compare_mono(const Monomial& a, const Monomial& b) {
  uint32_t da = mono_degree(a), db = mono_degree(b);
  if (da != db) return da > db ? -1 : 1; // higher degree first; the constant last
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    if (int c = compare_atoms(a[i].atom, b[i].atom)) return c;
    if (a[i].exp != b[i].exp) return a[i].exp > b[i].exp ? -1 : 1;
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

Monomial Canonicalizer::mul_mono(const Monomial& a, const Monomial& b) {
  Monomial r;
  size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    int c = i == a.size() ? 1 : j == b.size() ? -1 : compare_atoms(a[i].atom, b[j].atom);
    if (c < 0) {
      r.push_back(a[i++]);
    } else if (c > 0) {
      r.push_back(b[j++]);
    } else {
      r.push_back({a[i].atom, a[i].exp + b[j].exp});
      ++i, ++j;
    }
  }
  if (mono_degree(r) > kMaxDegree) fail("resource limit: polynomial degree above 64");
  return r;
}

Poly Canonicalizer::normalize(std::vector<Term> terms, DataType dtype) {
  std::stable_sort(terms.begin(), terms.end(),
                   [&](const Term& x, const Term& y) { return compare_mono(x.mono, y.mono) < 0; });
  Poly p;
  p.dtype = dtype;
  for (Term& t : terms) {
    if (!p.terms.empty() && compare_mono(p.terms.back().mono, t.mono) == 0) {
      int64_t sum = 0;
      if (__builtin_add_overflow(p.terms.back().coef, t.coef, &sum)) fail("coefficient overflow");
      p.terms.back().coef = sum;
    } else {
      p.terms.push_back(std::move(t));
    }
  }
  std::erase_if(p.terms, [](const Term& t) { return t.coef == 0; });
  if (p.terms.size() > kMaxTerms) fail("resource limit: more than 1000 terms");
  return p;
}

Poly Canonicalizer::constant(int64_t v, DataType dtype) {
  Poly p;
  p.dtype = dtype;
  if (v != 0) p.terms.push_back({{}, v});
  return p;
}

Poly Canonicalizer::add(const Poly& a, const Poly& b) {
  std::vector<Term> t = a.terms;
  t.insert(t.end(), b.terms.begin(), b.terms.end());
  return normalize(std::move(t), a.dtype);
}

Poly Canonicalizer::sub(const Poly& a, const Poly& b) { return add(a, neg(b)); }

Poly Canonicalizer::scale(const Poly& a, int64_t k) {
  std::vector<Term> t;
  t.reserve(a.terms.size());
  for (const Term& x : a.terms) {
    int64_t c = 0;
    if (__builtin_mul_overflow(x.coef, k, &c)) fail("coefficient overflow");
    t.push_back({x.mono, c});
  }
  return normalize(std::move(t), a.dtype);
}

Poly Canonicalizer::mul(const Poly& a, const Poly& b) {
  if (a.terms.size() * b.terms.size() > kMaxTerms) {
    fail("resource limit: more than 1000 terms");
    return constant(0, a.dtype);
  }
  std::vector<Term> t;
  t.reserve(a.terms.size() * b.terms.size());
  for (const Term& x : a.terms) {
    for (const Term& y : b.terms) {
      int64_t c = 0;
      if (__builtin_mul_overflow(x.coef, y.coef, &c)) fail("coefficient overflow");
      t.push_back({mul_mono(x.mono, y.mono), c});
    }
  }
  return normalize(std::move(t), a.dtype);
}

Poly Canonicalizer::substitute_atom(const Poly& p, AtomId atom, const Poly& value) {
  Poly r = constant(0, p.dtype);
  for (const Term& t : p.terms) {
    Poly term;
    term.dtype = p.dtype;
    term.terms.push_back({{}, t.coef});
    Monomial rest;
    for (const Factor& f : t.mono) {
      if (f.atom != atom) {
        rest.push_back(f);
        continue;
      }
      for (uint32_t i = 0; i < f.exp && !failed(); ++i) term = mul(term, value);
    }
    Poly m;
    m.dtype = p.dtype;
    m.terms.push_back({std::move(rest), 1});
    r = add(r, mul(term, m));
  }
  return r;
}

std::optional<std::pair<AtomId, int64_t>> Canonicalizer::linear_atom(const Poly& p) const {
  const Term* found = nullptr;
  for (const Term& t : p.terms) {
    if (t.mono.empty()) continue;
    if (found || t.mono.size() != 1 || t.mono[0].exp != 1) return std::nullopt;
    found = &t;
  }
  if (!found) return std::nullopt;
  return std::pair{found->mono[0].atom, found->coef};
}

bool Canonicalizer::atom_mentions(AtomId id, const PrimExprNode* var) const {
  // Iterative walk: atoms can be deep, and the DAG is visited once per node.
  std::vector<const PrimExprNode*> stack{atoms_[id].expr.get()};
  std::unordered_map<const PrimExprNode*, bool> seen;
  while (!stack.empty()) {
    const PrimExprNode* n = stack.back();
    stack.pop_back();
    if (!n || !seen.emplace(n, true).second) continue;
    if (n == var) return true;
    for (const PrimExpr& o : n->operands) stack.push_back(o.get());
  }
  return false;
}

AtomId Canonicalizer::intern(PrimExpr expr, std::vector<Poly> args) {
  auto it = atom_index_.find(expr);
  if (it != atom_index_.end()) return it->second;
  if (atoms_.size() >= kMaxAtoms) fail("resource limit: more than 10000 atoms");
  AtomInfo info;
  info.expr = expr;
  info.args = std::move(args);
  auto f = facts_.find(expr);
  if (f != facts_.end()) info.fact = f->second;
  AtomId id = AtomId(atoms_.size());
  atoms_.push_back(std::move(info));
  atom_index_.emplace(std::move(expr), id);
  return id;
}

Poly Canonicalizer::atom(PrimExpr expr, std::vector<Poly> args, DataType dtype) {
  AtomId id = intern(std::move(expr), std::move(args));
  Poly p;
  p.dtype = dtype;
  p.terms.push_back({{{id, 1}}, 1});
  return p;
}

// ---- Bounds ----

Interval Canonicalizer::atom_bounds(AtomId id) {
  if (!atoms_[id].bound) {
    // Atoms only refer to smaller atoms, so this recursion ends; mark first to be safe anyway.
    atoms_[id].bound = Interval::everything();
    Interval b = compute_atom_bounds(atoms_[id]);
    atoms_[id].bound = intersect(b, atoms_[id].fact);
  }
  return *atoms_[id].bound;
}

Interval Canonicalizer::compute_atom_bounds(const AtomInfo& info) {
  const PrimExprNode& e = *info.expr;
  Interval type_range = dtype_interval(e.dtype);
  if (e.dtype.is_bool()) return type_range;
  const std::vector<Poly>& args = info.args;
  auto arg = [&](size_t i) { return bounds(args[i]); };
  Interval r = Interval::everything();
  switch (e.kind) {
  case PrimKind::kVar: r = var_bounds_ ? var_bounds_(e) : Interval::everything(); break;
  case PrimKind::kFloorDiv:
  case PrimKind::kDiv: {
    if (args.size() != 2) break;
    Interval x = arg(0);
    if (auto c = args[1].constant_value(); c && *c > 0) {
      r = e.kind == PrimKind::kFloorDiv ? floordiv_interval(x, *c) : truncdiv_interval(x, *c);
    } else if (arg(1).always_ge(0)) {
      // A defined quotient by d >= 1 lies between 0 and x (for either rounding).
      r = hull(x, Interval::point(0));
    }
    break;
  }
  case PrimKind::kFloorMod:
  case PrimKind::kMod: {
    if (args.size() != 2) break;
    Interval x = arg(0), d = arg(1);
    // A defined remainder by d >= 0 (so d >= 1) is below d in size, and floormod's is >= 0.
    if (d.always_ge(0) && d.hi) {
      r = e.kind == PrimKind::kFloorMod ? Interval::range(0, *d.hi - 1)
                                        : Interval::range(1 - *d.hi, *d.hi - 1);
    } else if (d.always_ge(0) && e.kind == PrimKind::kFloorMod) {
      r = Interval::at_least(0);
    }
    // A remainder has the dividend's size at most, a truncated one its sign; a floored one
    // takes the divisor's sign, so only a positive divisor keeps a non-negative dividend's.
    bool keeps_sign = e.kind == PrimKind::kMod || d.always_ge(0);
    if (keeps_sign && x.always_ge(0)) r = intersect(r, Interval{0, x.hi});
    if (e.kind == PrimKind::kMod && x.always_le(0)) r = intersect(r, hull(x, Interval::point(0)));
    break;
  }
  case PrimKind::kMin:
    if (args.size() == 2) r = min_of(arg(0), arg(1));
    break;
  case PrimKind::kMax:
    if (args.size() == 2) r = max_of(arg(0), arg(1));
    break;
  case PrimKind::kSelect:
  case PrimKind::kCall:
    if (args.size() == 2) r = hull(arg(0), arg(1));
    break;
  case PrimKind::kCast: {
    // In range, a cast keeps the value; out of range it wraps somewhere inside the type.
    if (args.size() != 1) break;
    Interval x = arg(0);
    bool lo_ok = !type_range.lo || (x.lo && *x.lo >= *type_range.lo);
    bool hi_ok = !type_range.hi || (x.hi && *x.hi <= *type_range.hi);
    if (lo_ok && hi_ok) r = x;
    break;
  }
  default: break;
  }
  return intersect(r, type_range);
}

Interval Canonicalizer::plain_bounds(const Poly& p) {
  Interval sum = Interval::point(0);
  for (const Term& t : p.terms) {
    Interval m = Interval::point(1);
    for (const Factor& f : t.mono) m = m * power(atom_bounds(f.atom), f.exp);
    sum = sum + m * Interval::point(t.coef);
  }
  return sum;
}

Interval Canonicalizer::bounds(const Poly& p) {
  Interval best = plain_bounds(p);
  // c * floordiv(x, c) = x - x % c with x % c in [0, c-1]. Eliminating the floordiv atoms of
  // linear terms this way relates them to their dividends (`x // 4 <= x`, `x % 4 < 4`), which
  // plain interval arithmetic cannot; try every combination of up to four such atoms.
  struct Candidate {
    AtomId atom;
    int64_t c;
  };
  std::vector<Candidate> cands;
  for (const Term& t : p.terms) {
    if (t.mono.size() != 1 || t.mono[0].exp != 1 || cands.size() == 4) continue;
    const AtomInfo& info = atoms_[t.mono[0].atom];
    if (!is_atom_kind(info.expr, PrimKind::kFloorDiv) || info.args.size() != 2) continue;
    auto c = info.args[1].constant_value();
    if (c && *c > 1) cands.push_back({t.mono[0].atom, *c});
  }
  std::string saved = failure_;
  for (unsigned mask = 1; mask < (1u << cands.size()); ++mask) {
    // Invariant: s * p = q + (a value in mods).
    Poly q = p;
    Interval mods = Interval::point(0);
    int64_t s = 1;
    for (size_t i = 0; i < cands.size() && failure_ == saved; ++i) {
      if (!(mask & (1u << i))) continue;
      const Candidate& k = cands[i];
      int64_t a = 0;
      for (const Term& t : q.terms)
        if (t.mono.size() == 1 && t.mono[0].atom == k.atom && t.mono[0].exp == 1) a = t.coef;
      if (a == 0 || a == kInt64Min) continue;
      Poly d;
      d.dtype = p.dtype;
      d.terms.push_back({{{k.atom, 1}}, a});
      const Poly& x = atoms_[k.atom].args[0];
      if (a % k.c == 0) {
        // a * D = (a/c) * (x - x % c)
        q = add(sub(q, d), scale(x, a / k.c));
        mods = mods + Interval::range(0, k.c - 1) * Interval::point(-(a / k.c));
      } else {
        // c * (q' + a * D) = c * q' + a * x - a * (x % c)
        q = add(scale(sub(q, d), k.c), scale(x, a));
        mods = mods * Interval::point(k.c) + Interval::range(0, k.c - 1) * Interval::point(-a);
        if (__builtin_mul_overflow(s, k.c, &s)) fail("coefficient overflow");
      }
    }
    if (failure_ != saved) break;
    Interval scaled = plain_bounds(q) + mods;
    // p is an integer and s * p lies in `scaled`.
    Interval r;
    if (scaled.lo && *scaled.lo != kInt64Min) r.lo = -*floor_div(-*scaled.lo, s); // ceil(lo / s)
    if (scaled.hi) r.hi = *floor_div(*scaled.hi, s);
    best = intersect(best, r);
  }
  failure_ = saved; // an overflow in a refinement only loses that refinement
  return best;
}

// ---- Rendering ----

PrimExpr Canonicalizer::render_atom(AtomId id, DataType dtype) {
  const PrimExpr& e = atoms_[id].expr;
  // A polynomial's dtype is its expression's; an atom of another integer type (an int32 index
  // in an int64 shape, a comparison used as a number) is converted as TIR would.
  if (e->dtype != dtype && integral_range(e->dtype) && integral_range(dtype))
    return make_cast(dtype, e);
  return e;
}

PrimExpr Canonicalizer::render_mono(const Monomial& m, DataType dtype) {
  PrimExpr r;
  for (const Factor& f : m) {
    for (uint32_t i = 0; i < f.exp; ++i) {
      PrimExpr a = render_atom(f.atom, dtype);
      r = r ? make_binary(PrimKind::kMul, r, a) : a;
    }
  }
  return r;
}

/// Terms are printed in canonical order, coefficients after their monomial (`n * 4`), positive
/// terms first and negative ones subtracted after them (`n - m`), the constant last (`n + 1`)
/// unless it is the only positive part (`4 - n`); an all-negative sum starts from 0 (`0 - n`).
/// `extra` holds remainder terms `x % c`: {index into p.terms it sorts before, expr, coefficient}.
PrimExpr Canonicalizer::render_plain(const Poly& p, const std::vector<ExtraTerm>& extra) {
  struct Item {
    PrimExpr mono;
    int64_t coef;
  };
  std::vector<Item> items;
  int64_t constant = 0;
  size_t next_extra = 0;
  auto flush_extra = [&](size_t upto) {
    for (; next_extra < extra.size() && extra[next_extra].before <= upto; ++next_extra)
      items.push_back({extra[next_extra].expr, extra[next_extra].coef});
  };
  for (size_t i = 0; i < p.terms.size(); ++i) {
    flush_extra(i);
    const Term& t = p.terms[i];
    if (t.mono.empty())
      constant = t.coef;
    else
      items.push_back({render_mono(t.mono, p.dtype), t.coef});
  }
  flush_extra(std::numeric_limits<size_t>::max());

  DataType dt = p.dtype;
  auto coef_term = [&](const PrimExpr& m, int64_t c) {
    return c == 1 ? m : make_binary(PrimKind::kMul, m, make_int(c, dt));
  };
  // INT64_MIN has no positive counterpart to subtract: it is added as it is.
  auto added = [](int64_t c) { return c > 0 || c == kInt64Min; };
  PrimExpr r;
  for (const Item& it : items) {
    if (!added(it.coef)) continue;
    PrimExpr term = coef_term(it.mono, it.coef);
    r = r ? make_binary(PrimKind::kAdd, r, term) : term;
  }
  bool constant_done = false;
  if (!r && constant > 0) {
    r = make_int(constant, dt);
    constant_done = true;
  }
  for (const Item& it : items) {
    if (added(it.coef)) continue;
    r = make_binary(PrimKind::kSub, r ? r : make_int(0, dt), coef_term(it.mono, -it.coef));
  }
  if (!constant_done && constant != 0) {
    if (!r)
      r = make_int(constant, dt);
    else if (added(constant))
      r = make_binary(PrimKind::kAdd, r, make_int(constant, dt));
    else
      r = make_binary(PrimKind::kSub, r, make_int(-constant, dt));
  }
  return r ? r : make_int(0, dt);
}

PrimExpr Canonicalizer::render(const Poly& p) {
  if (p.dtype.is_bool()) {
    if (auto v = p.constant_value(); v && (*v == 0 || *v == 1)) return make_bool(*v == 1);
    if (p.terms.size() == 1 && p.terms[0].coef == 1 && p.terms[0].mono.size() == 1 &&
        p.terms[0].mono[0].exp == 1)
      return render_atom(p.terms[0].mono[0].atom, p.dtype);
  }
  // Print `x - floordiv(x, c) * c` back as `x % c` where that shortens the sum. The choice
  // depends only on p, so equal polynomials print alike.
  std::string saved = failure_;
  Poly rest = p;
  struct Replaced {
    Monomial mono;
    PrimExpr mod;
    int64_t coef;
  };
  std::vector<Replaced> replaced;
  for (const Term& t : p.terms) {
    if (t.mono.size() != 1 || t.mono[0].exp != 1) continue;
    AtomId id = t.mono[0].atom;
    const AtomInfo& info = atoms_[id];
    if (!is_atom_kind(info.expr, PrimKind::kFloorDiv) || info.args.size() != 2) continue;
    auto c = info.args[1].constant_value();
    if (!c || *c <= 1 || t.coef % *c != 0 || t.coef == kInt64Min) continue;
    int64_t m = -(t.coef / *c);
    Poly d;
    d.dtype = p.dtype;
    d.terms.push_back({{{id, 1}}, 1});
    Poly cand = sub(rest, scale(sub(info.args[0], scale(d, *c)), m));
    if (!failure_.empty() || cand.terms.size() + 1 >= rest.terms.size()) {
      failure_ = saved;
      continue;
    }
    rest = std::move(cand);
    PrimExpr mod = make_binary(PrimKind::kFloorMod, render(info.args[0]), make_int(*c, p.dtype));
    replaced.push_back({t.mono, mod, m});
  }
  // A remainder term sorts where the floordiv monomial it replaces sorted.
  std::vector<ExtraTerm> extra;
  for (const Replaced& r : replaced) {
    size_t at = 0;
    while (at < rest.terms.size() && compare_mono(rest.terms[at].mono, r.mono) < 0) ++at;
    extra.push_back({at, r.mod, r.coef});
  }
  std::stable_sort(extra.begin(), extra.end(),
                   [](const ExtraTerm& a, const ExtraTerm& b) { return a.before < b.before; });
  return render_plain(rest, extra);
}

} // namespace rxv::sem
