// Printer unit tests, Relax modules: layout and header lines, decorators and attrs, shape-variable
// declarations and signature strings, unique names, closures, If, dataflow blocks, robustness.
#include <gtest/gtest.h>

#include "semantics/script/printer.h"
#include "tests/semantics/printer_test_util.h"

namespace rxv::sem {
namespace printer_relax_test {

using namespace ptest;

const StructInfo kT2 = tensor({i64(2)});

// A Relax function `name(x: R.Tensor((2,)))` returning `body` (a SeqExpr), registered as public.
GlobalFunc simple(const std::string& name, Var x, std::vector<BindingBlock> blocks, Expr ret) {
  return relax_fn(name, function({x}, seq(std::move(blocks), ret), kT2, global_symbol(name)));
}

TEST(PrintModule, DocExampleFunction) {
  PrimExpr n = make_var("n"), m = make_var("m");
  Var x = rvar("x", tensor({n, i64(4)}));
  Var s = rvar("s", make_shape_sinfo(std::vector<PrimExpr>{m}, 1));
  Var cond = rvar("cond", make_prim_sinfo(DataType::Bool()));
  Var lv = dfvar("lv", tensor({n, i64(4)})), lv1 = dfvar("lv1"), gv = rvar("gv");
  Var y = rvar("y"), u = rvar("_"), a = rvar("a"), z = rvar("z", tensor({n, i64(4)}));
  Expr body = seq(
      {block({vbind(lv, op_call("relax.add", {x, x})), match_cast(lv1, lv, tensor({m, i64(4)})),
              vbind(gv, op_call("relax.call_tir",
                                {make_global_var("add"), make_tuple({lv1}), make_shape_expr({m})},
                                {}, {tensor({m, i64(4)})}))},
             /*dataflow=*/true),
       block({vbind(y, op_call("relax.print", {gv}, attrs({{"format", expr_attr([] {
                                                              auto s =
                                                                  std::make_shared<StringImmNode>();
                                                              s->value = "{}";
                                                              return Expr(s);
                                                            }())}}))),
              vbind(u, op_call("relax.print", {gv})),
              vbind(z, if_expr(cond, seq({block({vbind(a, op_call("relax.add", {x, x}))})}, a),
                               seq({}, x)))})},
      z);
  Attrs fa =
      attrs({{"global_symbol", AttrValue::String("main")}, {"num_input", AttrValue::Int(1)}});
  IRModule mod = module(
      {relax_fn("main", function({x, s, cond}, body, tensor({mul(n, i64(2)), i64(4)}), fa))});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), s: R.Shape(["m"]), cond: R.Prim("bool")) -> R.Tensor(("n * 2", 4), dtype="float32"):
        n = T.int64()
        m = T.int64()
        R.func_attr({"num_input": 1})
        cls = Module
        with R.dataflow():
            lv: R.Tensor((n, 4), dtype="float32") = R.add(x, x)
            lv1 = R.match_cast(lv, R.Tensor((m, 4), dtype="float32"))
            gv = R.call_tir(cls.add, (lv1,), out_sinfo=R.Tensor((m, 4), dtype="float32"), tir_vars=R.shape([m]))
            R.output(gv)
        y = R.print(gv, format=R.str("{}"))
        R.print(gv)
        if cond:
            a = R.add(x, x)
            z: R.Tensor((n, 4), dtype="float32") = a
        else:
            z: R.Tensor((n, 4), dtype="float32") = x
        return z
)PY");
}

TEST(PrintModule, LayoutSortingAndHeaders) {
  Var x1 = rvar("x", kT2), x2 = rvar("x", kT2);
  IRModule mod = module({simple("main", x1, {}, x1), simple("helper", x2, {}, x2)});
  mod.name = "MyModule";
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class MyModule:
    @R.function
    def helper(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)PY");
  EXPECT_EQ(print_module(IRModule{}), R"PY(# from tvm.script import ir as I

@I.ir_module
class Module:
    pass
)PY");
  IRModule lone = module({simple("main", x1, {}, x1)});
  lone.lone_function = true;
  EXPECT_EQ(print_module(lone), R"PY(# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
    return x
)PY");
}

TEST(PrintModule, ModuleAttrsAndGlobalInfos) {
  IRModule mod = module({});
  mod.attrs = attrs({{"key", AttrValue::Int(1)}, {"name", AttrValue::String("m")}});
  mod.global_infos = attrs(
      {{"vdevice", list({AttrValue::Raw("I.vdevice({\"keys\": [\"cpu\"], \"kind\": \"llvm\"}, 0, "
                                        "\"global\")")})}});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I

@I.ir_module
class Module:
    I.module_attrs({"key": 1, "name": "m"})
    I.module_global_infos({"vdevice": [I.vdevice({"keys": ["cpu"], "kind": "llvm"}, 0, "global")]})
)PY");
}

TEST(PrintModule, VerbatimAttrTextNeedsItsHeaderLine) {
  Var x = rvar("x", kT2), lv = rvar("lv");
  Attrs a = attrs({{"index_map", AttrValue::Raw("T.index_map(lambda i: (i,))")},
                   {"note", AttrValue::Raw("fmt.T.x")}});
  IRModule mod =
      module({simple("f", x, {block({vbind(lv, op_call("relax.layout_transform", {x}, a))})}, lv)});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        lv = R.layout_transform(x, index_map=T.index_map(lambda i: (i,)), note=fmt.T.x)
        return lv
)PY");
  IRModule no_tir = module({simple(
      "f", x,
      {block({vbind(lv, op_call("relax.f", {x}, attrs({{"note", AttrValue::Raw("fmt.T.x")}})))})},
      lv)});
  EXPECT_EQ(print_module(no_tir).find("import tir"), std::string::npos);
}

TEST(PrintModule, DecoratorsAndGlobalSymbol) {
  auto fn = [](Attrs a, bool pure) {
    Var x = rvar("x");
    return function({x}, seq({}, x), nullptr, std::move(a), pure);
  };
  IRModule mod = module({relax_fn("a_public", fn(global_symbol("a_public"), true)),
                         relax_fn("b_private", fn({}, true)),
                         relax_fn("c_impure", fn(global_symbol("c_impure"), false)),
                         relax_fn("d_both", fn({}, false)),
                         relax_fn("e_renamed", fn(global_symbol("other"), true))});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def a_public(x):
        return x

    @R.function(private=True)
    def b_private(x):
        return x

    @R.function(pure=False)
    def c_impure(x):
        return x

    @R.function(private=True, pure=False)
    def d_both(x):
        return x

    @R.function
    def e_renamed(x):
        R.func_attr({"global_symbol": "other"})
        return x
)PY");
}

TEST(PrintModule, UniqueNamesPerFunction) {
  Var x = rvar("x", kT2), x_1 = rvar("x_1"), x2 = rvar("x"), x3 = rvar("x");
  Var u1 = rvar("_"), u2 = rvar("_", kT2), c = rvar("cls"), r = rvar("R"), kw = rvar("lambda");
  Var digit = rvar("1a"), odd = rvar("a-b"), empty = rvar("");
  IRModule mod = module(
      {simple("f", x,
              {block({vbind(x_1, op_call("relax.add", {x, x})),
                      vbind(x2, op_call("relax.multiply", {x_1, x})),
                      vbind(u1, op_call("relax.print", {x2})), vbind(u2, x2),
                      vbind(x3, op_call("relax.add", {x2, x2})), vbind(c, x3), vbind(r, c),
                      vbind(kw, r), vbind(digit, kw), vbind(odd, digit), vbind(empty, odd)})},
              empty)});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        x_1 = R.add(x, x)
        x_2 = R.multiply(x_1, x)
        R.print(x_2)
        _: R.Tensor((2,), dtype="float32") = x_2
        x_3 = R.add(x_2, x_2)
        cls_1 = x_3
        R_1 = cls_1
        lambda_ = R_1
        v1a = lambda_
        a_b = v1a
        v = a_b
        return v
)PY");
}

TEST(PrintModule, ShapeVariablesDeclaredInOrderWithDistinctNames) {
  // Return annotation first, then parameters, then the body (TVM's order of first appearance).
  PrimExpr n1 = make_var("n"), n2 = make_var("n"), k = make_var("k"), j = make_var("j", kI32);
  Var x = rvar("x", tensor({n1, k})), y = rvar("y", tensor({n2}));
  Var lv = rvar("lv", tensor({add(n1, n2)})), p = rvar("p");
  Expr body = seq(
      {block({vbind(lv, op_call("relax.add", {x, y})), vbind(p, prim_value(add(j, i32(1))))})}, lv);
  IRModule mod = module(
      {relax_fn("f", function({x, y}, body, tensor({k, mul(n1, i64(2))}), global_symbol("f")))});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor(("n", "k"), dtype="float32"), y: R.Tensor(("n_1",), dtype="float32")) -> R.Tensor(("k", "n * 2"), dtype="float32"):
        k = T.int64()
        n = T.int64()
        n_1 = T.int64()
        j = T.int32()
        lv: R.Tensor((n + n_1,), dtype="float32") = R.add(x, y)
        p = R.prim_value(j + T.int32(1))
        return lv
)PY");
}

TEST(PrintModule, SignatureStringsCoverEveryStructInfo) {
  PrimExpr n = make_var("n");
  Var a = rvar("a", make_prim_sinfo(kI64, n));
  Var b = rvar("b", make_tuple_sinfo({tensor({n, i64(3)}),
                                      make_shape_sinfo(std::vector<PrimExpr>{n, i64(2)}, 2)}));
  Var c =
      rvar("c", make_func_sinfo(std::vector<StructInfo>{tensor({n})}, make_object_sinfo(), true));
  IRModule mod = module({relax_fn(
      "f", function({a, b, c}, seq({}, a), make_prim_sinfo(kI64, n), global_symbol("f")))});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(a: R.Prim(value="n"), b: R.Tuple(R.Tensor(("n", 3), dtype="float32"), R.Shape(["n", 2])), c: R.Callable((R.Tensor(("n",), dtype="float32"),), R.Object, True)) -> R.Prim(value="n"):
        n = T.int64()
        return a
)PY");
}

TEST(PrintModule, ClosuresShareNamesAndDeclarations) {
  PrimExpr n = make_var("n"), m = make_var("m");
  Var x = rvar("x", tensor({n}));
  Var y1 = rvar("y", tensor({n, m})), lv_in = rvar("lv", tensor({n, m}));
  Function inner = function(
      {y1}, seq({block({vbind(lv_in, op_call("relax.add", {y1, x}))})}, lv_in), tensor({n, m}));
  Var y2 = rvar("y", tensor({m}));
  Function inner2 = function({y2}, seq({}, make_call(make_global_var("g"), {y2})), tensor({m}), {},
                             /*pure=*/false);
  Var f1 = rvar("inner"), f2 = rvar("inner2"), lv = rvar("lv"), x_again = rvar("x");
  Expr body = seq({block({vbind(f1, inner), vbind(f2, inner2), vbind(lv, make_call(f1, {x})),
                          vbind(x_again, lv)})},
                  x_again);
  IRModule mod = module({relax_fn("f", function({x}, body, tensor({n}), global_symbol("f")))});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        @R.function
        def inner(y: R.Tensor((n, "m"), dtype="float32")) -> R.Tensor((n, "m"), dtype="float32"):
            m = T.int64()
            lv: R.Tensor((n, m), dtype="float32") = R.add(y, x)
            return lv

        @R.function(pure=False)
        def inner2(y: R.Tensor(("m",), dtype="float32")) -> R.Tensor(("m",), dtype="float32"):
            m = T.int64()
            cls = Module
            return cls.g(y)

        lv = inner(x)
        x_1 = lv
        return x_1
)PY");
}

TEST(PrintModule, DataflowBlocksListTheirOutputs) {
  Var x = rvar("x", kT2), lv = dfvar("lv"), gv = rvar("gv"), gv2 = rvar("gv2"), lv2 = dfvar("lv2");
  IRModule mod = module({simple("f", x,
                                {block({vbind(lv, op_call("relax.add", {x, x})), vbind(gv, lv),
                                        vbind(lv2, gv), vbind(gv2, lv2)},
                                       true),
                                 block({}, true)},
                                gv2)});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv = R.add(x, x)
            gv = lv
            lv2 = gv
            gv2 = lv2
            R.output(gv, gv2)
        with R.dataflow():
            R.output()
        return gv2
)PY");
}

TEST(PrintModule, IfWithoutAnnotationAndNestedIf) {
  Var c = rvar("c", make_prim_sinfo(DataType::Bool())), x = rvar("x", kT2);
  Var inner_z = rvar("w"), z = rvar("z");
  Expr nested = if_expr(c, seq({}, x), seq({}, x));
  Expr outer = if_expr(c, seq({block({vbind(inner_z, nested)})}, inner_z), x);
  IRModule mod = module({relax_fn(
      "f", function({c, x}, seq({block({vbind(z, outer)})}, z), kT2, global_symbol("f")))});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def f(c: R.Prim("bool"), x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        if c:
            if c:
                w = x
            else:
                w = x
            z = w
        else:
            z = x
        return z
)PY");
}

TEST(PrintModule, IllFormedProgramsStayPrintable) {
  // A DataflowVar used outside its block, a param without annotation, a null parameter, an Op and a
  // SeqExpr in argument position, an If returned unbound, a binding with a null var and value.
  Var x = rvar("x"), lv = dfvar("lv");
  Binding broken;
  Expr body = seq({block({vbind(lv, op_call("relax.add", {make_op("relax.add"), x}))}, true),
                   block({vbind(rvar("y"), op_call("relax.add", {lv, seq({}, lv)})), broken})},
                  if_expr(x, lv, x));
  auto f = function({x, nullptr}, body);
  IRModule mod = module({relax_fn("f", f), GlobalFunc{"g", nullptr, nullptr, {}}});
  EXPECT_EQ(print_module(mod), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def f(x, None):
        with R.dataflow():
            lv = R.add(R.add, x)
            R.output()
        y = R.add(lv, R.seq(lv))
        None
        return (lv if x else x)

    # g: a GlobalFunc with no function
)PY");
  auto no_body = function({}, nullptr);
  EXPECT_EQ(print_module(module({relax_fn("h", no_body)})), R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def h():
        return None
)PY");
}

TEST(PrintModule, DeepNestingIsBounded) {
  // Just past the printer's bounds (kMaxNesting, kMaxStatementNesting): destroying the nodes
  // recurses too, and must fit the stack of a sanitizer build.
  Var x = rvar("x");
  Expr e = x;
  for (int i = 0; i < 4500; ++i) e = op_call("relax.nn.relu", {e});
  std::string text = print_expr(e);
  EXPECT_NE(text.find("..."), std::string::npos);
  PrimExpr p = make_var("n");
  for (int i = 0; i < 4500; ++i) p = add(p, i64(1));
  EXPECT_NE(print_prim_expr(p).find("..."), std::string::npos);
  // Statements: Ifs nested in If branches, closures in closures, TIR loops in loops.
  Var c = rvar("c");
  Expr branch = seq({}, c);
  for (int i = 0; i < 1200; ++i)
    branch = seq({block({vbind(rvar("v"), if_expr(c, branch, c))})}, c);
  Expr fn = seq({}, c);
  for (int i = 0; i < 1200; ++i) fn = seq({block({vbind(rvar("f"), function({}, fn))})}, c);
  for (const Expr& body : {branch, fn}) {
    std::string m = print_module(module({relax_fn("f", function({c}, body))}));
    EXPECT_NE(m.find("..."), std::string::npos);
  }
  Stmt loops = store(buffer("A", {}), {}, make_float(0.0));
  for (int i = 0; i < 1200; ++i)
    loops = for_loop(make_var("i"), i64(0), i64(2), loops, ForStmt::Kind::kParallel);
  std::string t = print_module(module({tir_fn("g", prim_func({}, {}, loops))}));
  EXPECT_NE(t.find("..."), std::string::npos);
}

} // namespace printer_relax_test
} // namespace rxv::sem
