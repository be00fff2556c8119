// The TIR interpreter on a call_tir-style reduction: R.sum over a float32 vector of 2^20 elements,
// as LegalizeOps emits it (one reduction block with T.init), against a plain C++ loop in the same
// run. Run: build/bench/tir_reduction (Release or RelWithDebInfo), see bench/RESULTS.md.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "semantics/interp/tir_interpreter.h"
#include "semantics/script/reader.h"

namespace {

using namespace rxv::sem;

constexpr int64_t kN = int64_t{1} << 20;

const char* kSum = R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def sum(A: T.Buffer((T.int64(1048576),), "float32"), A_red: T.Buffer((), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for k0 in range(T.int64(1048576)):
            with T.block("A_red"):
                v_k0 = T.axis.reduce(T.int64(1048576), k0)
                T.reads(A[v_k0])
                T.writes(A_red[()])
                with T.init():
                    A_red[()] = T.float32(0.0)
                A_red[()] = A_red[()] + A[v_k0]
)";

const IRModule& module() {
  static const IRModule mod = [] {
    DiagnosticSink sink;
    std::optional<IRModule> m = read_module(kSum, sink);
    if (!m) {
      for (const Diagnostic& d : sink.diagnostics())
        std::fprintf(stderr, "%s\n", d.format("bench").c_str());
      std::abort();
    }
    return *m;
  }();
  return mod;
}

Tensor input() {
  Tensor a = Tensor::zeros(DataType::Float(32), {kN});
  float* p = a.ptr<float>();
  for (int64_t i = 0; i < kN; ++i) p[i] = float(i % 7) * 0.25f - 0.5f;
  return a;
}

void BM_TirInterpreterSum(benchmark::State& state) {
  const PrimFuncNode& f = *module().find("sum")->tir;
  Tensor a = input();
  Tensor out = Tensor::zeros(DataType::Float(32), {});
  std::vector<Value> args = {a, out};
  for (auto _ : state) {
    int64_t iterations = 0;
    EvalStatus s = run_prim_func(f, args, EvalLimits{}, iterations);
    if (!s) {
      state.SkipWithError(s.error().to_string().c_str());
      return;
    }
    benchmark::DoNotOptimize(out.ptr<float>()[0]);
  }
  state.SetItemsProcessed(state.iterations() * kN);
}
BENCHMARK(BM_TirInterpreterSum)->Unit(benchmark::kMillisecond);

void BM_CppLoopSum(benchmark::State& state) {
  Tensor a = input();
  const float* p = a.ptr<float>();
  for (auto _ : state) {
    float acc = 0;
    // Without -ffast-math the compiler keeps this sequential (the interpreter's order).
    for (int64_t i = 0; i < kN; ++i) acc += p[i];
    benchmark::DoNotOptimize(acc);
  }
  state.SetItemsProcessed(state.iterations() * kN);
}
BENCHMARK(BM_CppLoopSum)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
