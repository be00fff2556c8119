// StructInfo rules of the reduction family (semantics/ops/reduction.cpp).
#include <gtest/gtest.h>

#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_reduction_test {

using namespace op_test;

const char* const kStatistical[] = {"sum", "mean", "max", "min", "prod"};

std::string op(const char* name) { return std::string("relax.") + name; }

TEST(OpsReduction, StatisticalSymbolic) {
  PrimExpr n = make_var("n"), m = make_var("m");
  for (const char* name : kStatistical) {
    OpHarness h;
    auto in = T({n, m, 4});
    EXPECT_EQ(str(h.infer(op(name), {in},
                          attrs({{"axis", int_list({1})}, {"keepdims", AttrValue::Bool(false)}}))),
              "R.Tensor((n, 4), dtype=\"float32\")")
        << name;
    EXPECT_EQ(
        str(h.infer(op(name), {in},
                    attrs({{"axis", int_list({-1, 0})}, {"keepdims", AttrValue::Bool(true)}}))),
        "R.Tensor((1, m, 1), dtype=\"float32\")")
        << name;
    EXPECT_EQ(str(h.infer(op(name), {in}, attrs({{"axis", AttrValue::None()}}))),
              "R.Tensor((), dtype=\"float32\")")
        << name;
    EXPECT_EQ(str(h.infer(op(name), {in}, attrs({{"keepdims", AttrValue::Bool(true)}}))),
              "R.Tensor((1, 1, 1), dtype=\"float32\")")
        << name;
    // An empty axis list reduces nothing.
    EXPECT_EQ(str(h.infer(op(name), {in}, attrs({{"axis", int_list({})}}))),
              "R.Tensor((n, m, 4), dtype=\"float32\")")
        << name;
    EXPECT_EQ(h.errors(), 0u) << name << ": " << h.messages();
  }
}

TEST(OpsReduction, StatisticalErrors) {
  for (const char* name : kStatistical) {
    OpHarness h;
    h.infer(op(name), {T({2, 3})}, attrs({{"axis", int_list({2})}}));
    EXPECT_TRUE(h.mentions(op(name) + ": axis 2 is out of range for a tensor of 2 dimensions"))
        << name << ": " << h.messages();
    h.clear();
    h.infer(op(name), {T({2, 3})}, attrs({{"axis", int_list({1, -1})}}));
    EXPECT_TRUE(h.mentions(op(name) + ": axis 1 is given more than once")) << h.messages();
    h.clear();
    EXPECT_EQ(str(h.infer(op(name), {Prim(kF32)})), "R.Object");
    EXPECT_TRUE(h.mentions(op(name) + ": argument 0 (x) must be a tensor")) << h.messages();
  }
}

TEST(OpsReduction, UnknownShapes) {
  OpHarness h;
  Attrs axis1 = attrs({{"axis", int_list({1})}});
  EXPECT_EQ(str(h.infer("relax.sum", {T_ndim(3)}, axis1)), "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(str(h.infer("relax.sum", {T_ndim(3)},
                        attrs({{"axis", int_list({1})}, {"keepdims", AttrValue::Bool(true)}}))),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(str(h.infer("relax.sum", {T_ndim(-1)}, axis1)), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.sum", {T_ndim(-1)})), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.max", {T_ndim(2)}, attrs({{"keepdims", AttrValue::Bool(true)}}))),
            "R.Tensor((1, 1), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.max", {T_ndim(-1)}, attrs({{"keepdims", AttrValue::Bool(true)}}))),
            "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
}

TEST(OpsReduction, ArgmaxArgmin) {
  PrimExpr n = make_var("n");
  for (const char* name : {"argmax", "argmin"}) {
    OpHarness h;
    EXPECT_EQ(
        str(h.infer(op(name), {T({n, 5})},
                    attrs({{"axis", AttrValue::Int(-1)}, {"keepdims", AttrValue::Bool(false)}}))),
        "R.Tensor((n,), dtype=\"int64\")")
        << name;
    EXPECT_EQ(
        str(h.infer(op(name), {T({n, 5})},
                    attrs({{"axis", AttrValue::Int(0)}, {"keepdims", AttrValue::Bool(true)}}))),
        "R.Tensor((1, 5), dtype=\"int64\")")
        << name;
    EXPECT_EQ(str(h.infer(op(name), {T({n, 5})}, attrs({{"axis", AttrValue::None()}}))),
              "R.Tensor((), dtype=\"int64\")")
        << name;
    EXPECT_EQ(str(h.infer(op(name), {T_ndim(-1, kF16)}, attrs({{"axis", AttrValue::Int(0)}}))),
              "R.Tensor(dtype=\"int64\")")
        << name;
    EXPECT_EQ(h.errors(), 0u) << h.messages();
    h.infer(op(name), {T({n, 5})}, attrs({{"axis", AttrValue::Int(2)}}));
    EXPECT_TRUE(h.mentions(op(name) + ": axis 2 is out of range")) << h.messages();
    h.clear();
    h.infer(op(name), {T({n, 5})}, attrs({{"axis", int_list({0})}}));
    EXPECT_TRUE(h.mentions("attribute 'axis' must be an int or None, got [0]")) << h.messages();
  }
}

TEST(OpsReduction, Cumsum) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.cumsum", {T({n, m})}, attrs({{"axis", AttrValue::Int(1)}}))),
            "R.Tensor((n, m), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.cumsum", {T({n, m}, kI32)},
                        attrs({{"axis", AttrValue::Int(-2)},
                               {"dtype", AttrValue::String("int64")},
                               {"exclusive", AttrValue::Bool(true)}}))),
            "R.Tensor((n, m), dtype=\"int64\")");
  // axis=None scans the flattened tensor.
  StructInfo flat =
      h.infer("relax.cumsum", {T({n, m, 2})},
              attrs({{"axis", AttrValue::None()}, {"dtype", AttrValue::String("void")}}));
  ASSERT_NE(as<TensorSInfo>(flat), nullptr);
  const auto& d = as<ShapeExprNode>(as<TensorSInfo>(flat)->shape)->values;
  ASSERT_EQ(d.size(), 1u);
  EXPECT_TRUE(h.arith
                  ->prove_equal(d[0], make_binary(PrimKind::kMul, make_binary(PrimKind::kMul, n, m),
                                                  make_int(2)))
                  .is_proved())
      << print_prim_expr(d[0]);
  EXPECT_EQ(str(h.infer("relax.cumsum", {T({})})), "R.Tensor((1,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.cumsum", {T_ndim(3)})), "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(str(h.infer("relax.cumsum", {T_ndim(3)}, attrs({{"axis", AttrValue::Int(2)}}))),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.cumsum", {T({n, m})}, attrs({{"axis", AttrValue::Int(2)}}));
  EXPECT_TRUE(h.mentions("relax.cumsum: axis 2 is out of range")) << h.messages();
  h.clear();
  h.infer("relax.cumsum", {T({n})}, attrs({{"dtype", AttrValue::String("int")}}));
  EXPECT_TRUE(h.mentions("attribute 'dtype' must be a dtype string, got \"int\"")) << h.messages();
}

} // namespace ops_reduction_test
} // namespace rxv::sem
