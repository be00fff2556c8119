// Run-time values (backends/halide/run_time_values.h): regions that differ only in a literal
// scalar or a float attribute share one compiled pipeline, and each gets its own answer; an
// attribute that changes the loop structure keeps regions apart. Each test has its own cache, so
// that compiles are counted exactly.
#include <cmath>

#include "halide_test_util.h"

namespace rxv::halide {
namespace run_time_values_test {

using sem::DataType;
using testing::floats;
using testing::ints;
using testing::read;
using testing::scan_main;
using testing::tensor;

/// Runs the only region of `src`'s main on `inputs` through `cache`; the region's keys in `keys`.
RegionRun run_with(JitCache& cache, std::string_view src, std::vector<sem::Value> inputs,
                   std::pair<std::string, std::string>* keys = nullptr) {
  RegionScan s = scan_main(read(src));
  EXPECT_EQ(s.regions.size(), 1u);
  if (s.regions.empty()) return RegionRun{{}, std::nullopt, "no region"};
  if (keys) *keys = {s.regions[0].structure, s.regions[0].jit_key};
  return RegionRunner(cache).run(s.regions[0], inputs);
}

std::string scaled(const std::string& factor, const std::string& lo, const std::string& hi) {
  return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            a = R.multiply(x, R.prim_value(T.float32()" +
         factor + R"()))
            b = R.clip(a, R.prim_value(T.float32()" +
         lo + R"()), R.prim_value(T.float32()" + hi + R"()))
            R.output(b)
        return b
)";
}

TEST(HalideRunTimeValues, LiteralsShareOnePipeline) {
  JitCache cache;
  auto x = tensor(DataType::Float(32), {4}, {1, -2, 3, NAN});
  std::pair<std::string, std::string> k1, k2;
  RegionRun r1 = run_with(cache, scaled("2", "-3", "5"), {x}, &k1);
  RegionRun r2 = run_with(cache, scaled("-0.5", "-1", "0.75"), {x}, &k2);
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(k1.second, k2.second); // one JIT key
  EXPECT_NE(k1.first, k2.first);   // the values stay in the structure (AOT bundles)
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(cache.stats().hits, 1);
  std::vector<double> b1 = floats(r1.outputs[0]), b2 = floats(r2.outputs[0]);
  // clip(2x, -3, 5) and clip(-x/2, -1, 0.75); NaN stays.
  EXPECT_EQ(b1[0], 2);
  EXPECT_EQ(b1[1], -3);
  EXPECT_EQ(b1[2], 5);
  EXPECT_TRUE(std::isnan(b1[3]));
  EXPECT_EQ(b2[0], -0.5);
  EXPECT_EQ(b2[1], 0.75);
  EXPECT_EQ(b2[2], -1);
  EXPECT_TRUE(std::isnan(b2[3]));
}

TEST(HalideRunTimeValues, IntegerLiteralsWrapAsCompiledOnes) {
  JitCache cache;
  auto src = [](const std::string& v) {
    return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="uint8")):
        with R.dataflow():
            a = R.add(x, R.prim_value(T.uint8()" +
           v + R"()))
            R.output(a)
        return a
)";
  };
  auto x = tensor(DataType::UInt(8), {3}, {0, 10, 250});
  RegionRun r1 = run_with(cache, src("7"), {x});
  RegionRun r2 = run_with(cache, src("255"), {x});
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(ints(r1.outputs[0]), (std::vector<int64_t>{7, 17, 1}));
  EXPECT_EQ(ints(r2.outputs[0]), (std::vector<int64_t>{255, 9, 249}));
}

TEST(HalideRunTimeValues, FloatAttributesShareOnePipeline) {
  JitCache cache;
  auto src = [](const std::string& alpha) {
    return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            a = R.nn.leakyrelu(x, alpha=)" +
           alpha + R"()
            R.output(a)
        return a
)";
  };
  auto x = tensor(DataType::Float(32), {3}, {-2, 0, 4});
  std::pair<std::string, std::string> k1, k2;
  RegionRun r1 = run_with(cache, src("0.25"), {x}, &k1);
  RegionRun r2 = run_with(cache, src("0.5"), {x}, &k2);
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(k1.second, k2.second);
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(floats(r1.outputs[0]), (std::vector<double>{-0.5, 0, 4}));
  EXPECT_EQ(floats(r2.outputs[0]), (std::vector<double>{-1, 0, 4}));
}

TEST(HalideRunTimeValues, StructuralAttributesDoNotShare) {
  JitCache cache;
  auto src = [](const std::string& axis) {
    return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="int32")):
        with R.dataflow():
            a = R.sum(x, axis=[)" +
           axis + R"(])
            R.output(a)
        return a
)";
  };
  auto x = tensor(DataType::Int(32), {2, 3}, {1, 2, 3, 4, 5, 6});
  std::pair<std::string, std::string> k0, k1;
  RegionRun r0 = run_with(cache, src("0"), {x}, &k0);
  RegionRun r1 = run_with(cache, src("1"), {x}, &k1);
  ASSERT_TRUE(r0.unsupported.empty()) << r0.unsupported;
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  EXPECT_NE(k0.second, k1.second);
  EXPECT_EQ(cache.stats().misses, 2);
  EXPECT_EQ(ints(r0.outputs[0]), (std::vector<int64_t>{5, 7, 9}));
  EXPECT_EQ(ints(r1.outputs[0]), (std::vector<int64_t>{6, 15}));
}

TEST(HalideRunTimeValues, LiteralDtypesDoNotShare) {
  JitCache cache;
  auto src = [](const std::string& lit) {
    return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="bool")):
        with R.dataflow():
            a = R.add(x, R.prim_value()" +
           lit + R"())
            R.output(a)
        return a
)";
  };
  auto x = tensor(DataType::Bool(), {2}, {0, 1});
  std::pair<std::string, std::string> k0, k1;
  RegionRun r0 = run_with(cache, src("T.int32(3)"), {x}, &k0);
  RegionRun r1 = run_with(cache, src("T.float32(1.5)"), {x}, &k1);
  ASSERT_TRUE(r0.unsupported.empty()) << r0.unsupported;
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  EXPECT_NE(k0.second, k1.second);
  EXPECT_EQ(cache.stats().misses, 2);
}

/// main() = eye(n, m, k) in int32 and arange(start, end, step) in int64: no inputs.
std::string eye_arange(const std::string& n, const std::string& m, const std::string& k,
                       const std::string& range) {
  return R"(
@I.ir_module
class Module:
    @R.function
    def main():
        with R.dataflow():
            a = R.eye()" +
         n + ", " + m + ", " + k + R"(, dtype="int32")
            b = R.arange()" +
         range + R"(, dtype="int64")
            R.output(a, b)
        return (a, b)
)";
}

TEST(HalideRunTimeValues, SizesFromLiteralsShareOnePipeline) {
  JitCache cache;
  RegionRun r1 = run_with(cache, eye_arange("2", "3", "1", "0, 5, 2"), {});
  RegionRun r2 = run_with(cache, eye_arange("3", "2", "-1", "4, -3, -3"), {});
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(r1.outputs[0].shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(ints(r1.outputs[0]), (std::vector<int64_t>{0, 1, 0, 0, 0, 1}));
  EXPECT_EQ(ints(r1.outputs[1]), (std::vector<int64_t>{0, 2, 4}));
  EXPECT_EQ(r2.outputs[0].shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(ints(r2.outputs[0]), (std::vector<int64_t>{0, 0, 1, 0, 0, 1}));
  EXPECT_EQ(ints(r2.outputs[1]), (std::vector<int64_t>{4, 1, -2}));
  // An empty range and a step of zero (an error): the latter goes to the interpreter.
  RegionRun empty = run_with(cache, eye_arange("0", "2", "0", "3, 1, 1"), {});
  ASSERT_TRUE(empty.unsupported.empty()) << empty.unsupported;
  EXPECT_EQ(empty.outputs[0].shape, (std::vector<int64_t>{0, 2}));
  EXPECT_EQ(empty.outputs[1].shape, (std::vector<int64_t>{0}));
  RegionRun zero = run_with(cache, eye_arange("1", "1", "0", "0, 3, 0"), {});
  EXPECT_NE(zero.unsupported.find("zero step"), std::string::npos) << zero.unsupported;
  EXPECT_EQ(cache.stats().misses, 1);
}

TEST(HalideRunTimeValues, FloatRangesKeepTheirValues) {
  JitCache cache;
  std::pair<std::string, std::string> k1, k2;
  RegionRun r1 = run_with(cache, eye_arange("1", "1", "0", "0.5, 2.0, 0.5"), {}, &k1);
  RegionRun r2 = run_with(cache, eye_arange("1", "1", "0", "0.0, 1.0, 0.25"), {}, &k2);
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_NE(k1.second, k2.second);
  EXPECT_EQ(cache.stats().misses, 2);
  EXPECT_EQ(ints(r1.outputs[1]), (std::vector<int64_t>{0, 1, 1}));
  EXPECT_EQ(ints(r2.outputs[1]), (std::vector<int64_t>{0, 0, 0, 0}));
}

/// main(x) = reshape(x, target) + zeros(zshape): x is int32 of 6 elements.
std::string reshaped(const std::string& xshape, const std::string& target,
                     const std::string& zshape) {
  return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor()" +
         xshape + R"(, dtype="int32")):
        with R.dataflow():
            a = R.reshape(x, R.shape([)" +
         target + R"(]))
            b = R.ones(R.shape([)" +
         zshape + R"(]), dtype="int32")
            R.output(a, b)
        return (a, b)
)";
}

TEST(HalideRunTimeValues, LiteralShapesShareOnePipeline) {
  JitCache cache;
  auto x = tensor(DataType::Int(32), {6}, {1, 2, 3, 4, 5, 6});
  std::pair<std::string, std::string> k1, k2, k3;
  RegionRun r1 = run_with(cache, reshaped("(6,)", "2, 3", "1, 2"), {x}, &k1);
  RegionRun r2 = run_with(cache, reshaped("(6,)", "3, 2", "3, 0"), {x}, &k2);
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(k1.second, k2.second);
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(r1.outputs[0].shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(r2.outputs[0].shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(ints(r2.outputs[0]), (std::vector<int64_t>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(r1.outputs[1].shape, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(ints(r1.outputs[1]), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(r2.outputs[1].shape, (std::vector<int64_t>{3, 0}));
  // A wrong element count is still the interpreter's error, at run time.
  RegionRun bad = run_with(cache, reshaped("(6,)", "4, 2", "1, 1"), {x});
  ASSERT_TRUE(bad.error.has_value()) << bad.unsupported;
  EXPECT_EQ(bad.error->kind, sem::EvalErrorKind::kShapeMismatch);
  EXPECT_EQ(cache.stats().misses, 1);
  // An inferred dim (-1) is part of the structure.
  RegionRun inferred = run_with(cache, reshaped("(6,)", "-1, 3", "1, 1"), {x}, &k3);
  ASSERT_TRUE(inferred.unsupported.empty()) << inferred.unsupported;
  EXPECT_NE(k1.second, k3.second);
  EXPECT_EQ(inferred.outputs[0].shape, (std::vector<int64_t>{2, 3}));
}

/// main(x) = x[begin:end:stride] on axis 1 of a (2, 5) int32 tensor.
std::string sliced(const std::string& begin, const std::string& end, const std::string& stride) {
  return R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 5), dtype="int32")):
        with R.dataflow():
            a = R.strided_slice(x, (1,), ()" +
         begin + R"(,), ()" + end + R"(,), ()" + stride + R"(,))
            R.output(a)
        return a
)";
}

TEST(HalideRunTimeValues, SliceBoundsShareOnePipeline) {
  JitCache cache;
  auto x = tensor(DataType::Int(32), {2, 5}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  std::pair<std::string, std::string> k1, k2, k3;
  RegionRun r1 = run_with(cache, sliced("1", "4", "2"), {x}, &k1);
  RegionRun r2 = run_with(cache, sliced("-2", "100", "2"), {x}, &k2);
  ASSERT_TRUE(r1.unsupported.empty()) << r1.unsupported;
  ASSERT_TRUE(r2.unsupported.empty()) << r2.unsupported;
  EXPECT_EQ(k1.second, k2.second);
  EXPECT_EQ(cache.stats().misses, 1);
  EXPECT_EQ(r1.outputs[0].shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(ints(r1.outputs[0]), (std::vector<int64_t>{1, 3, 6, 8}));
  EXPECT_EQ(r2.outputs[0].shape, (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(ints(r2.outputs[0]), (std::vector<int64_t>{3, 8}));
  // The stride's sign shapes the loop: its own pipeline.
  RegionRun r3 = run_with(cache, sliced("4", "0", "-3"), {x}, &k3);
  ASSERT_TRUE(r3.unsupported.empty()) << r3.unsupported;
  EXPECT_NE(k1.second, k3.second);
  EXPECT_EQ(ints(r3.outputs[0]), (std::vector<int64_t>{4, 1, 9, 6}));
}

} // namespace run_time_values_test
} // namespace rxv::halide
