// The deterministic input generator and the runner's limits: same seed same values, shared
// symbolic dims, clear refusals for parameters it cannot generate, Limit errors for outputs over
// the configured size.
#include "backends/halide/random_inputs.h"

#include "halide_test_util.h"

namespace rxv::halide {
namespace {

using sem::DataType;
using testing::read;

TEST(HalideRandomInputs, DeterministicWithSharedSymbolicDims) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(("n",), dtype="int8"), b: R.Tensor((3,), dtype="bool"), p: R.Prim("int64")):
        return x
)");
  const auto& fn = *m.find("main")->relax;
  auto a = random_inputs(fn, 7), b = random_inputs(fn, 7), c = random_inputs(fn, 8);
  ASSERT_EQ(a.index(), 0u);
  const auto& va = std::get<0>(a);
  const auto& vb = std::get<0>(b);
  ASSERT_EQ(va.size(), 4u);
  const sem::Tensor& x = *va[0].as_tensor();
  const sem::Tensor& y = *va[1].as_tensor();
  EXPECT_EQ(x.shape[0], y.shape[0]);  // n is one value
  EXPECT_EQ(x.shape[1], 4);
  EXPECT_GE(x.shape[0], 1);
  EXPECT_LE(x.shape[0], 8);
  EXPECT_TRUE(x.bitwise_equal(*vb[0].as_tensor()));
  EXPECT_TRUE(y.bitwise_equal(*vb[1].as_tensor()));
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    EXPECT_GE(x.get_float(i), -4);
    EXPECT_LE(x.get_float(i), 4);
  }
  for (int64_t i = 0; i < 3; ++i) EXPECT_LE(va[2].as_tensor()->get_int(i), 1);
  ASSERT_TRUE(va[3].as_prim());
  const auto& vc = std::get<0>(c);
  EXPECT_FALSE(x.shape == vc[0].as_tensor()->shape && x.bitwise_equal(*vc[0].as_tensor()));
}

TEST(HalideRandomInputs, RefusesWhatItCannotGenerate) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(t: R.Tuple(R.Tensor((2,), dtype="float32")), x: R.Tensor(dtype="float32")):
        return x
    @R.function
    def big(x: R.Tensor((100000, 100000), dtype="float32")):
        return x
    @R.function
    def anydtype(x: R.Tensor((2,))):
        return x
)");
  auto r = random_inputs(*m.find("main")->relax, 1);
  ASSERT_EQ(r.index(), 1u);
  EXPECT_NE(std::get<1>(r).find("param 0 (t)"), std::string::npos) << std::get<1>(r);
  auto b = random_inputs(*m.find("big")->relax, 1);
  ASSERT_EQ(b.index(), 1u);
  EXPECT_NE(std::get<1>(b).find("too large"), std::string::npos);
  // An unknown dtype is generated as float32.
  auto d = random_inputs(*m.find("anydtype")->relax, 1);
  ASSERT_EQ(d.index(), 0u);
  EXPECT_EQ(std::get<0>(d)[0].as_tensor()->dtype, sem::DataType::Float(32));
}

TEST(HalideRunnerLimits, OutputOverTheTensorLimitIsALimitError) {
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
  sem::EvalLimits limits;
  limits.max_tensor_bytes = 64;
  RegionScan s = testing::scan_main(m);
  RegionRunner runner(testing::shared_cache(), limits);
  auto x = testing::tensor(DataType::Float(32), {7, 3}, {});  // 84 bytes per output
  auto y = testing::tensor(DataType::Float(32), {3}, {});
  RegionRun r = runner.run(s.regions.at(0), {x, y});
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->kind, sem::EvalErrorKind::kLimit);
  // A dtype Halide cannot hold is refused at lowering, not run.
  auto xi = testing::tensor(DataType::Int(32), {2, 3}, {});
  RegionRun bad = runner.run(s.regions.at(0), {xi, y});
  EXPECT_FALSE(bad.unsupported.empty());
}

}  // namespace
}  // namespace rxv::halide
