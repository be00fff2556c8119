#pragma once
// Wall-clock timing shared by the benchmarks (bench/*.cpp): header-only, no dependencies, so that
// benchmarks built against other library releases (bench/halide_release_jit.cpp) can use it too.
#include <algorithm>
#include <chrono>

namespace rxv::bench {

using Clock = std::chrono::steady_clock;

/// Seconds since `t0`.
inline double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// The fastest of `reps` runs of `f`, in seconds (the minimum is the least noisy on shared
/// machines).
template <class F> double best_of(int reps, F f) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = Clock::now();
    f();
    best = std::min(best, seconds_since(t0));
  }
  return best;
}

} // namespace rxv::bench
