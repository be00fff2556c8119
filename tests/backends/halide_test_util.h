#pragma once
// Shared pieces of the Halide backend tests: one JIT cache for the whole test binary (Halide
// compiles are slow; regions of equal structure compile once), module reading, tensor building.
#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "backends/halide/executor.h"
#include "backends/halide/jit_cache.h"
#include "backends/halide/region.h"
#include "semantics/script/reader.h"

namespace rxv::halide::testing {

inline JitCache& shared_cache() {
  static JitCache cache;
  return cache;
}

/// Reads a module, failing the test on a diagnostic. Kept alive for the whole binary, since
/// regions point into it.
inline const sem::IRModule& read(std::string_view src) {
  static std::vector<std::unique_ptr<sem::IRModule>> keep;
  sem::DiagnosticSink sink;
  auto m = sem::read_module(src, sink);
  EXPECT_TRUE(m.has_value()) << sink.format("test");
  if (!m) m.emplace();
  keep.push_back(std::make_unique<sem::IRModule>(std::move(*m)));
  return *keep.back();
}

inline RegionScan scan_main(const sem::IRModule& mod, const std::string& fn = "main") {
  const sem::GlobalFunc* f = mod.find(fn);
  EXPECT_TRUE(f && f->is_relax());
  return find_regions(*f->relax);
}

inline sem::Tensor tensor(sem::DataType dt, std::vector<int64_t> shape,
                          const std::vector<double>& values) {
  sem::Tensor t = sem::Tensor::zeros(dt, shape);
  for (size_t i = 0; i < values.size() && int64_t(i) < t.num_elements(); ++i) {
    if (dt.is_float())
      t.set_float(int64_t(i), values[i]);
    else
      t.set_int(int64_t(i), static_cast<int64_t>(values[i]));
  }
  return t;
}

inline std::vector<double> floats(const sem::Tensor& t) {
  std::vector<double> out;
  for (int64_t i = 0; i < t.num_elements(); ++i) out.push_back(t.get_float(i));
  return out;
}

inline std::vector<int64_t> ints(const sem::Tensor& t) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < t.num_elements(); ++i) out.push_back(t.get_int(i));
  return out;
}

/// Runs the only region of `fn` on `inputs`.
inline RegionRun run_single(const sem::IRModule& mod, std::vector<sem::Value> inputs,
                            const std::string& fn = "main") {
  RegionScan s = scan_main(mod, fn);
  EXPECT_EQ(s.regions.size(), 1u);
  if (s.regions.empty()) return RegionRun{{}, std::nullopt, "no region"};
  RegionRunner runner(shared_cache());
  return runner.run(s.regions[0], inputs);
}

} // namespace rxv::halide::testing
