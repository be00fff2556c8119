#pragma once
/// Integer intervals for the simplifier's bound analysis. An interval [lo, hi] contains every value
/// an expression can take; an absent end is infinite. Every operation over-approximates: when an
/// end would leave int64 it is widened (to infinity, or to the int64 limit on the side where that
/// is still a bound), never narrowed, so a decision taken from an interval is sound.
#include <cstdint>
#include <optional>
#include <string>

#include "semantics/ir/data_type.h"

namespace rxv::sem {

struct Interval {
  std::optional<int64_t> lo; ///< nullopt: -infinity
  std::optional<int64_t> hi; ///< nullopt: +infinity

  static Interval everything() { return {}; }
  static Interval point(int64_t v) { return {v, v}; }
  static Interval at_least(int64_t v) { return {v, std::nullopt}; }
  static Interval range(int64_t lo, int64_t hi) { return {lo, hi}; }

  bool is_point() const { return lo && hi && *lo == *hi; }
  /// Contradictory bounds (lo > hi): no value at all, e.g. from inconsistent assumptions.
  bool is_empty() const { return lo && hi && *lo > *hi; }
  bool always_ge(int64_t v) const { return lo && *lo >= v; }
  bool always_le(int64_t v) const { return hi && *hi <= v; }
  /// `[0, +inf)`, `(-inf, 3]`, `[2, 2]` (for test failure messages).
  std::string str() const;

  friend bool operator==(const Interval&, const Interval&) = default;
};

/// The values of an integer dtype (bool: [0, 1]); everything for other dtypes. The int64 limits
/// count as infinite: the simplifier reasons about integers that do not overflow.
Interval dtype_interval(DataType dtype);

Interval operator+(const Interval& a, const Interval& b);
Interval operator-(const Interval& a);
Interval operator*(const Interval& a, const Interval& b);
/// a * k for a constant k.
Interval scale(const Interval& a, int64_t k);
/// a^k for k >= 0 (an even power is never negative).
Interval power(const Interval& a, uint32_t k);
/// Values in both (the tightest bound when both hold).
Interval intersect(const Interval& a, const Interval& b);
/// Values in either (a bound for a value that is one or the other).
Interval hull(const Interval& a, const Interval& b);
Interval min_of(const Interval& a, const Interval& b);
Interval max_of(const Interval& a, const Interval& b);
/// floor(a / c) and trunc(a / c) for a constant c > 0 (both monotone in a).
Interval floordiv_interval(const Interval& a, int64_t c);
Interval truncdiv_interval(const Interval& a, int64_t c);

} // namespace rxv::sem
