// The reference interpreter on core Relax: bindings, If, tuples, shapes,
// PrimValues, closures, recursion, MatchCast and signature checks
// (semantics/interp/interpreter.h).
#include <gtest/gtest.h>

#include "semantics/interp/packed_func.h"
#include "semantics/value/match_value.h"
#include "tests/semantics/interpreter_test_util.h"

namespace rxv::sem {
namespace interpreter_eval_test {

using namespace itest;

/// The built-in PackedFuncs plus `test.is_zero`: a Shape (n,) or an int
/// PrimValue to the bool PrimValue n == 0 (Relax has no scalar comparison
/// without the op kernels).
const PackedFuncRegistry& test_registry() {
  static const PackedFuncRegistry r = [] {
    PackedFuncRegistry reg = PackedFuncRegistry::builtins();
    reg.add(
        "test.is_zero", [](const std::vector<Value>& args, KernelContext& ctx) -> EvalOr<Value> {
          if (args.size() == 1) {
            if (const ShapeValue* s = args[0].as_shape(); s && s->dims.size() == 1)
              return Value(PrimScalar{DataType::Bool(), s->dims[0] == 0, 0});
            if (const PrimScalar* p = args[0].as_prim(); p && p->dtype.is_int())
              return Value(PrimScalar{DataType::Bool(), p->i == 0, 0});
          }
          return ctx.error(EvalErrorKind::kTypeError, "test.is_zero needs a 1-D shape or an int");
        });
    return reg;
  }();
  return r;
}

EvalOptions test_options() {
  EvalOptions o;
  o.packed_funcs = &test_registry();
  return o;
}

constexpr const char* kFactorial = R"(
@I.ir_module
class Module:
    @R.function
    def fact(x: R.Shape(["n"])) -> R.Shape(ndim=1):
        n = T.int64()
        m = T.int64()
        cls = Module
        c: R.Prim("bool") = R.call_pure_packed("test.is_zero", x, sinfo_args=(R.Prim("bool"),))
        if c:
            r: R.Shape(ndim=1) = R.shape([1])
        else:
            s: R.Shape(ndim=1) = cls.fact(R.shape([n - 1]))
            t = R.match_cast(s, R.Shape([m]))
            r: R.Shape(ndim=1) = R.shape([n * m])
        return r
)";

int64_t fact_of(const EvalOr<Value>& r) {
  EXPECT_TRUE(r.ok()) << r.error().to_string();
  if (!r.ok() || !r->as_shape() || r->as_shape()->dims.size() != 1) return -1;
  return r->as_shape()->dims[0];
}

TEST(InterpreterEval, FactorialByRecursionThroughIf) {
  Prepared p = prepare_ok(kFactorial);
  Interpreter in(p.mod, test_options());
  EXPECT_EQ(fact_of(in.call("fact", {shape({10})})), 3628800);
  EXPECT_EQ(fact_of(in.call("fact", {shape({20})})), 2432902008176640000);
}

TEST(InterpreterEval, FactorialOverflowIsAnEvalError) {
  Prepared p = prepare_ok(kFactorial);
  Interpreter in(p.mod, test_options());
  EvalError e = expect_error(in.call("fact", {shape({21})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kOverflow) << e.to_string();
  EXPECT_TRUE(e.loc.known());
}

TEST(InterpreterEval, CallDepthLimit) {
  Prepared p = prepare_ok(kFactorial);
  EvalOptions opts = test_options();
  opts.limits.max_call_depth = 50;
  Interpreter in(p.mod, opts);
  EXPECT_TRUE(in.call("fact", {shape({10})}).ok());
  EvalError e = expect_error(in.call("fact", {shape({60})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  // A negative dimension recurses without end: the default limit stops it, no
  // stack overflow.
  Interpreter deflt(p.mod, test_options());
  EXPECT_EQ(expect_error(deflt.call("fact", {shape({-1})})).kind, EvalErrorKind::kLimit);
  // The interpreter is usable after an error.
  EXPECT_EQ(fact_of(deflt.call("fact", {shape({3})})), 6);
}

TEST(InterpreterEval, DeepRecursionIsCappedWhateverTheConfiguredLimit) {
  // A configured limit beyond what the C++ stack holds is capped (eval_call.cpp), so unbounded
  // recursion still ends in a Limit error; the stack used per Relax call stays small.
  Prepared p = prepare_ok(kFactorial);
  EvalOptions opts = test_options();
  opts.limits.max_call_depth = 1 << 30;
  PackedFuncRegistry reg = test_registry();
  const PackedFunc* is_zero = reg.find("test.is_zero");
  ASSERT_NE(is_zero, nullptr);
  uintptr_t lo = UINTPTR_MAX, hi = 0;
  reg.add("test.is_zero",
          [&, inner = *is_zero](const std::vector<Value>& args, KernelContext& ctx) {
            char probe = 0;
            auto at = reinterpret_cast<uintptr_t>(&probe);
            lo = std::min(lo, at);
            hi = std::max(hi, at);
            return inner(args, ctx);
          });
  opts.packed_funcs = &reg;
  Interpreter in(p.mod, opts);
  EvalError e = expect_error(in.call("fact", {shape({-1})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kLimit) << e.to_string();
  double per_call = double(hi - lo) / 999; // the cap: 1000 calls deep
  std::cout << "[stack] about " << per_call << " bytes of C++ stack per Relax call\n";
  // The cap must fit half of an 8 MiB stack in an optimized build. Sanitizer builds have frames
  // several times larger (scripts/test.sh gives them a bigger stack), so only that build is lax.
#if defined(__SANITIZE_ADDRESS__)
  EXPECT_LT(per_call * 1000, 32.0 * 1024 * 1024);
#else
  EXPECT_LT(per_call * 1000, 4.0 * 1024 * 1024);
#endif
}

TEST(InterpreterEval, MutualRecursion) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def is_even(x: R.Shape(["n"])) -> R.Prim("bool"):
        n = T.int64()
        cls = Module
        c: R.Prim("bool") = R.call_pure_packed("test.is_zero", x, sinfo_args=(R.Prim("bool"),))
        if c:
            r: R.Prim("bool") = R.prim_value(T.bool(True))
        else:
            r: R.Prim("bool") = cls.is_odd(R.shape([n - 1]))
        return r

    @R.function
    def is_odd(x: R.Shape(["n"])) -> R.Prim("bool"):
        n = T.int64()
        cls = Module
        c: R.Prim("bool") = R.call_pure_packed("test.is_zero", x, sinfo_args=(R.Prim("bool"),))
        if c:
            r: R.Prim("bool") = R.prim_value(T.bool(False))
        else:
            r: R.Prim("bool") = cls.is_even(R.shape([n - 1]))
        return r
)");
  Interpreter in(p.mod, test_options());
  for (int64_t n : {0, 1, 6, 7, 100}) {
    EvalOr<Value> r = in.call("is_even", {shape({n})});
    ASSERT_TRUE(r.ok()) << r.error().to_string();
    EXPECT_EQ(r->as_prim()->i, n % 2 == 0 ? 1 : 0) << n;
  }
}

TEST(InterpreterEval, LocalRecursiveClosure) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Shape(["n"])) -> R.Shape(ndim=1):
        n = T.int64()
        @R.function
        def count(y: R.Shape(["k"])) -> R.Shape(ndim=1):
            k = T.int64()
            c: R.Prim("bool") = R.call_pure_packed("test.is_zero", y, sinfo_args=(R.Prim("bool"),))
            if c:
                r: R.Shape(ndim=1) = R.shape([n])
            else:
                r: R.Shape(ndim=1) = count(R.shape([k - 1]))
            return r

        gv = count(x)
        return gv
)");
  Interpreter in(p.mod, test_options());
  EvalOr<Value> r = in.call("main", {shape({5})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{5}));
}

TEST(InterpreterEval, ClosureCapturesRelaxAndShapeVariables) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Shape(["m"])) -> R.Tuple(R.Shape(ndim=2), R.Shape(ndim=1)):
        n = T.int64()
        m = T.int64()
        @R.function
        def inner(z: R.Tensor((n,), dtype="float32")) -> R.Tuple(R.Shape(ndim=2), R.Shape(ndim=1)):
            s = R.shape([n, m + 1])
            t = (s, y)
            return t

        gv = inner(x)
        return gv
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {f32({3}, {1, 2, 3}), shape({5})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  const TupleValue* t = r->as_tuple();
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->fields[0].as_shape()->dims, (std::vector<int64_t>{3, 6}));
  EXPECT_EQ(t->fields[1].as_shape()->dims, (std::vector<int64_t>{5}));
}

TEST(InterpreterEval, ClosureEscapesItsScope) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def make(y: R.Shape(["m"])):
        m = T.int64()
        @R.function
        def inner(z: R.Shape(["k"])) -> R.Shape(ndim=2):
            k = T.int64()
            s = R.shape([k, m])
            return s

        return inner

    @R.function
    def main(a: R.Shape(["p"])) -> R.Shape(ndim=2):
        cls = Module
        f = cls.make(R.shape([4]))
        r = f(a)
        return r
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {shape({9})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{9, 4}));
}

TEST(InterpreterEval, SignatureBindsShapeVariablesBeforeCheckingCompoundDims) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor(("M * N",), dtype="float32"), y: R.Tensor(("M", "N"), dtype="float32")) -> R.Shape(["M", "N"]):
        M = T.int64()
        N = T.int64()
        s = R.shape([M, N])
        return s
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("f", {f32({6}, {0, 0, 0, 0, 0, 0}), f32({2, 3}, {0, 0, 0, 0, 0, 0})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{2, 3}));
  EvalError e =
      expect_error(in.call("f", {f32({5}, {0, 0, 0, 0, 0}), f32({2, 3}, {0, 0, 0, 0, 0, 0})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kMatchCast);
  EXPECT_NE(e.message.find("argument 0 (x) of f"), std::string::npos) << e.message;
  // Wrong dtype, wrong rank, wrong kind, wrong arity.
  EXPECT_EQ(expect_error(in.call("f", {i64_tensor({6}, {0, 0, 0, 0, 0, 0}),
                                       f32({2, 3}, {0, 0, 0, 0, 0, 0})}))
                .kind,
            EvalErrorKind::kMatchCast);
  EXPECT_EQ(
      expect_error(in.call("f", {f32({6}, {0, 0, 0, 0, 0, 0}), f32({6}, {0, 0, 0, 0, 0, 0})})).kind,
      EvalErrorKind::kMatchCast);
  EXPECT_EQ(expect_error(in.call("f", {shape({6}), f32({2, 3}, {0, 0, 0, 0, 0, 0})})).kind,
            EvalErrorKind::kMatchCast);
  EXPECT_EQ(expect_error(in.call("f", {shape({6})})).kind, EvalErrorKind::kTypeError);
}

constexpr const char* kMatchCast = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2, dtype="float32")) -> R.Shape(ndim=2):
        a = T.int64()
        b = T.int64()
        y = R.match_cast(x, R.Tensor((a, b), dtype="float32"))
        z = R.match_cast(x, R.Tensor((a, a), dtype="float32"))
        s = R.shape([a, b])
        return s
)";

TEST(InterpreterEval, MatchCastBindsThenChecks) {
  Prepared p = prepare_ok(kMatchCast);
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("main", {f32({3, 3}, std::vector<double>(9, 1.0))});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->as_shape()->dims, (std::vector<int64_t>{3, 3}));
  EvalError e = expect_error(in.call("main", {f32({2, 3}, std::vector<double>(6, 1.0))}));
  EXPECT_EQ(e.kind, EvalErrorKind::kMatchCast);
  EXPECT_TRUE(e.loc.known());
  EXPECT_NE(e.message.find("R.match_cast of z"), std::string::npos) << e.message;
}

TEST(InterpreterEval, ReturnAnnotationIsChecked) {
  Prepared p = prepare(R"(
@I.ir_module
class Module:
    @R.function
    def f(x: R.Object) -> R.Shape(ndim=2):
        return x
)");
  Interpreter in(p.mod);
  EXPECT_TRUE(in.call("f", {shape({1, 2})}).ok());
  EvalError e = expect_error(in.call("f", {shape({1})}));
  EXPECT_EQ(e.kind, EvalErrorKind::kMatchCast);
  EXPECT_NE(e.message.find("return value of f"), std::string::npos) << e.message;
}

TEST(InterpreterEval, ShapeArithmeticErrors) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def f(x: R.Shape(["n"])) -> R.Shape(ndim=2):
        n = T.int64()
        s = R.shape([n * n * n * n, 64 // n])
        return s
)");
  Interpreter in(p.mod);
  EXPECT_EQ(in.call("f", {shape({4})})->as_shape()->dims, (std::vector<int64_t>{256, 16}));
  EXPECT_EQ(expect_error(in.call("f", {shape({0})})).kind, EvalErrorKind::kDivisionByZero);
  EXPECT_EQ(expect_error(in.call("f", {shape({int64_t{1} << 20})})).kind, EvalErrorKind::kOverflow);
}

TEST(InterpreterEval, LeafValuesAndTuples) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def f(x: R.Tensor((2,), dtype="int64")):
        c = R.const([[1.5, 2.0], [3.0, -4.0]], "float32")
        b = R.const(True, "bool")
        t = (x, c, R.prim_value(T.int32(-3)), R.str("hi"), R.dtype("float16"), b)
        u = t[1]
        sh = R.shape_of(u)
        return (u, sh, t[2], t[3], t[4], t[5])
)");
  Interpreter in(p.mod);
  EvalOr<Value> r = in.call("f", {i64_tensor({2}, {7, 8})});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  const TupleValue* t = r->as_tuple();
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(t->fields.size(), 6u);
  EXPECT_EQ(elements(t->fields[0]), (std::vector<double>{1.5, 2, 3, -4}));
  EXPECT_EQ(t->fields[1].as_shape()->dims, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(t->fields[2].as_prim()->i, -3);
  EXPECT_EQ(t->fields[2].as_prim()->dtype, DataType::Int(32));
  EXPECT_EQ(t->fields[3].as_string()->value, "hi");
  EXPECT_EQ(t->fields[4].as_dtype()->value, DataType::Float(16));
  EXPECT_EQ(t->fields[5].as_tensor()->get_int(0), 1);
  EXPECT_TRUE(value_conforms(*r, ret_sinfo(p, "f")));
}

TEST(InterpreterEval, ConstantsAreFreshTensors) {
  Prepared p = prepare_ok(R"(
@I.ir_module
class Module:
    @R.function
    def f() -> R.Tensor((2,), dtype="float32"):
        c = R.const([1.0, 2.0], "float32")
        return c
)");
  Interpreter in(p.mod);
  Value a = *in.call("f", {});
  Value b = *in.call("f", {});
  EXPECT_NE(a.as_tensor()->data.get(), b.as_tensor()->data.get());
}

} // namespace interpreter_eval_test
} // namespace rxv::sem
