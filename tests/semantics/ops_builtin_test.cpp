// StructInfo rules of the built-in operators (semantics/ops/builtin.cpp, builtin_call_tir.cpp).
// The destination-passing calls are read from TVMScript, so the tests see calls exactly as the
// reader stores them.
#include <gtest/gtest.h>

#include "semantics/script/reader.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_builtin_test {

using namespace op_test;

// ---- call_tir, call_tir_inplace, call_dps_packed (read from TVMScript) ----

constexpr const char* kModule = R"(
@I.ir_module
class Module:
    @T.prim_func
    def mm(var_x: T.handle, var_y: T.handle, var_z: T.handle):
        m = T.int64()
        n = T.int64()
        k = T.int64()
        A = T.match_buffer(var_x, (m, n))
        B = T.match_buffer(var_y, (n, k))
        C = T.match_buffer(var_z, (m, k))
        for i, j in T.grid(m, k):
            C[i, j] = A[i, 0] * B[0, j]

    @T.prim_func
    def double(var_x: T.handle, var_y: T.handle, n: T.int64):
        A = T.match_buffer(var_x, (n,))
        B = T.match_buffer(var_y, (n * 2,))
        for i in range(n):
            B[i] = A[i]

    @T.prim_func
    def acc(var_x: T.handle, var_y: T.handle):
        n = T.int64()
        A = T.match_buffer(var_x, (n,))
        B = T.match_buffer(var_y, (n,))
        for i in range(n):
            A[i] = A[i] + B[i]

    @R.function
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32"), y: R.Tensor(("n", "k"), dtype="float32"), v: R.Tensor(("m",), dtype="float32"), c: R.Tensor((4, 8), dtype="float32"), d: R.Tensor((8, 16), dtype="float32"), w: R.Tensor(("j",), dtype="float32")):
        m = T.int64()
        n = T.int64()
        k = T.int64()
        j = T.int64()
        cls = Module
        ok = R.call_tir(cls.mm, (x, y), out_sinfo=R.Tensor((m, k), dtype="float32"))
        undecided = R.call_tir(cls.mm, (x, y), out_sinfo=R.Tensor((m, n), dtype="float32"))
        wrong_dim = R.call_tir(cls.mm, (c, d), out_sinfo=R.Tensor((4, 15), dtype="float32"))
        wrong_dtype = R.call_tir(cls.mm, (c, d), out_sinfo=R.Tensor((4, 16), dtype="float16"))
        too_few = R.call_tir(cls.mm, (c,), out_sinfo=R.Tensor((4, 16), dtype="float32"))
        not_prim = R.call_tir(cls.helper, (v,), out_sinfo=R.Tensor((4,), dtype="float32"))
        no_shape = R.call_tir(cls.mm, (c, d), out_sinfo=R.Tensor(dtype="float32", ndim=2))
        void_dtype = R.call_tir(cls.mm, (c, d), out_sinfo=R.Tensor((4, 16)))
        tv = R.call_tir(cls.double, (v,), out_sinfo=R.Tensor((m * 2,), dtype="float32"), tir_vars=R.shape([m]))
        tv_wrong = R.call_tir(cls.double, (v,), out_sinfo=R.Tensor((m * 2 + 1,), dtype="float32"), tir_vars=R.shape([m]))
        tv_count = R.call_tir(cls.double, (v,), out_sinfo=R.Tensor((m * 2,), dtype="float32"), tir_vars=R.shape([m, m]))
        two_out = R.call_tir(cls.mm, (c, d), out_sinfo=[R.Tensor((4, 16), dtype="float32"), R.Tensor((4, 16), dtype="float32")])
        ip = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[0], out_sinfo=R.Tensor((m,), dtype="float32"))
        ip_undecided = R.call_tir_inplace(cls.acc, (w, v), inplace_indices=[0], out_sinfo=R.Tensor((m,), dtype="float32"))
        ip_shape = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[0], out_sinfo=R.Tensor((m + 1,), dtype="float32"))
        ip_dtype = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[1], out_sinfo=R.Tensor((m,), dtype="int32"))
        ip_count = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[0, -1], out_sinfo=R.Tensor((m,), dtype="float32"))
        ip_range = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[2], out_sinfo=R.Tensor((m,), dtype="float32"))
        ip_none = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[-1], out_sinfo=R.Tensor((m,), dtype="float32"))
        ip_twice = R.call_tir_inplace(cls.acc, (v, v), inplace_indices=[0, 0], out_sinfo=[R.Tensor((m,), dtype="float32"), R.Tensor((m,), dtype="float32")])
        dps = R.call_dps_packed("my_func", (x,), out_sinfo=R.Tensor((m, n), dtype="float32"))
        dps_no_shape = R.call_dps_packed("my_func", (x,), out_sinfo=R.Tensor(dtype="float32"))
        return x
)";

/// The StructInfo a test gives each argument expression: a Var's annotation, a Tuple's fields,
/// a ShapeExpr's values, an opaque impure function for a GlobalVar or an ExternFunc.
StructInfo arg_sinfo(const Expr& e) {
  if (const auto* v = as<VarNode>(e)) return v->sinfo;
  if (const auto* t = as<TupleNode>(e)) {
    std::vector<StructInfo> fields;
    for (const auto& f : t->fields) fields.push_back(arg_sinfo(f));
    return make_tuple_sinfo(std::move(fields));
  }
  if (const auto* s = as<ShapeExprNode>(e))
    return make_shape_sinfo(s->values, int(s->values.size()));
  if (as<GlobalVarNode>(e) || as<ExternFuncNode>(e))
    return make_func_sinfo(std::nullopt, make_object_sinfo(), false);
  return make_object_sinfo();
}

class OpsCallTir : public ::testing::Test {
protected:
  void SetUp() override {
    DiagnosticSink sink;
    auto m = read_module(kModule, sink);
    ASSERT_TRUE(m) << sink.format("test.py");
    mod_ = std::move(*m);
    h_.mod = &mod_;
  }
  /// Infers the call bound to `name` in main.
  StructInfo infer(const std::string& name) {
    h_.clear();
    const auto* body = as<SeqExprNode>(mod_.find("main")->relax->body);
    for (const auto& block : body->blocks)
      for (const auto& b : block.bindings)
        if (b.var->name == name) {
          std::vector<StructInfo> args;
          for (const auto& a : as<CallNode>(b.value)->args) args.push_back(arg_sinfo(a));
          return h_.infer_on(b.value, args);
        }
    ADD_FAILURE() << "no binding " << name;
    return nullptr;
  }
  IRModule mod_;
  OpHarness h_;
};

TEST_F(OpsCallTir, SymbolicCallMatchesThePrimFunc) {
  EXPECT_EQ(str(infer("ok")), "R.Tensor((m, k), dtype=\"float32\")");
  EXPECT_EQ(h_.errors() + h_.warnings(), 0u) << h_.messages();
  EXPECT_EQ(str(infer("tv")), "R.Tensor((m * 2,), dtype=\"float32\")");
  EXPECT_EQ(h_.errors() + h_.warnings(), 0u) << h_.messages();
  EXPECT_EQ(str(infer("two_out")),
            "R.Tuple(R.Tensor((4, 16), dtype=\"float32\"), R.Tensor((4, 16), dtype=\"float32\"))");
  // Two outputs for a PrimFunc of three parameters.
  EXPECT_TRUE(h_.mentions("the PrimFunc cls.mm takes 3 parameters, but the call passes 4"))
      << h_.messages();
}

TEST_F(OpsCallTir, SignatureMismatches) {
  // The result is out_sinfo whatever the diagnostics.
  EXPECT_EQ(str(infer("undecided")), "R.Tensor((m, n), dtype=\"float32\")");
  EXPECT_EQ(h_.errors(), 0u) << h_.messages();
  EXPECT_TRUE(h_.mentions("relax.call_tir: dimension 1 of output 0 (n) is not provably the k the "
                          "buffer C of cls.mm needs; a run-time check is needed"))
      << h_.messages();
  infer("wrong_dim");
  EXPECT_TRUE(h_.mentions("relax.call_tir: dimension 1 of output 0 is 15, but the buffer C of "
                          "cls.mm needs 16"))
      << h_.messages();
  infer("wrong_dtype");
  EXPECT_TRUE(h_.mentions("relax.call_tir: output 0 has dtype float16, but the buffer C of "
                          "cls.mm has dtype float32"))
      << h_.messages();
  infer("too_few");
  EXPECT_TRUE(h_.mentions("the PrimFunc cls.mm takes 3 parameters, but the call passes 2"))
      << h_.messages();
  infer("tv_wrong");
  EXPECT_TRUE(h_.mentions("dimension 0 of output 0 is m * 2 + 1, but the buffer B of cls.double "
                          "needs m * 2"))
      << h_.messages();
  infer("tv_count");
  EXPECT_TRUE(h_.mentions("the PrimFunc cls.double takes 3 parameters, but the call passes 4"))
      << h_.messages();
}

TEST_F(OpsCallTir, CalleeAndOutputs) {
  infer("not_prim");
  EXPECT_TRUE(h_.mentions("relax.call_tir: cls.helper is a Relax function; relax.call_tir calls a "
                          "TIR PrimFunc"))
      << h_.messages();
  EXPECT_EQ(str(infer("no_shape")), "R.Tensor(dtype=\"float32\", ndim=2)");
  EXPECT_TRUE(h_.mentions("relax.call_tir: the output must have a shape of known dimensions"))
      << h_.messages();
  // TVM accepts an output without a dtype; only its allocation fails, at run time.
  h_.clear();
  infer("void_dtype");
  EXPECT_EQ(h_.errors(), 0u) << h_.messages();
  EXPECT_TRUE(h_.mentions("relax.call_tir: the output has no dtype, so it cannot be allocated"))
      << h_.messages();
}

TEST_F(OpsCallTir, Inplace) {
  EXPECT_EQ(str(infer("ip")), "R.Tensor((m,), dtype=\"float32\")");
  EXPECT_EQ(h_.errors() + h_.warnings(), 0u) << h_.messages();
  infer("ip_undecided");
  EXPECT_EQ(h_.errors(), 0u) << h_.messages();
  EXPECT_TRUE(h_.mentions("the shape (m,) of output 0 is not provably that of input 0"))
      << h_.messages();
  infer("ip_shape");
  EXPECT_TRUE(h_.mentions("relax.call_tir_inplace: output 0 has shape (m + 1,), but input 0 "
                          "(written in place) is R.Tensor((m,), dtype=\"float32\")"))
      << h_.messages();
  infer("ip_dtype");
  EXPECT_TRUE(h_.mentions("output 0 has dtype int32, but input 1 (written in place) has dtype "
                          "float32"))
      << h_.messages();
  infer("ip_count");
  EXPECT_TRUE(h_.mentions("2 inplace_indices for 1 outputs")) << h_.messages();
  infer("ip_range");
  EXPECT_TRUE(h_.mentions("inplace index 2 (output 0) is out of range")) << h_.messages();
  infer("ip_none");
  EXPECT_TRUE(h_.mentions("every inplace index is -1 (use call_tir)")) << h_.messages();
  infer("ip_twice");
  EXPECT_TRUE(h_.mentions("input 0 is written in place by two outputs")) << h_.messages();
}

TEST_F(OpsCallTir, DpsPacked) {
  EXPECT_EQ(str(infer("dps")), "R.Tensor((m, n), dtype=\"float32\")");
  EXPECT_EQ(h_.errors() + h_.warnings(), 0u) << h_.messages();
  infer("dps_no_shape");
  EXPECT_TRUE(h_.mentions("relax.call_dps_packed: the output must have a shape of known "
                          "dimensions"))
      << h_.messages();
}

TEST(OpsCallTirDirect, MalformedCalls) {
  OpHarness h;
  // The callee is not a GlobalVar; the arguments are not a tuple; tir_vars is not a shape.
  Expr call = make_call(
      make_op("relax.call_tir"),
      {make_relax_var("f", Obj()), make_relax_var("t", T({2})), make_relax_var("s", T({1}))}, {},
      {T({2})});
  EXPECT_EQ(str(h.infer_on(call, {Obj(), T({2}), T({1})})), "R.Tensor((2,), dtype=\"float32\")");
  EXPECT_TRUE(h.mentions("the callee must be a PrimFunc of the module (cls.f), got f"))
      << h.messages();
  EXPECT_TRUE(h.mentions("relax.call_tir: the arguments must be a tuple, got R.Tensor"))
      << h.messages();
  EXPECT_TRUE(h.mentions("tir_vars must be a shape (R.shape([...])), got R.Tensor"))
      << h.messages();
  h.clear();
  call = make_call(make_op("relax.call_tir"), {make_global_var("f"), make_tuple({})});
  EXPECT_EQ(str(h.infer_on(call, {Obj(), Tup({})})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.call_tir needs exactly one output StructInfo (out_sinfo), got 0"))
      << h.messages();
  h.clear();
  // Without a module nothing is known about the callee: only the call's own shape is checked.
  call = make_call(make_op("relax.call_tir"), {make_global_var("f"), make_tuple({})}, {},
                   {Tup({T({2}), Obj()})});
  h.infer_on(call, {Obj(), Tup({})});
  EXPECT_TRUE(h.mentions("relax.call_tir: output 1 must be a tensor, got R.Object"))
      << h.messages();
  EXPECT_EQ(h.errors(), 1u) << h.messages();
}

// ---- the other built-ins ----

TEST(OpsBuiltin, ShapeOf) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.shape_of", {T({n, 4})})), "R.Shape([n, 4])");
  EXPECT_EQ(str(h.infer("relax.shape_of", {T_ndim(2)})), "R.Shape(ndim=2)");
  EXPECT_EQ(str(h.infer("relax.shape_of", {T_ndim(-1)})), "R.Shape");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  EXPECT_EQ(str(h.infer("relax.shape_of", {Shape({n})})), "R.Shape");
  EXPECT_TRUE(h.mentions("relax.shape_of: argument 0 (x) must be a tensor, got R.Shape([n])"))
      << h.messages();
}

TEST(OpsBuiltin, NullValueAndPrint) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.null_value", {})), "R.Object");
  EXPECT_EQ(str(h.infer("relax.print", {T({n}), Prim(kI64)},
                        attrs({{"format", AttrValue::String("{} {}")}}))),
            "R.Tuple");
  EXPECT_EQ(str(h.infer("relax.print", {})), "R.Tuple");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.null_value", {T({n})});
  EXPECT_TRUE(h.mentions("relax.null_value takes 0 arguments, got 1")) << h.messages();
  h.clear();
  h.infer("relax.print", {T({n})}, attrs({{"format", AttrValue::Int(1)}}));
  EXPECT_TRUE(h.mentions("relax.print: attribute 'format' must be a string, got 1"))
      << h.messages();
}

TEST(OpsBuiltin, AssertOp) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.assert_op", {Prim(kBool), T({n})},
                        attrs({{"format", AttrValue::String("n = {}")}}))),
            "R.Tuple");
  h.infer("relax.assert_op", {T({}, kBool)});
  EXPECT_EQ(h.errors() + h.warnings(), 0u) << h.messages();
  h.infer("relax.assert_op", {T_ndim(-1, kVoid)});
  EXPECT_EQ(h.errors(), 0u);
  EXPECT_TRUE(h.mentions("the condition R.Tensor may not be a bool scalar; a run-time check is "
                         "needed"))
      << h.messages();
  for (StructInfo bad : {T({2}, kBool), T({}, kF32), Prim(kI64), Obj()}) {
    h.clear();
    EXPECT_EQ(str(h.infer("relax.assert_op", {bad})), "R.Tuple");
    EXPECT_TRUE(h.mentions("relax.assert_op: the condition must be a bool scalar, got " + str(bad)))
        << h.messages();
  }
}

TEST(OpsBuiltin, Closures) {
  PrimExpr n = make_var("n");
  StructInfo f = make_func_sinfo(std::vector<StructInfo>{T({n})}, T({n}), true);
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.make_closure", {f, Tup({T({2})})})), "R.Object");
  EXPECT_EQ(str(h.infer("relax.invoke_closure", {Obj(), Tup({T({n})})}, {}, {T({n})})),
            "R.Tensor((n,), dtype=\"float32\")");
  EXPECT_EQ(str(h.infer("relax.invoke_closure", {Obj(), Tup({})})), "R.Object");
  EXPECT_EQ(str(h.infer("relax.invoke_closure", {Obj(), Tup({})}, {}, {T({n}), Prim(kI64)})),
            "R.Tuple(R.Tensor((n,), dtype=\"float32\"), R.Prim(\"int64\"))");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.make_closure", {T({2}), T({2})});
  EXPECT_TRUE(h.mentions("relax.make_closure: the first argument must be a function"))
      << h.messages();
  EXPECT_TRUE(h.mentions("relax.make_closure: the captured values must be a tuple"))
      << h.messages();
  h.clear();
  h.infer("relax.invoke_closure", {Obj(), T({2})});
  EXPECT_TRUE(h.mentions("relax.invoke_closure: the arguments must be a tuple")) << h.messages();
}

TEST(OpsBuiltin, TensorToShapeAndBack) {
  PrimExpr n = make_var("n");
  OpHarness h;
  EXPECT_EQ(str(h.infer("relax.tensor_to_shape", {T({3}, kI64)})), "R.Shape(ndim=3)");
  EXPECT_EQ(str(h.infer("relax.tensor_to_shape", {T({n}, kI64)})), "R.Shape");
  EXPECT_EQ(str(h.infer("relax.tensor_to_shape", {T_ndim(-1, kVoid)})), "R.Shape");
  EXPECT_EQ(str(h.infer("relax.shape_to_tensor", {Shape({n, 4})})),
            "R.Tensor((2,), dtype=\"int64\")");
  EXPECT_EQ(str(h.infer("relax.shape_to_tensor", {make_shape_sinfo(std::nullopt, -1)})),
            "R.Tensor(dtype=\"int64\", ndim=1)");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  h.infer("relax.tensor_to_shape", {T({2, 2}, kI64)});
  EXPECT_TRUE(h.mentions("relax.tensor_to_shape needs a 1-D tensor")) << h.messages();
  h.clear();
  h.infer("relax.tensor_to_shape", {T({2}, kF32)});
  EXPECT_TRUE(h.mentions("relax.tensor_to_shape needs an integer tensor, got dtype float32"))
      << h.messages();
  h.clear();
  h.infer("relax.shape_to_tensor", {T({2}, kI64)});
  EXPECT_TRUE(h.mentions("relax.shape_to_tensor needs a shape, got R.Tensor((2,), "
                         "dtype=\"int64\")"))
      << h.messages();
}

TEST(OpsBuiltin, CallPurePacked) {
  PrimExpr n = make_var("n");
  auto ext = std::make_shared<ExternFuncNode>();
  ext->global_symbol = "my_func";
  StructInfo opaque = make_func_sinfo(std::nullopt, make_object_sinfo(), false);
  OpHarness h;
  Expr call = make_call(make_op("relax.call_pure_packed"), {ext, make_relax_var("x", T({n}))}, {},
                        {T({n})});
  EXPECT_EQ(str(h.infer_on(call, {opaque, T({n})})), "R.Tensor((n,), dtype=\"float32\")");
  call = make_call(make_op("relax.call_pure_packed"), {ext});
  EXPECT_EQ(str(h.infer_on(call, {opaque})), "R.Object");
  // A Var holding an opaque function without derivation: its return StructInfo.
  StructInfo ret_prim = make_func_sinfo(std::nullopt, Prim(kI64), false);
  call = make_call(make_op("relax.call_pure_packed"), {make_relax_var("f", ret_prim)});
  EXPECT_EQ(str(h.infer_on(call, {ret_prim})), "R.Prim(\"int64\")");
  EXPECT_EQ(h.errors(), 0u) << h.messages();
  StructInfo with_params = make_func_sinfo(std::vector<StructInfo>{T({n})}, T({n}), true);
  call = make_call(make_op("relax.call_pure_packed"), {make_relax_var("f", with_params)});
  EXPECT_EQ(str(h.infer_on(call, {with_params})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.call_pure_packed: the callee must be an opaque function"))
      << h.messages();
  h.clear();
  EXPECT_EQ(str(h.infer("relax.call_pure_packed", {T({2})})), "R.Object");
  EXPECT_TRUE(h.mentions("relax.call_pure_packed: the callee must be a function, got R.Tensor"))
      << h.messages();
  h.clear();
  h.infer("relax.call_pure_packed", {});
  EXPECT_TRUE(h.mentions("relax.call_pure_packed takes at least 1 argument, got 0"))
      << h.messages();
}

} // namespace ops_builtin_test
} // namespace rxv::sem
