// Rank-free elementwise regions (RunTimeValues::any_rank, RegionRunner::run): a region of
// elementwise ops whose tensor operands share one shape runs on their 1-d views, so regions that
// differ only in rank share one compiled pipeline, and each answers in its own shape; operands of
// different shapes (broadcasting) keep their ranks. Each test has its own cache, so that compiles
// are counted exactly.
#include "halide_test_util.h"

namespace rxv::halide {
namespace {

using sem::DataType;
using testing::ints;
using testing::read;
using testing::scan_main;
using testing::tensor;

RegionRun run_with(JitCache& cache, std::string_view src, std::vector<sem::Value> inputs) {
  RegionScan s = scan_main(read(src));
  EXPECT_EQ(s.regions.size(), 1u);
  if (s.regions.empty()) return RegionRun{{}, std::nullopt, "no region"};
  return RegionRunner(cache).run(s.regions[0], inputs);
}

/// main(x, y) = (x + y) * 3 and x < y, with x of `xshape` and y of `yshape` (int32).
std::string add_scale(const std::string& xshape, const std::string& yshape) {
  return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor()" +
         xshape + R"(, dtype="int32"), y: R.Tensor()" + yshape + R"(, dtype="int32")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.multiply(a, R.prim_value(T.int32(3)))
            c = R.less(x, y)
            R.output(b, c)
        return (b, c)
)";
}

TEST(HalideAnyRank, RanksShareOnePipeline) {
  JitCache cache;
  auto x2 = tensor(DataType::Int(32), {2, 3}, {1, 2, 3, 4, 5, 6});
  auto y2 = tensor(DataType::Int(32), {2, 3}, {6, 5, 4, 3, 2, 1});
  auto x3 = tensor(DataType::Int(32), {2, 1, 2}, {-1, 0, 7, 9});
  auto y3 = tensor(DataType::Int(32), {2, 1, 2}, {1, 1, 1, 10});
  RegionRun r2 = run_with(cache, add_scale("(2, 3)", "(2, 3)"), {x2, y2});
  RegionRun r3 = run_with(cache, add_scale("(2, 1, 2)", "(2, 1, 2)"), {x3, y3});
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  ASSERT_TRUE(r3.unsupported.empty()) << r3.unsupported;
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(cache.stats().hits, 1);
  ASSERT_EQ(r2.outputs.size(), 2u);
  ASSERT_EQ(r3.outputs.size(), 2u);
  EXPECT_EQ(r2.outputs[0].shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(r2.outputs[1].shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(r3.outputs[0].shape, (std::vector<int64_t>{2, 1, 2}));
  EXPECT_EQ(ints(r2.outputs[0]), (std::vector<int64_t>{21, 21, 21, 21, 21, 21}));
  EXPECT_EQ(ints(r2.outputs[1]), (std::vector<int64_t>{1, 1, 1, 0, 0, 0}));
  EXPECT_EQ(ints(r3.outputs[0]), (std::vector<int64_t>{0, 3, 24, 57}));
  EXPECT_EQ(ints(r3.outputs[1]), (std::vector<int64_t>{1, 1, 0, 1}));
}

TEST(HalideAnyRank, ScalarOperandsStayScalar) {
  JitCache cache;
  auto x = tensor(DataType::Int(32), {2, 2}, {1, 2, 3, 4});
  auto y = tensor(DataType::Int(32), {}, {10});
  RegionRun r = run_with(cache, add_scale("(2, 2)", "()"), {x, y});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_EQ(r.outputs[0].shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(ints(r.outputs[0]), (std::vector<int64_t>{33, 36, 39, 42}));
  // The same region on 1-d operands: the flattened one's pipeline.
  auto x1 = tensor(DataType::Int(32), {3}, {0, 20, 5});
  RegionRun r1 = run_with(cache, add_scale("(3,)", "()"), {x1, y});
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(ints(r1.outputs[1]), (std::vector<int64_t>{1, 0, 1}));
}

TEST(HalideAnyRank, BroadcastingKeepsTheRanks) {
  JitCache cache;
  auto x = tensor(DataType::Int(32), {2, 2}, {1, 2, 3, 4});
  auto y = tensor(DataType::Int(32), {1, 2}, {10, 20});
  RegionRun r = run_with(cache, add_scale("(2, 2)", "(1, 2)"), {x, y});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_EQ(r.outputs[0].shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(ints(r.outputs[0]), (std::vector<int64_t>{33, 66, 39, 72}));
  // Not flat: another pipeline than the equal-shape one of the same rank.
  RegionRun same = run_with(cache, add_scale("(2, 2)", "(2, 2)"), {x, x});
  ASSERT_TRUE(same.unsupported.empty()) << same.unsupported;
  EXPECT_EQ(cache.stats().misses, 2);
  EXPECT_EQ(ints(same.outputs[0]), (std::vector<int64_t>{6, 12, 18, 24}));
}

TEST(HalideAnyRank, EmptyTensorsKeepTheirShape) {
  JitCache cache;
  auto x = tensor(DataType::Int(32), {2, 0, 3}, {});
  RegionRun r = run_with(cache, add_scale("(2, 0, 3)", "(2, 0, 3)"), {x, x});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.outputs.size(), 2u);
  EXPECT_EQ(r.outputs[0].shape, (std::vector<int64_t>{2, 0, 3}));
  EXPECT_EQ(r.outputs[1].shape, (std::vector<int64_t>{2, 0, 3}));
}

TEST(HalideAnyRank, NotElementwiseKeepsTheRank) {
  JitCache cache;
  auto src = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="int32")):
        with R.dataflow():
            a = R.add(x, x)
            b = R.permute_dims(a)
            R.output(b)
        return b
)";
  RegionScan s = scan_main(read(src));
  ASSERT_EQ(s.regions.size(), 1u);
  EXPECT_FALSE(s.regions[0].any_rank);
  auto x = tensor(DataType::Int(32), {2, 3}, {1, 2, 3, 4, 5, 6});
  RegionRun r = RegionRunner(cache).run(s.regions[0], {x});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_EQ(r.outputs[0].shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(ints(r.outputs[0]), (std::vector<int64_t>{2, 8, 4, 10, 6, 12}));
}

} // namespace
} // namespace rxv::halide
