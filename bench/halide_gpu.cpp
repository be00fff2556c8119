// Halide JIT on CUDA (issue: Halide backend, item 7): 512^3 float32 matmul and a 4M-element add
// through the region runner on cuda_target() (host-cuda-cuda_capability_80, StrictFloat), each
// against the same region on the CPU JIT target and checked element by element against it.
// Times include the host<->device copies the runner does per call. Without a usable CUDA driver
// it prints why and exits 0 (bench/gpu.sh runs it). Prints Markdown rows for bench/RESULTS.md.
// Usage: halide_gpu [--quick]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "backends/halide/executor.h"
#include "backends/halide/gpu_schedule.h"
#include "backends/halide/jit_cache.h"
#include "bench/timing.h"
#include "semantics/script/reader.h"

using namespace rxv;
using rxv::bench::best_of;
using rxv::bench::Clock;

namespace {

sem::Tensor random_tensor(std::vector<int64_t> shape, uint32_t seed) {
  sem::Tensor t = sem::Tensor::zeros(sem::DataType::Float(32), shape);
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    seed = seed * 1664525u + 1013904223u;
    t.ptr<float>()[i] = float(seed >> 8) / float(1 << 24) - 0.5f;
  }
  return t;
}

struct Case {
  const char* name;
  std::string params, body;
  std::vector<sem::Tensor> inputs;
  double flops; ///< 0: report bandwidth instead
};

int run_case(const Case& c, int reps) {
  std::string src = "@I.ir_module\nclass Module:\n    @R.function\n    def main(" + c.params +
                    "):\n        with R.dataflow():\n" + c.body +
                    "            R.output(gv)\n        return gv\n";
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(src, sink);
  if (!mod) {
    std::fprintf(stderr, "%s\n", sink.format("bench").c_str());
    return 3;
  }
  auto scan = halide::find_regions(*mod->find("main")->relax);
  if (scan.regions.size() != 1) return 3;
  const halide::Region& region = scan.regions[0];
  std::vector<sem::Value> in(c.inputs.begin(), c.inputs.end());
  halide::JitCache gcache(halide::cuda_target()), ccache;
  halide::RegionRunner gpu(gcache), cpu(ccache);
  auto t0 = Clock::now();
  halide::RegionRun g = gpu.run(region, in);
  double first = std::chrono::duration<double>(Clock::now() - t0).count();
  halide::RegionRun h = cpu.run(region, in);
  if (!g.unsupported.empty() || !h.unsupported.empty() || g.error || h.error) {
    std::fprintf(stderr, "%s: %s%s\n", c.name, g.unsupported.c_str(), h.unsupported.c_str());
    return 3;
  }
  // Halide 14's PTX backend contracts a * b + c into fma even under StrictFloat, so the matmul
  // may differ from the CPU in the last bits; more than a relative 1e-4 is a failure.
  int64_t n = g.outputs[0].num_elements(), bad = 0, far = 0;
  for (int64_t i = 0; i < n; ++i) {
    float x = g.outputs[0].ptr<float>()[i], y = h.outputs[0].ptr<float>()[i];
    bad += x != y;
    far += !(std::fabs(x - y) <= 1e-4f * (1 + std::fabs(y)));
  }
  double tg = best_of(reps, [&] { gpu.run(region, in, &g.outputs); });
  double tc = best_of(reps, [&] { cpu.run(region, in, &h.outputs); });
  std::printf("| %s | CPU JIT %.5f s | CUDA JIT %.5f s", c.name, tc, tg);
  if (c.flops > 0) std::printf(" (%.1f GFLOP/s)", c.flops / tg / 1e9);
  std::printf(
      " | %.2fx CPU | first call incl. compile %.2f s | %lld of %lld elements differ, %lld beyond "
      "1e-4 |\n",
      tc / tg, first, static_cast<long long>(bad), static_cast<long long>(n),
      static_cast<long long>(far));
  return far ? 1 : 0;
}

} // namespace

int main(int argc, char** argv) {
  bool quick = argc > 1 && std::string(argv[1]) == "--quick";
  const std::string& why = halide::cuda_unavailable();
  if (!why.empty()) {
    std::printf("halide_gpu: CUDA is not usable here (%s); nothing to measure\n", why.c_str());
    return 0;
  }
  int reps = quick ? 3 : 10;
  const int64_t n = 512, m = 4 << 20;
  std::vector<Case> cases = {
      {"matmul 512^3 f32",
       "a: R.Tensor((512, 512), dtype=\"float32\"), b: R.Tensor((512, 512), dtype=\"float32\")",
       "            gv = R.matmul(a, b)\n",
       {random_tensor({n, n}, 1), random_tensor({n, n}, 2)},
       2.0 * n * n * n},
      {"add 4M f32",
       "x: R.Tensor((4194304,), dtype=\"float32\"), y: R.Tensor((4194304,), dtype=\"float32\")",
       "            gv = R.add(x, y)\n",
       {random_tensor({m}, 3), random_tensor({m}, 4)},
       0}};
  int rc = 0;
  for (const auto& c : cases) rc = std::max(rc, run_case(c, reps));
  return rc;
}
