// The op table itself: every op of issue 4's builtin/unary/binary/reduction/matmul families is
// registered with a doc line, a rule and the right purity; check_op_call's arity and attribute
// checks; attribute type checks (op_attrs.h; read_attr: op_attrs_test.cpp); the shared helpers
// (op_helpers.h).
#include "semantics/ops/op_table.h"

#include <gtest/gtest.h>

#include <set>

#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_helpers.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace op_table_test {

using namespace op_test;

const char* const kBuiltin[] = {
    "call_pure_packed", "shape_of",       "null_value",      "print",          "assert_op",
    "make_closure",     "invoke_closure", "tensor_to_shape", "shape_to_tensor"};
const char* const kBuiltinCallTir[] = {"call_tir", "call_tir_inplace", "call_dps_packed"};
const char* const kUnary[] = {
    "abs",         "negative", "exp",   "log",   "sqrt", "rsqrt", "sin",      "cos",
    "tanh",        "sigmoid",  "erf",   "floor", "ceil", "round", "sign",     "square",
    "logical_not", "isnan",    "isinf", "clip",  "acos", "acosh", "asin",     "asinh",
    "atan",        "atanh",    "cosh",  "sinh",  "tan",  "trunc", "isfinite", "bitwise_not"};
const char* const kBinary[] = {
    "add",         "subtract",    "multiply",      "divide",      "floor_divide", "floor_mod",
    "power",       "maximum",     "minimum",       "equal",       "not_equal",    "less",
    "less_equal",  "greater",     "greater_equal", "logical_and", "logical_or",   "where",
    "atan2",       "bitwise_and", "bitwise_or",    "bitwise_xor", "left_shift",   "right_shift",
    "logical_xor", "mod",         "log_add_exp"};
const char* const kReduction[] = {"sum",  "mean",   "max",    "min",
                                  "prod", "argmax", "argmin", "cumsum"};
const char* const kLinearAlgebra[] = {"matmul", "outer", "einsum"};

void expect_family(const char* const* names, size_t n, const std::string& family) {
  for (size_t i = 0; i < n; ++i) {
    std::string name = std::string("relax.") + names[i];
    const OpDef* def = OpTable::get().find(name);
    ASSERT_NE(def, nullptr) << name;
    EXPECT_EQ(def->name, name);
    EXPECT_EQ(def->family, family) << name;
    EXPECT_TRUE(def->infer) << name;
    EXPECT_FALSE(def->doc.empty()) << name;
    EXPECT_EQ(def->doc.find('\n'), std::string::npos) << name << ": one line";
    EXPECT_TRUE(def->max_args == -1 || def->min_args <= def->max_args) << name;
  }
}

TEST(OpTable, EveryOpOfTheFirstFamiliesIsRegistered) {
  expect_family(kBuiltin, std::size(kBuiltin), "builtin");
  expect_family(kBuiltinCallTir, std::size(kBuiltinCallTir), "builtin_call_tir");
  expect_family(kUnary, std::size(kUnary), "unary");
  expect_family(kBinary, std::size(kBinary), "binary");
  expect_family(kReduction, std::size(kReduction), "reduction");
  expect_family(kLinearAlgebra, std::size(kLinearAlgebra), "linear_algebra");
}

TEST(OpTable, NamesAreUniqueAndLookupsExact) {
  std::set<std::string> names;
  for (const OpDef& def : OpTable::get().ops()) {
    EXPECT_TRUE(names.insert(def.name).second) << def.name;
    EXPECT_EQ(OpTable::get().find(def.name), &def);
  }
  EXPECT_EQ(OpTable::get().find("relax.no_such_op"), nullptr);
  EXPECT_EQ(OpTable::get().find("add"), nullptr); // full names only
  EXPECT_EQ(OpTable::get().find(""), nullptr);
}

TEST(OpTable, Purity) {
  for (const char* impure : {"relax.print", "relax.assert_op", "relax.invoke_closure"})
    EXPECT_FALSE(OpTable::get().find(impure)->pure) << impure;
  for (const char* pure : {"relax.call_tir", "relax.call_tir_inplace", "relax.call_dps_packed",
                           "relax.call_pure_packed", "relax.make_closure", "relax.add", "relax.sum",
                           "relax.matmul", "relax.shape_of", "relax.null_value"})
    EXPECT_TRUE(OpTable::get().find(pure)->pure) << pure;
}

TEST(OpTable, ArityIsChecked) {
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.add", {T({2}), T({2}), T({2})})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.add takes 2 arguments, got 3")) << h.messages();
  h.clear();
  h.infer("relax.exp", {});
  EXPECT_TRUE(h.mentions("relax.exp takes 1 argument, got 0")) << h.messages();
  h.clear();
  h.infer("relax.call_tir", {Obj()});
  EXPECT_TRUE(h.mentions("relax.call_tir takes 2 to 3 arguments, got 1")) << h.messages();
  h.clear();
  h.infer("relax.assert_op", {});
  EXPECT_TRUE(h.mentions("relax.assert_op takes at least 1 argument, got 0")) << h.messages();
  ASSERT_FALSE(h.sink.diagnostics().empty());
  EXPECT_EQ(h.sink.diagnostics()[0].rule, "SI-op");
}

TEST(OpTable, AttributesAreChecked) {
  OpHarness h;
  h.infer("relax.sum", {T({2, 3})}, attrs({{"axes", int_list({0})}}));
  EXPECT_TRUE(h.mentions("relax.sum: unknown attribute 'axes' (it takes axis, keepdims)"))
      << h.messages();
  h.clear();
  h.infer("relax.add", {T({2}), T({2})}, attrs({{"axis", AttrValue::Int(0)}}));
  EXPECT_TRUE(h.mentions("unknown attribute 'axis' (it takes none)")) << h.messages();
  h.clear();
  h.infer("relax.sum", {T({2, 3})}, attrs({{"keepdims", AttrValue::Int(3)}}));
  EXPECT_TRUE(h.mentions("attribute 'keepdims' must be a bool, got 3")) << h.messages();
  h.clear();
  h.infer("relax.sum", {T({2, 3})}, attrs({{"axis", AttrValue::String("x")}}));
  EXPECT_TRUE(h.mentions("attribute 'axis' must be a list of ints or None, got \"x\""))
      << h.messages();
  h.clear();
  Expr call = make_call(make_op("relax.call_tir_inplace"), {make_global_var("f"), make_tuple({})},
                        {}, {T({2})});
  EXPECT_EQ(str(h.infer_on(call, {Obj(), Tup({})})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.call_tir_inplace: missing attribute 'inplace_indices'"))
      << h.messages();
}

TEST(OpTable, NullArgumentStructInfoReadsAsObject) {
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.exp", {nullptr})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.exp: argument 0 (x) must be a tensor, got R.Object"))
      << h.messages();
}

TEST(OpTable, RulesAreSafeWhenCalledDirectly) {
  // Without check_op_call: every rule on no arguments, and on too many null ones.
  OpHarness h;
  OpInferContext ctx(nullptr, *h.arith, h.sink, {});
  for (const OpDef& def : OpTable::get().ops()) {
    for (size_t n : {size_t(0), size_t(def.max_args == -1 ? 9 : def.max_args + 1)}) {
      std::vector<Expr> args(n, make_relax_var("x"));
      std::vector<StructInfo> sinfo(n);
      Expr call = make_call(make_op(def.name), args);
      StructInfo out = def.infer(*as<CallNode>(call), sinfo, ctx);
      ASSERT_NE(out, nullptr) << def.name;
      if (n < size_t(def.min_args) || (def.max_args != -1 && n > size_t(def.max_args))) {
        EXPECT_EQ(str(out), "R.Object") << def.name;
      }
    }
  }
}

// The facts other layers read from an entry instead of matching op names.
TEST(OpTable, OpFacts) {
  std::set<std::string> call_tir_like, divides;
  for (const OpDef& def : OpTable::get().ops()) {
    if (def.call_tir_like) call_tir_like.insert(def.name);
    if (def.divisor_arg >= 0) {
      divides.insert(def.name);
      EXPECT_LT(def.divisor_arg, def.min_args) << def.name;
    }
  }
  EXPECT_EQ(call_tir_like, (std::set<std::string>{"relax.call_tir", "relax.call_tir_inplace",
                                                  "relax.call_tir_with_grad"}));
  EXPECT_EQ(divides, (std::set<std::string>{"relax.divide", "relax.floor_divide", "relax.floor_mod",
                                            "relax.mod"}));
  EXPECT_EQ(OpTable::get().find("relax.divide")->divisor_arg, 1);
}

// ---- op_attrs.h ----

AttrValue prim_attr(PrimExpr p) {
  AttrValue v;
  v.kind = AttrValue::Kind::kPrimExpr;
  v.prim = std::move(p);
  return v;
}
AttrValue expr_attr(Expr e) {
  AttrValue v;
  v.kind = AttrValue::Kind::kExpr;
  v.expr = std::move(e);
  return v;
}

TEST(OpAttrs, TypesAcceptEverySpelling) {
  auto str_imm = std::make_shared<StringImmNode>();
  str_imm->value = "{}";
  auto dtype_imm = std::make_shared<DataTypeImmNode>();
  dtype_imm->value = kF16;
  struct Row {
    AttrValue v;
    AttrType type;
    bool ok;
  } rows[] = {
      {AttrValue::Bool(true), AttrType::kBool, true},
      {prim_attr(make_bool(false)), AttrType::kBool, true},
      {AttrValue::Int(1), AttrType::kBool, true}, // Python's 0 and 1 are bools to TVM's FFI
      {AttrValue::Int(2), AttrType::kBool, false},
      {AttrValue::None(), AttrType::kBool, false},
      {AttrValue::None(), AttrType::kOptionalBool, true},
      {AttrValue::Int(-2), AttrType::kInt, true},
      {prim_attr(make_int(3, kI32)), AttrType::kInt, true},
      {prim_attr(make_bool(true)), AttrType::kInt, false},
      {prim_attr(make_var("n")), AttrType::kInt, false},
      {AttrValue::None(), AttrType::kInt, false},
      {AttrValue::None(), AttrType::kOptionalInt, true},
      {AttrValue::Float(0.5), AttrType::kFloat, true},
      {AttrValue::Int(2), AttrType::kFloat, true},
      {AttrValue::String("x"), AttrType::kString, true},
      {expr_attr(str_imm), AttrType::kString, true},
      {AttrValue::String("float32"), AttrType::kDType, true},
      {AttrValue::String("void"), AttrType::kDType, true},
      {AttrValue::String(""), AttrType::kDType, true},
      {AttrValue::String("floaty"), AttrType::kDType, false},
      {expr_attr(dtype_imm), AttrType::kDType, true},
      {int_list({1, -1}), AttrType::kIntList, true},
      {AttrValue::Int(1), AttrType::kIntList, true},
      {int_list({}), AttrType::kIntList, true},
      {AttrValue::None(), AttrType::kIntList, false},
      {AttrValue::None(), AttrType::kOptionalIntList, true},
      {AttrValue::String("a"), AttrType::kOptionalIntList, false},
      {AttrValue::Raw("lambda i: i"), AttrType::kAny, true},
  };
  for (const Row& r : rows)
    EXPECT_EQ(attr_has_type(r.v, r.type), r.ok)
        << describe_attr(r.v) << " as " << attr_type_name(r.type);

  AttrValue dims_list;
  dims_list.kind = AttrValue::Kind::kList;
  dims_list.items = {AttrValue::Int(2), prim_attr(make_var("n"))};
  EXPECT_TRUE(attr_has_type(dims_list, AttrType::kPrimExprList));
  dims_list.items.push_back(AttrValue::String("x"));
  EXPECT_FALSE(attr_has_type(dims_list, AttrType::kPrimExprList));
}

// ---- op_helpers.h ----

TEST(OpHelpers, Broadcast) {
  auto arith = make_default_arith();
  PrimExpr n = make_var("n"), m = make_var("m");
  auto b = broadcast_shapes(dims({n, 1, 4}), dims({m, 1}), *arith);
  ASSERT_EQ(b.status, Broadcast::Status::kOk);
  EXPECT_EQ(str(make_tensor_sinfo(b.dims, kF32)), "R.Tensor((n, m, 4), dtype=\"float32\")");
  // A dim provably 1 broadcasts like a literal 1; provably equal dims are kept.
  PrimExpr one = make_binary(PrimKind::kSub, make_binary(PrimKind::kAdd, n, make_int(1)), n);
  b = broadcast_shapes(dims({one, D(make_binary(PrimKind::kMul, n, make_int(2)))}),
                       dims({m, D(make_binary(PrimKind::kAdd, n, n))}), *arith);
  ASSERT_EQ(b.status, Broadcast::Status::kOk);
  EXPECT_EQ(b.dims[0], m);
  // Undecided: n vs 3, n vs m.
  EXPECT_EQ(broadcast_shapes(dims({n}), dims({3}), *arith).status, Broadcast::Status::kUndecided);
  EXPECT_EQ(broadcast_shapes(dims({n}), dims({m}), *arith).status, Broadcast::Status::kUndecided);
  // Provably not broadcastable: 2 vs 3, n + 2 vs n + 3 — even after an undecided pair.
  b = broadcast_shapes(dims({2, n}), dims({3, m}), *arith);
  EXPECT_EQ(b.status, Broadcast::Status::kError);
  EXPECT_NE(b.message.find("dimension 0 of the first operand (2) and dimension 0 of the "
                           "second (3)"),
            std::string::npos)
      << b.message;
  b = broadcast_shapes(dims({D(make_binary(PrimKind::kAdd, n, make_int(2)))}),
                       dims({D(make_binary(PrimKind::kAdd, n, make_int(3)))}), *arith);
  EXPECT_EQ(b.status, Broadcast::Status::kError);
  // n + 1 vs n could both be 1 (n = 0): undecided, not an error.
  EXPECT_EQ(
      broadcast_shapes(dims({D(make_binary(PrimKind::kAdd, n, make_int(1)))}), dims({n}), *arith)
          .status,
      Broadcast::Status::kUndecided);
  // Scalars broadcast with anything.
  b = broadcast_shapes({}, dims({n, 2}), *arith);
  ASSERT_EQ(b.status, Broadcast::Status::kOk);
  EXPECT_EQ(b.dims.size(), 2u);
}

TEST(OpHelpers, CompareDims) {
  auto arith = make_default_arith();
  PrimExpr n = make_var("n"), m = make_var("m");
  int bad = 0;
  EXPECT_EQ(compare_dims(dims({n, 4}), dims({n, 4}), *arith, &bad), Compat::kCompatible);
  EXPECT_EQ(bad, -1);
  EXPECT_EQ(compare_dims(dims({n, m}), dims({n, 4}), *arith, &bad), Compat::kPossibly);
  EXPECT_EQ(bad, 1);
  EXPECT_EQ(compare_dims(dims({n, m}), dims({D(make_binary(PrimKind::kAdd, n, make_int(1))), m}),
                         *arith, &bad),
            Compat::kIncompatible);
  EXPECT_EQ(bad, 0);
  EXPECT_EQ(compare_dims(dims({n}), dims({n, 1}), *arith), Compat::kIncompatible);
}

TEST(OpHelpers, NormalizeAxes) {
  OpHarness h;
  OpInferContext ctx(nullptr, *h.arith, h.sink, {});
  Expr call = make_call(make_op("relax.sum"), {});
  const auto& c = *as<CallNode>(call);
  EXPECT_EQ(normalize_axes(c, {0, -1}, 3, ctx), (std::vector<int>{0, 2}));
  EXPECT_EQ(normalize_axis(c, -3, 3, ctx), 0);
  EXPECT_EQ(h.errors(), 0u);
  EXPECT_EQ(normalize_axes(c, {3}, 3, ctx), std::nullopt);
  EXPECT_TRUE(h.mentions("relax.sum: axis 3 is out of range for a tensor of 3 dimensions (must "
                         "be in [-3, 3))"))
      << h.messages();
  EXPECT_EQ(normalize_axes(c, {1, -2}, 3, ctx), std::nullopt);
  EXPECT_TRUE(h.mentions("relax.sum: axis 1 is given more than once")) << h.messages();
  EXPECT_EQ(normalize_axis(c, 0, 0, ctx), std::nullopt);
}

TEST(OpHelpers, TensorDimsReadAShapeVarsAnnotation) {
  PrimExpr n = make_var("n");
  Var s = make_relax_var("s", Shape({n, 2}));
  auto t = make_tensor_sinfo(Expr(s), kF32, 2);
  const auto* dims = tensor_dims(*as<TensorSInfo>(t));
  ASSERT_NE(dims, nullptr);
  EXPECT_EQ((*dims)[0], n);
  Var unknown = make_relax_var("u", make_shape_sinfo(std::nullopt, 2));
  EXPECT_EQ(tensor_dims(*as<TensorSInfo>(make_tensor_sinfo(Expr(unknown), kF32, 2))), nullptr);
  EXPECT_EQ(tensor_dims(*as<TensorSInfo>(T_ndim(2))), nullptr);
}

} // namespace op_table_test
} // namespace rxv::sem
