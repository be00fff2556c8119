// Printer unit tests, expression level: PrimExprs (precedence, literal rules), StructInfo,
// attribute values and Relax expressions, one exact expected text per row of
// docs/tvmscript-dialect.md. Module-level forms are in printer_relax_test.cpp and
// printer_tir_test.cpp.
#include "semantics/script/printer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>

#include "tests/semantics/printer_test_util.h"

namespace rxv::sem {
namespace printer_test {

using namespace ptest;

PrimExpr n = make_var("n");
PrimExpr m = make_var("m");

TEST(PrintPrimExpr, ArithmeticPrecedence) {
  EXPECT_EQ(print_prim_expr(add(mul(n, i64(4)), i64(1))), "n * 4 + 1");
  EXPECT_EQ(print_prim_expr(mul(add(n, i64(1)), i64(2))), "(n + 1) * 2");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kSub, n, bin(PrimKind::kSub, m, i64(1)))), "n - (m - 1)");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kSub, bin(PrimKind::kSub, n, m), i64(1))), "n - m - 1");
  EXPECT_EQ(print_prim_expr(add(n, add(m, i64(1)))), "n + (m + 1)");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kFloorMod, bin(PrimKind::kFloorDiv, n, i64(2)), i64(3))),
            "n // 2 % 3");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kFloorDiv, n, mul(m, i64(2)))), "n // (m * 2)");
  EXPECT_EQ(print_prim_expr(mul(n, bin(PrimKind::kFloorDiv, m, i64(2)))), "n * (m // 2)");
  EXPECT_EQ(print_prim_expr(mul(n, i64(-1))), "n * -1");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kSub, n, i64(-1))), "n - -1");
  EXPECT_EQ(print_prim_expr(add(i64(-1), n)), "-1 + n");
}

TEST(PrintPrimExpr, DivisionSpellings) {
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kDiv, n, i64(2))), "T.truncdiv(n, 2)");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kMod, n, i64(2))), "T.truncmod(n, 2)");
  PrimExpr x = make_var("x", kF32), y = make_var("y", kF32);
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kDiv, add(x, y), y)), "(x + y) / y");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kMin, n, add(m, i64(1)))), "T.min(n, m + 1)");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kMax, n, m)), "T.max(n, m)");
}

TEST(PrintPrimExpr, ComparisonsAndLogic) {
  PrimExpr a = make_var("a", DataType::Bool()), b = make_var("b", DataType::Bool()),
           c = make_var("c", DataType::Bool());
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kLT, add(n, i64(1)), m)), "n + 1 < m");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kEQ, bin(PrimKind::kLT, n, m), a)), "(n < m) == a");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kNE, a, bin(PrimKind::kGE, n, m))), "a != (n >= m)");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kOr, bin(PrimKind::kAnd, a, b), c)), "a and b or c");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kAnd, bin(PrimKind::kOr, a, b), c)), "(a or b) and c");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kAnd, a, bin(PrimKind::kAnd, b, c))), "a and (b and c)");
  EXPECT_EQ(print_prim_expr(make_not(bin(PrimKind::kAnd, a, b))), "not (a and b)");
  EXPECT_EQ(print_prim_expr(make_not(bin(PrimKind::kLE, n, m))), "not n <= m");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kAnd, make_not(a), bin(PrimKind::kGT, n, m))),
            "not a and n > m");
  EXPECT_EQ(print_prim_expr(bin(PrimKind::kEQ, make_not(a), b)), "(not a) == b");
}

TEST(PrintPrimExpr, CallsSelectCast) {
  PrimExpr x = make_var("x", kF32);
  EXPECT_EQ(print_prim_expr(make_select(bin(PrimKind::kLT, n, m), n, m)), "T.Select(n < m, n, m)");
  EXPECT_EQ(print_prim_expr(make_cast(kF32, n)), "T.Cast(\"float32\", n)");
  EXPECT_EQ(print_prim_expr(make_call("T.exp", kF32, {x})), "T.exp(x)");
  EXPECT_EQ(print_prim_expr(
                make_call("T.if_then_else", kF32, {bin(PrimKind::kLT, n, m), x, make_float(0.0)})),
            "T.if_then_else(n < m, x, T.float32(0.0))");
  EXPECT_EQ(print_prim_expr(make_string("a\"b")), "\"a\\\"b\"");
  Buffer buf = buffer("A", {n, m});
  EXPECT_EQ(print_prim_expr(load(buf, {n, add(m, i64(1))})), "A[n, m + 1]");
  EXPECT_EQ(print_prim_expr(load(buffer("S", {}), {})), "S[()]");
}

TEST(PrintPrimExpr, RelaxLiteralRules) {
  EXPECT_EQ(print_prim_expr(i64(4)), "4");
  EXPECT_EQ(print_prim_expr(i64(-7)), "-7");
  EXPECT_EQ(print_prim_expr(i32(4)), "T.int32(4)");
  EXPECT_EQ(print_prim_expr(make_int(3, DataType::UInt(8))), "T.uint8(3)");
  EXPECT_EQ(print_prim_expr(make_int(-1, DataType::UInt(64))), "T.uint64(18446744073709551615)");
  EXPECT_EQ(print_prim_expr(make_bool(true)), "T.bool(True)");
  EXPECT_EQ(print_prim_expr(make_bool(false)), "T.bool(False)");
  EXPECT_EQ(print_prim_expr(make_float(0.5)), "T.float32(0.5)");
  EXPECT_EQ(print_prim_expr(make_float(1.0)), "T.float32(1.0)");
  EXPECT_EQ(print_prim_expr(make_float(1e-5, DataType::Float(64))), "T.float64(1e-05)");
  EXPECT_EQ(print_prim_expr(make_float(1e20, DataType::Float(16))), "T.float16(1e+20)");
  EXPECT_EQ(print_prim_expr(make_float(-0.0)), "T.float32(-0.0)");
  double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(print_prim_expr(make_float(inf)), "T.float32(\"inf\")");
  EXPECT_EQ(print_prim_expr(make_float(-inf)), "T.float32(\"-inf\")");
  EXPECT_EQ(print_prim_expr(make_float(std::nan(""))), "T.float32(\"nan\")");
  EXPECT_EQ(print_prim_expr(add(make_var("k", kI32), i32(1))), "k + T.int32(1)");
}

TEST(PrintPrimExpr, FloatsReadBackExactly) {
  for (double v : {0.1, 1.0 / 3.0, 123456789.125, 1e-300, 5e-324, 1.7976931348623157e308,
                   double(0.1f), -2.5, 1e16, 100000.0}) {
    std::string text = print_prim_expr(make_float(v, DataType::Float(64)));
    ASSERT_EQ(text.rfind("T.float64(", 0), 0u) << text;
    std::string num = text.substr(10, text.size() - 11);
    EXPECT_NE(num.find_first_of(".e"), std::string::npos) << num;
    EXPECT_EQ(std::strtod(num.c_str(), nullptr), v) << num;
  }
}

TEST(PrintPrimExpr, IllFormedNodesStayPrintable) {
  EXPECT_EQ(print_prim_expr(nullptr), "None");
  auto bad = std::make_shared<PrimExprNode>();
  bad->kind = PrimKind::kAdd;
  bad->dtype = kI64;
  bad->operands = {n};
  EXPECT_EQ(print_prim_expr(bad), "T.Add(n)");
  auto no_name = std::make_shared<PrimExprNode>();
  no_name->kind = PrimKind::kCall;
  no_name->operands = {n};
  EXPECT_EQ(print_prim_expr(no_name), "T.call_intrin(n)");
}

TEST(PrintStructInfo, EveryRowOfTheTable) {
  PrimExpr k = make_var("k", kI32);
  Var s = rvar("s");
  EXPECT_EQ(print_struct_info(make_object_sinfo()), "R.Object");
  EXPECT_EQ(print_struct_info(make_prim_sinfo(kI64)), "R.Prim(\"int64\")");
  EXPECT_EQ(print_struct_info(make_prim_sinfo(kI64, n)), "R.Prim(value=n)");
  EXPECT_EQ(print_struct_info(make_prim_sinfo(kI32, k)), "R.Prim(\"int32\", value=k)");
  EXPECT_EQ(print_struct_info(make_shape_sinfo(std::vector<PrimExpr>{n, i64(4)}, 2)),
            "R.Shape([n, 4])");
  EXPECT_EQ(print_struct_info(make_shape_sinfo(std::nullopt, 2)), "R.Shape(ndim=2)");
  EXPECT_EQ(print_struct_info(make_shape_sinfo(std::nullopt, -1)), "R.Shape");
  EXPECT_EQ(print_struct_info(tensor({n, i64(4)})), "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(print_struct_info(tensor({n, i64(4)}, DataType::Void())), "R.Tensor((n, 4))");
  EXPECT_EQ(print_struct_info(tensor({i64(4)})), "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_EQ(print_struct_info(tensor({})), "R.Tensor((), dtype=\"float32\")");
  EXPECT_EQ(print_struct_info(make_tensor_sinfo(Expr(), kF32, 2)),
            "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(print_struct_info(make_tensor_sinfo(Expr(), kF32, -1)), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(print_struct_info(make_tensor_sinfo(Expr(), DataType::Void(), 2)), "R.Tensor(ndim=2)");
  EXPECT_EQ(print_struct_info(make_tensor_sinfo(Expr(), DataType::Void(), -1)), "R.Tensor");
  EXPECT_EQ(print_struct_info(make_tensor_sinfo(s, kF32, 2)),
            "R.Tensor(s, dtype=\"float32\", ndim=2)");
  auto dev = std::make_shared<TensorSInfo>(*static_cast<const TensorSInfo*>(tensor({n}).get()));
  dev->vdevice = "cuda:0";
  EXPECT_EQ(print_struct_info(dev), "R.Tensor((n,), dtype=\"float32\", vdevice=\"cuda:0\")");
  EXPECT_EQ(print_struct_info(make_tuple_sinfo({tensor({i64(2)}), make_object_sinfo()})),
            "R.Tuple(R.Tensor((2,), dtype=\"float32\"), R.Object)");
  EXPECT_EQ(print_struct_info(make_tuple_sinfo({})), "R.Tuple");
  EXPECT_EQ(print_struct_info(
                make_func_sinfo(std::vector<StructInfo>{tensor({i64(2)})}, tensor({i64(2)}), true)),
            "R.Callable((R.Tensor((2,), dtype=\"float32\"),), R.Tensor((2,), dtype=\"float32\"), "
            "True)");
  EXPECT_EQ(
      print_struct_info(make_func_sinfo(std::vector<StructInfo>{}, make_object_sinfo(), false)),
      "R.Callable((), R.Object, False)");
  EXPECT_EQ(print_struct_info(make_func_sinfo(std::nullopt, make_object_sinfo(), false)),
            "R.Callable(ret=R.Object, purity=False)");
  auto derived = std::make_shared<FuncSInfo>();
  derived->ret = make_object_sinfo();
  derived->derive_func = "tvm.relax.struct_info.infer_view_sinfo";
  EXPECT_EQ(print_struct_info(derived), "R.Callable(ret=R.Object, purity=True, "
                                        "derive_func=\"tvm.relax.struct_info.infer_view_sinfo\")");
  EXPECT_EQ(print_struct_info(nullptr), "None");
  EXPECT_EQ(print_struct_info(make_tuple_sinfo({nullptr})), "R.Tuple(None)");
}

TEST(PrintExpr, LeafRows) {
  Var a = rvar("a"), b = rvar("b");
  EXPECT_EQ(print_expr(make_tuple({a, b})), "(a, b)");
  EXPECT_EQ(print_expr(make_tuple({a})), "(a,)");
  EXPECT_EQ(print_expr(make_tuple({})), "R.tuple()");
  EXPECT_EQ(print_expr(tuple_get(a, 0)), "a[0]");
  EXPECT_EQ(print_expr(tuple_get(make_tuple({a, b}), 1)), "(a, b)[1]");
  EXPECT_EQ(print_expr(prim_value(i64(1))), "R.prim_value(1)");
  EXPECT_EQ(print_expr(prim_value(i32(1))), "R.prim_value(T.int32(1))");
  EXPECT_EQ(print_expr(prim_value(add(n, i64(1)))), "R.prim_value(n + 1)");
  EXPECT_EQ(print_expr(prim_value(make_bool(true))), "R.prim_value(T.bool(True))");
  auto str = std::make_shared<StringImmNode>();
  str->value = "a\\b\n";
  EXPECT_EQ(print_expr(str), "R.str(\"a\\\\b\\n\")");
  auto dt = std::make_shared<DataTypeImmNode>();
  dt->value = kF32;
  EXPECT_EQ(print_expr(dt), "R.dtype(\"float32\")");
  EXPECT_EQ(print_expr(make_shape_expr({n, i64(4)})), "R.shape([n, 4])");
  EXPECT_EQ(print_expr(make_shape_expr({})), "R.shape([])");
  EXPECT_EQ(print_expr(extern_func("vm.builtin.f")), "R.ExternFunc(\"vm.builtin.f\")");
  EXPECT_EQ(print_expr(make_global_var("f")), "cls.f");
  EXPECT_EQ(print_expr(make_op("relax.nn.relu")), "R.nn.relu");
  EXPECT_EQ(print_expr(nullptr), "None");
}

Expr constant(NDArray data) {
  auto c = std::make_shared<ConstantNode>();
  c->data = std::move(data);
  return c;
}

TEST(PrintExpr, Constants) {
  NDArray i;
  i.dtype = kI32;
  i.ints = {1};
  EXPECT_EQ(print_expr(constant(i)), "R.const(1, \"int32\")");
  i.shape = {2, 2};
  i.ints = {1, 2, 3, -4};
  EXPECT_EQ(print_expr(constant(i)), "R.const([[1, 2], [3, -4]], \"int32\")");
  i.shape = {2, 0};
  i.ints = {};
  EXPECT_EQ(print_expr(constant(i)), "R.const([[], []], \"int32\")");
  NDArray f;
  f.dtype = kF32;
  f.floats = {0.5};
  EXPECT_EQ(print_expr(constant(f)), "R.const(0.5, \"float32\")");
  f.shape = {4};
  f.floats = {1.0, 1e-5, std::numeric_limits<double>::infinity(), std::nan("")};
  EXPECT_EQ(print_expr(constant(f)),
            "R.const([1.0, 1e-05, float(\"inf\"), float(\"nan\")], \"float32\")");
  f.shape = {};
  f.floats = {-std::numeric_limits<double>::infinity()};
  EXPECT_EQ(print_expr(constant(f)), "R.const(float(\"-inf\"), \"float32\")");
  NDArray b;
  b.dtype = DataType::Bool();
  b.shape = {2};
  b.ints = {1, 0};
  EXPECT_EQ(print_expr(constant(b)), "R.const([True, False], \"bool\")");
  b.shape = {};
  b.ints = {1};
  EXPECT_EQ(print_expr(constant(b)), "R.const(True, \"bool\")");
  // Ill-formed: the data does not fill the shape; the stored elements print flat.
  b.shape = {3};
  EXPECT_EQ(print_expr(constant(b)), "R.const([True], \"bool\")");
  b.shape = {-1};
  EXPECT_EQ(print_expr(constant(b)), "R.const([True], \"bool\")");
}

TEST(PrintExpr, OpCallsAndAttrs) {
  Var x = rvar("x"), y = rvar("y");
  EXPECT_EQ(print_expr(op_call("relax.add", {x, y})), "R.add(x, y)");
  EXPECT_EQ(print_expr(op_call("relax.nn.relu", {x})), "R.nn.relu(x)");
  EXPECT_EQ(print_expr(op_call("relax.sum", {x},
                               attrs({{"axis", list({AttrValue::Int(1)})},
                                      {"keepdims", AttrValue::Bool(false)}}))),
            "R.sum(x, axis=[1], keepdims=False)");
  EXPECT_EQ(print_expr(op_call("relax.call_builtin_with_ctx", {extern_func("f"), make_tuple({x})},
                               {}, {make_object_sinfo()})),
            "R.call_builtin_with_ctx(R.ExternFunc(\"f\"), (x,), sinfo_args=(R.Object,))");
  EXPECT_EQ(print_expr(op_call("tir.custom", {x})), "tir.custom(x)");
  EXPECT_EQ(print_expr(make_call(x, {y})), "x(y)");
  EXPECT_EQ(print_expr(make_call(make_global_var("f"), {x, y})), "cls.f(x, y)");
}

TEST(PrintExpr, EveryAttrValueKind) {
  Var x = rvar("x");
  AttrValue dict;
  dict.kind = AttrValue::Kind::kDict;
  dict.entries = {{"k", AttrValue::Int(1)}, {"s", AttrValue::String("v")}};
  Attrs a = attrs({{"none", AttrValue::None()},
                   {"b", AttrValue::Bool(true)},
                   {"i", AttrValue::Int(-3)},
                   {"f", AttrValue::Float(0.5)},
                   {"g", AttrValue::Float(2)},
                   {"inf", AttrValue::Float(-std::numeric_limits<double>::infinity())},
                   {"s", AttrValue::String("NCHW")},
                   {"l", list({AttrValue::Int(1), AttrValue::Int(2)})},
                   {"t1", list({AttrValue::Int(1)}, true)},
                   {"t0", list({}, true)},
                   {"t2", list({AttrValue::Int(1), AttrValue::String("a")}, true)},
                   {"d", dict},
                   {"p64", prim_attr(i64(3))},
                   {"p32", prim_attr(i32(3))},
                   {"pe", prim_attr(add(n, i64(1)))},
                   {"e", expr_attr(make_shape_expr({n}))},
                   {"si", sinfo_attr(tensor({n}))},
                   {"raw", AttrValue::Raw("T.index_map(lambda i, j: (j, i))")}});
  EXPECT_EQ(print_expr(op_call("relax.f", {x}, a)),
            "R.f(x, none=None, b=True, i=-3, f=0.5, g=2.0, inf=float(\"-inf\"), s=\"NCHW\", "
            "l=[1, 2], t1=(1,), t0=(), t2=(1, \"a\"), d={\"k\": 1, \"s\": \"v\"}, p64=T.int64(3), "
            "p32=T.int32(3), pe=n + 1, e=R.shape([n]), si=R.Tensor((n,), dtype=\"float32\"), "
            "raw=T.index_map(lambda i, j: (j, i)))");
}

TEST(PrintExpr, SpecialCallForms) {
  Var x = rvar("x"), y = rvar("y");
  StructInfo t23 = tensor({i64(2), i64(3)});
  Expr f = make_global_var("f");
  EXPECT_EQ(print_expr(op_call("relax.call_tir", {f, make_tuple({x, y}), make_shape_expr({n})}, {},
                               {t23})),
            "R.call_tir(cls.f, (x, y), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"), "
            "tir_vars=R.shape([n]))");
  EXPECT_EQ(print_expr(op_call("relax.call_tir", {f, make_tuple({x})}, {},
                               {make_tuple_sinfo({t23, t23})})),
            "R.call_tir(cls.f, (x,), out_sinfo=[R.Tensor((2, 3), dtype=\"float32\"), "
            "R.Tensor((2, 3), dtype=\"float32\")])");
  EXPECT_EQ(
      print_expr(op_call("relax.call_tir", {f, make_tuple({x})}, {}, {make_tuple_sinfo({t23})})),
      "R.call_tir(cls.f, (x,), out_sinfo=R.Tuple(R.Tensor((2, 3), dtype=\"float32\")))");
  EXPECT_EQ(print_expr(op_call("relax.call_tir", {f, make_tuple({x})}, {}, {make_tuple_sinfo({})})),
            "R.call_tir(cls.f, (x,), out_sinfo=[])");
  EXPECT_EQ(print_expr(op_call("relax.call_inplace_packed", {extern_func("f"), x},
                               attrs({{"inplace_indices", list({AttrValue::Int(0)})}}), {t23})),
            "R.call_inplace_packed(\"f\", x, inplace_indices=[0], sinfo_args=(R.Tensor((2, 3), "
            "dtype=\"float32\"),))");
  EXPECT_EQ(print_expr(op_call("relax.call_tir_inplace", {f, make_tuple({x})},
                               attrs({{"inplace_indices", list({AttrValue::Int(0)})}}), {t23})),
            "R.call_tir_inplace(cls.f, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"), "
            "inplace_indices=[0])");
  AttrValue kwargs;
  kwargs.kind = AttrValue::Kind::kDict;
  kwargs.entries = {{"k", AttrValue::Int(2)}};
  EXPECT_EQ(print_expr(op_call(
                "relax.call_tir_with_grad", {f, make_tuple({x}), make_shape_expr({n})},
                attrs({{"te_grad_name", AttrValue::String("f_grad")}, {"te_grad_kwargs", kwargs}}),
                {t23})),
            "R.call_tir_with_grad(cls.f, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"), "
            "te_grad_name=\"f_grad\", te_grad_kwargs={\"k\": 2}, tir_vars=R.shape([n]))");
  EXPECT_EQ(
      print_expr(op_call("relax.call_dps_packed", {extern_func("f"), make_tuple({x})}, {}, {t23})),
      "R.call_dps_packed(\"f\", (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"))");
  EXPECT_EQ(print_expr(make_call(extern_func("f"), {x, y}, {}, {t23})),
            "R.call_packed(\"f\", x, y, sinfo_args=(R.Tensor((2, 3), dtype=\"float32\"),))");
  EXPECT_EQ(print_expr(make_call(extern_func("g"), {})), "R.call_packed(\"g\")");
  EXPECT_EQ(print_expr(op_call("relax.call_pure_packed", {extern_func("f"), x}, {},
                               {t23, make_object_sinfo()})),
            "R.call_pure_packed(\"f\", x, sinfo_args=(R.Tensor((2, 3), dtype=\"float32\"), "
            "R.Object))");
  // Malformed call_tir (no out_sinfo): the generic spelling.
  EXPECT_EQ(print_expr(op_call("relax.call_tir", {f, make_tuple({x})})), "R.call_tir(cls.f, (x,))");
}

TEST(PrintExpr, ConstructsWithoutTvmScriptSpelling) {
  Var x = rvar("x"), c = rvar("c"), lv = dfvar("lv");
  // An Op in argument position, a SeqExpr as an argument, an unbound If, a Function value.
  EXPECT_EQ(print_expr(op_call("relax.add", {make_op("relax.add"), x})), "R.add(R.add, x)");
  Expr s = seq({block({vbind(lv, op_call("relax.add", {x, x}))}, true),
                block({match_cast(rvar("y"), lv, tensor({n}))})},
               lv);
  EXPECT_EQ(print_expr(op_call("relax.nn.relu", {s})),
            "R.nn.relu(R.seq(lv := R.add(x, x), y := R.match_cast(lv, R.Tensor((n,), "
            "dtype=\"float32\")), lv))");
  EXPECT_EQ(print_expr(tuple_get(if_expr(c, make_tuple({x}), seq({}, x)), 0)),
            "((x,) if c else R.seq(x))[0]");
  Var p = rvar("p", tensor({n}));
  EXPECT_EQ(print_expr(function({p}, seq({}, op_call("relax.add", {p, x})))),
            "(lambda p: R.seq(R.add(p, x)))");
  EXPECT_EQ(print_expr(make_call(function({}, x), {})), "(lambda: x)()");
  EXPECT_EQ(print_expr(make_call(nullptr, {x})), "None(x)");
}

} // namespace printer_test
} // namespace rxv::sem
