// Checks the AOT kernels against naive loops, in a process without libHalide (run by CTest as
// halide_aot). CUDA variants run when a GPU is there; without one they must fail cleanly (an
// EvalError from the installed error handler, no abort), and the check says it skipped them.
// With --bench it also times 512^3 matmul and a 2048x2048 add on each available device
// (bench/gpu.sh).
#include <HalideRuntime.h>
#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>

#include "backends/halide/aot/aot_kernels.h"

using namespace rxv;
using rxv::halide::aot::Device;

namespace {

sem::Tensor ramp(std::vector<int64_t> shape, int mod) {
  sem::Tensor t = sem::Tensor::zeros(sem::DataType::Float(32), shape);
  for (int64_t i = 0; i < t.num_elements(); ++i) t.ptr<float>()[i] = float(i % mod) - mod / 2;
  return t;
}

int failures = 0;
void check(bool ok, const char* what) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++failures;
  }
}

bool near(float a, float b) { return std::fabs(a - b) <= 1e-4f * (1 + std::fabs(b)); }

void check_all(Device dev, const char* name) {
  sem::Tensor a = ramp({37, 29}, 7), b = ramp({29, 41}, 5), c = ramp({1, 29}, 3);
  auto sum = halide::aot::add_f32(a, c, dev);
  check(sum.ok(), "add runs");
  if (sum.ok())
    for (int i = 0; i < 37 * 29; ++i)
      check(sum->ptr<float>()[i] == a.ptr<float>()[i] + c.ptr<float>()[i % 29], "add value");
  auto mm = halide::aot::matmul_f32(a, b, dev);
  check(mm.ok(), "matmul runs");
  if (mm.ok())
    for (int i = 0; i < 37; ++i)
      for (int j = 0; j < 41; ++j) {
        float want = 0;
        for (int k = 0; k < 29; ++k)
          want += a.ptr<float>()[i * 29 + k] * b.ptr<float>()[k * 41 + j];
        check(near(mm->ptr<float>()[i * 41 + j], want), "matmul value");
      }
  sem::Tensor x = ramp({2, 3, 9, 11}, 11), w = ramp({4, 3, 3, 3}, 5);
  auto cv = halide::aot::conv2d_f32(x, w, dev);
  check(cv.ok(), "conv2d runs");
  if (cv.ok())
    for (int n = 0; n < 2; ++n)
      for (int o = 0; o < 4; ++o)
        for (int y = 0; y < 9; ++y)
          for (int z = 0; z < 11; ++z) {
            float want = 0;
            for (int c2 = 0; c2 < 3; ++c2)
              for (int ky = 0; ky < 3; ++ky)
                for (int kx = 0; kx < 3; ++kx) {
                  int iy = y + ky - 1, ix = z + kx - 1;
                  if (iy < 0 || iy >= 9 || ix < 0 || ix >= 11) continue;
                  want += x.ptr<float>()[((n * 3 + c2) * 9 + iy) * 11 + ix] *
                          w.ptr<float>()[((o * 3 + c2) * 3 + ky) * 3 + kx];
                }
            check(near(cv->ptr<float>()[((n * 4 + o) * 9 + y) * 11 + z], want), "conv2d value");
          }
  auto bad = halide::aot::matmul_f32(a, a, dev);
  check(!bad.ok() && bad.error().kind == sem::EvalErrorKind::kShapeMismatch, "matmul shape check");
  std::printf("%s: %s\n", name, failures ? "FAILED" : "ok");
}

void bench(Device dev, const char* name) {
  using Clock = std::chrono::steady_clock;
  auto best = [](auto f) {
    double b = 1e30;
    for (int r = 0; r < 5; ++r) {
      auto t0 = Clock::now();
      f();
      b = std::min(b, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    return b;
  };
  sem::Tensor a = ramp({512, 512}, 7), b = ramp({512, 512}, 5);
  double mm = best([&] { (void)halide::aot::matmul_f32(a, b, dev); });
  sem::Tensor x = ramp({2048, 2048}, 9), y = ramp({2048, 2048}, 3);
  double add = best([&] { (void)halide::aot::add_f32(x, y, dev); });
  std::printf("| AOT %s | matmul 512^3 %.4f s (%.1f GFLOP/s, incl. transfers) | add 4M %.5f s |\n",
              name, mm, 2.0 * 512 * 512 * 512 / mm / 1e9, add);
}

} // namespace

int main(int argc, char** argv) {
  bool timing = argc > 1 && std::string(argv[1]) == "--bench";
  check_all(Device::kHost, "host");
  if (timing) bench(Device::kHost, "host");
  // The kernels dispatch with rxv's CPU rules, not Halide's: no process here holds AMX
  // permission, so a Sapphire Rapids variant must never be chosen (Halide 14's default would
  // choose it on AMD Zen 4 and on Sapphire Rapids).
  std::string variant = halide::aot::cpu_variant();
  check(!variant.empty(), "a CPU variant runs here");
  std::printf("host variant: %s\n", variant.c_str());
  uint64_t spr[(halide_target_feature_end + 63) / 64] = {};
  spr[halide_target_feature_avx512_sapphirerapids / 64] |=
      uint64_t{1} << (halide_target_feature_avx512_sapphirerapids % 64);
  check(halide_can_use_target_features(int(std::size(spr)), spr) == 0,
        "dispatch refuses avx512_sapphirerapids");
  void* cuda = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!cuda) {
    // No driver: the kernel must report it, not abort.
    auto r = halide::aot::matmul_f32(ramp({4, 4}, 3), ramp({4, 4}, 3), Device::kCuda);
    check(!r.ok(), "cuda without a driver fails");
    if (!r.ok()) std::printf("cuda: skipped, no GPU (%s)\n", r.error().message.c_str());
  } else {
    dlclose(cuda);
    check_all(Device::kCuda, "cuda");
    if (timing) bench(Device::kCuda, "cuda");
  }
  return failures ? 1 : 0;
}
