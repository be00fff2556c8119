#include "semantics/ir/structural_equal.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <string>

namespace rxv::sem {
namespace structural_equal_test {

const DataType kF32 = DataType::Float(32);
const DataType kI64 = DataType::Int(64);

// ---- builders (each call makes fresh variables) ----

Expr call_op(const std::string& op, std::vector<Expr> args, Attrs attrs = {},
             std::vector<StructInfo> sinfo_args = {}) {
  return make_call(make_op(op), std::move(args), std::move(attrs), std::move(sinfo_args));
}
Binding bind_var(Var v, Expr value) {
  return Binding{std::move(v), std::move(value), false, nullptr, {}};
}
Binding match_cast(Var v, Expr value, StructInfo s) {
  return Binding{std::move(v), std::move(value), true, std::move(s), {}};
}
Expr seq(std::vector<BindingBlock> blocks, Expr body) {
  auto n = std::make_shared<SeqExprNode>();
  n->blocks = std::move(blocks);
  n->body = std::move(body);
  return n;
}
BindingBlock block(std::vector<Binding> bindings, bool dataflow = false) {
  return BindingBlock{dataflow, std::move(bindings), {}};
}
Function func(std::vector<Var> params, Expr body, StructInfo ret = nullptr, Attrs attrs = {},
              bool pure = true) {
  auto n = std::make_shared<FunctionNode>();
  n->params = std::move(params);
  n->body = std::move(body);
  n->ret_sinfo = std::move(ret);
  n->attrs = std::move(attrs);
  n->is_pure = pure;
  return n;
}
Expr constant(std::vector<double> values, DataType dtype = kF32) {
  auto n = std::make_shared<ConstantNode>();
  n->data.dtype = dtype;
  n->data.shape = {int64_t(values.size())};
  n->data.floats = std::move(values);
  return n;
}
template <class Node, class T> Expr leaf(T value) {
  auto n = std::make_shared<Node>();
  if constexpr (std::is_same_v<Node, ExternFuncNode>)
    n->global_symbol = std::move(value);
  else
    n->value = std::move(value);
  return n;
}
Expr tuple_get(Expr t, int64_t i) {
  auto n = std::make_shared<TupleGetItemNode>();
  n->tuple = std::move(t);
  n->index = i;
  return n;
}
Expr if_expr(Expr c, Expr t, Expr f) {
  auto n = std::make_shared<IfNode>();
  n->cond = std::move(c);
  n->true_branch = std::move(t);
  n->false_branch = std::move(f);
  return n;
}
PrimExpr add(PrimExpr a, PrimExpr b) { return make_binary(PrimKind::kAdd, a, b); }
PrimExpr mul(PrimExpr a, PrimExpr b) { return make_binary(PrimKind::kMul, a, b); }
StructInfo tensor(std::vector<PrimExpr> dims, DataType dt = kF32) {
  return make_tensor_sinfo(std::move(dims), dt);
}
Attrs attrs_of(std::vector<std::pair<std::string, AttrValue>> entries) { return Attrs{entries}; }

void expect_equal(const Expr& a, const Expr& b) {
  EXPECT_TRUE(structural_equal(a, b));
  EXPECT_TRUE(structural_equal(b, a));
  EXPECT_EQ(structural_hash(a), structural_hash(b));
}
void expect_differ(const Expr& a, const Expr& b) {
  EXPECT_FALSE(structural_equal(a, b));
  EXPECT_FALSE(structural_equal(b, a));
}

// f(x: R.Tensor((n, 4)), y) = add(x, y) followed by multiply, with names chosen by the caller.
Function small_fn(const std::string& x_name, const std::string& n_name) {
  PrimExpr n = make_var(n_name);
  Var x = make_relax_var(x_name, tensor({n, make_int(4)}));
  Var y = make_relax_var(x_name + "y", tensor({n, make_int(4)}));
  Var lv = make_relax_var("lv", tensor({n, make_int(4)}), /*dataflow=*/true);
  Var gv = make_relax_var("gv", tensor({n, make_int(4)}));
  Expr body = seq({block({bind_var(lv, call_op("relax.add", {x, y})),
                          bind_var(gv, call_op("relax.multiply", {lv, x}))},
                         /*dataflow=*/true)},
                  gv);
  return func({x, y}, body, tensor({n, make_int(4)}));
}

TEST(StructuralEqual, AlphaRenamedFunctionsAreEqual) {
  Function a = small_fn("x", "n"), b = small_fn("other", "m");
  expect_equal(a, b);
  EXPECT_TRUE(structural_equal(a, a));
}

TEST(StructuralEqual, SwappedUsesDiffer) {
  auto build = [](bool swap) {
    Var x = make_relax_var("x"), y = make_relax_var("y");
    return func({x, y},
                swap ? call_op("relax.subtract", {y, x}) : call_op("relax.subtract", {x, y}));
  };
  expect_differ(build(false), build(true));
  expect_equal(build(true), build(true));
}

TEST(StructuralEqual, MappingMustBeBijective) {
  Var x = make_relax_var("x"), y = make_relax_var("y");
  Var a = make_relax_var("a"), b = make_relax_var("b");
  expect_differ(func({x, y}, call_op("relax.add", {x, y})),
                func({a, b}, call_op("relax.add", {a, a})));
  // Nor may two variables on the left meet one on the right (here captured, paired on first use).
  Var u = make_relax_var("u"), v = make_relax_var("v"), w = make_relax_var("w");
  expect_differ(func({}, call_op("relax.add", {u, v})), func({}, call_op("relax.add", {w, w})));
}

TEST(StructuralEqual, ShapeVariablesInSignatures) {
  auto build = [](bool same_dims, bool swap_ret) {
    PrimExpr n = make_var("n"), m = make_var("m");
    Var x = make_relax_var("x", tensor({n, same_dims ? n : m}));
    return func({x}, x, tensor({swap_ret ? m : n, same_dims ? n : m}));
  };
  expect_equal(build(false, false), build(false, false));
  expect_differ(build(false, false), build(true, false)); // (n, m) vs (n, n)
  expect_differ(build(false, false), build(false, true)); // returns (n, m) vs (m, m)
  // Shape variables differing in dtype do not pair.
  PrimExpr n64 = make_var("n"), n32 = make_var("n", DataType::Int(32));
  Var x = make_relax_var("x", tensor({n64})), y = make_relax_var("x", tensor({n32}));
  expect_differ(func({x}, x), func({y}, y));
}

TEST(StructuralEqual, MatchCastDefinesShapeVariables) {
  auto build = [](bool use_outer) {
    PrimExpr n = make_var("n"), k = make_var("k");
    Var x = make_relax_var("x", tensor({n}));
    Var lv = make_relax_var("lv", tensor({k}));
    Var out = make_relax_var("out", tensor({use_outer ? n : k}));
    Expr body = seq(
        {block({match_cast(lv, x, tensor({k})), bind_var(out, call_op("relax.add", {lv, lv}))})},
        out);
    return func({x}, body);
  };
  expect_equal(build(false), build(false));
  expect_differ(build(false), build(true));
  // Outside any function, the MatchCast is still a binding site for `k` but `x` stays free.
  Var x = make_relax_var("x", tensor({make_int(3)}));
  auto bare = [&x]() {
    PrimExpr k = make_var("k");
    Var lv = make_relax_var("lv", tensor({k}));
    return seq({block({match_cast(lv, x, tensor({k}))})}, call_op("relax.add", {lv, lv}));
  };
  expect_equal(bare(), bare());
}

TEST(StructuralEqual, ShadowingComparesBindingsNotNames) {
  // f(x) { x = add(x, x); return <inner x or outer x> }: both x print alike, but differ.
  auto build = [](bool return_outer) {
    Var outer = make_relax_var("x"), inner = make_relax_var("x");
    Expr body = seq({block({bind_var(inner, call_op("relax.add", {outer, outer}))})},
                    return_outer ? outer : inner);
    return func({outer}, body);
  };
  expect_equal(build(true), build(true));
  expect_equal(build(false), build(false));
  expect_differ(build(true), build(false));
}

TEST(StructuralEqual, ClosuresCapturingOuterVariables) {
  enum Body { kCaptured, kOwnParam, kSwapped };
  auto inner_fn = [](const Var& captured, Body b) {
    Var y = make_relax_var("y");
    Expr e = b == kCaptured   ? call_op("relax.add", {captured, y})
             : b == kOwnParam ? call_op("relax.add", {y, y})
                              : call_op("relax.add", {y, captured});
    return func({y}, e);
  };
  auto outer_fn = [&](Body b) {
    Var x = make_relax_var("x"), g = make_relax_var("g");
    return func({x}, seq({block({bind_var(g, inner_fn(x, b))})}, g));
  };
  expect_equal(outer_fn(kCaptured), outer_fn(kCaptured));
  expect_differ(outer_fn(kCaptured), outer_fn(kOwnParam));
  expect_differ(outer_fn(kCaptured), outer_fn(kSwapped));

  // A whole function is closed: its captured variables pair on first encounter.
  Var u = make_relax_var("u"), v = make_relax_var("v");
  expect_equal(inner_fn(u, kCaptured), inner_fn(v, kCaptured));
  // Inside a larger fragment, free variables compare by identity.
  expect_differ(make_tuple({inner_fn(u, kCaptured)}), make_tuple({inner_fn(v, kCaptured)}));
  expect_equal(make_tuple({inner_fn(u, kCaptured)}), make_tuple({inner_fn(u, kCaptured)}));
}

TEST(StructuralEqual, FreeVariablesCompareByIdentity) {
  PrimExpr n = make_var("n"), m = make_var("n");
  EXPECT_TRUE(structural_equal(n, n));
  EXPECT_FALSE(structural_equal(n, m));
  EXPECT_TRUE(structural_equal(add(n, make_int(1)), add(n, make_int(1))));
  EXPECT_FALSE(structural_equal(tensor({n}), tensor({m})));
  Var x = make_relax_var("x"), y = make_relax_var("x");
  EXPECT_TRUE(structural_equal(call_op("relax.add", {x, x}), call_op("relax.add", {x, x})));
  EXPECT_FALSE(structural_equal(call_op("relax.add", {x, x}), call_op("relax.add", {y, y})));
  // A free variable met by identity stays paired with itself: x cannot pair with a bound one later.
  Var z = make_relax_var("z");
  EXPECT_FALSE(structural_equal(make_tuple({x, seq({block({bind_var(z, x)})}, z)}),
                                make_tuple({x, seq({block({bind_var(x, x)})}, x)})));
  // A FuncStructInfo's parameters define the shape variables they mention.
  auto callable = [](bool same) {
    PrimExpr k = make_var("k"), j = make_var("j");
    return make_func_sinfo(std::vector<StructInfo>{tensor({k})}, tensor({same ? k : j}), true);
  };
  EXPECT_TRUE(structural_equal(callable(true), callable(true)));
  EXPECT_EQ(structural_hash(callable(true)), structural_hash(callable(true)));
  EXPECT_FALSE(structural_equal(callable(true), callable(false)));
}

TEST(StructuralEqual, DataflowVarDiffersFromVar) {
  auto build = [](bool dataflow) {
    Var x = make_relax_var("x");
    Var lv = make_relax_var("lv", nullptr, dataflow);
    return func({x}, seq({block({bind_var(lv, x)}, true)}, lv));
  };
  expect_differ(build(true), build(false));
}

TEST(StructuralEqual, VarAnnotationsAreCompared) {
  auto build = [](DataType dt) {
    Var x = make_relax_var("x", tensor({make_int(4)}, dt));
    return func({x}, x);
  };
  expect_differ(build(kF32), build(DataType::Float(16)));
  Var a = make_relax_var("a", make_object_sinfo()), b = make_relax_var("a");
  expect_differ(func({a}, a), func({b}, b));
}

TEST(StructuralEqual, Constants) {
  double nan = std::numeric_limits<double>::quiet_NaN();
  double computed_nan = -std::nan("1"); // other sign and payload bits
  expect_equal(constant({1.0, nan}), constant({1.0, computed_nan}));
  expect_differ(constant({0.0}), constant({-0.0}));
  expect_differ(constant({1.0}), constant({1.0}, DataType::Float(16)));
  expect_differ(constant({1.0}), constant({1.0, 1.0}));
  expect_differ(constant({1.0, 2.0}), constant({2.0, 1.0}));
  auto ints = [](std::vector<int64_t> v, std::vector<int64_t> shape) {
    auto n = std::make_shared<ConstantNode>();
    n->data.dtype = DataType::Int(32);
    n->data.shape = std::move(shape);
    n->data.ints = std::move(v);
    return Expr(n);
  };
  expect_equal(ints({1, 2, 3, 4}, {2, 2}), ints({1, 2, 3, 4}, {2, 2}));
  expect_differ(ints({1, 2, 3, 4}, {2, 2}), ints({1, 2, 3, 4}, {4}));
  EXPECT_TRUE(structural_equal(make_float(nan), make_float(computed_nan)));
  EXPECT_FALSE(structural_equal(make_float(0.0), make_float(-0.0)));
}

TEST(StructuralEqual, AttrsCompareInOrderAndDeeply) {
  auto op_with = [](Attrs a) { return call_op("relax.sum", {}, std::move(a)); };
  AttrValue list;
  list.kind = AttrValue::Kind::kList;
  list.items = {AttrValue::Int(1), AttrValue::Float(std::nan(""))};
  Attrs ab = attrs_of({{"a", AttrValue::Int(1)}, {"b", list}});
  Attrs ba = attrs_of({{"b", list}, {"a", AttrValue::Int(1)}});
  expect_equal(op_with(ab), op_with(ab));
  expect_differ(op_with(ab), op_with(ba));
  AttrValue tuple = list;
  tuple.is_tuple = true;
  expect_differ(op_with(ab), op_with(attrs_of({{"a", AttrValue::Int(1)}, {"b", tuple}})));
  expect_differ(op_with(attrs_of({{"a", AttrValue::Int(1)}})),
                op_with(attrs_of({{"a", AttrValue::Bool(true)}})));
  expect_differ(op_with(attrs_of({{"a", AttrValue::String("NCHW")}})),
                op_with(attrs_of({{"a", AttrValue::Raw("NCHW")}})));
  // kExpr values compare under the current variable mapping.
  auto fn_with_expr_attr = [](bool refer_second) {
    Var x = make_relax_var("x"), y = make_relax_var("y");
    AttrValue v;
    v.kind = AttrValue::Kind::kExpr;
    v.expr = refer_second ? y : x;
    return func({x, y}, x, nullptr, attrs_of({{"ref", v}}));
  };
  expect_equal(fn_with_expr_attr(false), fn_with_expr_attr(false));
  expect_differ(fn_with_expr_attr(false), fn_with_expr_attr(true));
}

TEST(StructuralEqual, NullsEqualOnlyNull) {
  EXPECT_TRUE(structural_equal(Expr(), Expr()));
  EXPECT_FALSE(structural_equal(Expr(), make_op("relax.add")));
  EXPECT_FALSE(structural_equal(make_op("relax.add"), Expr()));
  EXPECT_TRUE(structural_equal(StructInfo(), StructInfo()));
  EXPECT_FALSE(structural_equal(StructInfo(), make_object_sinfo()));
  EXPECT_TRUE(structural_equal(PrimExpr(), PrimExpr()));
  EXPECT_FALSE(structural_equal(make_int(0), PrimExpr()));
  EXPECT_EQ(structural_hash(Expr()), structural_hash(Expr()));
  expect_differ(func({}, nullptr), func({}, make_tuple({})));
}

TEST(StructuralEqual, IgnoresLocationsAndNameHints) {
  expect_equal(make_op("relax.add", SourceLoc{3, 4}), make_op("relax.add"));
  expect_equal(make_global_var("f", SourceLoc{1, 1}), make_global_var("f"));
  expect_differ(make_global_var("f"), make_global_var("g"));
  EXPECT_TRUE(structural_equal(make_int(1, kI64, SourceLoc{2, 2}), make_int(1)));
  EXPECT_FALSE(structural_equal(make_int(1), make_int(1, DataType::Int(32))));
}

// ---- every expression kind, and a change to each ----

enum Change {
  kBase,
  kConstValue,
  kTupleArity,
  kGetIndex,
  kOpName,
  kCallAttr,
  kSinfoArg,
  kShapeValue,
  kPrimValue,
  kString,
  kDtypeImm,
  kExternName,
  kMatchCastSinfo,
  kInnerParamDataflow,
  kIfSwap,
  kGlobalName,
  kRetSinfo,
  kPurity,
  kFuncAttr,
  kBlockDataflow,
  kAnnotation,
  kPrimSinfoValue,
  kTensorVdevice,
  kShapeSinfoNdim,
  kNumChanges
};

Function every_kind(Change c) {
  PrimExpr n = make_var("n"), k = make_var("k");
  Var x = make_relax_var("x", tensor({n, make_int(4)}));
  Var p = make_relax_var("p", make_prim_sinfo(kI64, c == kPrimSinfoValue ? k : n));
  auto s_sinfo = std::make_shared<ShapeSInfo>();
  s_sinfo->ndim = c == kShapeSinfoNdim ? 3 : 2;
  Var s = make_relax_var("s", s_sinfo);
  auto df = [](const char* name) { return make_relax_var(name, nullptr, true); };
  Var cst = df("c"), t = df("t"), g = df("g"), lv = df("lv"), sh = df("sh"), pv = df("pv"),
      st = df("st"), dt = df("dt"), ef = df("ef"), out = make_relax_var("out");
  std::vector<Binding> df_bindings = {
      bind_var(cst, constant({1.5, c == kConstValue ? 2.0 : 2.5})),
      bind_var(t, make_tuple(c == kTupleArity ? std::vector<Expr>{x, cst, cst}
                                              : std::vector<Expr>{x, cst})),
      bind_var(g, tuple_get(t, c == kGetIndex ? 1 : 0)),
      bind_var(lv,
               call_op(c == kOpName ? "relax.subtract" : "relax.add", {g, x},
                       attrs_of({{"axis", AttrValue::Int(c == kCallAttr ? 2 : 1)}}),
                       {tensor({n, make_int(4)}, c == kSinfoArg ? DataType::Float(16) : kF32)})),
      bind_var(sh, make_shape_expr({n, make_int(c == kShapeValue ? 5 : 4)})),
      bind_var(pv, leaf<PrimValueNode>(add(n, make_int(c == kPrimValue ? 2 : 1)))),
      bind_var(st, leaf<StringImmNode>(std::string(c == kString ? "bye" : "hi"))),
      bind_var(dt, leaf<DataTypeImmNode>(c == kDtypeImm ? DataType::Int(8) : kF32)),
      bind_var(ef, leaf<ExternFuncNode>(std::string(c == kExternName ? "other" : "my_fn"))),
      bind_var(out, make_call(ef, {lv, sh, pv, st, dt})),
  };
  auto tsinfo = std::make_shared<TensorSInfo>(*as<TensorSInfo>(tensor({k, make_int(4)})));
  if (c == kTensorVdevice) tsinfo->vdevice = "cuda:0";
  Var m =
      make_relax_var("m", c == kAnnotation ? tensor({k, make_int(3)}) : tensor({k, make_int(4)}));
  Var y = make_relax_var("y", nullptr, c == kInnerParamDataflow);
  Var inner = make_relax_var("inner"), r = make_relax_var("r"), z = make_relax_var("z");
  Var then_v = make_relax_var("a"), else_v = make_relax_var("b");
  Expr then_e = seq({block({bind_var(then_v, call_op("relax.negative", {m}))})}, then_v);
  Expr else_e = seq({block({bind_var(else_v, m)})}, else_v);
  std::vector<Binding> bindings = {
      match_cast(m, out, c == kMatchCastSinfo ? tensor({k, k}) : StructInfo(tsinfo)),
      bind_var(inner, func({y}, call_op("relax.add", {y, m}))),
      bind_var(r, if_expr(p, c == kIfSwap ? else_e : then_e, c == kIfSwap ? then_e : else_e)),
      bind_var(z, make_call(make_global_var(c == kGlobalName ? "h" : "g"), {inner, r})),
  };
  Expr body = seq({block(df_bindings, c != kBlockDataflow), block(bindings)}, z);
  Attrs fattrs = attrs_of({{"global_symbol", AttrValue::String("f")},
                           {"num_input", AttrValue::Int(c == kFuncAttr ? 2 : 1)}});
  return func({x, p, s}, body, c == kRetSinfo ? make_object_sinfo() : tensor({k, make_int(4)}),
              fattrs, c != kPurity);
}

TEST(StructuralEqual, EveryExpressionKindAndEachChange) {
  expect_equal(every_kind(kBase), every_kind(kBase));
  std::set<size_t> hashes;
  for (int i = 0; i < kNumChanges; ++i) {
    Function fi = every_kind(Change(i));
    hashes.insert(structural_hash(fi));
    for (int j = 0; j < kNumChanges; ++j)
      EXPECT_EQ(structural_equal(fi, every_kind(Change(j))), i == j) << i << " vs " << j;
  }
  // Not a guarantee of hashing, but a sample of different programs should not collide.
  EXPECT_EQ(hashes.size(), size_t(kNumChanges));
}

TEST(StructuralEqual, HashIsDeterministicAndIgnoresNames) {
  // No addresses: hashing two separately built copies gives one value.
  EXPECT_EQ(structural_hash(every_kind(kBase)), structural_hash(every_kind(kBase)));
  EXPECT_EQ(structural_hash(small_fn("a", "b")), structural_hash(small_fn("c", "d")));
  EXPECT_NE(structural_hash(make_int(1)), structural_hash(make_int(2)));
  EXPECT_NE(structural_hash(tensor({make_int(1)})), structural_hash(tensor({make_int(2)})));
}

// ---- TIR ----

enum TirChange {
  kTirBase,
  kExtent,
  kSwapIndex,
  kBlockName,
  kLoopKind,
  kBufferDtype,
  kStoreValue,
  kBufferMapIndex,
  kAllocShape,
  kLetValue,
  kIterKind,
  kNumTirChanges
};

PrimFunc tir_fn(TirChange c, const std::string& prefix) {
  PrimExpr n = make_var(prefix + "n");
  PrimExpr va = make_var(prefix + "var_A", DataType::Handle());
  PrimExpr vb = make_var(prefix + "var_B", DataType::Handle());
  auto buf = [&](const std::string& name, DataType dt, std::vector<PrimExpr> shape) {
    auto b = std::make_shared<BufferNode>();
    b->name = prefix + name;
    b->dtype = dt;
    b->shape = std::move(shape);
    return b;
  };
  Buffer A = buf("A", kF32, {n, make_int(4)});
  Buffer B = buf("B", c == kBufferDtype ? DataType::Float(16) : kF32, {n, make_int(4)});
  Buffer tmp = buf("tmp", kF32, {make_int(c == kAllocShape ? 8 : 4)});
  PrimExpr i = make_var(prefix + "i"), j = make_var(prefix + "j");
  PrimExpr vi = make_var(prefix + "vi"), vj = make_var(prefix + "vj"), t = make_var(prefix + "t");
  auto blk = std::make_shared<BlockStmt>();
  blk->name = c == kBlockName ? "C" : "B";
  blk->iter_vars = {{vi, make_int(0), n, IterVar::Kind::kSpatial},
                    {vj, make_int(0), make_int(4),
                     c == kIterKind ? IterVar::Kind::kReduce : IterVar::Kind::kSpatial}};
  blk->iter_values = {i, j};
  blk->reads = {BufferRegion{A, {{vi, make_int(1)}, {vj, make_int(1)}}}};
  blk->writes = {BufferRegion{B, {{vi, make_int(1)}, {vj, make_int(1)}}}};
  auto store = std::make_shared<BufferStoreStmt>();
  store->buffer = B;
  store->indices = c == kSwapIndex ? std::vector<PrimExpr>{vj, vi} : std::vector<PrimExpr>{vi, vj};
  store->value = mul(make_buffer_load(A, {vi, vj}), make_float(c == kStoreValue ? 3.0 : 2.0));
  auto let = std::make_shared<LetStmt>();
  let->var = t;
  let->value = add(vi, make_int(c == kLetValue ? 2 : 1));
  auto tmp_store = std::make_shared<BufferStoreStmt>();
  tmp_store->buffer = tmp;
  tmp_store->indices = {vj};
  tmp_store->value = make_cast(kF32, t);
  let->body = tmp_store;
  auto body = std::make_shared<SeqStmt>();
  body->stmts = {store, let};
  blk->body = body;
  auto inner = std::make_shared<ForStmt>();
  inner->loop_var = j;
  inner->min = make_int(0);
  inner->extent = make_int(c == kExtent ? 5 : 4);
  inner->body = blk;
  auto outer = std::make_shared<ForStmt>();
  outer->loop_var = i;
  outer->min = make_int(0);
  outer->extent = n;
  outer->for_kind = c == kLoopKind ? ForStmt::Kind::kParallel : ForStmt::Kind::kSerial;
  outer->body = inner;
  auto f = std::make_shared<PrimFuncNode>();
  f->params = {va, vb};
  f->buffer_map = {{0, A}, {c == kBufferMapIndex ? 0u : 1u, B}};
  f->root_alloc_buffers = {tmp};
  f->body = outer;
  f->attrs = attrs_of({{"tir.noalias", AttrValue::Bool(true)}});
  return f;
}

IRModule module_of(std::vector<GlobalFunc> fs) {
  IRModule m;
  m.functions = std::move(fs);
  return m;
}
GlobalFunc tir_global(const std::string& name, PrimFunc f) {
  return GlobalFunc{name, nullptr, f, {}};
}
GlobalFunc relax_global(const std::string& name, Function f) {
  return GlobalFunc{name, f, nullptr, {}};
}

TEST(StructuralEqual, TirRenamedVariablesAndBuffersAreEqual) {
  IRModule a = module_of({tir_global("add", tir_fn(kTirBase, ""))});
  IRModule b = module_of({tir_global("add", tir_fn(kTirBase, "renamed_"))});
  EXPECT_TRUE(structural_equal(a, b));
  EXPECT_EQ(structural_hash(a), structural_hash(b));
  std::set<size_t> hashes;
  for (int i = 0; i < kNumTirChanges; ++i) {
    IRModule mi = module_of({tir_global("add", tir_fn(TirChange(i), "x"))});
    hashes.insert(structural_hash(mi));
    for (int j = 0; j < kNumTirChanges; ++j) {
      IRModule mj = module_of({tir_global("add", tir_fn(TirChange(j), "y"))});
      EXPECT_EQ(structural_equal(mi, mj), i == j) << i << " vs " << j;
    }
  }
  EXPECT_EQ(hashes.size(), size_t(kNumTirChanges));
}

TEST(StructuralEqual, TirLoopVariablesMustPairOneToOne) {
  // for i: for j: B[i, j] vs for i: for j: B[i, i] (the inner loop variable unused).
  auto build = [](bool diagonal) {
    PrimExpr i = make_var("i"), j = make_var("j");
    auto b = std::make_shared<BufferNode>();
    b->shape = {make_int(4), make_int(4)};
    auto store = std::make_shared<BufferStoreStmt>();
    store->buffer = b;
    store->indices = {i, diagonal ? i : j};
    store->value = make_float(0.0);
    auto inner = std::make_shared<ForStmt>();
    inner->loop_var = j, inner->min = make_int(0), inner->extent = make_int(4), inner->body = store;
    auto outer = std::make_shared<ForStmt>();
    outer->loop_var = i, outer->min = make_int(0), outer->extent = make_int(4), outer->body = inner;
    auto f = std::make_shared<PrimFuncNode>();
    f->root_alloc_buffers = {b};
    f->body = outer;
    return module_of({tir_global("f", f)});
  };
  EXPECT_TRUE(structural_equal(build(true), build(true)));
  EXPECT_FALSE(structural_equal(build(true), build(false)));
  EXPECT_FALSE(structural_equal(build(false), build(true)));
}

TEST(StructuralEqual, ModulesAreMapsFromNameToFunction) {
  IRModule ab = module_of(
      {relax_global("main", small_fn("x", "n")), tir_global("add", tir_fn(kTirBase, ""))});
  IRModule ba = module_of(
      {tir_global("add", tir_fn(kTirBase, "q")), relax_global("main", small_fn("y", "m"))});
  ba.name = "Other";
  ba.lone_function = true;
  EXPECT_TRUE(structural_equal(ab, ba));
  EXPECT_EQ(structural_hash(ab), structural_hash(ba));

  IRModule renamed = module_of(
      {relax_global("main2", small_fn("x", "n")), tir_global("add", tir_fn(kTirBase, ""))});
  EXPECT_FALSE(structural_equal(ab, renamed));
  EXPECT_NE(structural_hash(ab), structural_hash(renamed));
  IRModule fewer = module_of({relax_global("main", small_fn("x", "n"))});
  EXPECT_FALSE(structural_equal(ab, fewer));
  EXPECT_FALSE(structural_equal(fewer, ab));
  // A Relax function and a PrimFunc of the same name differ.
  EXPECT_FALSE(structural_equal(module_of({tir_global("main", tir_fn(kTirBase, ""))}), fewer));

  IRModule with_attrs = ab;
  with_attrs.attrs.set("system_lib_prefix", AttrValue::String("lib_"));
  EXPECT_FALSE(structural_equal(ab, with_attrs));
  EXPECT_NE(structural_hash(ab), structural_hash(with_attrs));
}

TEST(StructuralEqual, LongProgramsAreLinear) {
  // 200000 bindings in one block: a quadratic comparison or deep recursion would show here.
  auto build = []() {
    Var x = make_relax_var("x", tensor({make_int(4)}));
    std::vector<Binding> bs;
    Expr prev = x;
    for (int i = 0; i < 200000; ++i) {
      Var v = make_relax_var("v", tensor({make_int(4)}));
      bs.push_back(bind_var(v, call_op("relax.add", {prev, x})));
      prev = v;
    }
    return func({x}, seq({block(std::move(bs))}, prev));
  };
  Function a = build(), b = build();
  expect_equal(a, b);
}

} // namespace structural_equal_test
} // namespace rxv::sem
