/// Benchmark: the reference kernels of the op table against plain C++ loops, in the same run
/// (issue "Reference interpreter", item 5). Elementwise add of 1M float32 (same shapes, and a
/// (1024, 1024) + (1024,) broadcast) and a 256^3 float32 matmul. The kernel timings include
/// allocating and zero-filling the output, as every kernel call does; the plain loops write
/// into a preallocated buffer.
///
/// Usage: interp_kernels [Google Benchmark flags, e.g. --benchmark_repetitions=5]
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "semantics/ops/op_table.h"
#include "semantics/value/kernel.h"

namespace rxv::sem {
namespace {

/// Allocates under default limits; nothing else is needed by these kernels.
class BenchContext : public KernelContext {
public:
  SourceLoc loc() const override { return {}; }
  const EvalLimits& limits() const override { return limits_; }
  EvalOr<Tensor> alloc(DataType dtype, std::vector<int64_t> shape) override {
    return Tensor::zeros(dtype, std::move(shape));
  }
  EvalOr<int64_t> eval_int(const PrimExpr&) override {
    return error(EvalErrorKind::kUnsupported, "no PrimExprs in this benchmark");
  }
  EvalOr<Value> call(const Value&, std::vector<Value>) override {
    return error(EvalErrorKind::kUnsupported, "no calls in this benchmark");
  }
  EvalStatus call_prim_func(const std::string&, const std::vector<Value>&) override {
    return error(EvalErrorKind::kUnsupported, "no PrimFuncs in this benchmark");
  }
  EffectTrace& effects() override { return trace_; }

private:
  EvalLimits limits_;
  EffectTrace trace_;
};

Tensor filled(std::vector<int64_t> shape, float seed) {
  Tensor t = Tensor::zeros(DataType::Float(32), std::move(shape));
  float* p = t.ptr<float>();
  for (int64_t i = 0; i < t.num_elements(); ++i) p[i] = seed + float(i % 1000) * 0.001f;
  return t;
}

void run_kernel(benchmark::State& state, const char* op, std::vector<Value> args, int64_t items) {
  const OpDef* def = OpTable::get().find(op);
  Expr call = make_call(make_op(op), {});
  const auto& node = *as<CallNode>(call);
  BenchContext ctx;
  for (auto _ : state) {
    auto r = def->kernel(node, args, ctx);
    if (!r.ok()) {
      state.SkipWithError(r.error().message.c_str());
      break;
    }
    benchmark::DoNotOptimize(r->as_tensor()->data->data());
  }
  state.SetItemsProcessed(state.iterations() * items);
}

constexpr int64_t kN = 1 << 20;
constexpr int64_t kM = 256;

void BM_AddKernel(benchmark::State& state) {
  run_kernel(state, "relax.add", {filled({kN}, 1), filled({kN}, 2)}, kN);
}

void BM_AddPlainLoop(benchmark::State& state) {
  std::vector<float> a(kN, 1.5f), b(kN, 2.5f), out(kN);
  for (auto _ : state) {
    for (int64_t i = 0; i < kN; ++i) out[size_t(i)] = a[size_t(i)] + b[size_t(i)];
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

/// What every kernel call pays before computing: allocating and zero-filling its 1M-float output.
void BM_AllocOutputOnly(benchmark::State& state) {
  BenchContext ctx;
  for (auto _ : state) {
    auto t = ctx.alloc(DataType::Float(32), {kN});
    benchmark::DoNotOptimize(t->data->data());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

void BM_AddBroadcastKernel(benchmark::State& state) {
  run_kernel(state, "relax.add", {filled({1024, 1024}, 1), filled({1024}, 2)}, kN);
}

void BM_MatmulKernel(benchmark::State& state) {
  run_kernel(state, "relax.matmul", {filled({kM, kM}, 1), filled({kM, kM}, 2)}, kM * kM * kM);
}

/// The textbook i-j-k triple loop with a float accumulator.
void BM_MatmulPlainLoop(benchmark::State& state) {
  std::vector<float> a(size_t(kM * kM), 1.5f), b(size_t(kM * kM), 2.5f), out(size_t(kM * kM));
  for (auto _ : state) {
    for (int64_t i = 0; i < kM; ++i)
      for (int64_t j = 0; j < kM; ++j) {
        float acc = 0;
        for (int64_t k = 0; k < kM; ++k) acc += a[size_t(i * kM + k)] * b[size_t(k * kM + j)];
        out[size_t(i * kM + j)] = acc;
      }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kM * kM * kM);
}

BENCHMARK(BM_AddKernel)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AddPlainLoop)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AllocOutputOnly)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AddBroadcastKernel)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_MatmulKernel)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MatmulPlainLoop)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace rxv::sem

BENCHMARK_MAIN();
