/// Benchmark: the reference interpreter's per-binding overhead (issue "Reference interpreter").
/// Runs a recursive factorial on shapes (each level: a PackedFunc test, an If, a call, a
/// MatchCast, two ShapeExprs), and a whole small program from text (read, well-formedness,
/// normalization, inference, one run), and prints bindings/s and programs/s.
///
/// Usage: interp_eval [REPEATS=2000]
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>

#include "semantics/analysis/well_formed.h"
#include "semantics/arith/arith.h"
#include "semantics/infer/infer.h"
#include "semantics/interp/interpreter.h"
#include "semantics/script/reader.h"
#include "semantics/transform/normalize.h"

namespace {

using namespace rxv::sem;
using Clock = std::chrono::steady_clock;

constexpr const char* kFactorial = R"(
@I.ir_module
class Module:
    @R.function
    def fact(x: R.Shape(["n"])) -> R.Shape(ndim=1):
        n = T.int64()
        m = T.int64()
        cls = Module
        c: R.Prim("bool") = R.call_pure_packed("bench.is_zero", x, sinfo_args=(R.Prim("bool"),))
        if c:
            r: R.Shape(ndim=1) = R.shape([1])
        else:
            s: R.Shape(ndim=1) = cls.fact(R.shape([n - 1]))
            t = R.match_cast(s, R.Shape([m]))
            r: R.Shape(ndim=1) = R.shape([n * m])
        return r
)";

constexpr const char* kSmall = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Shape(["m"])) -> R.Tuple(R.Shape(ndim=2), R.Shape(ndim=1)):
        n = T.int64()
        m = T.int64()
        @R.function
        def inner(z: R.Tensor((n,), dtype="float32")) -> R.Tuple(R.Shape(ndim=2), R.Shape(ndim=1)):
            s = R.shape([n, m + 1])
            t = (s, y)
            return t

        gv = inner(x)
        sh = R.shape_of(x)
        return gv
)";

std::optional<IRModule> prepare(const char* src) {
  DiagnosticSink sink;
  std::optional<IRModule> m = read_module(src, sink);
  if (!m || !check_well_formed(*m).empty()) return std::nullopt;
  IRModule n = normalize(*m);
  std::unique_ptr<Arith> arith = make_default_arith();
  if (infer_struct_info(n, *arith).has_errors()) return std::nullopt;
  return n;
}

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

} // namespace

int main(int argc, char** argv) {
  int repeats = argc > 1 ? std::atoi(argv[1]) : 2000;
  PackedFuncRegistry reg = PackedFuncRegistry::builtins();
  reg.add("bench.is_zero", [](const std::vector<Value>& args, KernelContext&) -> EvalOr<Value> {
    return Value(PrimScalar{DataType::Bool(), args[0].as_shape()->dims[0] == 0, 0});
  });
  std::optional<IRModule> fact = prepare(kFactorial);
  std::optional<IRModule> small = prepare(kSmall);
  if (!fact || !small) {
    fmt::print(stderr, "benchmark programs do not check\n");
    return 1;
  }
  EvalOptions opts;
  opts.packed_funcs = &reg;
  Interpreter in(*fact, opts);
  auto t0 = Clock::now();
  int64_t checksum = 0;
  for (int i = 0; i < repeats; ++i) {
    EvalOr<Value> r = in.call("fact", {Value(ShapeValue{{20}})});
    if (!r.ok()) return 1;
    checksum += r->as_shape()->dims[0] & 1;
  }
  double s = seconds_since(t0);
  // Per level: c, (If) s or r, t, r and the ShapeExpr argument the normalizer binds.
  double bindings = double(repeats) * 21 * 4;
  fmt::print("fact(20) x {}: {:.3f} s, {:.0f} calls/s, ~{:.2f} M bindings/s (checksum {})\n",
             repeats, s, repeats * 21 / s, bindings / s / 1e6, checksum);

  Value x = Value(Tensor::zeros(DataType::Float(32), {8}));
  t0 = Clock::now();
  for (int i = 0; i < repeats; ++i) {
    Interpreter run(*small);
    if (!run.call("main", {x, Value(ShapeValue{{3}})}).ok()) return 1;
  }
  s = seconds_since(t0);
  fmt::print("small program, run only x {}: {:.0f} programs/s\n", repeats, repeats / s);
  t0 = Clock::now();
  int n_full = std::max(1, repeats / 10);
  for (int i = 0; i < n_full; ++i) {
    std::optional<IRModule> m = prepare(kSmall);
    if (!m) return 1;
    Interpreter run(*m);
    if (!run.call("main", {x, Value(ShapeValue{{3}})}).ok()) return 1;
  }
  s = seconds_since(t0);
  fmt::print("small program, read + check + run x {}: {:.0f} programs/s\n", n_full, n_full / s);
  return 0;
}
