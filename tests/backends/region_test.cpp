// Region discovery: maximal runs of lowerable bindings in binding blocks, their inputs and
// outputs, the divisor split rule, and the fallbacks left to the interpreter.
#include "halide_test_util.h"

namespace rxv::halide {
namespace region_test {

using testing::read;
using testing::scan_main;

TEST(HalideRegion, OneRegionWithInputsAndOutputs) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            lv = R.add(x, y)
            lv1 = R.multiply(lv, x)
            gv = R.exp(lv1)
            R.output(gv)
        return gv
)");
  RegionScan s = scan_main(m);
  ASSERT_EQ(s.regions.size(), 1u);
  const Region& r = s.regions[0];
  EXPECT_EQ(r.bindings.size(), 3u);
  ASSERT_EQ(r.inputs.size(), 2u);
  EXPECT_EQ(r.outputs, std::vector<int>{2});
  EXPECT_EQ(s.lowered_bindings, 3);
  EXPECT_TRUE(s.fallbacks.empty());
  EXPECT_NE(r.structure.find("relax.add(in0,in1,)"), std::string::npos) << r.structure;
}

TEST(HalideRegion, NonLowerableBindingsSplitRegionsAndAreCounted) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            a = R.add(x, x)
            b = R.unknown_op_for_test(a)
            c = R.multiply(b, a)
            R.output(c)
        d = R.add(c, c)
        return d
)");
  RegionScan s = scan_main(m);
  ASSERT_EQ(s.regions.size(), 3u); // d, in the plain block, is a region of its own
  EXPECT_EQ(s.regions[0].outputs, std::vector<int>{0}); // a is used by b and c
  EXPECT_EQ(s.regions[1].inputs.size(), 2u);
  EXPECT_EQ(s.regions[2].bindings.size(), 1u);
  EXPECT_EQ(s.bindings, 4);
  EXPECT_EQ(s.lowered_bindings, 3);
  ASSERT_EQ(s.fallbacks.size(), 1u);
  EXPECT_NE(s.fallbacks[0].find("has no Halide lowering"), std::string::npos);
}

TEST(HalideRegion, PlainBlocksFormRegionsSplitByImpureCalls) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        a = R.add(x, x)
        b = R.exp(a)
        p = R.print(b, format=R.str("{}"))
        c = R.multiply(b, a)
        return c
)");
  RegionScan s = scan_main(m);
  ASSERT_EQ(s.regions.size(), 2u);
  EXPECT_EQ(s.regions[0].bindings.size(), 2u);
  // Variables of a plain block are visible to the rest of the function: all are outputs.
  EXPECT_EQ(s.regions[0].outputs, (std::vector<int>{0, 1}));
  EXPECT_EQ(s.regions[1].bindings.size(), 1u);
  EXPECT_EQ(s.lowered_bindings, 3);
  ASSERT_EQ(s.fallbacks.size(), 1u);
}

TEST(HalideRegion, DivisorComputedInTheRegionStartsANewRegion) {
  const auto& m = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32"), y: R.Tensor((4,), dtype="int32")):
        with R.dataflow():
            a = R.subtract(y, x)
            b = R.floor_divide(x, a)
            c = R.floor_mod(x, y)
            R.output(b, c)
        return (b, c)
)");
  RegionScan s = scan_main(m);
  ASSERT_EQ(s.regions.size(), 2u);
  EXPECT_EQ(s.regions[0].bindings.size(), 1u);
  EXPECT_EQ(s.regions[1].bindings.size(), 2u);
  // Both divisors are inputs of the second region.
  EXPECT_EQ(s.regions[1].divisors.size(), 2u);
}

TEST(HalideRegion, StructureIgnoresShapesAndNames) {
  const auto& m1 = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(p: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            q = R.sum(p, axis=[1], keepdims=True)
            R.output(q)
        return q
)");
  const auto& m2 = read(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((7, 9), dtype="float32")):
        with R.dataflow():
            y = R.sum(x, axis=[1], keepdims=True)
            R.output(y)
        return y
)");
  EXPECT_EQ(scan_main(m1).regions.at(0).structure, scan_main(m2).regions.at(0).structure);
}

} // namespace region_test
} // namespace rxv::halide
