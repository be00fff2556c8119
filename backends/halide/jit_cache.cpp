// The JIT compile cache (jit_cache.h).
#include "backends/halide/jit_cache.h"

#include <chrono>
#include <optional>

#include "backends/halide/host_target.h"

namespace rxv::halide {

Halide::Target JitCache::default_target() {
  // Not Halide's get_jit_target_from_environment(): its host detection names features some CPUs
  // lack (host_target.h).
  return target_for(default_cpu_target());
}

Halide::Target JitCache::target_for(const Halide::Target& cpu) {
  return cpu.with_feature(Halide::Target::StrictFloat);
}

JitCache::JitCache(Halide::Target target) : target_(std::move(target)) {}

std::string JitCache::key(const Region& region, const std::vector<InputSig>& inputs,
                          const Halide::Target& target) {
  std::string k = target.to_string() + "|" + region.jit_key + "|";
  for (const auto& s : inputs) k += s.dtype.str() + "/" + std::to_string(s.ndim) + ",";
  return k;
}

JitCache::Entry JitCache::get(const Region& region, const std::vector<InputSig>& inputs) {
  std::string k = key(region, inputs, target_);
  std::shared_future<Entry> future;
  std::optional<std::promise<Entry>> promise;
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = entries_.find(k);
    if (it != entries_.end()) {
      ++stats_.hits;
      future = it->second;
    } else {
      ++stats_.misses;
      promise.emplace();
      future = promise->get_future().share();
      entries_.emplace(k, future);
    }
  }
  if (promise) {
    // This thread compiles; others asking for the same key wait on the future.
    auto start = std::chrono::steady_clock::now();
    Entry e = std::string("not compiled");
    try {
      e = CompiledRegion::compile(region, inputs, target_);
    } catch (const std::exception& ex) {
      e = std::string("lowering failed: ") + ex.what();
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    {
      std::lock_guard<std::mutex> lock(mu_);
      stats_.compile_seconds += secs;
      if (std::holds_alternative<std::string>(e)) ++stats_.failures;
    }
    promise->set_value(std::move(e));
  }
  return future.get();
}

JitCache::Stats JitCache::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stats_;
}

} // namespace rxv::halide
