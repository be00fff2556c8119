#include "semantics/analysis/well_formed.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/script/reader.h"

namespace rxv::sem {
namespace well_formed_test {

// ---- helpers ---------------------------------------------------------------------------------

std::vector<Diagnostic> check_text(std::string_view src, bool normal_form = false,
                                   bool spec_rules = false) {
  DiagnosticSink sink;
  auto mod = read_module(src, sink);
  EXPECT_TRUE(mod.has_value()) << sink.format("<test>");
  if (!mod) return {};
  WellFormedOptions opts;
  opts.require_normal_form = normal_form;
  opts.spec_rules = spec_rules;
  return check_well_formed(*mod, opts);
}

/// The spec profile (`rxv check --rules spec`): WF-12, WF-18 and WF-24 as the spec text states
/// them.
std::vector<Diagnostic> check_spec(std::string_view src) { return check_text(src, false, true); }

std::vector<std::string> rules(const std::vector<Diagnostic>& diags) {
  std::vector<std::string> out;
  for (const auto& d : diags) out.push_back(d.rule);
  return out;
}

std::string dump(const std::vector<Diagnostic>& diags) {
  std::string out;
  for (const auto& d : diags) out += d.format("<test>") + "\n";
  return out;
}

#define EXPECT_RULES(diags, ...)                                                                   \
  do {                                                                                             \
    auto d_ = (diags);                                                                             \
    EXPECT_EQ(rules(d_), (std::vector<std::string>{__VA_ARGS__})) << dump(d_);                     \
  } while (0)

const DataType kF32 = DataType::Float(32);

StructInfo tensor4() { return make_tensor_sinfo({make_int(4)}, kF32); }

Function make_function(std::vector<Var> params, Expr body, StructInfo ret, bool pure = true,
                       Attrs attrs = {}) {
  auto fn = std::make_shared<FunctionNode>();
  fn->params = std::move(params);
  fn->body = std::move(body);
  fn->ret_sinfo = std::move(ret);
  fn->is_pure = pure;
  fn->attrs = std::move(attrs);
  return fn;
}

Expr make_seq(std::vector<BindingBlock> blocks, Expr body) {
  auto s = std::make_shared<SeqExprNode>();
  s->blocks = std::move(blocks);
  s->body = std::move(body);
  return s;
}

Binding binding_of(Var v, Expr value, bool match_cast = false, StructInfo sinfo = nullptr) {
  Binding b;
  b.var = std::move(v);
  b.value = std::move(value);
  b.is_match_cast = match_cast;
  b.match_sinfo = std::move(sinfo);
  return b;
}

BindingBlock block_of(bool dataflow, std::vector<Binding> bindings) {
  BindingBlock b;
  b.is_dataflow = dataflow;
  b.bindings = std::move(bindings);
  return b;
}

Attrs global_symbol(const std::string& name) {
  Attrs a;
  a.set("global_symbol", AttrValue::String(name));
  return a;
}

IRModule module_of(std::vector<std::pair<std::string, Function>> fns) {
  IRModule m;
  for (auto& [name, fn] : fns) {
    GlobalFunc gf;
    gf.name = name;
    gf.relax = fn;
    m.functions.push_back(std::move(gf));
  }
  return m;
}

Expr add(Expr a, Expr b) { return make_call(make_op("relax.add"), {std::move(a), std::move(b)}); }

// ---- well-formed programs ----------------------------------------------------------------------

TEST(WellFormed, AcceptsTypicalModule) {
  // call_tir, a MatchCast binding m and k (and checking m * 2 once m is bound), a closure using
  // its parent's shape variable, an If whose branches bind the same name.
  auto d = check_text(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(var_A: T.handle, var_B: T.handle):
        n = T.int64()
        A = T.match_buffer(var_A, (n,))
        B = T.match_buffer(var_B, (n,))
        for i in range(n):
            with T.block("B"):
                v_i = T.axis.spatial(n, i)
                T.reads(A[v_i])
                T.writes(B[v_i])
                B[v_i] = T.exp(A[v_i])

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), c: R.Tensor((), dtype="bool"), y: R.Tensor(dtype="float32", ndim=3)) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        k = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n,), dtype="float32"))
            lv1: R.Tensor((m * 2, m, k), dtype="float32") = R.match_cast(y, R.Tensor((m * 2, m, k), dtype="float32"))
            gv: R.Tensor((n,), dtype="float32") = R.add(lv, x)
            R.output(gv)
        @R.function
        def inner(z: R.Tensor((n,), dtype="float32")) -> R.Tensor((n,), dtype="float32"):
            s: R.Shape([n]) = R.shape([n])
            return z
        if c:
            r: R.Tensor((n,), dtype="float32") = inner(gv)
        else:
            r: R.Tensor((n,), dtype="float32") = gv
        return r
)");
  EXPECT_RULES(d);
}

TEST(WellFormed, SignatureBindsInAnyOrder) {
  // WF-6: m * n in the first parameter, m and n bound by the second.
  EXPECT_RULES(check_text(R"(
@R.function
def main(x: R.Tensor(("m * n",), dtype="float32"), y: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m * n",), dtype="float32"):
    return x
)"));
}

TEST(WellFormed, MutualRecursionOutsideDataflowIsFine) {
  EXPECT_RULES(check_text(R"(
@I.ir_module
class Module:
    @R.function
    def is_even(n: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="bool"):
        cls = Module
        cond: R.Tensor((), dtype="bool") = R.equal(n, R.const(0, "int64"))
        if cond:
            gv: R.Tensor((), dtype="bool") = R.const(True, "bool")
        else:
            lv: R.Tensor((), dtype="int64") = R.subtract(n, R.const(1, "int64"))
            gv: R.Tensor((), dtype="bool") = cls.is_odd(lv)
        return gv

    @R.function(private=True)
    def is_odd(n: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="bool"):
        cls = Module
        gv: R.Tensor((), dtype="bool") = cls.is_even(n)
        return gv

    @R.function(private=True)
    def caller(n: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="bool"):
        cls = Module
        with R.dataflow():
            gv: R.Tensor((), dtype="bool") = cls.is_even(n)
            R.output(gv)
        return gv
)")); // caller is not in the cycle, so its call inside a DataflowBlock is allowed
}

// ---- one test per criterion, from TVMScript
// ------------------------------------------------------

const char* const kDataflowEscape = R"(
@R.function
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    with R.dataflow():
        lv: R.Tensor((4,), dtype="float32") = R.add(x, x)
        gv: R.Tensor((4,), dtype="float32") = R.multiply(lv, x)
        R.output(gv)
    lv1: R.Tensor((4,), dtype="float32") = R.add(gv, lv)
    return lv1
)";

TEST(WellFormed, Wf1DataflowVarUsedOutsideItsBlock) {
  auto d = check_text(kDataflowEscape);
  EXPECT_RULES(d, "WF-1");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].loc.line, 8u); // the raw string starts with a newline
  EXPECT_NE(d[0].message.find("'lv'"), std::string::npos) << d[0].message;
}

TEST(WellFormed, Wf2VarInItsOwnBinding) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    lv: R.Tensor((4,), dtype="float32") = R.add(lv, x)
    return lv
)"),
               "WF-2");
}

TEST(WellFormed, Wf3UseBeforeBinding) {
  auto d = check_text(R"(
@R.function
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    lv1: R.Tensor((4,), dtype="float32") = R.add(lv, x)
    lv: R.Tensor((4,), dtype="float32") = R.exp(x)
    return lv1
)");
  EXPECT_RULES(d, "WF-3");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("before its binding at 5:"), std::string::npos) << d[0].message;
}

TEST(WellFormed, Wf3UseAfterBranchScope) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(c: R.Tensor((), dtype="bool"), x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    if c:
        t: R.Tensor((4,), dtype="float32") = R.exp(x)
        r: R.Tensor((4,), dtype="float32") = t
    else:
        r: R.Tensor((4,), dtype="float32") = x
    lv: R.Tensor((4,), dtype="float32") = R.add(r, t)
    return lv
)"),
               "WF-3");
}

TEST(WellFormed, Wf4ReturnUsesUnboundShapeVar) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("m",), dtype="float32"):
    m = T.int64()
    return x
)"),
               "WF-4");
}

TEST(WellFormed, Wf5CompoundDimensionDoesNotBind) {
  auto d = check_text(R"(
@R.function
def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
    n = T.int64()
    lv: R.Tensor(dtype="float32", ndim=1) = R.match_cast(x, R.Tensor((n * 2,), dtype="float32"))
    s = R.shape([n])
    return lv
)");
  EXPECT_RULES(d, "WF-5", "WF-5"); // the cast's n * 2, and the later ShapeExpr
}

TEST(WellFormed, Wf6SignatureVarNeverBound) {
  auto d = check_text(R"(
@R.function
def main(x: R.Tensor(("n * 2",), dtype="float32"), y: R.Tensor(("n + 1",), dtype="float32")) -> R.Tensor(("n * 2",), dtype="float32"):
    n = T.int64()
    lv: R.Tensor((n * 2,), dtype="float32") = R.exp(x)
    return lv
)");
  EXPECT_RULES(d, "WF-6"); // once per variable; no WF-4 / WF-5 cascade
}

TEST(WellFormed, Wf7IfInDataflow) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(c: R.Tensor((), dtype="bool"), x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    with R.dataflow():
        if c:
            gv: R.Tensor((4,), dtype="float32") = R.exp(x)
        else:
            gv: R.Tensor((4,), dtype="float32") = x
        R.output(gv)
    return gv
)"),
               "WF-7");
}

TEST(WellFormed, Wf7RecursiveCallsInDataflow) {
  const char* recursive = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        cls = Module
        with R.dataflow():
            gv: R.Tensor((), dtype="int64") = cls.main(x)
            R.output(gv)
        return gv

    @R.function(private=True)
    def ping(x: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        cls = Module
        with R.dataflow():
            gv: R.Tensor((), dtype="int64") = cls.pong(x)
            R.output(gv)
        return gv

    @R.function(private=True)
    def pong(x: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        cls = Module
        gv: R.Tensor((), dtype="int64") = cls.ping(x)
        return gv
)";
  auto d = check_spec(recursive);
  EXPECT_RULES(d, "WF-7", "WF-7"); // main calls itself; ping calls pong, which calls ping
  ASSERT_EQ(d.size(), 2u);
  EXPECT_NE(d[1].message.find("mutually recursive"), std::string::npos) << d[1].message;
  // The default profile follows TVM, whose checker accepts both.
  EXPECT_TRUE(check_text(recursive).empty());
}

TEST(WellFormed, Wf8RecursionNeedsReturnAnnotation) {
  auto d = check_text(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="int64")):
        cls = Module
        gv = cls.main(x)
        return gv

    @R.function(private=True)
    def outer(x: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        @R.function
        def loop(y: R.Tensor((), dtype="int64")):
            r = loop(y)
            return r
        gv: R.Tensor((), dtype="int64") = loop(x)
        return gv
)");
  EXPECT_RULES(d, "WF-8", "WF-8"); // the global main and the local loop
}

TEST(WellFormed, Wf9OpAsValue) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Object, R.Tensor((4,), dtype="float32")):
    f = R.nn.relu
    gv = (f, x)
    return gv
)"),
               "WF-9");
}

TEST(WellFormed, Wf10AndWf14NdimMismatch) {
  auto d = check_text(R"(
@R.function
def main(x: R.Tensor((2, 3), dtype="float32", ndim=3)) -> R.Tensor((2, 3), dtype="float32", ndim=1):
    s: R.Shape([2, 3], ndim=1) = R.shape([2, 3])
    return x
)");
  // Var annotations (parameter, binding) are WF-10; the return annotation is WF-14.
  EXPECT_RULES(d, "WF-10", "WF-14", "WF-10");
}

TEST(WellFormed, Wf11ClosureCapturesDataflowVar) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    with R.dataflow():
        lv: R.Tensor((4,), dtype="float32") = R.exp(x)
        @R.function
        def add_lv(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            lv1: R.Tensor((4,), dtype="float32") = R.add(y, lv)
            return lv1
        gv: R.Tensor((4,), dtype="float32") = add_lv(x)
        R.output(gv)
    return gv
)"),
               "WF-11");
}

TEST(WellFormed, Wf12AndWf13EntryPoints) {
  const char* kAllPrivate = R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)";
  EXPECT_RULES(check_spec(kAllPrivate), "WF-12");
  EXPECT_RULES(check_text(kAllPrivate)); // TVM: a module of private functions is a library
  EXPECT_RULES(check_text(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"global_symbol": "entry"})
        return x
)"),
               "WF-13");
}

TEST(WellFormed, Wf14ShapeVarOutOfScope) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(c: R.Tensor((), dtype="bool"), x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
    if c:
        s: R.Shape([2, 4]) = R.shape_of(x)
        gv: R.Tensor((2, 4), dtype="float32") = x
    else:
        gv: R.Tensor((2, 4), dtype="float32") = x
    lv: R.Tensor(s, dtype="float32", ndim=2) = R.add(gv, gv)
    return lv
)"),
               "WF-14");
}

TEST(WellFormed, Wf15Wf16UnboundInShapeAndPrimAnnotations) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(x: R.Tensor(dtype="float32", ndim=1), p: R.Prim("int64")) -> R.Prim("int64"):
    m = T.int64()
    s: R.Shape([m]) = R.shape_of(x)
    lv: R.Prim(value=m) = p
    return lv
)"),
               "WF-15", "WF-16");
}

TEST(WellFormed, Wf17CallableWithoutParams) {
  EXPECT_RULES(check_text(R"(
@R.function(pure=False)
def main(f: R.Callable(ret=R.Object, purity=False), x: R.Tensor((4,), dtype="float32")) -> R.Object:
    gv: R.Object = f(x)
    return gv
)"),
               "WF-17");
}

TEST(WellFormed, Wf18SymbolicPrimValue) {
  const char* kSymbolic = R"(
@R.function
def main(x: R.Tensor(("n",), dtype="float32")) -> R.Prim("int64"):
    n = T.int64()
    a: R.Prim(value=7) = R.prim_value(7)
    gv: R.Prim(value=n + 1) = R.prim_value(n + 1)
    return gv
)";
  EXPECT_RULES(check_spec(kSymbolic), "WF-18");
  EXPECT_RULES(check_text(kSymbolic)); // TVM accepts symbolic PrimValues
}

TEST(WellFormed, Wf19Wf20Wf22Dtypes) {
  auto d = check_text(R"(
@R.function
def main(h: R.Prim("handle"), x: R.Tensor((4,), dtype="int7"), y: R.Tensor((4,), dtype="float32x4"), z: R.Tensor((4,), dtype="bfloat16"), b: R.Tensor((4,), dtype="bool")) -> R.Prim("int32", value=T.int64(3)):
    return h
)");
  // float32x4 is legal under TVM's rules, not under the spec's.
  EXPECT_RULES(d, "WF-19", "WF-20", "WF-22");
  EXPECT_RULES(check_spec(R"(
@R.function
def main(y: R.Tensor((4,), dtype="float32x4"), z: R.Tensor((4,), dtype="int4")) -> R.Tensor((4,), dtype="float32x4"):
    return y
)"),
               "WF-20", "WF-20", "WF-20");
}

TEST(WellFormed, Wf21ForcePureOnImpure) {
  EXPECT_RULES(check_text(R"(
@R.function(pure=False)
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    R.func_attr({"relax.force_pure": True})
    return x
)"),
               "WF-21");
}

TEST(WellFormed, Wf23CallTirArgumentsThroughAVar) {
  EXPECT_RULES(check_text(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(x: T.Buffer((T.int64(4),), "float32"), y: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                v_i = T.axis.spatial(T.int64(4), i)
                T.reads(x[v_i])
                T.writes(y[v_i])
                y[v_i] = x[v_i]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        args: R.Tuple(R.Tensor((4,), dtype="float32")) = (x,)
        gv = R.call_tir(cls.add, args, out_sinfo=R.Tensor((4,), dtype="float32"))
        return gv
)"),
               "WF-23");
}

TEST(WellFormed, Wf24Vdevices) {
  const char* kTemplate = R"(
@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"keys": ["cpu"], "kind": "llvm", "tag": ""}, 0, "global"), I.vdevice({"arch": "sm_80", "kind": "cuda", "tag": ""}, 0, "global")]})
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32", vdevice="DEV")) -> R.Tensor((2, 3), dtype="float32"):
        return x
)";
  auto with = [&](const std::string& dev) {
    std::string src = kTemplate;
    src.replace(src.find("DEV"), 3, dev);
    return check_spec(src);
  };
  EXPECT_RULES(with("cuda:0"));
  EXPECT_RULES(with("llvm:0"));
  EXPECT_RULES(with("vdevice:1"));
  EXPECT_RULES(with("cuda:1"), "WF-24"); // only one cuda device
  EXPECT_RULES(with("rocm:0"), "WF-24");
  // TVM's parser drops a vdevice it cannot find (with a warning): no error by default.
  std::string src = kTemplate;
  src.replace(src.find("DEV"), 3, "rocm:0");
  EXPECT_RULES(check_text(src));
}

TEST(WellFormed, ReportsEveryViolationInSourceOrder) {
  auto d = check_text(R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.add(x, x)
            gv: R.Tensor((4,), dtype="float32") = R.exp(x)
            R.output(gv)
        lv1: R.Tensor((4,), dtype="float32") = R.add(lv, later)
        later: R.Tensor((4,), dtype="float32") = R.exp(x)
        return lv1
)");
  EXPECT_RULES(d, "WF-1", "WF-3");
  for (size_t i = 1; i < d.size(); ++i) EXPECT_LE(d[i - 1].loc.line, d[i].loc.line);
}

// ---- normal form
// ---------------------------------------------------------------------------------

TEST(WellFormed, NormalFormOnlyWhenClaimed) {
  const char* kNested = R"(
@R.function
def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    lv: R.Tensor((4,), dtype="float32") = R.add(R.exp(x), x)
    return R.exp(lv)
)";
  EXPECT_RULES(check_text(kNested));
  EXPECT_RULES(check_text(kNested, /*normal_form=*/true), "NF-1", "NF-1");
}

TEST(WellFormed, NormalFormOfNormalizedProgram) {
  EXPECT_RULES(check_text(R"(
@R.function
def main(c: R.Tensor((), dtype="bool"), x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
    with R.dataflow():
        lv: R.Tensor((4,), dtype="float32") = R.exp(x)
        gv: R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")) = (lv, x)
        R.output(gv)
    a: R.Tensor((4,), dtype="float32") = gv[0]
    if c:
        lv1: R.Tensor((4,), dtype="float32") = R.add(a, x)
        r: R.Tensor((4,), dtype="float32") = lv1
    else:
        r: R.Tensor((4,), dtype="float32") = a
    return r
)",
                          /*normal_form=*/true));
}

// ---- IR the reader cannot produce
// ----------------------------------------------------------------

TEST(WellFormed, NormalFormBlocksSeqExprsAndBodies) {
  Var x = make_relax_var("x", tensor4());
  Var a = make_relax_var("a", tensor4());
  Var b = make_relax_var("b", tensor4());
  Var c = make_relax_var("c", tensor4());
  BindingBlock b1 = block_of(false, {binding_of(a, add(x, x))});
  BindingBlock b2 = block_of(false, {binding_of(b, add(a, x))});
  BindingBlock empty = block_of(true, {});
  Expr inner = make_seq({block_of(false, {binding_of(c, add(b, b))})}, c);
  Var d = make_relax_var("d", tensor4());
  BindingBlock b3 = block_of(true, {binding_of(d, inner)});
  // Adjacent ordinary blocks, an empty block, a SeqExpr as a binding value (which also binds c in
  // an ordinary block inside a DataflowBlock), and a function body that is not a SeqExpr.
  auto f =
      make_function({x}, make_seq({b1, b2, empty, b3}, d), tensor4(), true, global_symbol("main"));
  auto g = make_function({make_relax_var("y", tensor4())}, make_relax_var("y"), tensor4(), true);
  IRModule m = module_of({{"main", f}, {"g", g}});
  WellFormedOptions opts;
  opts.require_normal_form = true;
  auto diags = check_well_formed(m, opts);
  std::vector<std::string> got = rules(diags);
  std::sort(got.begin(), got.end());
  // g's body is an unbound Var (WF-2) and not a SeqExpr (NF-3).
  EXPECT_EQ(got, (std::vector<std::string>{"NF-2", "NF-3", "NF-4", "NF-4", "WF-2"})) << dump(diags);
}

TEST(WellFormed, NullFieldsAreReportedNotFatal) {
  Var x = make_relax_var("x", tensor4());
  auto call = std::make_shared<CallNode>(); // no callee
  call->args = {x, nullptr};
  Var a = make_relax_var("a", make_tuple_sinfo({nullptr}));
  Binding no_value = binding_of(a, nullptr);
  Binding no_var = binding_of(nullptr, x);
  Var b = make_relax_var("b");
  Binding cast = binding_of(b, x, /*match_cast=*/true, nullptr);
  BindingBlock block =
      block_of(false, {binding_of(make_relax_var("c"), call), no_value, no_var, cast});
  auto f =
      make_function({x, nullptr}, make_seq({block}, nullptr), nullptr, true, global_symbol("main"));
  IRModule m = module_of({{"main", f}, {"h", nullptr}});
  auto diags = check_well_formed(m, {});
  for (const auto& d : diags) EXPECT_EQ(d.rule, "WF-X-null") << dump(diags);
  EXPECT_EQ(diags.size(), 9u) << dump(diags);
}

TEST(WellFormed, BindingAndParameterSharing) {
  Var x = make_relax_var("x", tensor4());
  Var dfp = make_relax_var("p", tensor4(), /*dataflow=*/true);
  Var a = make_relax_var("a", tensor4());
  Var lv = make_relax_var("lv", tensor4(), /*dataflow=*/true);
  BindingBlock block = block_of(false, {binding_of(a, x), binding_of(a, x), binding_of(lv, x)});
  auto f = make_function({x, dfp}, make_seq({block}, a), tensor4(), true, global_symbol("f"));
  // g reuses f's parameter x and refers to a function the module does not have.
  Var r = make_relax_var("r", tensor4());
  BindingBlock gblock =
      block_of(false, {binding_of(r, make_call(make_global_var("missing"), {x}))});
  auto g = make_function({x}, make_seq({gblock}, r), tensor4(), true, global_symbol("g"));
  auto diags = check_well_formed(module_of({{"f", f}, {"g", g}}), {});
  EXPECT_EQ(rules(diags),
            (std::vector<std::string>{"WF-1", "WF-2", "WF-1", "WF-X-shared-param", "WF-X-global"}))
      << dump(diags);
}

TEST(WellFormed, SharedShapeVariableAndDeriveFunc) {
  PrimExpr n = make_var("n");
  auto fn_of = [&](const std::string& name) {
    Var x = make_relax_var("x", make_tensor_sinfo({n}, kF32));
    return make_function({x}, make_seq({}, x), nullptr, true, global_symbol(name));
  };
  auto opaque = std::make_shared<FuncSInfo>();
  opaque->params = std::vector<StructInfo>{tensor4()};
  opaque->ret = make_object_sinfo();
  opaque->derive_func = "my_derive";
  Var h = make_relax_var("h", opaque);
  auto k = make_function({h}, make_seq({}, h), nullptr, true, global_symbol("k"));
  auto diags = check_well_formed(module_of({{"f", fn_of("f")}, {"g", fn_of("g")}, {"k", k}}), {});
  EXPECT_EQ(rules(diags), (std::vector<std::string>{"WF-X-shared-shape", "WF-17"})) << dump(diags);
}

TEST(WellFormed, DeepNestingIsBounded) {
  Var x = make_relax_var("x", tensor4());
  Expr e = x;
  for (int i = 0; i < 100000; ++i) e = make_tuple({e});
  Var y = make_relax_var("y");
  auto f = make_function({x}, make_seq({block_of(false, {binding_of(y, e)})}, y), nullptr, true,
                         global_symbol("main"));
  auto diags = check_well_formed(module_of({{"main", f}}), {});
  EXPECT_EQ(rules(diags), (std::vector<std::string>{"WF-X-depth"})) << dump(diags);
  // Tearing down 100000 nested shared_ptrs recurses too; unwind the chain iteratively.
  while (auto t = as_ref<TupleNode>(e)) {
    Expr next = t->fields.empty() ? nullptr : t->fields[0];
    t.reset();
    e = std::move(next);
  }
}

TEST(WellFormed, UseLocationsPointAtTheUse) {
  const char* kSrc = kDataflowEscape;
  DiagnosticSink sink;
  auto mod = read_module(kSrc, sink);
  ASSERT_TRUE(mod.has_value()) << sink.format("<test>");
  // The reader records each use: the diagnostic points at the use of lv in R.add(gv, lv) (8:54),
  // not at its earlier use on line 6. Without use locations it falls back to the enclosing call
  // (8:44).
  auto d = check_well_formed(*mod, {});
  ASSERT_EQ(d.size(), 1u) << dump(d);
  EXPECT_EQ(d[0].loc, (SourceLoc{8, 54}));
  mod->use_locs.clear();
  d = check_well_formed(*mod, {});
  ASSERT_EQ(d.size(), 1u) << dump(d);
  EXPECT_EQ(d[0].loc, (SourceLoc{8, 44}));
  const auto& seq = static_cast<const SeqExprNode&>(*mod->functions[0].relax->body);
  const VarNode* lv = seq.blocks[0].bindings[0].var.get();
  mod->use_locs.set(lv, {SourceLoc{6, 56}, SourceLoc{8, 54}});
  d = check_well_formed(*mod, {});
  ASSERT_EQ(d.size(), 1u) << dump(d);
  EXPECT_EQ(d[0].loc, (SourceLoc{8, 54}));
}

} // namespace well_formed_test
} // namespace rxv::sem
