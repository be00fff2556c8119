// Printer unit tests, TIR PrimFuncs: signature buffers vs match_buffer, shape-variable
// declarations, T.grid fusion, T.axis.remap vs explicit axes, T.init, regions, root and block
// allocations, every loop kind, let / if / evaluate, scoped names.
#include <gtest/gtest.h>

#include "semantics/script/printer.h"
#include "tests/semantics/printer_test_util.h"

namespace rxv::sem {
namespace printer_tir_test {

using namespace ptest;

std::shared_ptr<BlockStmt> new_block(std::string name) {
  auto b = std::make_shared<BlockStmt>();
  b->name = std::move(name);
  return b;
}

TEST(PrintPrimFunc, LegalizedSoftmax) {
  PrimExpr n = make_var("n");
  PrimExpr var_x = make_var("var_x", DataType::Handle());
  PrimExpr var_out = make_var("var_T_softmax_norm", DataType::Handle());
  Buffer x = buffer("x", {n, i64(128)});
  Buffer out = buffer("T_softmax_norm", {n, i64(128)});
  Buffer maxelem = buffer("T_softmax_maxelem", {n});

  PrimExpr i0 = make_var("i0"), k = make_var("k"), v_i0 = make_var("v_i0"), v_k = make_var("v_k");
  auto b1 = new_block("T_softmax_maxelem");
  b1->iter_vars = {iter_var(v_i0, n), iter_var(v_k, i64(128), /*reduce=*/true)};
  b1->iter_values = {i0, k};
  b1->reads = {point_region(x, {v_i0, v_k})};
  b1->writes = {point_region(maxelem, {v_i0})};
  b1->init = store(maxelem, {v_i0}, make_float(-3.4028234663852886e+38));
  b1->body =
      store(maxelem, {v_i0}, bin(PrimKind::kMax, load(maxelem, {v_i0}), load(x, {v_i0, v_k})));
  Stmt loop1 = for_loop(i0, i64(0), n, for_loop(k, i64(0), i64(128), b1));

  // The second nest uses distinct variables with the same names: sibling scopes reuse them.
  PrimExpr j0 = make_var("i0"), j1 = make_var("i1"), w0 = make_var("v_i0"), w1 = make_var("v_i1");
  auto b2 = new_block("T_softmax_norm");
  b2->iter_vars = {iter_var(w0, n), iter_var(w1, i64(128))};
  b2->iter_values = {j0, j1};
  b2->reads = {point_region(x, {w0, w1}), point_region(maxelem, {w0})};
  b2->writes = {point_region(out, {w0, w1})};
  b2->annotations = attrs({{"axis", AttrValue::Int(1)}});
  b2->body = store(
      out, {w0, w1},
      make_call("T.exp", kF32, {bin(PrimKind::kSub, load(x, {w0, w1}), load(maxelem, {w0}))}));
  Stmt loop2 = for_loop(j0, i64(0), n, for_loop(j1, i64(0), i64(128), b2));

  auto f = std::make_shared<PrimFuncNode>();
  f->params = {var_x, var_out};
  f->buffer_map = {{0, x}, {1, out}};
  f->root_alloc_buffers = {maxelem};
  f->body = seq_stmt({loop1, loop2});
  f->attrs = attrs({{"tir.noalias", prim_attr(make_bool(true))}});
  EXPECT_EQ(print_module(module({tir_fn("softmax", f)})), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def softmax(var_x: T.handle, var_T_softmax_norm: T.handle):
        T.func_attr({"tir.noalias": T.bool(True)})
        n = T.int64()
        x = T.match_buffer(var_x, (n, T.int64(128)))
        T_softmax_norm = T.match_buffer(var_T_softmax_norm, (n, T.int64(128)))
        # with T.block("root"):
        T_softmax_maxelem = T.alloc_buffer((n,))
        for i0, k in T.grid(n, T.int64(128)):
            with T.block("T_softmax_maxelem"):
                v_i0, v_k = T.axis.remap("SR", [i0, k])
                T.reads(x[v_i0, v_k])
                T.writes(T_softmax_maxelem[v_i0])
                with T.init():
                    T_softmax_maxelem[v_i0] = T.float32(-3.4028234663852886e+38)
                T_softmax_maxelem[v_i0] = T.max(T_softmax_maxelem[v_i0], x[v_i0, v_k])
        for i0, i1 in T.grid(n, T.int64(128)):
            with T.block("T_softmax_norm"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(x[v_i0, v_i1], T_softmax_maxelem[v_i0])
                T.writes(T_softmax_norm[v_i0, v_i1])
                T.block_attr({"axis": 1})
                T_softmax_norm[v_i0, v_i1] = T.exp(x[v_i0, v_i1] - T_softmax_maxelem[v_i0])
)PY");
}

TEST(PrintPrimFunc, SignatureBuffersAndTirLiterals) {
  PrimExpr pa = make_var("A_handle", DataType::Handle()), pb = make_var("B", DataType::Handle());
  PrimExpr n = make_var("n", kI32), i = make_var("i", kI32), vi = make_var("vi", kI32);
  Buffer a = buffer("A", {i32(4)}), b = buffer("B", {i64(4)}, kI32);
  auto blk = new_block("b");
  blk->iter_vars = {iter_var(vi, i32(4))};
  blk->iter_values = {i};
  blk->reads = {point_region(a, {vi})};
  blk->writes = {point_region(b, {vi})};
  blk->body = store(b, {vi}, add(make_cast(kI32, load(a, {vi})), n));
  PrimFunc sig = prim_func({pa, pb, n}, {{0, a}, {1, b}}, for_loop(i, i32(0), i32(4), blk),
                           global_symbol("sig"));
  PrimFunc empty = prim_func({}, {}, nullptr);
  EXPECT_EQ(print_module(module({tir_fn("sig", sig), tir_fn("empty", empty)})),
            R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def empty():
        pass

    @T.prim_func
    def sig(A: T.Buffer((4,), "float32"), B: T.Buffer((T.int64(4),), "int32"), n: T.int32):
        # with T.block("root"):
        for i in range(4):
            with T.block("b"):
                vi = T.axis.spatial(4, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = T.Cast("int32", A[vi]) + n
)PY");
}

TEST(PrintPrimFunc, LoopKindsAxesRegionsAndScopes) {
  PrimExpr n = make_var("n"), m = make_var("m"), var_a = make_var("var_A", DataType::Handle());
  Buffer a = buffer("A", {n, m});
  using K = ForStmt::Kind;
  PrimExpr bx = make_var("bx"), tx = make_var("tx");
  Stmt threads = for_loop(bx, i64(0), i64(8),
                          for_loop(tx, i64(0), i64(32), store(a, {bx, tx}, make_float(0.0)),
                                   K::kThreadBinding, "threadIdx.x"),
                          K::kThreadBinding, "blockIdx.x");
  auto eval = [] {
    auto e = std::make_shared<EvaluateStmt>();
    e->value = i32(0);
    return e;
  };
  PrimExpr i1 = make_var("i"), j1 = make_var("j"), u = make_var("u");
  Stmt kinds = for_loop(i1, i64(0), n,
                        for_loop(j1, i64(0), i64(4),
                                 for_loop(u, i64(0), i64(2), eval(), K::kUnrolled), K::kVectorized),
                        K::kParallel);
  PrimExpr i2 = make_var("i"), j2 = make_var("j");
  Stmt shifted = for_loop(i2, i64(2), i64(3), for_loop(j2, i64(0), i2, eval()));

  PrimExpr i3 = make_var("i"), j3 = make_var("j");
  PrimExpr v0 = make_var("v0"), v1 = make_var("v1"), v2 = make_var("v2"), v3 = make_var("v3");
  auto blk = new_block("blk");
  IterVar shifted_iv = iter_var(v3, n);
  shifted_iv.min = i64(1);
  blk->iter_vars = {iter_var(v0, n), iter_var(v1, n, /*reduce=*/true), iter_var(v2, n), shifted_iv};
  blk->iter_values = {i3, i3, j3, add(i3, i64(1))};
  blk->predicate = bin(PrimKind::kLT, i3, m);
  BufferRegion read{a, {{v0, i64(1)}, {i64(0), m}}};
  BufferRegion write{a, {{v2, i64(4)}, {v3, i64(1)}}};
  blk->reads = {read};
  blk->writes = {write};
  Buffer c = buffer("C", {i64(4)}, kI32);
  c->scope = "local";
  blk->alloc_buffers = {c};
  PrimExpr let_var = make_var("i", kI32);
  auto cond = std::make_shared<IfThenElseStmt>();
  cond->cond = bin(PrimKind::kGT, let_var, i32(2));
  cond->then_case = store(c, {i32(0)}, let_var);
  auto eval_let = std::make_shared<EvaluateStmt>();
  eval_let->value = let_var;
  cond->else_case = eval_let;
  auto let = std::make_shared<LetStmt>();
  let->var = let_var;
  let->value = i32(5);
  let->body = cond;
  blk->body = let;
  Stmt dependent = for_loop(i3, i64(0), n, for_loop(j3, i64(0), i3, blk));

  PrimFunc f =
      prim_func({var_a}, {{0, a}}, seq_stmt({threads, kinds, shifted, dependent, seq_stmt({})}));
  EXPECT_EQ(print_module(module({tir_fn("loops", f)})), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def loops(var_A: T.handle):
        n = T.int64()
        m = T.int64()
        A = T.match_buffer(var_A, (n, m))
        # with T.block("root"):
        for bx in T.thread_binding(T.int64(8), thread="blockIdx.x"):
            for tx in T.thread_binding(T.int64(32), thread="threadIdx.x"):
                A[bx, tx] = T.float32(0.0)
        for i in T.parallel(n):
            for j in T.vectorized(T.int64(4)):
                for u in T.unroll(T.int64(2)):
                    T.evaluate(0)
        for i in T.serial(T.int64(2), T.int64(5)):
            for j in range(i):
                T.evaluate(0)
        for i in range(n):
            for j in range(i):
                with T.block("blk"):
                    v0, v1 = T.axis.remap("SR", [i, i])
                    v2 = T.axis.spatial(n, j)
                    v3 = T.axis.spatial((T.int64(1), T.int64(1) + n), i + T.int64(1))
                    T.where(i < m)
                    T.reads(A[v0, T.int64(0):m])
                    T.writes(A[v2:v2 + T.int64(4), v3])
                    C = T.alloc_buffer((T.int64(4),), "int32", scope="local")
                    i_1: T.int32 = 5
                    if i_1 > 2:
                        C[0] = i_1
                    else:
                        T.evaluate(i_1)
)PY");
}

TEST(PrintPrimFunc, NameCollisionsAndIllFormedParts) {
  // A handle named like its buffer; a buffer_map entry past the parameters; a null loop body.
  PrimExpr h = make_var("A", DataType::Handle()), n = make_var("n");
  Buffer a = buffer("A", {n}, DataType::Float(16)), extra = buffer("E", {i64(2)});
  PrimExpr i = make_var("i");
  PrimFunc f = prim_func({h}, {{0, a}, {5, extra}}, for_loop(i, i64(0), n, nullptr),
                         attrs({{"global_symbol", AttrValue::String("other")}}));
  EXPECT_EQ(print_module(module({tir_fn("f", f)})), R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def f(A: T.handle):
        T.func_attr({"global_symbol": "other"})
        n = T.int64()
        A_1 = T.match_buffer(A, (n,), "float16")
        E = T.match_buffer(None, (T.int64(2),))
        for i in range(n):
            pass
)PY");
}

} // namespace printer_tir_test
} // namespace rxv::sem
