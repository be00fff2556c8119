// The interpreter's built-in operators, PackedFuncs and effects, and one test
// per EvalError kind the interpreter itself produces.
#include <gtest/gtest.h>

#include "semantics/interp/packed_func.h"
#include "semantics/ops/op_table.h"
#include "tests/semantics/interpreter_test_util.h"

namespace rxv::sem {
namespace interpreter_builtins_test {

using namespace itest;

/// Reads `src` without checking it: for programs whose run-time failure
/// StructInfo would reject statically (the interpreter must still fail cleanly
/// on them).
IRModule read_unchecked(std::string_view src) {
  DiagnosticSink sink;
  std::optional<IRModule> m = read_module(src, sink);
  EXPECT_TRUE(m.has_value()) << sink.format("input");
  return m ? normalize(*m) : IRModule{};
}

TEST(InterpreterBuiltins, EffectsInOrderAndMutationAliases) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((3,), dtype="int64"), y: R.Tensor((3,), dtype="int64")) -> R.Tensor((3,), dtype="int64"):
        R.print(x, format=R.str("x = {}"))
        a: R.Tensor((3,), dtype="int64") = R.call_packed("rxv.test.add_inplace", x, y, sinfo_args=(R.Tensor((3,), dtype="int64"),))
        R.print(x, format=R.str("after: {}"))
        b: R.Object = R.call_packed("rxv.print", x, R.prim_value(T.int64(5)), sinfo_args=(R.Object,))
        return a
)");
  Interpreter in(p.mod);
  Value x = i64_tensor({3}, {1, 2, 3});
  EvalOr<Value> r = in.call("main", {x, i64_tensor({3}, {10, 20, 30})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(elements(x), (std::vector<double>{11, 22, 33})); // the caller's tensor, mutated
  EXPECT_EQ(r->as_tensor()->data.get(), x.as_tensor()->data.get());
  EffectTrace want = {{"print", "x = [1, 2, 3]"},
                      {"call", "rxv.test.add_inplace"},
                      {"mutate", "rxv.test.add_inplace: argument 0"},
                      {"print", "after: [11, 22, 33]"},
                      {"call", "rxv.print"},
                      {"print", "[11, 22, 33] 5"}};
  EXPECT_EQ(in.effects(), want);
  in.clear_effects();
  EXPECT_TRUE(in.effects().empty());
}

TEST(InterpreterBuiltins, LegalizedPrintHasThePrintEffectOfTheOp) {
  // TVM's LegalizeOps turns R.print(x, format=F) into the PackedFunc call below (issue 16: an
  // "unknown PackedFunc" after the pass read as a refinement failure).
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((3,), dtype="int64")) -> R.Tensor((3,), dtype="int64"):
        R.print(x, format=R.str("x = {}"))
        R.call_packed("relax.run.print", R.str("x = {}"), x, sinfo_args=(R.Tuple,))
        R.call_packed("relax.run.print", R.str(""), x, R.prim_value(T.int64(5)), sinfo_args=(R.Tuple,))
        return x
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {i64_tensor({3}, {1, 2, 3})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  // The lowering is the op: no "call" effect of its own, the same trace.
  EffectTrace want = {
      {"print", "x = [1, 2, 3]"}, {"print", "x = [1, 2, 3]"}, {"print", "[1, 2, 3] 5"}};
  EXPECT_EQ(in.effects(), want);
}

TEST(InterpreterBuiltins, AssertOp) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(c: R.Prim("bool"), x: R.Prim("int64")) -> R.Prim("int64"):
        R.assert_op(c, x, format=R.str("n = {} is too big"))
        return x
)");
  Interpreter in(p.mod);
  EXPECT_TRUE(in.call("main", {prim_bool(true), prim_i64(3)}).ok());
  EvalError e = expect_error(in.call("main", {prim_bool(false), prim_i64(12)}));
  EXPECT_EQ(e.kind, EvalErrorKind::kAssertFailed);
  EXPECT_EQ(e.message, "n = 12 is too big");
  EXPECT_TRUE(e.loc.known());
}

TEST(InterpreterBuiltins, DataDependentUniqueThenMatchCast) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6,), dtype="int64")):
        j = T.int64()
        u: R.Tensor(dtype="int64", ndim=1) = R.call_pure_packed("rxv.unique", x, sinfo_args=(R.Tensor(dtype="int64", ndim=1),))
        v = R.match_cast(u, R.Tensor((j,), dtype="int64"))
        s = R.shape([j])
        return (v, s)
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {i64_tensor({6}, {5, -1, 5, 3, -1, 0})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(elements(r->as_tuple()->fields[0]), (std::vector<double>{-1, 0, 3, 5}));
  EXPECT_EQ(r->as_tuple()->fields[1].as_shape()->dims, (std::vector<int64_t>{4}));
}

TEST(InterpreterBuiltins, PackedFuncResultIsCheckedAgainstSinfoArgs) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Tensor((4,), dtype="float32") = R.call_pure_packed("rxv.identity", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return y
)");
  Interpreter in(p.mod);
  EXPECT_TRUE(in.call("main", {f32({4}, {1, 2, 3, 4})}).ok());
  EvalError e = expect_error(in.call("main", {f32({3}, {1, 2, 3})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kMatchCast);
  EXPECT_NE(e.message.find("rxv.identity"), std::string::npos) << e.message;
}

TEST(InterpreterBuiltins, MissingPackedFunc) {
  IRModule m = read_unchecked(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((2,), dtype="float32")):
        y: R.Object = R.call_packed("no.such.func", x, sinfo_args=(R.Object,))
        return y
)");
  Interpreter in(m);
  EvalError e = expect_error(in.call("main", {f32({2}, {1, 2})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kMissingFunc);
  EXPECT_NE(e.message.find("no.such.func"), std::string::npos);
  EXPECT_EQ(expect_error(in.call("nope", {})).kind, EvalErrorKind::kMissingFunc);
}

TEST(InterpreterBuiltins, ShapeTensorConversions) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(s: R.Shape(["a", "b"])) -> R.Shape(ndim=2):
        t: R.Tensor((2,), dtype="int64") = R.shape_to_tensor(s)
        u: R.Shape(ndim=2) = R.tensor_to_shape(t)
        return u

    @R.function
    def back(t: R.Tensor((2,), dtype="int64")) -> R.Shape(ndim=2):
        u: R.Shape(ndim=2) = R.tensor_to_shape(t)
        return u
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {shape({3, 7})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{3, 7}));
  EvalError e = expect_error(in.call("back", {i64_tensor({2}, {3, -7})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kOther);
  EXPECT_NE(e.message.find("-7"), std::string::npos) << e.message;
}

TEST(InterpreterBuiltins, DpsPackedAllocatesFromOutSinfoUnderLimits) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "k"), dtype="float32")) -> R.Tensor(("m", "k * 2"), dtype="float32"):
        m = T.int64()
        k = T.int64()
        y = R.call_dps_packed("custom_tile", (x,), out_sinfo=R.Tensor((m, k * 2), dtype="float32"))
        return y
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {f32({2, 2}, {1, 2, 3, 4})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_tensor()->shape, (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(elements(*r), (std::vector<double>{1, 2, 1, 2, 3, 4, 3, 4}));
  EvalOptions small;
  small.limits.max_tensor_bytes = 32;
  Interpreter limited(p.mod, small);
  EvalError e = expect_error(limited.call("main", {f32({4, 2}, std::vector<double>(8, 0.0))}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  EXPECT_TRUE(e.loc.known());
}

TEST(InterpreterBuiltins, TotalBytesLimitCountsLiveTensorsOnly) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "k"), dtype="float32")) -> R.Tensor(("m", "k * 2"), dtype="float32"):
        m = T.int64()
        k = T.int64()
        y = R.call_dps_packed("custom_tile", (x,), out_sinfo=R.Tensor((m, k * 2), dtype="float32"))
        return y
)");
  EvalOptions opts;
  opts.limits.max_total_bytes = 48; // one 2x4 float32 output (32 bytes) at a time
  Interpreter in(p.mod, opts);
  Value x = f32({2, 2}, {1, 2, 3, 4});
  {
    EvalOr<Value> kept = in.call("main", {x});
    ASSERT_TRUE(kept.ok()) << kept.error().to_string();
    EXPECT_EQ(expect_error(in.call("main", {x})).kind, EvalErrorKind::kLimit);
  }
  // The first output is gone: its bytes no longer count.
  EXPECT_TRUE(in.call("main", {x}).ok());
}

TEST(InterpreterBuiltins, MakeAndInvokeClosure) {
  Prepared p = prepare(R"(
@I.ir_module
class Module:
    @R.function
    def lifted(x: R.Shape(["b"]), c: R.Shape(["a"])) -> R.Shape(ndim=2):
        a = T.int64()
        b = T.int64()
        s = R.shape([a, b])
        return s

    @R.function(pure=False)
    def main(y: R.Shape(["n"])) -> R.Shape(ndim=2):
        cls = Module
        clo = R.make_closure(cls.lifted, (R.shape([7]),))
        r: R.Shape(ndim=2) = R.invoke_closure(clo, (y,), sinfo_args=(R.Shape(ndim=2),))
        return r
)");
  ASSERT_EQ(p.errors, "");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {shape({8})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{7, 8}));
}

TEST(InterpreterBuiltins, CallTirRunsThePrimFunc) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(var_A: T.handle, var_B: T.handle):
        n = T.int64()
        A = T.match_buffer(var_A, (n,))
        B = T.match_buffer(var_B, (n,))
        for i in range(n):
            with T.block("B"):
                v_i = T.axis.spatial(n, i)
                B[v_i] = A[v_i] + T.float32(1)

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((n,), dtype="float32"))
        return y
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {f32({3}, {1, 2, 3})});
  if (!r.ok() && r.error().message.find("placeholder") != std::string::npos)
    GTEST_SKIP() << "TIR interpreter not merged into this branch yet";
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(elements(*r), (std::vector<double>{2, 3, 4}));
}

// --- One test per EvalError kind the interpreter core produces (the others
// above). ---

TEST(InterpreterErrors, IfConditionMustBeABoolScalar) {
  IRModule m = read_unchecked(R"(
@I.ir_module
class Module:
    @R.function
    def main(c: R.Object) -> R.Object:
        if c:
            r = R.shape([1])
        else:
            r = R.shape([2])
        return r
)");
  Interpreter in(m);
  EXPECT_EQ(in.call("main", {prim_bool(false)})->as_shape()->dims, (std::vector<int64_t>{2}));
  EXPECT_EQ(expect_error(in.call("main", {shape({1})})).kind, EvalErrorKind::kTypeError);
  EXPECT_EQ(expect_error(in.call("main", {prim_i64(1)})).kind, EvalErrorKind::kTypeError);
}

TEST(InterpreterErrors, TupleIndexOutOfRange) {
  IRModule m = read_unchecked(R"(
@I.ir_module
class Module:
    @R.function
    def main(t: R.Object) -> R.Object:
        x = t[2]
        return x
)");
  Interpreter in(m);
  Value t3 = make_tuple_value({prim_i64(0), prim_i64(1), prim_i64(2)});
  EXPECT_EQ(in.call("main", {t3})->as_prim()->i, 2);
  EvalError e = expect_error(in.call("main", {make_tuple_value({prim_i64(0)})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kIndexOutOfRange);
  EXPECT_TRUE(e.loc.known());
  EXPECT_EQ(expect_error(in.call("main", {prim_i64(0)})).kind, EvalErrorKind::kTypeError);
}

TEST(InterpreterErrors, CallingANonFunction) {
  IRModule m = read_unchecked(R"(
@I.ir_module
class Module:
    @R.function
    def main(f: R.Object, x: R.Object) -> R.Object:
        y = f(x)
        return y
)");
  Interpreter in(m);
  EXPECT_EQ(expect_error(in.call("main", {shape({1}), shape({2})})).kind,
            EvalErrorKind::kTypeError);
  // A PackedFunc value is callable (and the call is an effect).
  EvalOr<Value> r = in.call("main", {Value(PackedFuncValue{"rxv.identity"}), shape({2})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{2}));
  ASSERT_EQ(in.effects().size(), 1u);
  EXPECT_EQ(in.effects()[0], (Effect{"call", "rxv.identity"}));
}

TEST(InterpreterErrors, OperatorWithoutKernelIsUnsupported) {
  // An op of the table without a kernel, if any is left; and an op that is not
  // in the table.
  std::vector<std::string> names = {"relax.no_such_op"};
  for (const OpDef& d : OpTable::get().ops())
    if (!d.kernel) {
      names.push_back(d.name);
      break;
    }
  for (const std::string& name : names) {
    auto fn = std::make_shared<FunctionNode>();
    auto body = std::make_shared<SeqExprNode>();
    Var v = make_relax_var("v");
    BindingBlock block;
    block.bindings.push_back(Binding{v, make_call(make_op(name), {}, {}, {}, SourceLoc{3, 4}),
                                     false, nullptr, SourceLoc{3, 4}});
    body->blocks.push_back(block);
    body->body = v;
    fn->body = body;
    IRModule m;
    m.functions.push_back(GlobalFunc{"main", fn, nullptr, {}});
    Interpreter in(m);
    EvalError e = expect_error(in.call("main", {}));
    EXPECT_EQ(e.kind, EvalErrorKind::kUnsupported);
    EXPECT_NE(e.message.find(name), std::string::npos) << e.message;
    EXPECT_EQ(e.loc, (SourceLoc{3, 4}));
  }
}

TEST(InterpreterErrors, RegistryLookupAndCustomRegistry) {
  const PackedFuncRegistry& b = PackedFuncRegistry::builtins();
  for (const char* n : {"rxv.identity", "rxv.test.add_inplace", "rxv.print", "rxv.unique"})
    EXPECT_NE(b.find(n), nullptr) << n;
  EXPECT_EQ(b.find("nope"), nullptr);
  PackedFuncRegistry mine;
  mine.add("my.fail", [](const std::vector<Value>&, KernelContext& ctx) -> EvalOr<Value> {
    return ctx.error(EvalErrorKind::kOther, "my.fail failed");
  });
  IRModule m = read_unchecked(R"(
@I.ir_module
class Module:
    @R.function(pure=False)
    def main() -> R.Object:
        y: R.Object = R.call_packed("my.fail", sinfo_args=(R.Object,))
        return y
)");
  EvalOptions opts;
  opts.packed_funcs = &mine;
  Interpreter in(m, opts);
  EvalError e = expect_error(in.call("main", {}));
  EXPECT_EQ(e.kind, EvalErrorKind::kOther);
  EXPECT_EQ(e.message, "my.fail failed");
  EXPECT_TRUE(e.loc.known());
}

} // namespace interpreter_builtins_test
} // namespace rxv::sem
