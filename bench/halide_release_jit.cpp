// Halide release comparison (issue 22): the three kernels of bench/halide_cpu.cpp (512^3 f32
// matmul, a 4M-element add, an NCHW conv2d 1x32x56x56 by 32x32x3x3 with padding 1) written
// directly against Halide's public API with the CPU schedules of backends/halide (register-blocked
// matmul and conv2d, vectorized parallel add), so that one source builds against Halide 14 and
// against a newer release. Prints the host target, the JIT compile time and the best run time of
// each kernel, and the add's bandwidth against memcpy over the same footprint.
// Usage: halide_release_jit [--reps N] [--no-strict] [--unroll]   (build against another Halide by
// hand: see bench/RESULTS.md). --no-strict: the plain host target (FMA contraction allowed).
// --unroll: also unroll the 2 vectors of the register tiles explicitly; the schedules as shipped
// leave that 2-trip loop to LLVM, which LLVM 14 unrolls (accumulators in registers) and Halide 21's
// LLVM does not (accumulators on the stack: matmul ~16x slower).
#include "timing.h" // relative: this file is also built by hand, outside CMake
#include <Halide.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using Halide::Expr;
using Halide::Func;
using Halide::Var;
using rxv::bench::best_of;
using rxv::bench::Clock;
using rxv::bench::seconds_since;

Halide::Buffer<float> random_buffer(std::vector<int> shape, uint32_t seed) {
  Halide::Buffer<float> b(shape);
  b.for_each_value([&](float& v) {
    seed = seed * 1664525u + 1013904223u;
    v = float(seed >> 8) / float(1 << 24) - 0.5f;
  });
  return b;
}

/// JIT-compiles `f` for `t` and reports the compile time; returns it.
double jit(Func& f, const Halide::Target& t) {
  auto t0 = Clock::now();
  f.compile_jit(t);
  return seconds_since(t0);
}

void report(const char* name, double compile_s, double run_s, double flops) {
  std::printf("%-8s compile %.3f s  run %.5f s  %.1f GFLOP/s\n", name, compile_s, run_s,
              flops / run_s * 1e-9);
}

/// C(j, i) = sum_k A(k, i) * B(j, k): backends/halide's matmul schedule (strips of 2 vectors of
/// columns in parallel, the rhs packed per strip, 6 x 2-vector register tiles along all of k).
void matmul(const Halide::Target& t, int reps, bool unroll) {
  const int n = 512;
  Halide::Buffer<float> a = random_buffer({n, n}, 1), b = random_buffer({n, n}, 2);
  Var x("x"), y("y"), kv("kk"), xo("xo"), xi("xi"), yo("yo"), yi("yi");
  Halide::RDom r(0, n, "k");
  Func rhs("rhs"), prod("prod"), out("out");
  rhs(x, kv) = b(x, kv);
  prod(x, y) = 0.0f;
  prod(x, y) += a(r, y) * rhs(x, r);
  out(x, y) = prod(x, y);
  int vec = t.natural_vector_size(Halide::Float(32));
  const int rows = 6;
  out.tile(x, y, xo, yo, xi, yi, 2 * vec, rows, Halide::TailStrategy::ShiftInwards)
      .reorder(xi, yi, yo, xo)
      .vectorize(xi, vec)
      .unroll(yi)
      .parallel(xo);
  rhs.compute_at(out, xo).vectorize(x, vec);
  prod.compute_at(out, yo).vectorize(x, vec).unroll(y);
  prod.update().reorder(x, y, r.x).vectorize(x, vec).unroll(y);
  if (unroll) {
    prod.unroll(x);
    prod.update().unroll(x);
  }
  double c = jit(out, t);
  Halide::Buffer<float> o(n, n);
  out.realize(o, t);
  double s = best_of(reps, [&] { out.realize(o, t); });
  report("matmul", c, s, 2.0 * n * n * n);
}

/// out = x + y over 4M floats, vectorized and parallel; against memcpy over the same footprint.
void add(const Halide::Target& t, int reps) {
  const int n = 4194304;
  Halide::Buffer<float> a = random_buffer({n}, 3), b = random_buffer({n}, 4);
  Var i("i"), io("io"), ii("ii");
  Func out("out");
  out(i) = a(i) + b(i);
  int vec = t.natural_vector_size(Halide::Float(32));
  out.split(i, io, ii, vec * 1024, Halide::TailStrategy::GuardWithIf)
      .parallel(io)
      .vectorize(ii, vec);
  double c = jit(out, t);
  Halide::Buffer<float> o(n);
  out.realize(o, t);
  double s = best_of(reps * 6, [&] { out.realize(o, t); });
  // memcpy of 2 x 24 MiB = the add's 3 x 16 MiB of traffic.
  size_t mc = size_t(n) * 3 / 2;
  std::vector<float> src(mc, 1.0f), dst(mc);
  double m = best_of(reps * 6, [&] { std::memcpy(dst.data(), src.data(), mc * sizeof(float)); });
  report("add", c, s, double(n));
  std::printf("add      %.1f GB/s, memcpy %.1f GB/s: %.0f%% of memcpy\n", 3.0 * n * 4 / s * 1e-9,
              2.0 * mc * 4 / m * 1e-9, 100.0 * m / s);
}

/// NCHW conv2d 1x32x56x56 by 32x32x3x3, padding 1: backends/halide's schedule (zero-padded input
/// materialized, 4 output channels x 2 vectors of columns accumulated in registers).
void conv2d(const Halide::Target& t, int reps, bool unroll) {
  const int cn = 32, hw = 56, kk = 3;
  Halide::Buffer<float> x = random_buffer({hw, hw, cn, 1}, 5),
                        w = random_buffer({kk, kk, cn, cn}, 6);
  Var n("n"), c("c"), h("h"), ww("w"), o("o"), y("y"), xx("x"), xo("xo"), xi("xi"), co("co"),
      ci("ci");
  Func padded("padded"), acc("acc"), out("out");
  Expr in_h = h - 1, in_w = ww - 1;
  Expr inside = in_h >= 0 && in_h < hw && in_w >= 0 && in_w < hw;
  padded(ww, h, c, n) = Halide::select(
      inside, x(Halide::clamp(in_w, 0, hw - 1), Halide::clamp(in_h, 0, hw - 1), c, n), 0.0f);
  Halide::RDom r(0, cn, 0, kk, 0, kk, "rc");
  acc(xx, y, o, n) = 0.0f;
  acc(xx, y, o, n) += padded(xx + r.z, y + r.y, r.x, n) * w(r.z, r.y, r.x, o);
  out(xx, y, o, n) = acc(xx, y, o, n);
  int vec = t.natural_vector_size(Halide::Float(32));
  padded.compute_root().vectorize(ww, vec, Halide::TailStrategy::GuardWithIf).parallel(c);
  out.split(xx, xo, xi, 2 * vec, Halide::TailStrategy::ShiftInwards)
      .split(o, co, ci, 4, Halide::TailStrategy::ShiftInwards)
      .reorder(xi, ci, xo, y, co)
      .vectorize(xi, vec)
      .unroll(ci)
      .parallel(co);
  acc.compute_at(out, xo).vectorize(xx, vec).unroll(o);
  acc.update().reorder(xx, o, r.z, r.y, r.x, y, n).vectorize(xx, vec).unroll(o);
  if (unroll) {
    acc.unroll(xx);
    acc.update().unroll(xx);
  }
  double cs = jit(out, t);
  Halide::Buffer<float> res(hw, hw, cn, 1);
  out.realize(res, t);
  double s = best_of(reps, [&] { out.realize(res, t); });
  report("conv2d", cs, s, 2.0 * cn * hw * hw * cn * kk * kk);
}

} // namespace

int main(int argc, char** argv) {
  int reps = 5;
  bool strict = true, unroll = false;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--reps" && i + 1 < argc) {
      reps = std::max(1, std::atoi(argv[++i]));
    } else if (std::string(argv[i]) == "--no-strict") {
      strict = false;
    } else if (std::string(argv[i]) == "--unroll") {
      unroll = true;
    } else {
      std::fprintf(stderr, "usage: halide_release_jit [--reps N] [--no-strict] [--unroll]\n");
      return 2;
    }
  }
  // The JIT target of backends/halide (jit_cache.cpp): the host with StrictFloat.
  Halide::Target t = Halide::get_jit_target_from_environment();
  if (strict) t = t.with_feature(Halide::Target::StrictFloat);
  std::printf("host target %s, JIT target %s\n", Halide::get_host_target().to_string().c_str(),
              t.to_string().c_str());
  matmul(t, reps, unroll);
  add(t, reps);
  conv2d(t, reps, unroll);
  return 0;
}
