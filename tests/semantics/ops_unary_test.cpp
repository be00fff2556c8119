// StructInfo rules of the unary family (semantics/ops/unary.cpp).
#include <gtest/gtest.h>

#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_unary_test {

using namespace op_test;

const char* const kKeepDType[] = {"abs",   "negative", "floor",  "ceil",
                                  "round", "sign",     "square", "logical_not"};
const char* const kFloatOnly[] = {"exp", "log",  "sqrt",    "rsqrt", "sin",
                                  "cos", "tanh", "sigmoid", "erf"};
const char* const kCheck[] = {"isnan", "isinf"};

TEST(OpsUnary, SymbolicShapeCarriesOver) {
  PrimExpr n = make_var("n");
  auto run = [&](const char* name, DataType in, const char* expected) {
    OpHarness h;
    StructInfo out = h.infer(std::string("relax.") + name, {T({n, 4}, in)});
    EXPECT_EQ(str(out), expected) << name;
    EXPECT_EQ(h.errors(), 0u) << name << ": " << h.messages();
  };
  for (const char* name : kKeepDType) run(name, kI32, "R.Tensor((n, 4), dtype=\"int32\")");
  for (const char* name : kFloatOnly) run(name, kF16, "R.Tensor((n, 4), dtype=\"float16\")");
  for (const char* name : kCheck) run(name, kF32, "R.Tensor((n, 4), dtype=\"bool\")");
}

TEST(OpsUnary, ResultIsStructurallyTheInputsShape) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_TRUE(structural_equal(h.infer("relax.exp", {T({n, m})}), T({n, m})));
  EXPECT_FALSE(structural_equal(h.infer("relax.exp", {T({n, m})}), T({m, n})));
}

TEST(OpsUnary, UnknownShapesPropagate) {
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.sqrt", {T_ndim(3)})), "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(str(h.infer("relax.isnan", {T_ndim(-1, kVoid)})), "R.Tensor(dtype=\"bool\")");
  EXPECT_EQ(str(h.infer("relax.abs", {T_ndim(-1, kVoid)})), "R.Tensor");
  // A shape held by a Var stays that Var.
  Var s = make_relax_var("s", Shape({make_var("n")}));
  StructInfo in = make_tensor_sinfo(Expr(s), kF32, 1);
  auto out = h.infer("relax.tanh", {in});
  EXPECT_EQ(as<TensorSInfo>(out)->shape, Expr(s));
  EXPECT_EQ(h.errors(), 0u) << h.messages();
}

TEST(OpsUnary, VDeviceCarriesOver) {
  OpHarness h;
  auto t = std::make_shared<TensorSInfo>(*as<TensorSInfo>(T({2})));
  t->vdevice = "cuda:0";
  EXPECT_EQ(str(h.infer("relax.negative", {t})),
            "R.Tensor((2,), dtype=\"float32\", vdevice=\"cuda:0\")");
}

TEST(OpsUnary, NonTensorArgumentIsAnError) {
  for (const auto& list : {std::vector<const char*>(std::begin(kKeepDType), std::end(kKeepDType)),
                           std::vector<const char*>(std::begin(kFloatOnly), std::end(kFloatOnly)),
                           std::vector<const char*>(std::begin(kCheck), std::end(kCheck))}) {
    for (const char* name : list) {
      OpHarness h;
      EXPECT_EQ(str(h.infer(std::string("relax.") + name, {Shape({2})})), "R.Object") << name;
      EXPECT_TRUE(h.mentions(std::string("relax.") + name +
                             ": argument 0 (x) must be a tensor, got R.Shape([2])"))
          << name << ": " << h.messages();
    }
  }
}

TEST(OpsUnary, FloatOnlyOpsRejectIntegerTensors) {
  for (const char* name : kFloatOnly) {
    OpHarness h;
    // The error is reported; the result still describes the tensor.
    EXPECT_EQ(str(h.infer(std::string("relax.") + name, {T({2}, kI32)})),
              "R.Tensor((2,), dtype=\"int32\")");
    EXPECT_TRUE(h.mentions(std::string("relax.") + name + " needs a float tensor, got dtype int32"))
        << h.messages();
  }
  for (const char* name : kKeepDType) {
    OpHarness h;
    h.infer(std::string("relax.") + name, {T({2}, kI32)});
    EXPECT_EQ(h.errors(), 0u) << name;
  }
  // Unknown dtype: not an error.
  OpHarness h;
  h.infer("relax.exp", {T({2}, kVoid)});
  EXPECT_EQ(h.errors(), 0u);
}

TEST(OpsUnary, Clip) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(
      str(h.infer("relax.clip", {T({n, 3}), Prim(kF32, make_float(0)), Prim(kF32, make_float(6))})),
      "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.clip", {T({n}, kI32), Prim(kI64), Prim(kI64)})),
            "R.Tensor((n,), dtype=\"int32\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.clip", {T({n}), T({}), Prim(kF32)});
  EXPECT_TRUE(h.mentions("relax.clip: argument 1 (min) must be a PrimValue, got "
                         "R.Tensor((), dtype=\"float32\")"))
      << h.messages();
  h.clear();
  EXPECT_EQ(str(h.infer("relax.clip", {Obj(), Prim(kF32), Prim(kF32)})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.clip: argument 0 (x) must be a tensor")) << h.messages();
  h.clear();
  h.infer("relax.clip", {T({2}), Prim(kF32)});
  EXPECT_TRUE(h.mentions("relax.clip takes 3 arguments, got 2")) << h.messages();
}

} // namespace ops_unary_test
} // namespace rxv::sem
