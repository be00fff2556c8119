// Printer and reader together: canonical texts are fixed points (print(read(text)) == text), other
// spellings print canonically, every corpus file round-trips (print(read(print(m))) == print(m) and
// read(print(m)) is structurally equal to m), and so do modules built by hand.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "tests/semantics/printer_test_util.h"

namespace rxv::sem {
namespace printer_roundtrip_test {

using namespace ptest;
namespace fs = std::filesystem;

/// Reads `text`, failing the test with the diagnostics if it does not read.
std::optional<IRModule> read_ok(const std::string& text, const std::string& what) {
  DiagnosticSink sink;
  std::optional<IRModule> m = read_module(text, sink);
  EXPECT_TRUE(m.has_value()) << what << "\n" << sink.format(what) << "\n" << text;
  return m;
}

/// print(read(print(m))) == print(m) and read(print(m)) ~ m.
void expect_round_trip(const IRModule& m, const std::string& what) {
  std::string once = print_module(m);
  std::optional<IRModule> back = read_ok(once, what);
  if (!back) return;
  EXPECT_EQ(print_module(*back), once) << what;
  EXPECT_TRUE(structural_equal(m, *back)) << what << "\n" << once;
}

void expect_canonical(const std::string& text, const std::string& expected) {
  std::optional<IRModule> m = read_ok(text, "sample");
  if (!m) return;
  EXPECT_EQ(print_module(*m), expected);
  expect_round_trip(*m, "sample");
}

// Every row of the dialect's tables, in canonical form: reading and printing gives it back.
const char* const kCanonicalModule = R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_attrs({"device_num": 1, "name": "m"})
    @T.prim_func(private=True)
    def add(var_A: T.handle, B: T.Buffer((T.int64(4),), "float32"), var_C: T.handle):
        T.func_attr({"tir.noalias": T.bool(True)})
        n = T.int64()
        A = T.match_buffer(var_A, (n, T.int64(4)))
        C = T.match_buffer(var_C, (n, T.int64(4)))
        # with T.block("root"):
        D = T.alloc_buffer((n, T.int64(4)), "float16", scope="shared")
        for i, j in T.grid(n, T.int64(4)):
            with T.block("C"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(A[v_i, v_j], B[v_j])
                T.writes(C[v_i, v_j], D[v_i, v_j])
                D[v_i, v_j] = T.Cast("float16", A[v_i, v_j])
                C[v_i, v_j] = A[v_i, v_j] + B[v_j]

    @R.function(private=True, pure=False)
    def helper(x: R.Tensor(dtype="float32", ndim=2)) -> R.Callable((R.Object,), R.Object, True):
        f: R.Callable(ret=R.Object, purity=False) = R.ExternFunc("f")
        return f

    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), s: R.Shape(["m"]), c: R.Tensor((), dtype="bool")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        m = T.int64()
        R.func_attr({"num_input": 1})
        cls = Module
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.const([1.0, 2.5, 1e-05, float("inf")], "float32")
            lv1: R.Tensor((n, 4), dtype="float32") = R.call_tir(cls.add, (x, lv), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            lv2 = R.match_cast(lv1, R.Tensor((m, 4), dtype="float32"))
            lv3: R.Tuple(R.Tensor((m, 4), dtype="float32"), R.Tensor((n, 4), dtype="float32")) = (lv2, lv1)
            lv4: R.Tensor((m, 4), dtype="float32") = lv3[0]
            lv5 = R.sum(lv4, axis=[1], keepdims=False)
            gv: R.Tensor((n, 4), dtype="float32") = R.nn.relu(lv1)
            R.output(gv)
        sh = R.shape([n, m + 1])
        p = R.prim_value(n * 2)
        q = R.prim_value(T.int32(1))
        st = R.str("a\"b")
        dt = R.dtype("float16")
        e = R.ExternFunc("vm.builtin.f")
        o = R.call_packed("f", gv, R.prim_value(1), sinfo_args=(R.Object,))
        o1 = R.call_pure_packed("g", gv, sinfo_args=(R.Tensor((n, 4), dtype="float32"),))
        o2 = R.call_dps_packed("h", (gv,), out_sinfo=[R.Tensor((n, 4), dtype="float32"), R.Tensor((4,), dtype="float32")])
        o3 = R.call_tir_inplace(cls.add, (gv, lv), out_sinfo=R.Tensor((n, 4), dtype="float32"), inplace_indices=[0], tir_vars=R.shape([m]))
        o4 = R.call_tir_with_grad(cls.add, (gv, lv), out_sinfo=R.Tensor((n, 4), dtype="float32"), te_grad_name="add_grad", te_grad_kwargs={"k": 2})
        empty = R.tuple()
        R.print(gv, format=R.str("{}"))
        @R.function
        def inner(y: R.Tensor((n, 4), dtype="float32"), kp: R.Prim(value="k")) -> R.Tensor((n, 4), dtype="float32"):
            k = T.int64()
            z: R.Tensor((n, 4), dtype="float32") = R.add(y, gv)
            return z

        r = inner(gv, R.prim_value(3))
        r1 = cls.helper(r)
        if c:
            a: R.Tensor((n, 4), dtype="float32") = R.multiply(r1, r1)
            res: R.Tensor((n, 4), dtype="float32") = a
        else:
            res: R.Tensor((n, 4), dtype="float32") = r1
        return res

    @T.prim_func
    def reduce(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8,), "float32"), n: T.int32):
        # with T.block("root"):
        for i in T.thread_binding(8, thread="blockIdx.x"):
            for k in range(8):
                with T.block("B"):
                    v_i = T.axis.spatial(8, i)
                    v_k = T.axis.reduce(8, 7 - k)
                    T.where(i < n)
                    T.reads(A[v_i, 0:8])
                    T.writes(B[v_i])
                    with T.init():
                        B[v_i] = T.float32(0.0)
                    B[v_i] = B[v_i] + T.if_then_else(v_k % 2 == 0 and not v_i < 1, A[v_i, v_k], T.float32(0.5))
        for i in T.serial(2, 6):
            x: T.int32 = T.truncdiv(i, 2) * (n - (i - 1)) // T.max(n, 1)
            if (x < i) == (n < i):
                T.evaluate(T.truncmod(x, 3))
            else:
                B[i] = T.Select(x > 0, T.float32(1.0), T.float32(-1.0))
)PY";

TEST(PrintRoundTrip, CanonicalTextIsAFixedPoint) {
  expect_canonical(kCanonicalModule, kCanonicalModule);
}

TEST(PrintRoundTrip, OtherSpellingsPrintCanonically) {
  expect_canonical(R"PY(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), o: R.Any, p: T.int64, y: R.Tensor(None, "float32", ndim=2)) -> R.Tensor((2, 3), "float32"):
        lv: R.Tensor((2, 3), "float32") = R.add(x, x)
        lv = R.multiply(lv, lv)
        t: R.Tuple(R.Object(), R.Tensor) = (lv, x)
        return lv
)PY",
                   R"PY(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), o: R.Object, p: R.Prim("int64"), y: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor((2, 3), dtype="float32"):
        lv: R.Tensor((2, 3), dtype="float32") = R.add(x, x)
        lv_1 = R.multiply(lv, lv)
        t: R.Tuple(R.Object, R.Tensor) = (lv_1, x)
        return lv_1
)PY");
  expect_canonical(R"PY(
@I.ir_module
class Module:
    @T.prim_func
    def f(a: T.handle, b: T.handle):
        n = T.int64()
        A = T.match_buffer(a, (n,), "float32")
        B = T.match_buffer(b, (n,))
        for i in T.serial(T.int64(0), n):
            with T.sblock("B"):
                vi = T.axis.spatial(n, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.float32(2)
)PY",
                   R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def f(a: T.handle, b: T.handle):
        n = T.int64()
        A = T.match_buffer(a, (n,))
        B = T.match_buffer(b, (n,))
        # with T.block("root"):
        for i in range(n):
            with T.block("B"):
                vi = T.axis.spatial(n, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.float32(2.0)
)PY");
}

TEST(PrintRoundTrip, LoneFunction) {
  const char* text = R"PY(# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
    y = R.add(x, x)
    return y
)PY";
  expect_canonical(text, text);
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(PrintRoundTrip, EveryCorpusFile) {
  fs::path root = fs::path(RXV_SOURCE_DIR) / "corpus";
  ASSERT_TRUE(fs::exists(root)) << root;
  int round_tripped = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".py") continue;
    DiagnosticSink sink;
    std::optional<IRModule> m = read_module(slurp(entry.path()), sink);
    if (!m) continue; // files that test reader errors
    expect_round_trip(*m, entry.path().string());
    ++round_tripped;
  }
  EXPECT_GT(round_tripped, 50);
}

TEST(PrintRoundTrip, ModulesBuiltByHand) {
  // Shape variables shared by a closure, names that need renaming, a TIR nest with explicit axes.
  PrimExpr n = make_var("n"), m = make_var("m");
  Var x = rvar("x", tensor({n, i64(4)})), x2 = rvar("x", tensor({n, i64(4)}));
  Var y = rvar("y", tensor({n, m})), lv = rvar("lv", tensor({n, m})), f = rvar("f");
  Function inner =
      function({y}, seq({block({vbind(lv, op_call("relax.add", {y, x}))})}, lv), tensor({n, m}));
  Var r = rvar("r"), u = rvar("_");
  Expr body = seq({block({vbind(f, inner), vbind(x2, op_call("relax.add", {x, x})),
                          vbind(u, op_call("relax.print", {x2})), vbind(r, make_call(f, {x2}))})},
                  x2);
  GlobalFunc main =
      relax_fn("main", function({x}, body, tensor({n, i64(4)}), global_symbol("main")));

  PrimExpr h = make_var("var_A", DataType::Handle()), i = make_var("i"), j = make_var("j");
  PrimExpr vi = make_var("vi"), vj = make_var("vj");
  Buffer a = buffer("A", {n, i64(8)});
  auto blk = std::make_shared<BlockStmt>();
  blk->name = "blk";
  blk->iter_vars = {iter_var(vi, n), iter_var(vj, i64(8), /*reduce=*/true)};
  blk->iter_values = {i, mul(j, i64(2))};
  blk->reads = {point_region(a, {vi, vj})};
  blk->writes = {point_region(a, {vi, vj})};
  blk->body = store(a, {vi, vj}, add(load(a, {vi, vj}), make_float(1.0)));
  Stmt nest = for_loop(i, i64(0), n, for_loop(j, i64(0), i64(4), blk));
  GlobalFunc tir = tir_fn("scale", prim_func({h}, {{0, a}}, nest));
  expect_round_trip(module({main, tir}), "hand-built");
}

// A block longer than the reader's and the printer's look-ahead (they prefetch 8 and 16
// statements on) and than one chunk of their name stores (256 names): every name and use is
// still where it belongs, and the text is a fixed point.
TEST(PrintRoundTrip, LongBlockIsAFixedPoint) {
  const int n = 700;
  const std::string t = R"(R.Tensor((2, 3), dtype="float32"))";
  std::string text = "# from tvm.script import ir as I\n# from tvm.script import relax as R\n\n"
                     "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: " +
                     t + ") -> " + t + ":\n        with R.dataflow():\n";
  for (int i = 0; i < n; ++i)
    text += "            lv" + std::to_string(i) + ": " + t + " = R." +
            (i % 2 ? "multiply" : "add") + "(" + (i ? "lv" + std::to_string(i - 1) : "x") +
            ", x)\n";
  text += "            gv: " + t + " = R.add(lv" + std::to_string(n - 1) +
          ", x)\n            R.output(gv)\n        y: " + t +
          " = R.add(gv, gv)\n        return y\n";
  std::optional<IRModule> m = read_ok(text, "long block");
  if (!m) return;
  EXPECT_EQ(print_module(*m), text);
  // lv300 is bound on line 309 and used once, as the first argument on line 310.
  const auto* seq = as<SeqExprNode>(m->functions[0].relax->body);
  ASSERT_TRUE(seq && seq->blocks.size() == 2 && seq->blocks[0].bindings.size() == n + 1u);
  const Var& lv300 = seq->blocks[0].bindings[300].var;
  EXPECT_EQ(lv300->name, "lv300");
  std::span<const SourceLoc> uses = m->use_locs.find(lv300.get());
  ASSERT_EQ(uses.size(), 1u);
  EXPECT_EQ(uses[0], (SourceLoc{310, 67}));
}

} // namespace printer_roundtrip_test
} // namespace rxv::sem
