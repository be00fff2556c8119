// StructInfo rule of relax.matmul (semantics/ops/linear_algebra.cpp).
#include <gtest/gtest.h>

#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_linear_algebra_test {

using namespace op_test;

TEST(OpsMatmul, SymbolicShapes) {
  PrimExpr b = make_var("b"), m = make_var("m"), k = make_var("k"), n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.matmul", {T({m, k}), T({k, n})})),
            "R.Tensor((m, n), dtype=\"float32\")");
  // Batch dims broadcast; 1-D operands are promoted and the promoted dim dropped.
  EXPECT_EQ(str(h.infer("relax.matmul", {T({b, 1, m, k}), T({3, k, n})})),
            "R.Tensor((b, 3, m, n), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.matmul", {T({k}), T({b, k, n})})),
            "R.Tensor((b, n), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.matmul", {T({b, m, k}), T({k})})),
            "R.Tensor((b, m), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.matmul", {T({k}), T({k})})), "R.Tensor((), dtype=\"float32\")");
  // A reduction length proved equal by the Arith.
  PrimExpr two_k = make_binary(PrimKind::kMul, k, make_int(2));
  EXPECT_EQ(str(h.infer("relax.matmul",
                        {T({m, D(two_k)}), T({D(make_binary(PrimKind::kAdd, k, k)), n})})),
            "R.Tensor((m, n), dtype=\"float32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
}

TEST(OpsMatmul, ReductionLength) {
  PrimExpr m = make_var("m"), k = make_var("k"), j = make_var("j"), n = make_var("n");
  OpHarness h;
  // Provably different: an error.
  h.infer("relax.matmul", {T({2, 3}), T({4, 5})});
  EXPECT_TRUE(h.mentions("relax.matmul: the reduction lengths differ: x1 (2, 3) has 3 columns, "
                         "x2 (4, 5) has 4 rows"))
      << h.messages();
  h.clear();
  h.infer("relax.matmul", {T({m, k}), T({D(make_binary(PrimKind::kAdd, k, make_int(1))), n})});
  EXPECT_EQ(h.errors(), 1u) << h.messages();
  h.clear();
  // Undecided: a Possibly warning (TVM assumes them equal), and the result is still computed.
  EXPECT_EQ(str(h.infer("relax.matmul", {T({m, k}), T({j, n})})),
            "R.Tensor((m, n), dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u);
  EXPECT_EQ(h.warnings(), 1u);
  EXPECT_TRUE(h.mentions("the reduction lengths k and j are not provably equal; a run-time "
                         "check is needed"))
      << h.messages();
  ASSERT_EQ(h.sink.diagnostics().size(), 1u);
  EXPECT_EQ(h.sink.diagnostics()[0].severity, Severity::kWarning);
}

TEST(OpsMatmul, UnknownShapesPropagate) {
  PrimExpr m = make_var("m"), n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.matmul", {T_ndim(3), T({4, n})})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(str(h.infer("relax.matmul", {T_ndim(1), T_ndim(1)})),
            "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.matmul", {T_ndim(-1), T({4, n})})), "R.Tensor(dtype=\"float32\")");
  // Undecided batch broadcast: known ndim, unknown shape.
  EXPECT_EQ(str(h.infer("relax.matmul", {T({m, 2, 4}), T({n, 4, 3})})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
}

TEST(OpsMatmul, Errors) {
  OpHarness h;
  h.infer("relax.matmul", {T({}), T({2})});
  EXPECT_TRUE(h.mentions("relax.matmul needs operands of at least 1 dimension, but x1 is 0-d"))
      << h.messages();
  h.clear();
  h.infer("relax.matmul", {T({2, 2, 3}), T({5, 3, 4})});
  EXPECT_TRUE(h.mentions("relax.matmul: batch dimension 0 of the first operand (2) and "
                         "dimension 0 of the second (5)"))
      << h.messages();
  h.clear();
  h.infer("relax.matmul", {T({2, 3}, kF32), T({3, 4}, kF16)});
  EXPECT_TRUE(h.mentions("relax.matmul: the operands' dtypes differ: float32 and float16"))
      << h.messages();
  h.clear();
  EXPECT_EQ(str(h.infer("relax.matmul", {Obj(), T({3, 4})})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.matmul: argument 0 (x1) must be a tensor")) << h.messages();
}

TEST(OpsMatmul, OutDType) {
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.matmul", {T({2, 3}, kF16), T({3, 4}, kF16)},
                        attrs({{"out_dtype", AttrValue::String("float32")}}))),
            "R.Tensor((2, 4), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.matmul", {T({2, 3}, kF16), T({3, 4}, kF16)},
                        attrs({{"out_dtype", AttrValue::String("void")}}))),
            "R.Tensor((2, 4), dtype=\"float16\")");
  EXPECT_EQ(str(h.infer("relax.matmul", {T({2, 3}, kVoid), T({3, 4}, kF16)})), "R.Tensor((2, 4))");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.matmul", {T({2, 3}), T({3, 4})}, attrs({{"out_dtype", AttrValue::Int(1)}}));
  EXPECT_TRUE(h.mentions("attribute 'out_dtype' must be a dtype string, got 1")) << h.messages();
}

} // namespace ops_linear_algebra_test
} // namespace rxv::sem
