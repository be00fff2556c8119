// StructInfo rules and kernels of the creation family (semantics/ops/creation.cpp): zeros, ones,
// full, *_like, arange, astype, tril, triu.
#include <gtest/gtest.h>

#include "tests/semantics/ops_kernel_test_util.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_creation_test {

using namespace op_test;
using namespace kernel_test;

Attrs dtype_attrs(const char* dtype) { return attrs({{"dtype", AttrValue::String(dtype)}}); }

/// op(args) where args are the given expressions (their StructInfo as given).
StructInfo infer_exprs(OpHarness& h, const std::string& op, std::vector<Expr> args,
                       std::vector<StructInfo> sinfo, Attrs a) {
  return h.infer_on(make_call(make_op(op), std::move(args), std::move(a)), sinfo);
}

Expr prim_value(PrimExpr v) {
  auto n = std::make_shared<PrimValueNode>();
  n->value = std::move(v);
  return n;
}

TEST(OpsCreation, ZerosOnesShape) {
  PrimExpr n = make_var("n");
  OpHarness h;
  Expr shape = make_shape_expr({n, make_int(4)});
  EXPECT_EQ(str(infer_exprs(h, "relax.zeros", {shape}, {Shape({n, 4})}, dtype_attrs("float32"))),
            "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(str(infer_exprs(h, "relax.ones", {shape}, {Shape({n, 4})}, dtype_attrs("int8"))),
            "R.Tensor((n, 4), dtype=\"int8\")");
  // A shape held by a Var: the result's shape is that Var (as TVM), its ndim the Var's.
  StructInfo s = h.infer("relax.zeros", {Shape({n, 4})}, dtype_attrs("float32"));
  const auto* t = as<TensorSInfo>(s);
  ASSERT_TRUE(t);
  EXPECT_TRUE(as<VarNode>(t->shape));
  EXPECT_EQ(t->ndim, 2);
  // A shape of unknown values: ndim only.
  StructInfo u = make_shape_sinfo(std::nullopt, 3);
  EXPECT_EQ(
      str(infer_exprs(h, "relax.zeros", {make_relax_var("f", u)}, {u}, dtype_attrs("float32"))),
      "R.Tensor(f, dtype=\"float32\", ndim=3)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
}

TEST(OpsCreation, ZerosErrors) {
  OpHarness h;
  h.infer("relax.zeros", {T({2, 3})}, dtype_attrs("float32"));
  EXPECT_TRUE(h.mentions("relax.zeros: argument 0 (shape) must be a Shape")) << h.messages();
  h.clear();
  h.infer("relax.ones", {Shape({2})});
  EXPECT_TRUE(h.mentions("relax.ones needs a dtype")) << h.messages();
  h.clear();
  h.infer("relax.zeros", {Shape({2})}, attrs({{"fill", AttrValue::Int(1)}}));
  EXPECT_TRUE(h.mentions("unknown attribute 'fill'")) << h.messages();
}

TEST(OpsCreation, FullAndLike) {
  PrimExpr m = make_var("m");
  OpHarness h;
  Expr shape = make_shape_expr({make_int(2), m});
  // dtype void: the fill value's; its vdevice too.
  EXPECT_EQ(str(infer_exprs(h, "relax.full", {shape, make_relax_var("v", T({}, kI32))},
                            {Shape({2, m}), T({}, kI32)}, {})),
            "R.Tensor((2, m), dtype=\"int32\")");
  EXPECT_EQ(str(infer_exprs(h, "relax.full", {shape, make_relax_var("v", T({}, kI32))},
                            {Shape({2, m}), T({}, kI32)}, dtype_attrs("float16"))),
            "R.Tensor((2, m), dtype=\"float16\")");
  EXPECT_EQ(str(h.infer("relax.zeros_like", {T({m, 3}, kF16)})),
            "R.Tensor((m, 3), dtype=\"float16\")");
  EXPECT_EQ(str(h.infer("relax.ones_like", {T({m, 3}, kF16)}, dtype_attrs("int64"))),
            "R.Tensor((m, 3), dtype=\"int64\")");
  EXPECT_EQ(str(h.infer("relax.full_like", {T_ndim(2, kF32), T({}, kF32)})),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  // The fill value must be 0-d: an error when known not to be, a warning when unknown.
  h.infer("relax.full_like", {T({2}), T({1})});
  EXPECT_TRUE(h.mentions("relax.full_like: the fill value must be a 0-d tensor")) << h.messages();
  EXPECT_EQ(h.errors(), 1u);
  h.clear();
  h.infer("relax.full_like", {T({2}), T_ndim(-1)});
  EXPECT_EQ(h.errors(), 0u);
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  h.clear();
  h.infer("relax.full", {Shape({2}), Prim(kF32)});
  EXPECT_TRUE(h.mentions("relax.full: argument 1 (fill_value) must be a tensor")) << h.messages();
}

TEST(OpsCreation, Arange) {
  PrimExpr n = make_var("n");
  OpHarness h;
  auto arange = [&](PrimExpr a, PrimExpr b, PrimExpr c, Attrs at) {
    std::vector<StructInfo> s = {Prim(a->dtype, a), Prim(b->dtype, b), Prim(c->dtype, c)};
    return str(
        infer_exprs(h, "relax.arange", {prim_value(a), prim_value(b), prim_value(c)}, s, at));
  };
  EXPECT_EQ(arange(make_int(0), make_int(8), make_int(1), dtype_attrs("int64")),
            "R.Tensor((8,), dtype=\"int64\")");
  EXPECT_EQ(arange(make_int(1), make_int(8), make_int(3), dtype_attrs("float32")),
            "R.Tensor((3,), dtype=\"float32\")");
  // Negative steps count correctly; an empty range has length 0.
  EXPECT_EQ(arange(make_int(5), make_int(0), make_int(-1), {}), "R.Tensor((5,), dtype=\"int64\")");
  EXPECT_EQ(arange(make_int(3), make_int(0), make_int(1), {}), "R.Tensor((0,), dtype=\"int64\")");
  EXPECT_EQ(arange(make_float(0, kF32), make_float(1, kF32), make_float(0.25, kF32), {}),
            "R.Tensor((4,), dtype=\"float32\")");
  // Symbolic: (end - start + step - 1) // step, simplified.
  EXPECT_EQ(arange(make_int(0), n, make_int(2), {}), "R.Tensor(((n + 1) // 2,), dtype=\"int64\")");
  EXPECT_EQ(arange(make_int(0), n, make_int(1), {}), "R.Tensor((n,), dtype=\"int64\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  // A PrimValue without a known value: length unknown.
  EXPECT_EQ(str(h.infer("relax.arange", {Prim(kI64), Prim(kI64), Prim(kI64)})),
            "R.Tensor(dtype=\"int64\", ndim=1)");
  arange(make_int(0), make_int(4), make_int(0), {});
  EXPECT_TRUE(h.mentions("relax.arange: the step is 0")) << h.messages();
  h.clear();
  h.infer("relax.arange", {T({}), Prim(kI64), Prim(kI64)});
  EXPECT_TRUE(h.mentions("argument 0 (start) must be a PrimValue")) << h.messages();
}

TEST(OpsCreation, AstypeAndTrilu) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.astype", {T({n, 2})}, dtype_attrs("float16"))),
            "R.Tensor((n, 2), dtype=\"float16\")");
  EXPECT_EQ(str(h.infer("relax.tril", {T({n, n, 3}), Prim(kI64)})),
            "R.Tensor((n, n, 3), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.triu", {T_ndim(-1)}, attrs({{"k", AttrValue::Int(1)}}))),
            "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.astype", {T({2})});
  EXPECT_TRUE(h.mentions("missing attribute 'dtype'")) << h.messages();
  h.clear();
  h.infer("relax.tril", {T({4}), Prim(kI64)});
  EXPECT_TRUE(h.mentions("relax.tril needs a tensor of at least 2 dimensions")) << h.messages();
  h.clear();
  h.infer("relax.triu", {T({4, 4}), Prim(kF32)});
  EXPECT_TRUE(h.mentions("relax.triu: argument 1 (k) must be an integer PrimValue"))
      << h.messages();
}

// ---- Kernels ---------------------------------------------------------------------------------

TEST(OpsCreationKernel, Fill) {
  Tensor z = as_tensor(run("relax.zeros", {Value(ShapeValue{{2, 3}})}, dtype_attrs("float32")));
  expect_near(z, {2, 3}, {0, 0, 0, 0, 0, 0});
  Tensor o = as_tensor(run("relax.ones", {Value(ShapeValue{{2}})}, dtype_attrs("int32")));
  EXPECT_EQ(o.dtype, kI32);
  expect_near(o, {2}, {1, 1});
  Value fill(f32({}, {2.5}));
  expect_near(as_tensor(run("relax.full", {Value(ShapeValue{{2, 2}}), fill})), {2, 2},
              {2.5, 2.5, 2.5, 2.5});
  // Converted to the dtype as a cast: 2.5 -> int32 2.
  Tensor fi = as_tensor(run("relax.full", {Value(ShapeValue{{3}}), fill}, dtype_attrs("int32")));
  EXPECT_EQ(fi.dtype, kI32);
  expect_near(fi, {3}, {2, 2, 2});
  Value x(tensor(kI64, {3}, {4, 5, 6}));
  Tensor fl = as_tensor(run("relax.full_like", {x, Value(f32({}, {7.9}))}));
  EXPECT_EQ(fl.dtype, kI64);
  expect_near(fl, {3}, {7, 7, 7});
  Tensor ol = as_tensor(run("relax.ones_like", {x}, dtype_attrs("float16")));
  EXPECT_EQ(ol.dtype, kF16);
  expect_near(ol, {3}, {1, 1, 1});
  expect_near(as_tensor(run("relax.zeros_like", {x})), {3}, {0, 0, 0});
  // A fill value that is not 0-d, a shape argument that is not a shape.
  EXPECT_EQ(error_kind(run("relax.full", {Value(ShapeValue{{2}}), Value(f32({1}, {1}))})),
            EvalErrorKind::kShapeMismatch);
  EXPECT_EQ(error_kind(run("relax.zeros", {x}, dtype_attrs("float32"))), EvalErrorKind::kTypeError);
}

TEST(OpsCreationKernel, Arange) {
  Tensor a =
      as_tensor(run("relax.arange", {prim_int(0), prim_int(8), prim_int(1)}, dtype_attrs("int64")));
  EXPECT_EQ(a.dtype, kI64);
  expect_near(a, {8}, {0, 1, 2, 3, 4, 5, 6, 7});
  expect_near(as_tensor(run("relax.arange", {prim_int(5), prim_int(0), prim_int(-2)},
                            dtype_attrs("int32"))),
              {3}, {5, 3, 1});
  expect_near(as_tensor(run("relax.arange", {prim_float(0), prim_float(1), prim_float(0.25)},
                            dtype_attrs("float32"))),
              {4}, {0, 0.25, 0.5, 0.75});
  expect_near(as_tensor(run("relax.arange", {prim_int(3), prim_int(0), prim_int(1)})), {0}, {});
  EXPECT_EQ(error_kind(run("relax.arange", {prim_int(0), prim_int(3), prim_int(0)})),
            EvalErrorKind::kOther);
  EXPECT_EQ(error_kind(run("relax.arange", {prim_int(0), prim_int(3)})), EvalErrorKind::kTypeError);
}

TEST(OpsCreationKernel, Astype) {
  Value x(f32({4}, {1.7, -1.7, 3.0, 0.0}));
  Tensor i = as_tensor(run("relax.astype", {x}, dtype_attrs("int32")));
  EXPECT_EQ(i.dtype, kI32);
  expect_near(i, {4}, {1, -1, 3, 0});
  Tensor b = as_tensor(run("relax.astype", {x}, dtype_attrs("bool")));
  EXPECT_EQ(b.dtype, kBool);
  expect_near(b, {4}, {1, 1, 1, 0});
  // float16 rounds to nearest: 0.1 -> 0.0999755859375.
  Tensor h = as_tensor(run("relax.astype", {Value(f32({1}, {0.1}))}, dtype_attrs("float16")));
  EXPECT_EQ(h.get_float(0), 0.0999755859375);
  // int64 -> int8 wraps; uint8 -> float.
  Tensor w =
      as_tensor(run("relax.astype", {Value(tensor(kI64, {2}, {300, -129}))}, dtype_attrs("int8")));
  expect_near(w, {2}, {44, 127});
}

TEST(OpsCreationKernel, Trilu) {
  Value x(f32({3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9}));
  expect_near(as_tensor(run("relax.tril", {x, prim_int(0)})), {3, 3}, {1, 0, 0, 4, 5, 0, 7, 8, 9});
  expect_near(as_tensor(run("relax.triu", {x, prim_int(1)})), {3, 3}, {0, 2, 3, 0, 0, 6, 0, 0, 0});
  expect_near(as_tensor(run("relax.tril", {x, prim_int(-1)})), {3, 3}, {0, 0, 0, 4, 0, 0, 7, 8, 0});
  // Batched over leading dims, k as an attribute (older spelling), the input is not changed.
  Value y(f32({2, 1, 2}, {1, 2, 3, 4}));
  expect_near(as_tensor(run("relax.triu", {y}, attrs({{"k", AttrValue::Int(0)}}))), {2, 1, 2},
              {1, 2, 3, 4});
  expect_near(as_tensor(run("relax.tril", {y})), {2, 1, 2}, {1, 0, 3, 0});
  expect_near(as_tensor(x), {3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  EXPECT_EQ(error_kind(run("relax.tril", {Value(f32({3}, {1, 2, 3})), prim_int(0)})),
            EvalErrorKind::kShapeMismatch);
}

} // namespace ops_creation_test
} // namespace rxv::sem
