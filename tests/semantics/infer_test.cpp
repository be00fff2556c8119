// StructInfo inference (semantics/infer/infer.h): the derivation rule of every expression
// kind, annotation checks, calls with shape-variable mapping, functions, recursion, and
// annotate_struct_info. Purity is in purity_test.cpp. Sources start with `@I.ir_module` on line 1.
#include <gtest/gtest.h>

#include "infer_test_util.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::sem::testing {
namespace infer_test {

using Diags = std::vector<std::string>;

TEST(Infer, LeafExpressions) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")):
        n = T.int64()
        c = R.const([[1, 2, 3], [4, 5, 6]], "int32")
        c0 = R.const(1.5, "float16")
        p = R.prim_value(T.int32(3))
        s = R.str("abc")
        d = R.dtype("float32")
        sh = R.shape([n, n * 2])
        t = (x, p, R.tuple())
        e = R.ExternFunc("my.func")
        return t
)");
  EXPECT_EQ(r->sinfo("c"), "R.Tensor((2, 3), dtype=\"int32\")");
  EXPECT_EQ(r->sinfo("c0"), "R.Tensor((), dtype=\"float16\")");
  EXPECT_EQ(r->sinfo("p"), "R.Prim(\"int32\", value=T.int32(3))");
  EXPECT_EQ(r->sinfo("s"), "R.Object");
  EXPECT_EQ(r->sinfo("d"), "R.Object");
  EXPECT_EQ(r->sinfo("sh"), "R.Shape([n, n * 2])");
  EXPECT_EQ(
      r->sinfo("t"),
      "R.Tuple(R.Tensor((n, 4), dtype=\"float32\"), R.Prim(\"int32\", value=T.int32(3)), R.Tuple)");
  EXPECT_EQ(r->sinfo("e"),
            "R.Callable(ret=R.Object, purity=False, derive_func=\"default_derive\")");
  EXPECT_EQ(r->sinfo("x"), "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
  // main has no return annotation: its return is the body's StructInfo.
  ASSERT_TRUE(r->result.function_sinfo.count("main"));
  EXPECT_EQ(print_struct_info(r->result.function_sinfo.at("main")),
            "R.Callable((R.Tensor((n, 4), dtype=\"float32\"),), R.Tuple(R.Tensor((n, 4), "
            "dtype=\"float32\"), R.Prim(\"int32\", value=T.int32(3)), R.Tuple), True)");
}

TEST(Infer, TupleGetItem) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32"), y: R.Shape(ndim=3)):
        t = (x, y)
        a = t[1]
        b = t[2]
        c = x[0]
        return a
)");
  EXPECT_EQ(r->sinfo("a"), "R.Shape(ndim=3)");
  EXPECT_EQ(r->sinfo("b"), "R.Object");
  EXPECT_EQ(r->sinfo("c"), "R.Object");
  EXPECT_EQ(r->diags(), (Diags{"error SI-5 @ 7:13", "error SI-4 @ 8:13"})) << r->messages();
}

TEST(Infer, IfIsTheLeastUpperBoundOfItsErasedBranches) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(c: R.Tensor((), dtype="bool"), x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((3, 4), dtype="float32"), z: R.Tensor((3, 4), dtype="int32")):
        n = T.int64()
        if c:
            a = x
        else:
            a = R.add(x, x)
        if c:
            b = x
        else:
            b = y
        if c:
            d = y
        else:
            d = z
        if c:
            e1 = R.match_cast(x, R.Tensor(("k", 4), dtype="float32"))
            e = e1
        else:
            e = x
        if c:
            f = (x, y)
        else:
            f = x
        return a
)");
  EXPECT_EQ(r->sinfo("a"), "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("b"), "R.Tensor(dtype=\"float32\", ndim=2)");
  // Same shape, different dtypes: the shape stays, the dtype goes.
  EXPECT_EQ(r->sinfo("d"), "R.Tensor((3, 4))");
  // k is bound inside the branch: erased when the branch's scope ends.
  EXPECT_EQ(r->sinfo("e"), "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(r->sinfo("f"), "R.Object");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
}

TEST(Infer, IfConditionMustBeABoolScalar) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(c: R.Tensor((2,), dtype="bool"), f: R.Tensor((), dtype="float32"), o: R.Object, p: R.Prim("bool"), u: R.Tensor(dtype="bool")):
        if c:
            a = f
        else:
            a = f
        if f:
            b = f
        else:
            b = f
        if o:
            d = f
        else:
            d = f
        if p:
            e = f
        else:
            e = f
        if u:
            g = f
        else:
            g = f
        return a
)");
  EXPECT_EQ(r->diags(), (Diags{"error SI-6 @ 5:9", "error SI-6 @ 9:9", "warning SI-6 @ 13:9",
                               "warning SI-6 @ 21:9"}))
      << r->messages();
}

TEST(Infer, SeqExprErasesWhatLeavesScope) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2), c: R.Tensor((), dtype="bool")):
        if c:
            m = R.match_cast(x, R.Tensor(("k", 4), dtype="float32"))
            s = R.shape_of(m)
            t = (m, s)
        else:
            t = (R.add(x, x), R.shape_of(x))
        y = R.match_cast(x, R.Tensor(("j", 4), dtype="float32"))
        return y
)");
  EXPECT_EQ(r->sinfo("m"), "R.Tensor((k, 4), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("s"), "R.Shape([k, 4])");
  EXPECT_EQ(r->sinfo("t"), "R.Tuple(R.Tensor(dtype=\"float32\", ndim=2), R.Shape(ndim=2))");
  EXPECT_EQ(r->sinfo("y"), "R.Tensor((j, 4), dtype=\"float32\")");
  // j is the body's own: the function's return forgets it.
  EXPECT_EQ(print_struct_info(r->result.function_sinfo.at("main")),
            "R.Callable((R.Tensor(dtype=\"float32\", ndim=2), R.Tensor((), dtype=\"bool\")), "
            "R.Tensor(dtype=\"float32\", ndim=2), True)");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
}

TEST(Infer, BindingAnnotationsAreGradedAndWin) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2)):
        n = T.int64()
        a: R.Tensor((n, 4), dtype="float32") = R.add(x, x)
        b: R.Tensor(dtype="float32") = x
        c: R.Tensor((n, 4), dtype="float32") = y
        d: R.Tensor((n, 5), dtype="float32") = x
        e: R.Tensor((n, 4), dtype="int32") = x
        f: R.Shape = x
        g: R.Object = x
        return a
)");
  EXPECT_EQ(r->diags(), (Diags{"warning SI-1 @ 8:9", "error SI-1 @ 9:9", "error SI-1 @ 10:9",
                               "error SI-1 @ 11:9"}))
      << r->messages();
  EXPECT_EQ(r->sinfo("b"), "R.Tensor(dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("c"), "R.Tensor((n, 4), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("d"), "R.Tensor((n, 5), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("g"), "R.Object");
}

TEST(Infer, MatchCast) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Object):
        n = T.int64()
        a = R.match_cast(y, R.Tensor(("m", "m * 2"), dtype="float32"))
        b = R.match_cast(x, R.Tensor((n, 5), dtype="float32"))
        c = R.match_cast(x, R.Tensor(("k", "k"), dtype="float32"))
        d = R.match_cast(x, R.Shape(["j"]))
        e: R.Tensor(("m", 4), dtype="float32") = R.match_cast(y, R.Tensor(("m", 4), dtype="float32"))
        f: R.Tensor((n, 3), dtype="float32") = R.match_cast(x, R.Tensor(("p", 4), dtype="float32"))
        g = R.match_cast(a, R.Tensor(("q", "q * 2"), dtype="float32"))
        return a
)");
  EXPECT_EQ(r->sinfo("a"), "R.Tensor((m, m * 2), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("c"), "R.Tensor((k, k), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("f"), "R.Tensor((n, 3), dtype=\"float32\")");
  // b: 4 vs 5 can never match; d: a tensor is never a shape. c: k = n and k = 4 may both hold.
  // g: q takes m, and q * 2 is then provably m * 2 (no warning either way).
  EXPECT_EQ(r->diags(), (Diags{"warning SI-2 @ 7:9", "warning SI-2 @ 9:9", "error SI-3 @ 11:9"}))
      << r->messages();
}

TEST(Infer, CallMapsShapeVariablesInAnyParameterOrder) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6,), dtype="float32"), y: R.Tensor((2, 3), dtype="float32"), z: R.Tensor(("n * m",), dtype="float32"), w: R.Tensor(("n", "m"), dtype="float32")):
        n = T.int64()
        m = T.int64()
        cls = Module
        a = cls.swap(x, y)
        b = cls.swap(z, w)
        c = cls.swap(x, w)
        d = cls.swap(y, y)
        e = cls.swap(R.const([1.0, 2.0, 3.0, 4.0, 5.0], "float32"), y)
        return a

    @R.function
    def swap(a: R.Tensor(("u * v",), dtype="float32"), b: R.Tensor(("u", "v"), dtype="float32")) -> R.Tensor(("v", "u"), dtype="float32"):
        u = T.int64()
        v = T.int64()
        c = R.call_pure_packed("transpose", b, sinfo_args=(R.Tensor((v, u), dtype="float32"),))
        return c
)");
  EXPECT_EQ(r->sinfo("a"), "R.Tensor((3, 2), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("b"), "R.Tensor((m, n), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("c"), "R.Tensor((m, n), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("d"), "R.Tensor((3, 2), dtype=\"float32\")");
  // x (6,) against n * m: undecided. y (2, 3) against a 1-d parameter, and 5 against 2 * 3: never.
  EXPECT_EQ(r->diags(), (Diags{"warning SI-9 @ 10:13", "error SI-9 @ 11:13", "error SI-9 @ 12:13"}))
      << r->messages();
}

TEST(Infer, CallErrors) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32"), f: R.Callable((R.Tensor((2,), dtype="float32"),), R.Tensor((2,), dtype="float32"))):
        cls = Module
        a = x(x)
        b = f(x, x)
        c = f(x)
        d = cls.id(x)
        e = cls.id()
        return c

    @R.function
    def id(y: R.Tensor(("k",), dtype="float32")) -> R.Tensor(("k",), dtype="float32"):
        return y
)");
  EXPECT_EQ(r->diags(), (Diags{"error SI-7 @ 6:13", "error SI-8 @ 7:13", "error SI-8 @ 10:13"}))
      << r->messages();
  EXPECT_EQ(r->sinfo("a"), "R.Object");
  EXPECT_EQ(r->sinfo("c"), "R.Tensor((2,), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("d"), "R.Tensor((2,), dtype=\"float32\")");
  // A call with the wrong arity has an unknown result, and the annotation after it is taken
  // without a second diagnostic.
  EXPECT_EQ(r->sinfo("e"), "R.Object");
}

TEST(Infer, ClosureCallsKeepCapturedShapeVariables) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor((5,), dtype="float32")):
        n = T.int64()
        @R.function
        def inner(a: R.Tensor(("k", 2), dtype="float32"), b: R.Tensor((n,), dtype="float32")) -> R.Tensor((n, "k"), dtype="float32"):
            k = T.int64()
            c = R.call_pure_packed("outer", b, a, sinfo_args=(R.Tensor((n, k), dtype="float32"),))
            return c

        z = R.const([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], "float32")
        r1 = inner(z, x)
        r2 = inner(z, y)
        return r1
)");
  // k is inner's own: bound from z. n is captured: it keeps main's n, and y's 5 may differ.
  EXPECT_EQ(r->sinfo("r1"), "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("r2"), "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(r->diags(), (Diags{"warning SI-9 @ 14:14"})) << r->messages();
  EXPECT_EQ(r->sinfo("inner"),
            "R.Callable((R.Tensor((k, 2), dtype=\"float32\"), R.Tensor((n,), dtype=\"float32\")), "
            "R.Tensor((n, k), dtype=\"float32\"), True)");
}

TEST(Infer, RecursionMapsTheCalleesVariablesAfresh) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def rec(x: R.Tensor(("p", 4), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(("p", 4), dtype="float32"):
        p = T.int64()
        cls = Module
        a = cls.rec(y, y)
        b = cls.rec(x, x)
        return b
)");
  // a: the recursive call's p is unknown (y has no shape), not the caller's p; and y matches
  // the parameter only if checked at run time.
  EXPECT_EQ(r->sinfo("a"), "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_EQ(r->sinfo("b"), "R.Tensor((p, 4), dtype=\"float32\")");
  EXPECT_EQ(r->diags(), (Diags{"warning SI-9 @ 7:13"})) << r->messages();
}

TEST(Infer, LocalRecursionUsesTheSignature) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        @R.function
        def loop(a: R.Tensor(("k",), dtype="float32")) -> R.Tensor(("k",), dtype="float32"):
            k = T.int64()
            b = loop(a)
            return b

        r = loop(x)
        return r
)");
  EXPECT_EQ(r->sinfo("b"), "R.Tensor((k,), dtype=\"float32\")");
  EXPECT_EQ(r->sinfo("r"), "R.Tensor((3,), dtype=\"float32\")");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
}

TEST(Infer, CalleesWithoutReturnAnnotationAreInferredFirst) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        cls = Module
        a = cls.double(x)
        return a

    @R.function
    def double(y: R.Tensor(("k",), dtype="float32")):
        z = R.add(y, y)
        return z
)");
  EXPECT_EQ(r->sinfo("a"), "R.Tensor((3,), dtype=\"float32\")");
  EXPECT_EQ(
      print_struct_info(r->result.function_sinfo.at("double")),
      "R.Callable((R.Tensor((k,), dtype=\"float32\"),), R.Tensor((k,), dtype=\"float32\"), True)");
}

TEST(Infer, ReturnAnnotation) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        return x

    @R.function
    def g(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n + 1",), dtype="float32"):
        return x

    @R.function
    def h(x: R.Tensor(dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)");
  EXPECT_EQ(r->diags(), (Diags{"error SI-10 @ 8:52", "warning SI-10 @ 12:44"})) << r->messages();
}

TEST(Infer, PrimFuncAndPackedCalls) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def copy(var_A: T.handle, var_B: T.handle):
        n = T.int64()
        A = T.match_buffer(var_A, (n,))
        B = T.match_buffer(var_B, (n,))
        for i in range(n):
            with T.block("copy"):
                vi = T.axis.spatial(n, i)
                B[vi] = A[vi]

    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        f = cls.copy
        a = cls.copy(x, x)
        b = R.call_packed("p0", x)
        c = R.call_packed("p1", x, sinfo_args=(R.Shape(ndim=2),))
        d = R.call_packed("p2", x, sinfo_args=(R.Shape(ndim=2), R.Object))
        e = R.call_tir(cls.copy, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return e
)");
  EXPECT_EQ(r->sinfo("f"),
            "R.Callable((R.Tensor((n,), dtype=\"float32\"), R.Tensor((n,), dtype=\"float32\")), "
            "R.Tuple, False)");
  EXPECT_EQ(r->sinfo("a"), "R.Tuple");
  EXPECT_EQ(r->sinfo("b"), "R.Object");
  EXPECT_EQ(r->sinfo("c"), "R.Shape(ndim=2)");
  EXPECT_EQ(r->sinfo("d"), "R.Tuple(R.Shape(ndim=2), R.Object)");
  EXPECT_EQ(r->sinfo("e"), "R.Tensor((4,), dtype=\"float32\")");
  EXPECT_TRUE(r->result.diagnostics.empty()) << r->messages();
}

TEST(Infer, OperatorCalls) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((3, 5), dtype="float32")):
        n = T.int64()
        a = R.add(x, x)
        b = R.add(x, y)
        c = R.no_such_op(x)
        d: R.Tensor((n, 4), dtype="float32") = R.no_such_op(x)
        return a
)");
  EXPECT_EQ(r->sinfo("a"), "R.Tensor((n, 4), dtype=\"float32\")");
  // An op's own error is SI-op; an unknown op is an SI-11 warning (Object), and the annotation
  // after it is taken as it is (no cascade).
  EXPECT_EQ(r->rules(), (std::vector<std::string>{"SI-op", "SI-11", "SI-11"})) << r->messages();
  EXPECT_EQ(r->sinfo("d"), "R.Tensor((n, 4), dtype=\"float32\")");
}

TEST(Infer, AnnotatedModuleReadsBackAndInfersTheSame) {
  auto r = infer_source(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), c: R.Tensor((), dtype="bool"), s: R.Shape(["m"])):
        n = T.int64()
        m = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.add(x, x)
            sh = R.shape_of(lv)
            gv = (lv, sh)
            R.output(gv)
        t = gv[0]
        if c:
            u1 = R.match_cast(t, R.Tensor(("k", 4), dtype="float32"))
            u = u1
        else:
            u = R.multiply(t, t)
        w = cls.f(u)
        R.print(w, format=R.str("{}"))
        return w

    @R.function(pure=False)
    def f(y: R.Tensor(("p", 4), dtype="float32")):
        z = R.add(y, y)
        return z
)");
  EXPECT_EQ(r->sinfo("u"), "R.Tensor(dtype=\"float32\", ndim=2)");
  IRModule annotated = annotate_struct_info(r->mod, r->result, *r->arith);
  std::string printed = print_module(annotated);
  EXPECT_NE(printed.find("sh: R.Shape([n, 4]) = R.shape_of(lv)"), std::string::npos) << printed;
  DiagnosticSink sink;
  auto again = read_module(printed, sink);
  ASSERT_TRUE(again.has_value()) << sink.format("printed") << printed;
  EXPECT_EQ(print_module(*again), printed);
  EXPECT_TRUE(structural_equal(*again, annotated));
  EXPECT_TRUE(check_well_formed(*again).empty());
  auto arith = make_default_arith();
  InferResult re = infer_struct_info(*again, *arith);
  EXPECT_EQ(re.diagnostics.size(), r->result.diagnostics.size());
  // Every Var has the StructInfo the first inference derived (compared by name and order).
  Inferred second;
  second.mod = *again;
  second.result = std::move(re);
  for (const char* name : {"lv", "sh", "gv", "t", "u", "w", "z", "_"})
    EXPECT_EQ(second.sinfo(name), r->sinfo(name)) << name;
  // Annotating again changes nothing.
  EXPECT_EQ(print_module(annotate_struct_info(second.mod, second.result, *second.arith)), printed);
}

TEST(Infer, MalformedInputDoesNotCrash) {
  // Hand-built IR the reader never produces: null fields, an unbound Var, a deep nesting.
  auto fn = std::make_shared<FunctionNode>();
  Var unbound = make_relax_var("u");
  auto seq = std::make_shared<SeqExprNode>();
  BindingBlock block;
  block.bindings.push_back(Binding{make_relax_var("a"), nullptr, false, nullptr, {}});
  block.bindings.push_back(Binding{nullptr, unbound, false, nullptr, {}});
  block.bindings.push_back(
      Binding{make_relax_var("b"), make_call(nullptr, {nullptr}), false, nullptr, {}});
  block.bindings.push_back(Binding{make_relax_var("c"), unbound, true, nullptr, {}});
  Expr deep = unbound;
  for (int i = 0; i < 5000; ++i) deep = make_tuple({deep});
  block.bindings.push_back(Binding{make_relax_var("d"), deep, false, nullptr, {}});
  seq->blocks.push_back(std::move(block));
  seq->body = unbound;
  fn->body = seq;
  fn->params.push_back(nullptr);
  IRModule mod;
  mod.functions.push_back(GlobalFunc{"main", fn, nullptr, {}});
  mod.functions.push_back(GlobalFunc{"empty", nullptr, nullptr, {}});
  auto arith = make_default_arith();
  InferResult r = infer_struct_info(mod, *arith);
  EXPECT_TRUE(r.has_errors()); // at least the depth limit
  IRModule annotated = annotate_struct_info(mod, r, *arith);
  EXPECT_EQ(annotated.functions.size(), 2u);
}

} // namespace infer_test
} // namespace rxv::sem::testing
