// The region runner's limits: Limit errors for outputs over the configured size, refusal of a
// dtype Halide cannot hold. (Random inputs: tests/semantics/random_inputs_test.cpp.)
#include "halide_test_util.h"

namespace rxv::halide {
namespace runner_limits_test {

using sem::DataType;
using testing::read;

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
  auto x = testing::tensor(DataType::Float(32), {7, 3}, {}); // 84 bytes per output
  auto y = testing::tensor(DataType::Float(32), {3}, {});
  RegionRun r = runner.run(s.regions.at(0), {x, y});
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->kind, sem::EvalErrorKind::kLimit);
  // A dtype Halide cannot hold is refused at lowering, not run.
  auto xi = testing::tensor(DataType::Int(32), {2, 3}, {});
  RegionRun bad = runner.run(s.regions.at(0), {xi, y});
  EXPECT_FALSE(bad.unsupported.empty());
}

} // namespace runner_limits_test
} // namespace rxv::halide
