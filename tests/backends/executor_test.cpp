// The executor: module rewriting (regions become PackedFunc calls, each with a fallback function
// holding its bindings), region execution and the fallback path through the KernelContext, and,
// when the interpreter is built in, whole functions compared with the interpreter.
#include <cmath>

#include "halide_test_util.h"
#include "semantics/ir/node_cast.h"
#include "semantics/value/compare.h"

namespace rxv::halide {
namespace executor_test {

using namespace rxv::sem;
using testing::read;
using testing::tensor;

constexpr const char* kTwoRegions = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="int32"), y: R.Tensor((2, 3), dtype="int32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.power(a, y)
            c = R.multiply(b, a)
            R.output(c)
        return c
)";

/// A KernelContext that records closure calls and answers them with a fixed value.
class FakeContext : public KernelContext {
public:
  SourceLoc loc() const override { return {}; }
  const EvalLimits& limits() const override { return limits_; }
  EvalOr<Tensor> alloc(DataType dt, std::vector<int64_t> shape) override {
    return Tensor::zeros(dt, shape);
  }
  EvalOr<int64_t> eval_int(const PrimExpr&) override { return int64_t{0}; }
  EvalOr<Value> call(const Value& callee, std::vector<Value> args) override {
    called = callee.as_closure() ? callee.as_closure()->global : "?";
    nargs = args.size();
    return make_tuple_value({args[0]});
  }
  EvalStatus call_prim_func(const std::string&, const std::vector<Value>&) override {
    return eval_ok();
  }
  EffectTrace& effects() override { return trace_; }
  std::string called;
  size_t nargs = 0;

private:
  EvalLimits limits_;
  EffectTrace trace_;
};

TEST(HalideExecutor, RewriteReplacesRegionsWithPackedCalls) {
  const auto& m = read(kTwoRegions);
  RewrittenModule rw = rewrite_module(m);
  // power on integers has a lowering entry but is refused at lowering time; statically it is
  // lowerable, so the three bindings form one region.
  ASSERT_EQ(rw.regions.size(), 1u);
  const GlobalFunc* main = rw.module.find("main");
  ASSERT_TRUE(main);
  const auto* seq = as<SeqExprNode>(main->relax->body);
  ASSERT_TRUE(seq);
  const auto& bs = seq->blocks.at(0).bindings;
  ASSERT_EQ(bs.size(), 2u); // the region call, then c = region[0]
  const auto* call = as<CallNode>(bs[0].value);
  ASSERT_TRUE(call);
  const auto* ext = as<ExternFuncNode>(call->op);
  ASSERT_TRUE(ext);
  EXPECT_EQ(ext->global_symbol, "rxv.halide.region.main.0");
  EXPECT_EQ(call->args.size(), 2u);
  EXPECT_TRUE(as<TupleGetItemNode>(bs[1].value));
  EXPECT_EQ(bs[1].var->name, "c");
  const GlobalFunc* fb = rw.module.find("__rxv_region.main.0");
  ASSERT_TRUE(fb && fb->is_relax());
  EXPECT_EQ(fb->relax->params.size(), 2u);
  // The original module is untouched.
  EXPECT_EQ(as<SeqExprNode>(m.find("main")->relax->body)->blocks[0].bindings.size(), 3u);
}

TEST(HalideExecutor, UnloweredRegionFallsBackThroughTheContext) {
  const auto& m = read(kTwoRegions);
  JitCache& cache = testing::shared_cache();
  Executor exec(m, cache);
  FakeContext ctx;
  auto x = tensor(DataType::Int(32), {2, 3}, {1, 2, 3, 4, 5, 6});
  auto r = exec.run_region("main", 0, {Value(x), Value(x)}, ctx);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(ctx.called, "__rxv_region.main.0");
  EXPECT_EQ(ctx.nargs, 2u);
  ExecStats st = exec.stats();
  EXPECT_EQ(st.region_fallbacks, 1);
  EXPECT_EQ(st.region_runs, 0);
  bool found = false;
  for (const auto& [why, n] : st.fallback_reasons)
    found = found || why.find("relax.power: not lowered for dtype int32") != std::string::npos;
  EXPECT_TRUE(found);
  // A non-tensor input is not run on Halide either.
  auto r2 = exec.run_region("main", 0, {Value(PrimScalar{}), Value(x)}, ctx);
  EXPECT_TRUE(r2.ok());
  EXPECT_EQ(exec.stats().region_fallbacks, 2);
}

TEST(HalideExecutor, WholeFunctionAgreesWithTheInterpreter) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.multiply(a, R.prim_value(T.float32(2)))
            c = R.maximum(b, x)
            d = R.clip(c, R.prim_value(T.float32(0)), R.prim_value(T.float32(9)))
            e = R.sqrt(d)
            R.output(c, d, e)
        return (c, d, e)
)");
  auto x = tensor(DataType::Float(32), {2, 3}, {1, -2, 3, 4, 5, -6});
  auto y = tensor(DataType::Float(32), {3}, {0.5, 1, -1});
  auto ref = run_reference(m, "main", {Value(x.clone()), Value(y.clone())}, {});
  Executor exec(m, testing::shared_cache());
  auto got = exec.call("main", {Value(x), Value(y)});
  ASSERT_TRUE(ref.ok()) << ref.error().to_string();
  ASSERT_TRUE(got.ok()) << got.error().to_string();
  auto d = sem::compare_values(*ref, *got, sem::Tolerance::backend());
  EXPECT_FALSE(d) << d->to_string("interpreter", "backend");
  EXPECT_EQ(exec.stats().region_runs, 1);
}

} // namespace executor_test
} // namespace rxv::halide
