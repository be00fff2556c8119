#include "solver/overflow.h"

#include <limits>
#include <unordered_map>

#include "semantics/arith/counterexample.h"
#include "semantics/arith/interval.h"
#include "solver/prover.h"

namespace rxv::solver {
namespace {

using sem::Interval;
using sem::PrimExpr;
using sem::PrimExprNode;
using sem::PrimKind;

constexpr int kMaxOverflowDepth = 500;

bool fits(const Interval& i, sem::DataType dt) {
  auto r = sem::integral_range(dt);
  if (!r || !i.lo || !i.hi) return false;
  // The int64 limits stand for "unbounded" in interval.h, so they never count as fitting.
  if (*i.lo <= std::numeric_limits<int64_t>::min() || *i.hi >= std::numeric_limits<int64_t>::max())
    return false;
  return *i.lo >= r->first && *i.hi <= r->second;
}

/// Interval bounds of every integer node; `ok_` turns false at the first node that may overflow
/// (or that the analysis does not cover).
class Bounds {
public:
  Bounds(const SignedFn& is_signed, std::unordered_map<const PrimExprNode*, Interval> var_bounds)
      : is_signed_(is_signed), var_bounds_(std::move(var_bounds)) {}

  bool ok() const { return ok_; }

  Interval of(const PrimExpr& e, int depth = 0) {
    if (!ok_ || !e || depth > kMaxOverflowDepth) return fail();
    auto it = memo_.find(e.get());
    if (it != memo_.end()) return it->second;
    Interval r = compute(*e, depth);
    // Variables and literals are in range by definition; computed values must be shown to be.
    bool computed = e->kind != PrimKind::kVar && e->kind != PrimKind::kIntImm;
    bool integer = sem::integral_range(e->dtype) && !e->dtype.is_bool();
    if (computed && integer && !fits(r, e->dtype)) fail();
    memo_.emplace(e.get(), r);
    return r;
  }

private:
  Interval fail() {
    ok_ = false;
    return Interval::everything();
  }

  Interval compute(const PrimExprNode& e, int depth) {
    const auto& ops = e.operands;
    auto arg = [&](size_t i) { return of(ops[i], depth + 1); };
    if (e.dtype.is_bool() && e.kind != PrimKind::kVar && e.kind != PrimKind::kIntImm) {
      for (size_t i = 0; i < ops.size(); ++i) arg(i); // operands must fit too
      return Interval::range(0, 1);
    }
    switch (e.kind) {
    case PrimKind::kIntImm: return Interval::point(e.int_value);
    case PrimKind::kVar: {
      auto r = sem::integral_range(e.dtype);
      if (!r) return fail();
      Interval b = Interval::range(is_signed_ && is_signed_(e) ? r->first : 0, r->second);
      if (e.dtype.is_bool()) b = Interval::range(0, 1);
      auto it = var_bounds_.find(&e);
      return it == var_bounds_.end() ? b : sem::intersect(b, it->second);
    }
    case PrimKind::kAdd: return arg(0) + arg(1);
    case PrimKind::kSub: return arg(0) + -arg(1);
    case PrimKind::kMul: return arg(0) * arg(1);
    case PrimKind::kMin: return sem::min_of(arg(0), arg(1));
    case PrimKind::kMax: return sem::max_of(arg(0), arg(1));
    case PrimKind::kSelect: arg(0); return sem::hull(arg(1), arg(2));
    case PrimKind::kCast: {
      Interval a = arg(0);
      auto r = sem::integral_range(e.dtype);
      if (!r) return fail();
      // Narrowing wraps (not an overflow): the result is somewhere in the target type.
      return fits(a, e.dtype) ? a : Interval::range(r->first, r->second);
    }
    case PrimKind::kFloorDiv:
    case PrimKind::kDiv:
    case PrimKind::kFloorMod:
    case PrimKind::kMod: {
      Interval a = arg(0), b = arg(1);
      if (!b.lo || *b.lo < 1) return fail(); // a divisor that may be 0 or negative: not covered
      if (e.kind == PrimKind::kFloorMod) return Interval::range(0, *b.hi - 1);
      if (e.kind == PrimKind::kMod)
        return Interval::range(a.always_ge(0) ? 0 : -(*b.hi - 1), *b.hi - 1);
      if (b.is_point())
        return e.kind == PrimKind::kFloorDiv ? sem::floordiv_interval(a, *b.lo)
                                             : sem::truncdiv_interval(a, *b.lo);
      return sem::hull(a, Interval::point(0)); // |a / b| <= |a| for b >= 1
    }
    default: return fail();
    }
  }

  const SignedFn& is_signed_;
  std::unordered_map<const PrimExprNode*, Interval> var_bounds_;
  std::unordered_map<const PrimExprNode*, Interval> memo_;
  bool ok_ = true;
};

/// Bounds that top-level conjuncts state about a single variable: `v < 8`, `3 <= v`, `v == 2`.
std::unordered_map<const PrimExprNode*, Interval>
direct_bounds(const std::vector<PrimExpr>& facts) {
  std::unordered_map<const PrimExprNode*, Interval> out;
  std::vector<PrimExpr> stack(facts.begin(), facts.end());
  for (size_t steps = 0; !stack.empty() && steps < 10000; ++steps) {
    PrimExpr f = stack.back();
    stack.pop_back();
    if (!f || f->operands.size() != 2) continue;
    if (f->kind == PrimKind::kAnd) {
      stack.push_back(f->operands[0]);
      stack.push_back(f->operands[1]);
      continue;
    }
    PrimKind k = f->kind;
    PrimExpr v = f->operands[0], c = f->operands[1];
    if (!sem::is_var(v) && sem::is_var(c)) {
      std::swap(v, c);
      // Mirror the comparison: `3 <= v` is `v >= 3`.
      switch (k) {
      case PrimKind::kLT: k = PrimKind::kGT; break;
      case PrimKind::kLE: k = PrimKind::kGE; break;
      case PrimKind::kGT: k = PrimKind::kLT; break;
      case PrimKind::kGE: k = PrimKind::kLE; break;
      default: break;
      }
    }
    if (!sem::is_var(v) || !sem::is_int_imm(c)) continue;
    int64_t x = c->int_value;
    Interval b = Interval::everything();
    switch (k) {
    case PrimKind::kLT:
      if (x == std::numeric_limits<int64_t>::min()) continue;
      b.hi = x - 1;
      break;
    case PrimKind::kLE: b.hi = x; break;
    case PrimKind::kGT:
      if (x == std::numeric_limits<int64_t>::max()) continue;
      b.lo = x + 1;
      break;
    case PrimKind::kGE: b.lo = x; break;
    case PrimKind::kEQ: b = Interval::point(x); break;
    default: continue;
    }
    auto [it, inserted] = out.emplace(v.get(), b);
    if (!inserted) it->second = sem::intersect(it->second, b);
  }
  return out;
}

} // namespace

bool cannot_overflow(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions,
                     const SignedFn& is_signed) {
  Bounds b(is_signed, direct_bounds(assumptions));
  for (const PrimExpr& f : assumptions) b.of(f);
  b.of(claim);
  return b.ok();
}

std::optional<sem::Assignment>
search_bit_vector_counterexample(const PrimExpr& claim, const std::vector<PrimExpr>& assumptions,
                                 const SignedFn& is_signed, size_t budget) {
  std::vector<PrimExpr> all = assumptions;
  all.push_back(claim);
  std::vector<PrimExpr> vars = sem::free_int_vars(all);
  if (vars.empty() || vars.size() > 8) return std::nullopt;
  // Candidate values per variable, small ones first, then the dtype's limits and their halves.
  std::vector<std::vector<int64_t>> values;
  for (const PrimExpr& v : vars) {
    auto r = *sem::integral_range(v->dtype);
    bool neg = v->dtype.is_bool() ? false : (is_signed && is_signed(*v));
    std::vector<int64_t> vs = {0, 1};
    if (!v->dtype.is_bool()) {
      for (int64_t x : {int64_t(2), int64_t(3), r.second, r.second / 2 + 1, r.second - 1,
                        r.second / 4 + 1, int64_t(1) << 31, int64_t(1) << 32})
        if (x <= r.second) vs.push_back(x);
      if (neg)
        for (int64_t x : {int64_t(-1), r.first, r.first / 2, int64_t(-2)})
          if (x >= r.first) vs.push_back(x);
    }
    values.push_back(std::move(vs));
  }
  // Layer m: every tuple whose largest index is m.
  size_t max_len = 0;
  for (const auto& vs : values) max_len = std::max(max_len, vs.size());
  size_t tried = 0;
  std::vector<size_t> idx(vars.size());
  for (size_t m = 0; m < max_len; ++m) {
    std::fill(idx.begin(), idx.end(), 0);
    while (true) {
      bool in_layer = false, valid = true;
      for (size_t i = 0; i < idx.size(); ++i) {
        in_layer |= idx[i] == m;
        valid &= idx[i] < values[i].size();
      }
      if (in_layer && valid) {
        if (++tried > budget) return std::nullopt;
        sem::Assignment a;
        for (size_t i = 0; i < vars.size(); ++i) a.set(vars[i], values[i][idx[i]]);
        if (check_refutation(claim, assumptions, a, true)) return a;
      }
      size_t i = 0;
      while (i < idx.size() && ++idx[i] > m) idx[i++] = 0;
      if (i == idx.size()) break;
    }
  }
  return std::nullopt;
}

} // namespace rxv::solver
