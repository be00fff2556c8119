#pragma once
/// The JIT compile cache (DESIGN.md, "Scale": one cache per worker, shared by every program of a
/// campaign). Keyed by the target, a region's jit_key (its structure without the values taken at
/// run time, run_time_values.h) and its inputs' dtypes and ranks, never by concrete shapes (so CPU
/// and CUDA compiles of one region never collide); failures to lower are cached too, so a region is
/// lowered at most once per key. Thread-safe: concurrent requests for one key wait for a single
/// compile.
#include <Halide.h>

#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "backends/halide/compiled_region.h"

namespace rxv::halide {

class JitCache {
public:
  using Entry = std::variant<std::shared_ptr<const CompiledRegion>, std::string>;

  /// `target`: what to compile for (default: default_cpu_target() of host_target.h, i.e.
  /// HL_JIT_TARGET or the running CPU's real features, with StrictFloat so that NaN tests and
  /// IEEE semantics are not optimized away).
  explicit JitCache(Halide::Target target = default_target());
  static Halide::Target default_target();
  /// The JIT target for CPU target `cpu` (cpu_target() of host_target.h): with StrictFloat.
  static Halide::Target target_for(const Halide::Target& cpu);

  /// The compiled region (or why it cannot be lowered), compiling it on the first request.
  Entry get(const Region& region, const std::vector<InputSig>& inputs);

  struct Stats {
    int64_t hits = 0;
    int64_t misses = 0;         ///< compiles attempted
    int64_t failures = 0;       ///< of which could not be lowered or compiled
    double compile_seconds = 0; ///< total time spent lowering and compiling
    double hit_rate() const { return hits + misses ? double(hits) / double(hits + misses) : 0; }
  };
  Stats stats() const;
  const Halide::Target& target() const { return target_; }

  /// The cache key of a region and its input signature compiled for `target`.
  static std::string key(const Region& region, const std::vector<InputSig>& inputs,
                         const Halide::Target& target);

private:
  Halide::Target target_;
  mutable std::mutex mu_;
  std::unordered_map<std::string, std::shared_future<Entry>> entries_;
  Stats stats_;
};

} // namespace rxv::halide
