// The Halide layer's attribute readers (lowering.h) are thin wrappers over the op table's one
// decoder (read_attr): absent or None reads as nullopt or the default, and a value of the wrong
// type throws AttrNotLowered, which the lowering driver reports as the reason the call is left
// to the interpreter, instead of being read as absent.
#include <gtest/gtest.h>

#include "backends/halide/lowering.h"
#include "semantics/ops/op_attrs.h"

namespace rxv::halide {
namespace lowering_attrs_test {

using namespace rxv::sem;

Expr call_with(Attrs attrs) { return make_call(make_op("relax.nn.softmax"), {}, std::move(attrs)); }

TEST(LoweringAttrs, ReadThroughTheDecoder) {
  Attrs a;
  a.set("axis", AttrValue::Int(-1));
  a.set("flag", AttrValue::Bool(true));
  a.set("dtype", AttrValue::String("void"));
  a.set("list", AttrValue::Int(2));
  a.set("none", AttrValue::None());
  Expr e = call_with(std::move(a));
  const auto& c = *as<CallNode>(e);
  EXPECT_EQ(int_attr(c, "axis"), -1);
  EXPECT_EQ(int_attr(c, "none"), std::nullopt);
  EXPECT_EQ(int_attr(c, "absent"), std::nullopt);
  EXPECT_TRUE(bool_attr(c, "flag", false));
  EXPECT_TRUE(bool_attr(c, "absent", true));
  EXPECT_EQ(dtype_attr(c, "dtype"), std::nullopt); // void: unset
  EXPECT_EQ(int_list_attr(c, "list"), (std::vector<int64_t>{2}));
  EXPECT_EQ(string_attr(c, "absent", "NCHW"), "NCHW");
}

TEST(LoweringAttrs, AWrongTypeIsNotLowered) {
  Attrs a;
  a.set("axis", AttrValue::String("a"));
  Expr e = call_with(std::move(a));
  const auto& c = *as<CallNode>(e);
  EXPECT_THROW(int_attr(c, "axis"), AttrNotLowered);
  EXPECT_THROW(bool_attr(c, "axis", false), AttrNotLowered);
  try {
    (void)int_attr(c, "axis");
  } catch (const AttrNotLowered& err) {
    EXPECT_STREQ(err.what(),
                 "relax.nn.softmax: attribute 'axis' must be an int or None, got \"a\"");
  }
  // The softmax lowering itself reads its axis through int_attr: it is refused, not lowered
  // along the default axis.
  const OpLowering* lower = LoweringRegistry::get().find("relax.nn.softmax");
  ASSERT_NE(lower, nullptr);
  LTensor x;
  Halide::Var i("i");
  x.func = Halide::Func("x");
  x.func(i) = Halide::cast<float>(i);
  x.dtype = DataType::Float(32);
  x.shape = {Halide::Expr(4)};
  LowerContext ctx;
  ctx.op_name = "relax.nn.softmax";
  std::vector<Operand> args(1);
  args[0].tensor = x;
  EXPECT_THROW((*lower)(c, args, ctx), AttrNotLowered);
}

} // namespace lowering_attrs_test
} // namespace rxv::halide
