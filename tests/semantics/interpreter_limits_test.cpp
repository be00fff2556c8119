// The interpreter's step budget and memory limits (EvalLimits, semantics/value/kernel.h): work
// that the input decides ends in an EvalError of kind Limit that names the limit, never in a hang
// or a partial result.
#include <gtest/gtest.h>

#include "tests/semantics/interpreter_test_util.h"

namespace rxv::sem {
namespace interpreter_limits_test {

using namespace itest;

// f(n) calls itself twice while n > 0: 2^n calls, each of a handful of steps, at call depth n.
constexpr const char* kDoubling = R"(
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(x: R.Shape(["n"])) -> R.Shape(ndim=1):
        n = T.int64()
        cls = Module
        c = R.prim_value(n > 0)
        if c:
            a: R.Shape(ndim=1) = cls.f(R.shape([n - 1]))
            b: R.Shape(ndim=1) = cls.f(R.shape([n - 1]))
            r: R.Shape(ndim=1) = R.shape([n])
        else:
            r: R.Shape(ndim=1) = R.shape([n])
        return r
)";

constexpr const char* kMatmul = R"(
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((64, 64), dtype="float32"), b: R.Tensor((64, 64), dtype="float32")):
        c = R.matmul(a, b)
        d = R.add(c, c)
        return d
)";

Value zeros_f32(std::vector<int64_t> shape) {
  return Value(Tensor::zeros(DataType::Float(32), std::move(shape)));
}

TEST(InterpreterLimits, StepBudgetStopsExponentialRecursion) {
  Prepared p = prepare_ok(kDoubling);
  // Small n runs within the default budget.
  Interpreter small(p.mod);
  EXPECT_TRUE(small.call("f", {shape({4})}).ok());
  // 2^60 calls at a depth of only 60: the call depth limit cannot stop it, the step budget does.
  EvalOptions opts;
  opts.limits.max_steps = 100'000;
  Interpreter in(p.mod, opts);
  EvalError e = expect_error(in.call("f", {shape({60})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  EXPECT_NE(e.message.find("step limit of 100000 steps"), std::string::npos) << e.message;
  EXPECT_TRUE(e.loc.known());
}

TEST(InterpreterLimits, StepBudgetChargesContractions) {
  Prepared p = prepare_ok(kMatmul);
  // 64^3 multiply-adds for the matmul alone: more than a budget of 200,000 steps, although each
  // tensor has only 4096 elements.
  EvalOptions opts;
  opts.limits.max_steps = 200'000;
  Interpreter tight(p.mod, opts);
  EvalError e = expect_error(tight.call("main", {zeros_f32({64, 64}), zeros_f32({64, 64})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  EXPECT_NE(e.message.find("step limit"), std::string::npos) << e.message;
  opts.limits.max_steps = 400'000;
  Interpreter enough(p.mod, opts);
  EXPECT_TRUE(enough.call("main", {zeros_f32({64, 64}), zeros_f32({64, 64})}).ok());
}

TEST(InterpreterLimits, MemoryLimitsNameTheLimit) {
  Prepared p = prepare_ok(kMatmul);
  EvalOptions opts;
  opts.limits.max_tensor_bytes = 1000; // one 64x64 float32 tensor is 16384 bytes
  Interpreter per_tensor(p.mod, opts);
  EvalError e = expect_error(per_tensor.call("main", {zeros_f32({64, 64}), zeros_f32({64, 64})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  EXPECT_NE(e.message.find("limit of 1000 bytes per tensor"), std::string::npos) << e.message;
  opts.limits = {};
  opts.limits.max_total_bytes = 20'000; // c fits, d does not (c is still live)
  Interpreter total(p.mod, opts);
  e = expect_error(total.call("main", {zeros_f32({64, 64}), zeros_f32({64, 64})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  EXPECT_NE(e.message.find("limit of 20000 live bytes"), std::string::npos) << e.message;
}

TEST(InterpreterLimits, SaturatingProduct) {
  EXPECT_EQ(saturating_product({2, 3, 7}), 42);
  EXPECT_EQ(saturating_product({int64_t{1} << 40, int64_t{1} << 40}), INT64_MAX);
  EXPECT_EQ(saturating_product({5, -3}), 0);
  EXPECT_EQ(saturating_product({}), 1);
}

} // namespace interpreter_limits_test
} // namespace rxv::sem
