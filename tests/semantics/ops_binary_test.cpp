// StructInfo rules of the binary family (semantics/ops/binary.cpp): broadcasting, dtypes,
// PrimValue operands, where.
#include <gtest/gtest.h>

#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_binary_test {

using namespace op_test;

const char* const kArith[] = {"add",          "subtract",    "multiply",  "divide",
                              "floor_divide", "floor_mod",   "power",     "maximum",
                              "minimum",      "logical_and", "logical_or"};
const char* const kCompare[] = {"equal",      "not_equal", "less",
                                "less_equal", "greater",   "greater_equal"};

std::string op(const char* name) { return std::string("relax.") + name; }

TEST(OpsBinary, SymbolicBroadcast) {
  PrimExpr n = make_var("n"), m = make_var("m");
  for (const char* name : kArith) {
    OpHarness h;
    EXPECT_EQ(str(h.infer(op(name), {T({n, 1}), T({1, m})})), "R.Tensor((n, m), dtype=\"float32\")")
        << name;
    EXPECT_EQ(h.errors(), 0u) << name << ": " << h.messages();
  }
  for (const char* name : kCompare) {
    OpHarness h;
    EXPECT_EQ(str(h.infer(op(name), {T({4, n, 1}), T({m})})), "R.Tensor((4, n, m), dtype=\"bool\")")
        << name;
    EXPECT_EQ(h.errors(), 0u) << name << ": " << h.messages();
  }
}

TEST(OpsBinary, IncompatibleShapesAreAnError) {
  for (const auto& list : {std::vector<const char*>(std::begin(kArith), std::end(kArith)),
                           std::vector<const char*>(std::begin(kCompare), std::end(kCompare))}) {
    for (const char* name : list) {
      OpHarness h;
      StructInfo out = h.infer(op(name), {T({2, 3}), T({4, 3})});
      // The error is reported; the result keeps the ndim.
      EXPECT_EQ(as<TensorSInfo>(out)->ndim, 2) << name;
      EXPECT_EQ(as<TensorSInfo>(out)->shape, nullptr) << name;
      EXPECT_TRUE(h.mentions(op(name) + ": dimension 0 of the first operand (2) and dimension 0 "
                                        "of the second (4) differ and neither is 1"))
          << name << ": " << h.messages();
    }
  }
}

TEST(OpsBinary, UndecidedDimsGiveUnknownShapeOfKnownNdim) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.add", {T({n, 3}), T({m, 3})})),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(str(h.infer("relax.add", {T({2, n}), T({3})})), "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(str(h.infer("relax.add", {T({n, 3}), T_ndim(3)})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(str(h.infer("relax.add", {T({n}), T_ndim(-1)})), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
}

TEST(OpsBinary, ProvablyEqualDimsAreKept) {
  PrimExpr n = make_var("n");
  PrimExpr two_n = make_binary(PrimKind::kMul, n, make_int(2));
  PrimExpr n_plus_n = make_binary(PrimKind::kAdd, n, n);
  OpHarness h;
  StructInfo out = h.infer("relax.multiply", {T({D(two_n)}), T({D(n_plus_n)})});
  EXPECT_TRUE(structural_equal(out, T({D(two_n)}))) << str(out);
  // n + 2 and n + 3 are never equal and never 1.
  h.infer("relax.add", {T({D(make_binary(PrimKind::kAdd, n, make_int(2)))}),
                        T({D(make_binary(PrimKind::kAdd, n, make_int(3)))})});
  EXPECT_EQ(h.errors(), 1u) << h.messages();
}

TEST(OpsBinary, SharedShapeVarIsKept) {
  Var s = make_relax_var("s", make_shape_sinfo(std::nullopt, 2));
  StructInfo a = make_tensor_sinfo(Expr(s), kF32, 2);
  OpHarness h;
  auto out = h.infer("relax.add", {a, a});
  EXPECT_EQ(as<TensorSInfo>(out)->shape, Expr(s));
  Var s2 = make_relax_var("s2", make_shape_sinfo(std::nullopt, 2));
  out = h.infer("relax.add", {a, make_tensor_sinfo(Expr(s2), kF32, 2)});
  EXPECT_EQ(str(out), "R.Tensor(dtype=\"float32\", ndim=2)");
}

TEST(OpsBinary, DTypes) {
  OpHarness h;
  h.infer("relax.add", {T({2}, kF32), T({2}, kI32)});
  EXPECT_TRUE(h.mentions("relax.add: the operands' dtypes differ: float32 and int32"))
      << h.messages();
  h.clear();
  h.infer("relax.less", {T({2}, kF32), T({2}, kF16)});
  EXPECT_TRUE(h.mentions("relax.less: the operands' dtypes differ: float32 and float16"))
      << h.messages();
  h.clear();
  // bool mixes with anything, and the lhs's dtype wins (TVM's quirk).
  EXPECT_EQ(str(h.infer("relax.add", {T({2}, kBool), T({2}, kF32)})),
            "R.Tensor((2,), dtype=\"bool\")");
  EXPECT_EQ(str(h.infer("relax.add", {T({2}, kF32), T({2}, kBool)})),
            "R.Tensor((2,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.add", {T({2}, kVoid), T({2}, kF32)})), "R.Tensor((2,))");
  EXPECT_EQ(str(h.infer("relax.equal", {T({2}, kVoid), T({2}, kF32)})),
            "R.Tensor((2,), dtype=\"bool\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
}

TEST(OpsBinary, PrimValueOperands) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.add", {Prim(kI64, n), Prim(kI64)})), "R.Prim(\"int64\")");
  EXPECT_EQ(str(h.infer("relax.less", {Prim(kI64), Prim(kI64)})), "R.Prim(\"bool\")");
  EXPECT_EQ(str(h.infer("relax.multiply", {T({n, 2}), Prim(kF32)})),
            "R.Tensor((n, 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.multiply", {Prim(kF32), T({})})), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.add", {Prim(kF32), T({2}, kI32)});
  EXPECT_TRUE(h.mentions("dtypes differ: float32 and int32")) << h.messages();
}

TEST(OpsBinary, OtherOperandKindsAreAnError) {
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.add", {T({2}), Obj()})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.add: argument 1 (rhs) must be a tensor or a PrimValue, got "
                         "R.Object"))
      << h.messages();
  h.clear();
  h.infer("relax.greater", {Tup({}), T({2})});
  EXPECT_TRUE(h.mentions("relax.greater: argument 0 (lhs) must be a tensor or a PrimValue"))
      << h.messages();
}

TEST(OpsBinary, VDevices) {
  auto on = [](const char* dev) {
    auto t = std::make_shared<TensorSInfo>(*as<TensorSInfo>(T({2})));
    t->vdevice = dev;
    return StructInfo(t);
  };
  OpHarness h;
  EXPECT_EQ(as<TensorSInfo>(h.infer("relax.add", {T({2}), on("cuda:0")}))->vdevice, "cuda:0");
  EXPECT_EQ(h.errors(), 0u);
  h.infer("relax.add", {on("cuda:0"), on("llvm:0")});
  EXPECT_TRUE(h.mentions("different virtual devices, cuda:0 and llvm:0")) << h.messages();
}

TEST(OpsBinary, Where) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.where", {T({n, 1}, kBool), T({1, m}), T({m})})),
            "R.Tensor((n, m), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.where", {T({n}, kBool), T({m}), T({n})})),
            "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(str(h.infer("relax.where", {T_ndim(-1, kBool), T({2}), T({2})})),
            "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.where", {T({2}, kF32), T({2}), T({2})});
  EXPECT_TRUE(h.mentions("relax.where: the condition must be a bool tensor, got dtype float32"))
      << h.messages();
  h.clear();
  h.infer("relax.where", {T({2}, kBool), T({2}, kF32), T({2}, kBool)});
  EXPECT_TRUE(h.mentions("relax.where: x1 and x2 have different dtypes: float32 and bool"))
      << h.messages();
  h.clear();
  h.infer("relax.where", {T({2}, kBool), T({3}), T({2})});
  EXPECT_TRUE(h.mentions("relax.where: dimension 0 of the first operand (2) and dimension 0 of "
                         "the second (3)"))
      << h.messages();
  h.clear();
  EXPECT_EQ(str(h.infer("relax.where", {Prim(kBool), T({2}), T({2})})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.where: argument 0 (condition) must be a tensor")) << h.messages();
}

} // namespace ops_binary_test
} // namespace rxv::sem
