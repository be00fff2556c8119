// StructInfo rules of the manipulation families (semantics/ops/manipulation_*.cpp).
#include <gtest/gtest.h>

#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_manipulation_test {

using namespace op_test;

AttrValue S(const char* s) { return AttrValue::String(s); }
AttrValue I(int64_t i) { return AttrValue::Int(i); }
PrimExpr mul(PrimExpr a, D b) { return make_binary(PrimKind::kMul, std::move(a), b.e); }
PrimExpr add(PrimExpr a, D b) { return make_binary(PrimKind::kAdd, std::move(a), b.e); }

/// A call of `op` on a Var annotated `x` and an in-line ShapeExpr `shape`.
StructInfo with_shape_expr(OpHarness& h, const char* op, const StructInfo& x,
                           std::vector<PrimExpr> shape) {
  Expr sh = make_shape_expr(shape);
  Expr call = make_call(make_op(op), {make_relax_var("x", x), sh});
  return h.infer_on(call, {x, make_shape_sinfo(shape, int(shape.size()))});
}

TEST(OpsManipulation, Reshape) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(with_shape_expr(h, "relax.reshape", T({2, 3}), dims({3, 2}))),
            "R.Tensor((3, 2), dtype=\"float32\")");
  EXPECT_EQ(str(with_shape_expr(h, "relax.reshape", T({n, m}), dims({mul(n, m)}))),
            "R.Tensor((n * m,), dtype=\"float32\")");
  // A Shape-typed Var with known values gives a ShapeExpr; without, the Var itself.
  EXPECT_EQ(str(h.infer("relax.reshape", {T({n, 4}), Shape({4, n})})),
            "R.Tensor((4, n), dtype=\"float32\")");
  StructInfo by_var = h.infer("relax.reshape", {T({n, 4}), make_shape_sinfo(std::nullopt, 2)});
  ASSERT_NE(as<TensorSInfo>(by_var), nullptr);
  EXPECT_NE(as<VarNode>(as<TensorSInfo>(by_var)->shape), nullptr);
  EXPECT_EQ(as<TensorSInfo>(by_var)->ndim, 2);
  // Unknown input shape: no check, target shape.
  EXPECT_EQ(str(with_shape_expr(h, "relax.reshape", T_ndim(-1, kI32), dims({5}))),
            "R.Tensor((5,), dtype=\"int32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
}

TEST(OpsManipulation, ReshapeCounts) {
  PrimExpr n = make_var("n"), k = make_var("k");
  OpHarness h;
  EXPECT_EQ(str(with_shape_expr(h, "relax.reshape", T({2, 3}), dims({4, 2}))),
            "R.Tensor((4, 2), dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 1u);
  EXPECT_TRUE(h.mentions("relax.reshape: the element counts differ: x (2, 3) has 6 elements and "
                         "the new shape (4, 2) has 8"))
      << h.messages();
  h.clear();
  // n * 2 vs n + 2: equal only at n = 2: Possibly, a warning.
  with_shape_expr(h, "relax.reshape", T({n, 2}), dims({add(n, 2)}));
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  EXPECT_TRUE(h.mentions("not provably equal")) << h.messages();
  h.clear();
  // (k // 2) * 2 vs k: Possibly (odd k).
  with_shape_expr(h, "relax.reshape", T({k}),
                  dims({make_binary(PrimKind::kFloorDiv, k, make_int(2)), 2}));
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  h.clear();
  with_shape_expr(h, "relax.reshape", T({6}), dims({-1}));
  EXPECT_TRUE(h.mentions("dimension 0 of the target shape (-1,) is negative")) << h.messages();
  h.clear();
  h.infer("relax.reshape", {T({6}), T({6})});
  EXPECT_TRUE(h.mentions("argument 1 (shape) must be a shape")) << h.messages();
  h.clear();
  h.infer("relax.reshape", {Prim(kI64), Shape({1})});
  EXPECT_TRUE(h.mentions("argument 0 (x) must be a tensor")) << h.messages();
}

TEST(OpsManipulation, PermuteDims) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(
      str(h.infer("relax.permute_dims", {T({n, 2, 3})}, attrs({{"axes", int_list({1, 2, 0})}}))),
      "R.Tensor((2, 3, n), dtype=\"float32\")");
  EXPECT_EQ(
      str(h.infer("relax.permute_dims", {T({n, 2, 3})}, attrs({{"axes", AttrValue::None()}}))),
      "R.Tensor((3, 2, n), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.permute_dims", {T({n, 2})}, attrs({{"axes", int_list({-2, -1})}}))),
            "R.Tensor((n, 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.permute_dims", {T_ndim(3)})), "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(str(h.infer("relax.permute_dims", {T_ndim(-1)}, attrs({{"axes", int_list({1, 0})}}))),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.permute_dims", {T({2, 3})}, attrs({{"axes", int_list({0})}}));
  EXPECT_TRUE(h.mentions("1 axes given for a tensor of 2 dimensions")) << h.messages();
  h.clear();
  h.infer("relax.permute_dims", {T({2, 3})}, attrs({{"axes", int_list({0, 0})}}));
  EXPECT_TRUE(h.mentions("axis 0 is given more than once")) << h.messages();
  h.clear();
  h.infer("relax.permute_dims", {T({2, 3})}, attrs({{"axes", int_list({0, 2})}}));
  EXPECT_TRUE(h.mentions("axis 2 is out of range")) << h.messages();
}

TEST(OpsManipulation, ExpandDimsSqueezeFlatten) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.expand_dims", {T({n, 3})}, attrs({{"axis", int_list({0, -1})}}))),
            "R.Tensor((1, n, 3, 1), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.expand_dims", {T_ndim(2)}, attrs({{"axis", int_list({1})}}))),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(str(h.infer("relax.squeeze", {T({1, n, 1})}, attrs({{"axis", int_list({0})}}))),
            "R.Tensor((n, 1), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.squeeze", {T({1, 3, 1})})), "R.Tensor((3,), dtype=\"float32\")");
  // A symbolic dim may or may not be 1: the ndim is unknown.
  EXPECT_EQ(str(h.infer("relax.squeeze", {T({1, n})})), "R.Tensor(dtype=\"float32\")");
  // n + 2 >= 2 for shape vars: provably not 1, so nothing is removed.
  EXPECT_EQ(str(h.infer("relax.squeeze", {T({2, add(n, 2)})})),
            "R.Tensor((2, n + 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.flatten", {T({n, 3, 2})})), "R.Tensor((n * 6,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.flatten", {T({})})), "R.Tensor((1,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.flatten", {T_ndim(3)})), "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  // A literal length other than 1 stays (TVM >= 0.23, as PyTorch); a symbolic one provably
  // never 1 is an error.
  EXPECT_EQ(str(h.infer("relax.squeeze", {T({2, 3})}, attrs({{"axis", int_list({1})}}))),
            "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.squeeze", {T({2, add(n, 2)})}, attrs({{"axis", int_list({1})}}));
  EXPECT_TRUE(h.mentions("relax.squeeze: dimension 1 of x (2, n + 2) is n + 2, never 1"))
      << h.messages();
  h.clear();
  EXPECT_EQ(str(h.infer("relax.squeeze", {T({n, 3})}, attrs({{"axis", int_list({0})}}))),
            "R.Tensor((3,), dtype=\"float32\")");
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  h.clear();
  h.infer("relax.expand_dims", {T({2})});
  EXPECT_TRUE(h.mentions("missing attribute 'axis'")) << h.messages();
}

TEST(OpsManipulation, BroadcastTo) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(with_shape_expr(h, "relax.broadcast_to", T({1, 3}), dims({4, n, 3}))),
            "R.Tensor((4, n, 3), dtype=\"float32\")");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  with_shape_expr(h, "relax.broadcast_to", T({2, 3}), dims({4, 3}));
  EXPECT_TRUE(h.mentions("does not broadcast")) << h.messages();
  h.clear();
  with_shape_expr(h, "relax.broadcast_to", T({m}), dims({n}));
  EXPECT_EQ(h.warnings(), 1u) << h.messages();
  h.clear();
  with_shape_expr(h, "relax.broadcast_to", T({2, 3}), dims({3}));
  EXPECT_TRUE(h.mentions("the target shape has 1 dimensions, fewer than x's 2")) << h.messages();
}

TEST(OpsManipulation, Concat) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.concat", {Tup({T({n, 3}), T({m, 3}), T({2, 3})})},
                        attrs({{"axis", I(0)}}))),
            "R.Tensor((m + n + 2, 3), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.concat", {Tup({T({n, 3}), T({n, 4})})}, attrs({{"axis", I(-1)}}))),
            "R.Tensor((n, 7), dtype=\"float32\")");
  // Undecided other dims: unknown shape, no diagnostic.
  EXPECT_EQ(str(h.infer("relax.concat", {Tup({T({n, 3}), T({m, 3})})}, attrs({{"axis", I(1)}}))),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(
      str(h.infer("relax.concat", {Tup({T({n}), T({n})})}, attrs({{"axis", AttrValue::None()}}))),
      "R.Tensor((n * 2,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.concat", {Tup({T({n, 3})})})),
            "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.concat", {Tup({T_ndim(2), T({2, 3})})})),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.concat", {Tup({T({2, 3}), T({2, 4})})});
  EXPECT_TRUE(h.mentions("dimension 1 differs between the tensors")) << h.messages();
  h.clear();
  h.infer("relax.concat", {Tup({T({2, 3}), T({2, 3}, kI32)})});
  EXPECT_TRUE(h.mentions("dtypes differ")) << h.messages();
  h.clear();
  h.infer("relax.concat", {Tup({T({2, 3}), T({2})})});
  EXPECT_TRUE(h.mentions("tensor 1 has 1 dimensions, expected 2")) << h.messages();
  h.clear();
  h.infer("relax.concat", {Tup({T({2, 3}), T({2, 3})})}, attrs({{"axis", AttrValue::None()}}));
  EXPECT_TRUE(h.mentions("axis=None joins 1-D tensors")) << h.messages();
  h.clear();
  h.infer("relax.concat", {Tup({})});
  EXPECT_TRUE(h.mentions("needs at least one tensor")) << h.messages();
  h.clear();
  h.infer("relax.concat", {T({2})});
  EXPECT_TRUE(h.mentions("must be a tuple of tensors")) << h.messages();
  h.clear();
  h.infer("relax.concat", {Tup({T({2}), T({2})})}, attrs({{"axis", I(1)}}));
  EXPECT_TRUE(h.mentions("axis 1 is out of range")) << h.messages();
}

TEST(OpsManipulation, Split) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.split", {T({6, n})}, attrs({{"indices_or_sections", I(3)}}))),
            "R.Tuple(R.Tensor((2, n), dtype=\"float32\"), R.Tensor((2, n), dtype=\"float32\"), "
            "R.Tensor((2, n), dtype=\"float32\"))");
  EXPECT_EQ(str(h.infer("relax.split", {T({5})}, attrs({{"indices_or_sections", I(2)}}))),
            "R.Tuple(R.Tensor((3,), dtype=\"float32\"), R.Tensor((2,), dtype=\"float32\"))");
  // 5 in 4 sections: 2, 2, 1, 0 (TVM would say 2, 2, 2, -1).
  EXPECT_EQ(str(h.infer("relax.split", {T({5})}, attrs({{"indices_or_sections", I(4)}}))),
            "R.Tuple(R.Tensor((2,), dtype=\"float32\"), R.Tensor((2,), dtype=\"float32\"), "
            "R.Tensor((1,), dtype=\"float32\"), R.Tensor((0,), dtype=\"float32\"))");
  EXPECT_EQ(str(h.infer("relax.split", {T({2, 10})},
                        attrs({{"indices_or_sections", int_list({3, 7, 12})}, {"axis", I(1)}}))),
            "R.Tuple(R.Tensor((2, 3), dtype=\"float32\"), R.Tensor((2, 4), dtype=\"float32\"), "
            "R.Tensor((2, 3), dtype=\"float32\"), R.Tensor((2, 0), dtype=\"float32\"))");
  EXPECT_EQ(
      str(h.infer("relax.split", {T({mul(n, 4)})}, attrs({{"indices_or_sections", I(2)}}))),
      "R.Tuple(R.Tensor((n * 2,), dtype=\"float32\"), R.Tensor((n * 2,), dtype=\"float32\"))");
  // One piece: x itself, not a tuple.
  EXPECT_EQ(str(h.infer("relax.split", {T({4})}, attrs({{"indices_or_sections", I(1)}}))),
            "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.split", {T_ndim(2)}, attrs({{"indices_or_sections", I(2)}}))),
            "R.Tuple(R.Tensor(dtype=\"float32\", ndim=2), R.Tensor(dtype=\"float32\", ndim=2))");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.split", {T({4})}, attrs({{"indices_or_sections", I(0)}}));
  EXPECT_TRUE(h.mentions("the number of sections must be positive")) << h.messages();
  h.clear();
  h.infer("relax.split", {T({4})}, attrs({{"indices_or_sections", S("2")}}));
  EXPECT_TRUE(h.mentions("must be an int or a list of ints")) << h.messages();
  h.clear();
  h.infer("relax.split", {T({4})}, attrs({{"indices_or_sections", I(2)}, {"axis", I(1)}}));
  EXPECT_TRUE(h.mentions("axis 1 is out of range")) << h.messages();
}

TEST(OpsManipulation, TileRepeatFlip) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.tile", {T({n, 3})}, attrs({{"repeats", int_list({2, 1, 2})}}))),
            "R.Tensor((2, n, 6), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.tile", {T({n, 3})}, attrs({{"repeats", int_list({2})}}))),
            "R.Tensor((n, 6), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.repeat", {T({n, 3})}, attrs({{"repeats", I(2)}, {"axis", I(0)}}))),
            "R.Tensor((n * 2, 3), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.repeat", {T({n, 3})}, attrs({{"repeats", I(2)}}))),
            "R.Tensor((n * 6,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.repeat", {T_ndim(2)}, attrs({{"repeats", I(2)}}))),
            "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(str(h.infer("relax.flip", {T({n, 3})}, attrs({{"axis", I(-1)}}))),
            "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.flip", {T({n, 3})}, attrs({{"axis", I(2)}}));
  EXPECT_TRUE(h.mentions("axis 2 is out of range")) << h.messages();
  h.clear();
  h.infer("relax.tile", {T({3})}, attrs({{"repeats", int_list({-1})}}));
  EXPECT_TRUE(h.mentions("must not be negative")) << h.messages();
  h.clear();
  h.infer("relax.repeat", {T({3})}, attrs({{"repeats", I(-2)}}));
  EXPECT_TRUE(h.mentions("must not be negative")) << h.messages();
}

/// A tuple of int64 PrimValues with known values.
StructInfo PrimTup(std::initializer_list<D> values) {
  std::vector<StructInfo> f;
  for (const D& d : values) f.push_back(Prim(kI64, d.e));
  return Tup(f);
}

TEST(OpsManipulation, StridedSlice) {
  PrimExpr n = make_var("n");
  OpHarness h;
  // TVM's test: (8, 9, 10, 10) sliced on axes 0, 1, 3 gives (4, 9, 10, 3).
  EXPECT_EQ(
      str(h.infer("relax.strided_slice", {T({8, 9, 10, 10}), PrimTup({0, 1, 3}), PrimTup({1, 0, 8}),
                                          PrimTup({8, 9, 0}), PrimTup({2, 1, -3})})),
      "R.Tensor((4, 9, 10, 3), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.strided_slice",
                        {T({10, n}), PrimTup({0}), PrimTup({1}), PrimTup({8}), PrimTup({3})})),
            "R.Tensor((3, n), dtype=\"float32\")");
  // Negative begin counts from the end; an empty slice has length 0.
  EXPECT_EQ(
      str(h.infer("relax.strided_slice", {T({10}), PrimTup({0}), PrimTup({-3}), PrimTup({100})})),
      "R.Tensor((3,), dtype=\"float32\")");
  EXPECT_EQ(
      str(h.infer("relax.strided_slice", {T({10}), PrimTup({0}), PrimTup({5}), PrimTup({2})})),
      "R.Tensor((0,), dtype=\"float32\")");
  // Unknown values: the ndim is kept.
  EXPECT_EQ(
      str(h.infer("relax.strided_slice", {T({10}), PrimTup({0}), Tup({Prim(kI64)}), PrimTup({2})})),
      "R.Tensor(dtype=\"float32\", ndim=1)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.strided_slice", {T({10}), PrimTup({0}), PrimTup({1}), PrimTup({2}), PrimTup({0})});
  EXPECT_TRUE(h.mentions("the stride of axis 0 is 0")) << h.messages();
  h.clear();
  h.infer("relax.strided_slice", {T({10}), PrimTup({0}), PrimTup({1, 2}), PrimTup({2})});
  EXPECT_TRUE(h.mentions("1 axes but 2 begin values")) << h.messages();
  h.clear();
  h.infer("relax.strided_slice", {T({10}), PrimTup({1}), PrimTup({1}), PrimTup({2})});
  EXPECT_TRUE(h.mentions("axis 1 is out of range")) << h.messages();
  h.clear();
  h.infer("relax.strided_slice", {T({10}), T({1}), PrimTup({1}), PrimTup({2})});
  EXPECT_TRUE(h.mentions("argument 1 (axes) must be a tuple of integer PrimValues"))
      << h.messages();
}

TEST(OpsManipulation, Take) {
  PrimExpr n = make_var("n"), m = make_var("m");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.take", {T({n, 4}), T({m, 2}, kI64)}, attrs({{"axis", I(1)}}))),
            "R.Tensor((n, m, 2), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.take", {T({n}), T({3}, kI32)})),
            "R.Tensor((3,), dtype=\"float32\")");
  // A PrimValue index drops the axis.
  EXPECT_EQ(str(h.infer("relax.take", {T({n, 4}), Prim(kI64)}, attrs({{"axis", I(0)}}))),
            "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.take", {T({n, 4}), T_ndim(2, kI64)},
                        attrs({{"axis", I(0)}, {"mode", S("clip")}}))),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.take", {T({n, 4}), T({3}, kI64)});
  EXPECT_TRUE(h.mentions("without an axis x must be 1-D")) << h.messages();
  h.clear();
  h.infer("relax.take", {T({4}), T({3}, kF32)});
  EXPECT_TRUE(h.mentions("the indices must have an integer dtype, got float32")) << h.messages();
  h.clear();
  h.infer("relax.take", {T({4}), T({3}, kI64)}, attrs({{"mode", S("raise")}}));
  EXPECT_TRUE(h.mentions("mode must be")) << h.messages();
}

TEST(OpsManipulation, LayoutTransform) {
  OpHarness h;
  auto lt = [&](StructInfo x, const char* map, Attrs extra = {}) {
    Attrs a = extra;
    a.entries.insert(a.entries.begin(), {"index_map", AttrValue::Raw(map)});
    return str(h.infer("relax.layout_transform", {std::move(x)}, a));
  };
  EXPECT_EQ(lt(T({1, 8, 4, 4}), "T.index_map(lambda n, c, h, w: (n, c // 4, h, w, c % 4))"),
            "R.Tensor((1, 2, 4, 4, 4), dtype=\"float32\")");
  EXPECT_EQ(lt(T({1, 2, 4, 4, 4}), "T.index_map(lambda n, c0, h, w, c1: (n, c0 * 4 + c1, h, w))"),
            "R.Tensor((1, 8, 4, 4), dtype=\"float32\")");
  EXPECT_EQ(lt(T({3, 5}), "T.index_map(lambda i, j: (j, i))"),
            "R.Tensor((5, 3), dtype=\"float32\")");
  // Padding: 6 in blocks of 4.
  EXPECT_EQ(lt(T({6}), "T.index_map(lambda i: (i // 4, i % 4))",
               attrs({{"pad_value", AttrValue::Float(0)}})),
            "R.Tensor((2, 4), dtype=\"float32\")");
  EXPECT_EQ(lt(T_ndim(-1), "T.index_map(lambda i, j: (j, i))"),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  lt(T({3}), "T.index_map(lambda i, j: (j, i))");
  EXPECT_TRUE(h.mentions("the index map takes 2 indices but x has 1 dimensions")) << h.messages();
  h.clear();
  lt(T({3}), "lambda i: i");
  EXPECT_TRUE(h.mentions("index_map must be T.index_map(lambda ...)")) << h.messages();
  h.clear();
  lt(T({3}, kI32), "T.index_map(lambda i: (i,))", attrs({{"pad_value", AttrValue::Float(0.5)}}));
  EXPECT_TRUE(h.mentions("pad_value 0.5 does not fit dtype int32")) << h.messages();
}

} // namespace ops_manipulation_test
} // namespace rxv::sem
