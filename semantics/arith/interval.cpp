#include "semantics/arith/interval.h"

#include <algorithm>
#include <limits>

#include "semantics/arith/eval.h"
#include "semantics/support/assert.h"

namespace rxv::sem {
namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

/// An interval end with room for exact intermediate results: int64 products fit in 128 bits.
struct End {
  int inf = 0; ///< -1: -infinity, +1: +infinity, 0: finite `v`
  __int128 v = 0;
};

End lo_end(const Interval& a) { return a.lo ? End{0, *a.lo} : End{-1, 0}; }
End hi_end(const Interval& a) { return a.hi ? End{0, *a.hi} : End{+1, 0}; }

int sign(const End& e) { return e.inf ? e.inf : (e.v > 0) - (e.v < 0); }

End mul(const End& a, const End& b) {
  // An infinite end times zero is zero: the values behind the infinite end are finite.
  if ((!a.inf && a.v == 0) || (!b.inf && b.v == 0)) return {0, 0};
  if (a.inf || b.inf) return {sign(a) * sign(b), 0};
  return {0, a.v * b.v};
}

End add(const End& a, const End& b) {
  if (a.inf) return a;
  if (b.inf) return b;
  return {0, a.v + b.v};
}

bool less(const End& a, const End& b) {
  if (a.inf != b.inf) return a.inf < b.inf;
  return !a.inf && a.v < b.v;
}

/// Back to int64 as a lower bound: below int64 it is -infinity; above, INT64_MAX is still a bound.
std::optional<int64_t> to_lo(const End& e) {
  if (e.inf < 0 || (!e.inf && e.v < kInt64Min)) return std::nullopt;
  if (e.inf > 0 || e.v > kMax) return kMax;
  return int64_t(e.v);
}

std::optional<int64_t> to_hi(const End& e) {
  if (e.inf > 0 || (!e.inf && e.v > kMax)) return std::nullopt;
  if (e.inf < 0 || e.v < kInt64Min) return kInt64Min;
  return int64_t(e.v);
}

std::string end_str(const std::optional<int64_t>& v, const char* inf) {
  return v ? std::to_string(*v) : std::string(inf);
}

} // namespace

std::string Interval::str() const {
  return (lo ? "[" : "(") + end_str(lo, "-inf") + ", " + end_str(hi, "+inf") + (hi ? "]" : ")");
}

Interval dtype_interval(DataType dtype) {
  auto r = integral_range(dtype);
  if (!r) return Interval::everything();
  Interval i = Interval::range(r->first, r->second);
  if (*i.lo == kInt64Min) i.lo.reset();
  if (*i.hi == kMax) i.hi.reset();
  return i;
}

Interval operator+(const Interval& a, const Interval& b) {
  return {to_lo(add(lo_end(a), lo_end(b))), to_hi(add(hi_end(a), hi_end(b)))};
}

Interval operator-(const Interval& a) {
  End lo = hi_end(a), hi = lo_end(a);
  lo = {-lo.inf, -lo.v};
  hi = {-hi.inf, -hi.v};
  return {to_lo(lo), to_hi(hi)};
}

Interval operator*(const Interval& a, const Interval& b) {
  End c[4] = {mul(lo_end(a), lo_end(b)), mul(lo_end(a), hi_end(b)), mul(hi_end(a), lo_end(b)),
              mul(hi_end(a), hi_end(b))};
  End lo = c[0], hi = c[0];
  for (const End& e : c) {
    if (less(e, lo)) lo = e;
    if (less(hi, e)) hi = e;
  }
  return {to_lo(lo), to_hi(hi)};
}

Interval scale(const Interval& a, int64_t k) { return a * Interval::point(k); }

Interval power(const Interval& a, uint32_t k) {
  Interval r = Interval::point(1);
  for (uint32_t i = 0; i < k; ++i) r = r * a;
  if (k % 2 == 0) r = intersect(r, Interval::at_least(0));
  return r;
}

Interval intersect(const Interval& a, const Interval& b) {
  Interval r = a;
  if (b.lo && (!r.lo || *b.lo > *r.lo)) r.lo = b.lo;
  if (b.hi && (!r.hi || *b.hi < *r.hi)) r.hi = b.hi;
  return r;
}

Interval hull(const Interval& a, const Interval& b) {
  Interval r;
  if (a.lo && b.lo) r.lo = std::min(*a.lo, *b.lo);
  if (a.hi && b.hi) r.hi = std::max(*a.hi, *b.hi);
  return r;
}

Interval min_of(const Interval& a, const Interval& b) {
  Interval r;
  if (a.lo && b.lo) r.lo = std::min(*a.lo, *b.lo);
  if (a.hi || b.hi) r.hi = std::min(a.hi.value_or(kMax), b.hi.value_or(kMax));
  return r;
}

Interval max_of(const Interval& a, const Interval& b) {
  Interval r;
  if (a.lo || b.lo) r.lo = std::max(a.lo.value_or(kInt64Min), b.lo.value_or(kInt64Min));
  if (a.hi && b.hi) r.hi = std::max(*a.hi, *b.hi);
  return r;
}

Interval floordiv_interval(const Interval& a, int64_t c) {
  RXV_ASSERT(c > 0) << c;
  Interval r;
  if (a.lo) r.lo = floor_div(*a.lo, c);
  if (a.hi) r.hi = floor_div(*a.hi, c);
  return r;
}

Interval truncdiv_interval(const Interval& a, int64_t c) {
  RXV_ASSERT(c > 0) << c;
  Interval r;
  if (a.lo) r.lo = *a.lo / c;
  if (a.hi) r.hi = *a.hi / c;
  return r;
}

} // namespace rxv::sem
