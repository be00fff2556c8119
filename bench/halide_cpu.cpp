// Halide CPU benchmarks (issue: Halide backend, item 7): 512^3 float32 matmul, a 4M-element
// elementwise add and an NCHW conv2d, each against the reference interpreter running the same
// Relax program (sem::Interpreter, the baseline rxv has without Halide) and a naive C++ loop; the
// add also against memcpy bandwidth; JIT compile time per region and the cache hit rate over a
// campaign of programs that share region structures. Prints Markdown rows for bench/RESULTS.md.
// Usage: halide_cpu [--quick]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "backends/halide/executor.h"
#include "backends/halide/host_target.h"
#include "backends/halide/jit_cache.h"
#include "backends/halide/region.h"
#include "bench/timing.h"
#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/interp/interpreter.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

using namespace rxv;
using rxv::bench::best_of;
using rxv::bench::Clock;

namespace {

sem::IRModule read(const std::string& src) {
  sem::DiagnosticSink sink;
  auto m = sem::read_module(src, sink);
  if (!m) {
    std::fprintf(stderr, "%s\n", sink.format("bench").c_str());
    std::exit(3);
  }
  return std::move(*m);
}

sem::Tensor random_tensor(std::vector<int64_t> shape, uint32_t seed) {
  sem::Tensor t = sem::Tensor::zeros(sem::DataType::Float(32), shape);
  float* p = t.ptr<float>();
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    seed = seed * 1664525u + 1013904223u;
    p[i] = float(seed >> 8) / float(1 << 24) - 0.5f;
  }
  return t;
}

std::string module_of(const std::string& params, const std::string& body) {
  return "@I.ir_module\nclass Module:\n    @R.function\n    def main(" + params +
         "):\n        with R.dataflow():\n" + body +
         "            R.output(gv)\n        return gv\n";
}

struct Region1 {
  sem::IRModule mod;
  halide::Region region;
  sem::IRModule prepared; ///< normalized, with struct info: what the interpreter runs
};

Region1 one_region(const std::string& src) {
  Region1 r{read(src), {}, {}};
  r.prepared = sem::normalize(r.mod);
  std::unique_ptr<sem::Arith> arith = sem::make_default_arith();
  if (sem::infer_struct_info(r.prepared, *arith).has_errors()) std::exit(3);
  auto scan = halide::find_regions(*r.mod.find("main")->relax);
  if (scan.regions.size() != 1) std::exit(3);
  r.region = scan.regions[0];
  return r;
}

/// Best time of the region; `into`: preallocated outputs (then no allocation is timed).
double run_region(halide::RegionRunner& runner, const halide::Region& region,
                  const std::vector<sem::Value>& in, int reps,
                  const std::vector<sem::Tensor>* into = nullptr) {
  return best_of(reps, [&] {
    auto out = runner.run(region, in, into);
    if (!out.unsupported.empty() || out.error) {
      std::fprintf(stderr, "region failed: %s\n", out.unsupported.c_str());
      std::exit(3);
    }
  });
}

/// Best time of the reference interpreter calling main on `in` (one Interpreter: its per-call
/// overhead is the parameter checks, then the op's kernel).
double run_interp(const Region1& r, const std::vector<sem::Value>& in, int reps) {
  sem::Interpreter interp(r.prepared);
  return best_of(reps, [&] {
    auto out = interp.call("main", in);
    if (!out.ok()) {
      std::fprintf(stderr, "interpreter failed\n");
      std::exit(3);
    }
  });
}

} // namespace

int main(int argc, char** argv) {
  bool quick = argc > 1 && std::string(argv[1]) == "--quick";
  int reps = quick ? 2 : 5;
  halide::JitCache cache;
  halide::RegionRunner runner(cache);
  std::printf("Halide target: %s\n", cache.target().to_string().c_str());

  // --- matmul 512^3 ---
  const int64_t n = 512;
  auto mm = one_region(module_of(
      "a: R.Tensor((512, 512), dtype=\"float32\"), b: R.Tensor((512, 512), dtype=\"float32\")",
      "            gv = R.matmul(a, b)\n"));
  sem::Tensor a = random_tensor({n, n}, 1), b = random_tensor({n, n}, 2);
  std::vector<sem::Value> mm_in = {a, b};
  auto t0 = Clock::now();
  runner.run(mm.region, mm_in); // compile + first run
  double mm_first = std::chrono::duration<double>(Clock::now() - t0).count();
  double mm_halide = run_region(runner, mm.region, mm_in, reps);
  std::vector<float> c(n * n);
  double mm_naive = best_of(quick ? 1 : 2, [&] {
    const float* pa = a.ptr<float>();
    const float* pb = b.ptr<float>();
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        float s = 0;
        for (int64_t k = 0; k < n; ++k) s += pa[i * n + k] * pb[k * n + j];
        c[i * n + j] = s;
      }
  });
  double mm_interp = run_interp(mm, mm_in, quick ? 1 : 3);
  double flops = 2.0 * n * n * n;
  // The same region compiled without StrictFloat (FMA contraction allowed; explicit NaN rules
  // are still strict): what the schedule reaches when bit-level IEEE agreement is not needed.
  halide::JitCache fast_cache(halide::default_cpu_target());
  halide::RegionRunner fast(fast_cache);
  fast.run(mm.region, mm_in);
  double mm_fast = run_region(fast, mm.region, mm_in, reps);
  std::printf(
      "| matmul 512^3 f32 | interpreter %.4f s (%.2f GFLOP/s); naive %.4f s (%.2f GFLOP/s) | "
      "Halide %.4f s (%.1f GFLOP/s) | %.1fx interpreter, %.1fx naive | first call incl. "
      "compile %.2f s |\n",
      mm_interp, flops / mm_interp / 1e9, mm_naive, flops / mm_naive / 1e9, mm_halide,
      flops / mm_halide / 1e9, mm_interp / mm_halide, mm_naive / mm_halide, mm_first);
  std::printf(
      "| matmul 512^3 f32, fast-math target | Halide %.4f s (%.1f GFLOP/s) | %.1fx interpreter, "
      "%.1fx naive |\n",
      mm_fast, flops / mm_fast / 1e9, mm_interp / mm_fast, mm_naive / mm_fast);

  // --- elementwise add, 4M elements ---
  const int64_t m = 4 << 20;
  auto ew = one_region(module_of(
      "x: R.Tensor((4194304,), dtype=\"float32\"), y: R.Tensor((4194304,), dtype=\"float32\")",
      "            gv = R.add(x, y)\n"));
  sem::Tensor x = random_tensor({m}, 3), y = random_tensor({m}, 4);
  std::vector<sem::Value> ew_in = {x, y};
  std::vector<sem::Tensor> ew_out = runner.run(ew.region, ew_in).outputs;
  double ew_alloc = run_region(runner, ew.region, ew_in, reps * 6);
  double ew_halide = run_region(runner, ew.region, ew_in, reps * 6, &ew_out);
  std::vector<float> z(m);
  double ew_naive = best_of(reps * 6, [&] {
    const float* px = x.ptr<float>();
    const float* py = y.ptr<float>();
    for (int64_t i = 0; i < m; ++i) z[i] = px[i] + py[i];
  });
  double ew_interp = run_interp(ew, ew_in, reps);
  // memcpy over the add's footprint (2 x 24 MiB = its 3 x 16 MiB): a 16 MiB copy would run from
  // the last-level cache, which the add's 48 MiB does not fit.
  const int64_t mc = m * 3 / 2;
  std::vector<float> src(mc, 1.0f), dst(mc);
  double cpy = best_of(reps * 6, [&] { std::memcpy(dst.data(), src.data(), mc * sizeof(float)); });
  double bytes_add = 3.0 * m * 4, bytes_cpy = 2.0 * mc * 4;
  double bw_add = bytes_add / ew_halide, bw_cpy = bytes_cpy / cpy;
  std::printf("| add 4M f32 | naive %.5f s | Halide %.5f s (%.1f GB/s; %.5f s with a fresh "
              "zeroed output) | memcpy %.5f s (%.1f GB/s) | Halide/memcpy bandwidth %.0f%%, "
              "%.2fx naive | interpreter %.5f s: %.2fx it (fresh output: %.2fx) |\n",
              ew_naive, ew_halide, bw_add / 1e9, ew_alloc, cpy, bw_cpy / 1e9, 100 * bw_add / bw_cpy,
              ew_naive / ew_halide, ew_interp, ew_interp / ew_halide, ew_interp / ew_alloc);

  // --- conv2d NCHW (1, 32, 56, 56) x (32, 32, 3, 3), padding 1 ---
  auto cv =
      one_region(module_of("x: R.Tensor((1, 32, 56, 56), dtype=\"float32\"), w: R.Tensor((32, 32, "
                           "3, 3), dtype=\"float32\")",
                           "            gv = R.nn.conv2d(x, w, padding=[1, 1, 1, 1])\n"));
  sem::Tensor cx = random_tensor({1, 32, 56, 56}, 5), cw = random_tensor({32, 32, 3, 3}, 6);
  std::vector<sem::Value> cv_in = {cx, cw};
  runner.run(cv.region, cv_in);
  double cv_halide = run_region(runner, cv.region, cv_in, reps);
  std::vector<float> co(32 * 56 * 56);
  double cv_naive = best_of(1, [&] {
    const float* px = cx.ptr<float>();
    const float* pw = cw.ptr<float>();
    for (int o = 0; o < 32; ++o)
      for (int yy = 0; yy < 56; ++yy)
        for (int xx = 0; xx < 56; ++xx) {
          float s = 0;
          for (int ci = 0; ci < 32; ++ci)
            for (int ky = 0; ky < 3; ++ky)
              for (int kx = 0; kx < 3; ++kx) {
                int iy = yy + ky - 1, ix = xx + kx - 1;
                if (iy < 0 || iy >= 56 || ix < 0 || ix >= 56) continue;
                s += px[(ci * 56 + iy) * 56 + ix] * pw[((o * 32 + ci) * 3 + ky) * 3 + kx];
              }
          co[(o * 56 + yy) * 56 + xx] = s;
        }
  });
  double cv_interp = run_interp(cv, cv_in, quick ? 1 : 2);
  double cflops = 2.0 * 32 * 56 * 56 * 32 * 9;
  std::printf(
      "| conv2d 1x32x56x56, 32x32x3x3 f32 | interpreter %.4f s (%.2f GFLOP/s); naive %.4f s "
      "(%.2f GFLOP/s) | Halide %.4f s (%.1f GFLOP/s) | %.1fx interpreter, %.1fx naive |\n",
      cv_interp, cflops / cv_interp / 1e9, cv_naive, cflops / cv_naive / 1e9, cv_halide,
      cflops / cv_halide / 1e9, cv_interp / cv_halide, cv_naive / cv_halide);

  // --- JIT compile time and hit rate over a small campaign ---
  // 4 region structures; each program instance uses other shapes (same dtypes and ranks), as a
  // fuzzing campaign does: only the first instance of each structure compiles.
  halide::JitCache campaign;
  halide::RegionRunner crun(campaign);
  const char* bodies[] = {
      "            lv = R.add(x, y)\n            gv = R.nn.relu(lv)\n",
      "            lv = R.multiply(x, y)\n            gv = R.sum(lv, axis=[1], keepdims=True)\n",
      "            lv = R.subtract(x, y)\n            lv1 = R.exp(lv)\n            gv = "
      "R.nn.softmax(lv1, axis=-1)\n",
      "            gv = R.matmul(x, y)\n"};
  int programs = quick ? 8 : 20;
  auto c0 = Clock::now();
  for (int p = 0; p < programs; ++p) {
    int64_t rows = 3 + p, cols = 5 + 2 * p;
    std::string body = bodies[p % 4];
    bool is_mm = p % 4 == 3;
    auto prog = one_region(module_of(
        "x: R.Tensor(dtype=\"float32\", ndim=2), y: R.Tensor(dtype=\"float32\", ndim=2)", body));
    sem::Tensor px = random_tensor({rows, cols}, p);
    sem::Tensor py = random_tensor(
        is_mm ? std::vector<int64_t>{cols, rows} : std::vector<int64_t>{rows, cols}, p + 1);
    std::vector<sem::Value> in = {px, py};
    auto out = crun.run(prog.region, in);
    if (!out.unsupported.empty() || out.error) {
      std::fprintf(stderr, "campaign program %d failed: %s\n", p, out.unsupported.c_str());
      return 3;
    }
  }
  double total = std::chrono::duration<double>(Clock::now() - c0).count();
  auto st = campaign.stats();
  std::printf("| JIT campaign | %d programs, %lld compiles, %.2f s compiling (%.2f s per region) | "
              "hit rate %.0f%% | total %.2f s |\n",
              programs, static_cast<long long>(st.misses), st.compile_seconds,
              st.compile_seconds / std::max<int64_t>(st.misses, 1), 100 * st.hit_rate(), total);
  return 0;
}
