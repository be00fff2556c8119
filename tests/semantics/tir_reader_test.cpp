#include "semantics/script/tir_reader.h"

#include <gtest/gtest.h>

#include "semantics/script/py_parser.h"

namespace rxv::sem {
namespace tir_reader_test {

/// Parses `source` (one function definition) and reads it as a PrimFunc.
struct Read {
  DiagnosticSink sink;
  std::optional<py::PyModule> mod;
  PrimFunc func;

  explicit Read(std::string_view source) {
    mod = py::parse_python(source, sink);
    if (!mod) return;
    EXPECT_EQ(mod->body.size(), 1u);
    func = read_prim_func(*mod->body[0], sink);
  }
  /// The first error as `line:col: message`.
  std::string error() const {
    if (sink.diagnostics().empty()) return "(no error)";
    const Diagnostic& d = sink.diagnostics()[0];
    return std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": " + d.message;
  }
};

template <class T> const T* get(const Stmt& s) {
  const T* t = as<T>(s);
  EXPECT_TRUE(t) << (s ? stmt_kind_name(s->kind) : "null");
  return t;
}

void expect_int(const PrimExpr& e, int64_t v, DataType dt) {
  ASSERT_TRUE(e);
  ASSERT_EQ(e->kind, PrimKind::kIntImm);
  EXPECT_EQ(e->int_value, v);
  EXPECT_EQ(e->dtype, dt);
}

const DataType kI32 = DataType::Int(32);
const DataType kI64 = DataType::Int(64);
const DataType kF32 = DataType::Float(32);

TEST(TirReader, ElementwiseAddWithMatchBuffer) {
  Read r(R"(@T.prim_func(private=True)
def add(var_A: T.handle, B: T.Buffer((T.int64(4),), "float32"), var_T_add: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(4)))
    T_add = T.match_buffer(var_T_add, (n, T.int64(4)))
    # with T.block("root"):
    for ax0, ax1 in T.grid(n, T.int64(4)):
        with T.block("T_add"):
            v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
            T.reads(A[v_ax0, v_ax1], B[v_ax1])
            T.writes(T_add[v_ax0, v_ax1])
            T_add[v_ax0, v_ax1] = A[v_ax0, v_ax1] + B[v_ax1]
)");
  ASSERT_TRUE(r.func) << r.error();
  const PrimFuncNode& f = *r.func;
  EXPECT_EQ(f.attrs.find("global_symbol"), nullptr);
  const AttrValue* noalias = f.attrs.find("tir.noalias");
  ASSERT_TRUE(noalias);
  EXPECT_EQ(noalias->kind, AttrValue::Kind::kBool);
  EXPECT_TRUE(noalias->bool_value);

  ASSERT_EQ(f.params.size(), 3u);
  for (const auto& p : f.params) EXPECT_TRUE(p->dtype.is_handle());
  ASSERT_EQ(f.buffer_map.size(), 3u);
  // B from the signature, then A and T_add from match_buffer.
  EXPECT_EQ(f.buffer_map[0].first, 1u);
  EXPECT_EQ(f.buffer_map[1].first, 0u);
  EXPECT_EQ(f.buffer_map[2].first, 2u);
  const Buffer& A = f.buffer_map[1].second;
  const Buffer& B = f.buffer_map[0].second;
  EXPECT_EQ(A->name, "A");
  EXPECT_EQ(A->dtype, kF32);
  ASSERT_EQ(A->shape.size(), 2u);
  EXPECT_TRUE(is_var(A->shape[0]));
  EXPECT_EQ(A->shape[0]->name, "n");
  EXPECT_EQ(A->shape[0]->dtype, kI64);
  expect_int(A->shape[1], 4, kI64);
  expect_int(B->shape[0], 4, kI64);

  const ForStmt* outer = get<ForStmt>(f.body);
  ASSERT_TRUE(outer);
  EXPECT_EQ(outer->extent, A->shape[0]); // the same variable n
  expect_int(outer->min, 0, kI64);
  EXPECT_EQ(outer->loop_var->dtype, kI64);
  const ForStmt* inner = get<ForStmt>(outer->body);
  ASSERT_TRUE(inner);
  expect_int(inner->extent, 4, kI64);
  const BlockStmt* block = get<BlockStmt>(inner->body);
  ASSERT_TRUE(block);
  EXPECT_EQ(block->name, "T_add");
  ASSERT_EQ(block->iter_vars.size(), 2u);
  EXPECT_EQ(block->iter_vars[0].iter_kind, IterVar::Kind::kSpatial);
  EXPECT_EQ(block->iter_vars[0].extent, outer->extent);
  EXPECT_EQ(block->iter_values[0], outer->loop_var);
  EXPECT_EQ(block->iter_values[1], inner->loop_var);
  ASSERT_EQ(block->reads.size(), 2u);
  EXPECT_EQ(block->reads[0].buffer, A);
  EXPECT_EQ(block->reads[1].buffer, B);
  ASSERT_EQ(block->reads[0].region.size(), 2u);
  EXPECT_EQ(block->reads[0].region[0].min, block->iter_vars[0].var);
  expect_int(block->reads[0].region[0].extent, 1, kI64);
  ASSERT_EQ(block->writes.size(), 1u);
  const BufferStoreStmt* store = get<BufferStoreStmt>(block->body);
  ASSERT_TRUE(store);
  EXPECT_EQ(store->buffer->name, "T_add");
  EXPECT_EQ(store->indices[0], block->iter_vars[0].var);
  EXPECT_EQ(store->value->kind, PrimKind::kAdd);
  EXPECT_EQ(store->value->operands[1]->buffer, B);
  EXPECT_EQ(block->init, nullptr);
}

TEST(TirReader, MatmulWithInit) {
  Read r(R"(@T.prim_func
def matmul(A: T.Buffer((T.int64(4), T.int64(8)), "float32"), B: T.Buffer((T.int64(8), T.int64(16)), "float32"), matmul: T.Buffer((T.int64(4), T.int64(16)), "float32")):
    T.func_attr({"tir.noalias": True})
    for i0, i1, k in T.grid(T.int64(4), T.int64(16), T.int64(8)):
        with T.block("matmul"):
            v_i0, v_i1, v_k = T.axis.remap("SSR", [i0, i1, k])
            T.reads(A[v_i0, v_k], B[v_k, v_i1])
            T.writes(matmul[v_i0, v_i1])
            with T.init():
                matmul[v_i0, v_i1] = T.float32(0.0)
            matmul[v_i0, v_i1] = matmul[v_i0, v_i1] + A[v_i0, v_k] * B[v_k, v_i1]
)");
  ASSERT_TRUE(r.func) << r.error();
  const AttrValue* sym = r.func->attrs.find("global_symbol");
  ASSERT_TRUE(sym);
  EXPECT_EQ(sym->str, "matmul");
  EXPECT_TRUE(r.func->attrs.find("tir.noalias")->bool_value);
  const ForStmt* l0 = get<ForStmt>(r.func->body);
  const ForStmt* l1 = get<ForStmt>(l0->body);
  const ForStmt* l2 = get<ForStmt>(l1->body);
  ASSERT_TRUE(l2);
  expect_int(l2->extent, 8, kI64);
  const BlockStmt* block = get<BlockStmt>(l2->body);
  ASSERT_TRUE(block);
  ASSERT_EQ(block->iter_vars.size(), 3u);
  EXPECT_EQ(block->iter_vars[2].iter_kind, IterVar::Kind::kReduce);
  EXPECT_EQ(block->iter_vars[1].iter_kind, IterVar::Kind::kSpatial);
  const BufferStoreStmt* init = get<BufferStoreStmt>(block->init);
  ASSERT_TRUE(init);
  EXPECT_EQ(init->value->kind, PrimKind::kFloatImm);
  EXPECT_EQ(init->value->dtype, kF32);
  const BufferStoreStmt* update = get<BufferStoreStmt>(block->body);
  ASSERT_TRUE(update);
  EXPECT_EQ(update->value->operands[1]->kind, PrimKind::kMul);
}

TEST(TirReader, ReluWithMax) {
  Read r(R"(@T.prim_func(private=True)
def relu(A: T.Buffer((2, 3), "float32"), compute: T.Buffer((2, 3), "float32")):
    for i0, i1 in T.grid(2, 3):
        with T.block("compute"):
            v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v_i0, v_i1])
            T.writes(compute[v_i0, v_i1])
            compute[v_i0, v_i1] = T.max(A[v_i0, v_i1], T.float32(0.0))
)");
  ASSERT_TRUE(r.func) << r.error();
  const ForStmt* l0 = get<ForStmt>(r.func->body);
  ASSERT_TRUE(l0);
  // Bare integers in TIR are int32, and so are the loops over them.
  expect_int(l0->extent, 2, kI32);
  EXPECT_EQ(l0->loop_var->dtype, kI32);
  const BlockStmt* block = get<BlockStmt>(get<ForStmt>(l0->body)->body);
  const BufferStoreStmt* store = get<BufferStoreStmt>(block->body);
  ASSERT_TRUE(store);
  EXPECT_EQ(store->value->kind, PrimKind::kMax);
  EXPECT_EQ(store->value->dtype, kF32);
}

TEST(TirReader, SumWithExplicitAxes) {
  Read r(R"(@T.prim_func(private=True)
def sum(var_A: T.handle, A_red: T.Buffer((T.int64(2),), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (T.int64(2), n))
    for ax0, k1 in T.grid(T.int64(2), n):
        with T.block("A_red"):
            v_ax0 = T.axis.spatial(T.int64(2), ax0)
            v_k1 = T.axis.reduce(n, k1)
            T.reads(A[v_ax0, v_k1])
            T.writes(A_red[v_ax0])
            with T.init():
                A_red[v_ax0] = T.float32(0.0)
            A_red[v_ax0] = A_red[v_ax0] + A[v_ax0, v_k1]
)");
  ASSERT_TRUE(r.func) << r.error();
  const ForStmt* l0 = get<ForStmt>(r.func->body);
  const ForStmt* l1 = get<ForStmt>(l0->body);
  const BlockStmt* block = get<BlockStmt>(l1->body);
  ASSERT_TRUE(block);
  ASSERT_EQ(block->iter_vars.size(), 2u);
  EXPECT_EQ(block->iter_vars[0].iter_kind, IterVar::Kind::kSpatial);
  expect_int(block->iter_vars[0].extent, 2, kI64);
  expect_int(block->iter_vars[0].min, 0, kI64);
  EXPECT_EQ(block->iter_vars[1].iter_kind, IterVar::Kind::kReduce);
  EXPECT_EQ(block->iter_vars[1].extent, l1->extent); // n
  EXPECT_EQ(block->iter_vars[1].var->dtype, kI64);
  EXPECT_EQ(block->iter_values[1], l1->loop_var);
  ASSERT_TRUE(block->init);
}

TEST(TirReader, AllocBufferIntermediates) {
  Read r(R"(@T.prim_func(private=True)
def two_step(A: T.Buffer((8,), "float32"), C: T.Buffer((8,), "float32")):
    with T.block("root"):
        T.reads()
        T.writes()
        B = T.alloc_buffer((8,))
        for i in range(8):
            with T.block("B"):
                vi = T.axis.spatial(8, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.float32(2.0)
        for i in range(8):
            with T.block("C"):
                vi = T.axis.spatial(8, i)
                T.reads(B[vi])
                T.writes(C[vi])
                tmp = T.alloc_buffer((1,), "float32", scope="local")
                tmp[0] = B[vi]
                C[vi] = tmp[0] + T.float32(1.0)
)");
  ASSERT_TRUE(r.func) << r.error();
  ASSERT_EQ(r.func->root_alloc_buffers.size(), 1u);
  const Buffer& B = r.func->root_alloc_buffers[0];
  EXPECT_EQ(B->name, "B");
  EXPECT_EQ(B->dtype, kF32);
  EXPECT_EQ(B->scope, "global");
  const SeqStmt* seq = get<SeqStmt>(r.func->body);
  ASSERT_TRUE(seq);
  ASSERT_EQ(seq->stmts.size(), 2u);
  const BlockStmt* b0 = get<BlockStmt>(get<ForStmt>(seq->stmts[0])->body);
  ASSERT_TRUE(b0);
  EXPECT_EQ(get<BufferStoreStmt>(b0->body)->buffer, B);
  const BlockStmt* c = get<BlockStmt>(get<ForStmt>(seq->stmts[1])->body);
  ASSERT_TRUE(c);
  ASSERT_EQ(c->alloc_buffers.size(), 1u);
  EXPECT_EQ(c->alloc_buffers[0]->scope, "local");
  const SeqStmt* body = get<SeqStmt>(c->body);
  ASSERT_TRUE(body);
  EXPECT_EQ(get<BufferStoreStmt>(body->stmts[0])->buffer, c->alloc_buffers[0]);
}

TEST(TirReader, ThreadBindingLoops) {
  Read r(R"(@T.prim_func
def scale(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32")):
    for i_0 in T.thread_binding(8, thread="blockIdx.x"):
        for i_1 in T.thread_binding(128, thread="threadIdx.x"):
            with T.block("B"):
                vi = T.axis.spatial(1024, i_0 * 128 + i_1)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.float32(2)
)");
  ASSERT_TRUE(r.func) << r.error();
  const ForStmt* bx = get<ForStmt>(r.func->body);
  ASSERT_TRUE(bx);
  EXPECT_EQ(bx->for_kind, ForStmt::Kind::kThreadBinding);
  EXPECT_EQ(bx->thread_tag, "blockIdx.x");
  expect_int(bx->extent, 8, kI32);
  const ForStmt* tx = get<ForStmt>(bx->body);
  EXPECT_EQ(tx->thread_tag, "threadIdx.x");
  const BlockStmt* block = get<BlockStmt>(tx->body);
  ASSERT_TRUE(block);
  EXPECT_EQ(block->iter_values[0]->kind, PrimKind::kAdd);
  expect_int(block->iter_vars[0].extent, 1024, kI32);
  const BufferStoreStmt* store = get<BufferStoreStmt>(block->body);
  EXPECT_EQ(store->value->operands[1]->float_value, 2.0);
}

TEST(TirReader, LoopKindsAndBounds) {
  Read r(R"(@T.prim_func
def loops(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in T.serial(2, 10):
        for j in T.parallel(n):
            for k in T.vectorized(4):
                for u in T.unroll(i, i + 2):
                    A[u] = j + k
)");
  ASSERT_TRUE(r.func) << r.error();
  ASSERT_EQ(r.func->params.size(), 2u);
  EXPECT_EQ(r.func->params[1]->dtype, kI32);
  const ForStmt* i = get<ForStmt>(r.func->body);
  ASSERT_TRUE(i);
  expect_int(i->min, 2, kI32);
  expect_int(i->extent, 8, kI32);
  const ForStmt* j = get<ForStmt>(i->body);
  EXPECT_EQ(j->for_kind, ForStmt::Kind::kParallel);
  EXPECT_EQ(j->extent, r.func->params[1]);
  const ForStmt* k = get<ForStmt>(j->body);
  EXPECT_EQ(k->for_kind, ForStmt::Kind::kVectorized);
  const ForStmt* u = get<ForStmt>(k->body);
  EXPECT_EQ(u->for_kind, ForStmt::Kind::kUnrolled);
  EXPECT_EQ(u->min, i->loop_var);
  expect_int(u->extent, 2, kI32);
}

TEST(TirReader, LetIfEvaluateAndAttrs) {
  Read r(R"(@T.prim_func
def misc(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "int64")):
    T.func_attr({"global_symbol": "entry", "n": 3, "s": "x", "l": [1, (2, 3)], "d": {"k": None}, "p": T.int64(3), "raw": T.index_map(lambda i: (i,))})
    for i in range(4):
        x: T.float32 = A[i] * T.float32(2)
        y = T.Cast("int64", x)
        if x < T.float32(0) and i != 3:
            A[i] = 0
        elif i == 0:
            B[i] += y
        else:
            T.evaluate(0)
    with T.block("tail"):
        T.where(T.bool(True))
        T.block_attr({"meta": 1})
        pass
)");
  ASSERT_TRUE(r.func) << r.error();
  const Attrs& attrs = r.func->attrs;
  EXPECT_EQ(attrs.find("global_symbol")->str, "entry");
  EXPECT_EQ(attrs.find("n")->int_value, 3);
  EXPECT_EQ(attrs.find("s")->kind, AttrValue::Kind::kString);
  const AttrValue* l = attrs.find("l");
  ASSERT_EQ(l->items.size(), 2u);
  EXPECT_TRUE(l->items[1].is_tuple);
  EXPECT_EQ(attrs.find("d")->entries[0].second.kind, AttrValue::Kind::kNone);
  EXPECT_EQ(attrs.find("p")->kind, AttrValue::Kind::kPrimExpr);
  EXPECT_EQ(attrs.find("p")->prim->dtype, kI64);
  EXPECT_EQ(attrs.find("raw")->kind, AttrValue::Kind::kRaw);
  EXPECT_EQ(attrs.find("raw")->str, "T.index_map(lambda i: (i,))");

  const SeqStmt* seq = get<SeqStmt>(r.func->body);
  ASSERT_TRUE(seq);
  const ForStmt* loop = get<ForStmt>(seq->stmts[0]);
  const LetStmt* x = get<LetStmt>(loop->body);
  ASSERT_TRUE(x);
  EXPECT_EQ(x->var->dtype, kF32);
  const LetStmt* y = get<LetStmt>(x->body);
  ASSERT_TRUE(y);
  EXPECT_EQ(y->var->dtype, kI64);
  EXPECT_EQ(y->value->operands[0], x->var);
  const IfThenElseStmt* branch = get<IfThenElseStmt>(y->body);
  ASSERT_TRUE(branch);
  EXPECT_EQ(branch->cond->kind, PrimKind::kAnd);
  const BufferStoreStmt* zero = get<BufferStoreStmt>(branch->then_case);
  ASSERT_TRUE(zero);
  EXPECT_EQ(zero->value->kind, PrimKind::kFloatImm); // the literal takes the buffer's dtype
  const IfThenElseStmt* elif = get<IfThenElseStmt>(branch->else_case);
  ASSERT_TRUE(elif);
  const BufferStoreStmt* aug = get<BufferStoreStmt>(elif->then_case);
  ASSERT_TRUE(aug);
  EXPECT_EQ(aug->value->kind, PrimKind::kAdd);
  EXPECT_EQ(aug->value->operands[0]->kind, PrimKind::kBufferLoad);
  EXPECT_EQ(aug->value->operands[1], y->var);
  const EvaluateStmt* ev = get<EvaluateStmt>(elif->else_case);
  ASSERT_TRUE(ev);

  const BlockStmt* tail = get<BlockStmt>(seq->stmts[1]);
  ASSERT_TRUE(tail);
  ASSERT_TRUE(tail->predicate);
  EXPECT_EQ(tail->annotations.find("meta")->int_value, 1);
  EXPECT_EQ(get<EvaluateStmt>(tail->body)->value->int_value, 0); // empty body
}

TEST(TirReader, RegionsWithSlicesAndLists) {
  Read r(R"(@T.prim_func
def regions(var_A: T.handle, B: T.Buffer((2, 3), "float32")):
    n = T.int32()
    A = T.match_buffer(var_A, [4, n], dtype="float16")
    for i in range(4):
        with T.sblock("r"):
            vi = T.axis.S(4, i)
            T.reads([A[vi, 0:n], B[0:2, 1:3]])
            T.writes(B[vi, :])
            T.evaluate(0)
)");
  ASSERT_TRUE(r.func) << r.error();
  ASSERT_EQ(r.func->buffer_map.size(), 2u);
  const Buffer& A = r.func->buffer_map[1].second; // after B, bound in the signature
  EXPECT_EQ(A->dtype, DataType::Float(16));
  const BlockStmt* block = get<BlockStmt>(get<ForStmt>(r.func->body)->body);
  ASSERT_TRUE(block);
  ASSERT_EQ(block->reads.size(), 2u);
  const auto& a = block->reads[0].region;
  EXPECT_EQ(a[0].min, block->iter_vars[0].var);
  expect_int(a[1].min, 0, kI32);
  EXPECT_EQ(a[1].extent, A->shape[1]); // 0:n has extent n
  const auto& b = block->reads[1].region;
  expect_int(b[0].extent, 2, kI32);
  expect_int(b[1].min, 1, kI32);
  expect_int(b[1].extent, 2, kI32);
  const auto& w = block->writes[0].region;
  expect_int(w[1].extent, 3, kI32); // `:` covers the dimension
}

TEST(TirReader, ScopingOfBlockIterVarsAndShadowing) {
  // The inner block's `vi` shadows nothing outside it; after the block `vi` is undefined again.
  Read r(R"(@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("b"):
            vi = T.axis.spatial(4, i)
            A[vi] = T.float32(1)
        A[vi] = T.float32(2)
)");
  EXPECT_FALSE(r.func);
  EXPECT_EQ(r.error(), "7:11: undefined variable 'vi'");
}

TEST(TirReader, BufferShapeForms) {
  Read r(R"(@T.prim_func
def shapes(A: T.Buffer(4, "int8"), B: T.Buffer([2, 3], dtype="float64"), C: T.Buffer((), "float32"), var_D: T.handle, m: T.int64):
    D = T.match_buffer(var_D, m, "bool")
    C[()] = T.float32(A[0]) + T.float32(B[1, 2])
    D[0] = True
)");
  ASSERT_TRUE(r.func) << r.error();
  ASSERT_EQ(r.func->buffer_map.size(), 4u);
  const Buffer& A = r.func->buffer_map[0].second;
  ASSERT_EQ(A->shape.size(), 1u);
  expect_int(A->shape[0], 4, kI32);
  EXPECT_EQ(A->dtype, DataType::Int(8));
  const Buffer& B = r.func->buffer_map[1].second;
  EXPECT_EQ(B->shape.size(), 2u);
  EXPECT_EQ(B->dtype, DataType::Float(64));
  const Buffer& C = r.func->buffer_map[2].second;
  EXPECT_TRUE(C->shape.empty());
  const Buffer& D = r.func->buffer_map[3].second;
  EXPECT_EQ(r.func->buffer_map[3].first, 3u);
  EXPECT_EQ(D->shape[0], r.func->params[4]);
  EXPECT_EQ(D->dtype, DataType::Bool());
  const SeqStmt* seq = get<SeqStmt>(r.func->body);
  ASSERT_TRUE(seq);
  const BufferStoreStmt* c = get<BufferStoreStmt>(seq->stmts[0]);
  EXPECT_TRUE(c->indices.empty());
  EXPECT_EQ(c->value->operands[0]->kind, PrimKind::kCast);
}

TEST(TirReader, DeclarationsScopeToTheirStatementList) {
  // `n: T.int64` (v0.26) declares like `n = T.int64()`; a let's variable is visible after it only.
  Read r(R"(@T.prim_func
def f(var_A: T.handle):
    n: T.int64
    A = T.match_buffer(var_A, (n,), "int64")
    for i in range(n):
        if i < T.int64(2):
            k = i * T.int64(2)
            A[i] = k
        A[i] = k
)");
  EXPECT_FALSE(r.func);
  EXPECT_EQ(r.error(), "9:16: undefined variable 'k'");
}

TEST(TirReader, TirxPrefixAndAxisDomains) {
  Read r(R"(@tirx.prim_func(private=True)
def f(A: tirx.Buffer((8,), "float32"), B: tirx.Buffer((1,), "float32"), n: tirx.int32):
    for k in range(1, n):
        with tirx.sblock("s"):
            v0 = tirx.axis.S(1, 0)
            vk = tirx.axis.R((1, n), k)
            B[v0] = B[v0] + A[vk]
)");
  ASSERT_TRUE(r.func) << r.error();
  const ForStmt* loop = get<ForStmt>(r.func->body);
  ASSERT_TRUE(loop);
  expect_int(loop->min, 1, kI32);
  EXPECT_EQ(loop->extent->kind, PrimKind::kSub); // n - 1
  const BlockStmt* block = get<BlockStmt>(loop->body);
  ASSERT_TRUE(block);
  ASSERT_EQ(block->iter_vars.size(), 2u);
  expect_int(block->iter_values[0], 0, kI32);
  EXPECT_EQ(block->iter_vars[1].iter_kind, IterVar::Kind::kReduce);
  expect_int(block->iter_vars[1].min, 1, kI32);
  EXPECT_EQ(block->iter_vars[1].extent->kind, PrimKind::kSub);
  EXPECT_EQ(block->iter_values[1], loop->loop_var);
}

struct ErrorCase {
  const char* source;
  const char* expected;
};

TEST(TirReader, StringDimensionsDefineSignatureVariables) {
  // TVM 0.27's print of LegalizeOps' output: the first use of `k` is inside a string, which
  // defines it with the dtype of the later scalar parameter `k`; that parameter is the variable.
  Read r(R"py(@T.prim_func
def f(z: T.Buffer((T.int64(1), "k * T.int64(3)"), "int32"), z_1: T.Buffer((T.int64(1), k * T.int64(3)), "int32"), k: T.int64, w: T.Buffer(("m",), "int32")):
    pass
)py");
  ASSERT_TRUE(r.func) << r.error();
  ASSERT_EQ(r.func->params.size(), 4u);
  const PrimExpr& k = r.func->params[2];
  ASSERT_EQ(k->kind, PrimKind::kVar);
  EXPECT_EQ(k->dtype, kI64);
  const Buffer& z = r.func->buffer_map[0].second;
  const Buffer& z1 = r.func->buffer_map[1].second;
  ASSERT_EQ(z->shape.size(), 2u);
  ASSERT_EQ(z->shape[1]->kind, PrimKind::kMul);
  EXPECT_EQ(z->shape[1]->operands[0], k);
  EXPECT_EQ(z1->shape[1]->operands[0], k);
  // No scalar parameter named m: TVM's match variables default to int32.
  const Buffer& w = r.func->buffer_map[2].second;
  ASSERT_EQ(w->shape[0]->kind, PrimKind::kVar);
  EXPECT_EQ(w->shape[0]->dtype, kI32);
}

TEST(TirReader, ReturnAnnotationAndReturn) {
  // ComputePrimValue's functions: `return e` is T.evaluate(T.ret(e)); a bare literal takes the
  // annotated dtype.
  Read r(R"(@T.prim_func(private=True)
def f(n: T.int64, m: T.int64) -> T.int64:
    return n * m + 1
)");
  ASSERT_TRUE(r.func) << r.error();
  EXPECT_EQ(r.func->ret_dtype, kI64);
  const EvaluateStmt* ev = get<EvaluateStmt>(r.func->body);
  ASSERT_TRUE(ev);
  ASSERT_EQ(ev->value->kind, PrimKind::kCall);
  EXPECT_EQ(ev->value->name, "T.ret");
  EXPECT_EQ(ev->value->dtype, kI64);
  EXPECT_EQ(ev->value->operands[0]->kind, PrimKind::kAdd);
}

TEST(TirReader, ErrorsWithLocations) {
  const ErrorCase cases[] = {
      {"@R.function\ndef f(A: T.handle):\n    pass\n",
       "1:2: expected @T.prim_func, got @R.function"},
      {"def f(A: T.handle):\n    pass\n", "1:1: missing @T.prim_func decorator"},
      {"@T.prim_func\ndef f(A):\n    pass\n",
       "2:7: parameter 'A' needs an annotation: T.handle, T.Buffer(...) or a dtype such as "
       "T.int64"},
      {"@T.prim_func\ndef f(A: R.Tensor((2,), \"float32\")):\n    pass\n",
       "2:10: unsupported parameter annotation: R.Tensor(...)"},
      {"@T.prim_func\ndef f(A: T.Buffer((2,), \"floaty\")):\n    pass\n",
       "2:25: unknown dtype \"floaty\""},
      {"@T.prim_func\ndef f(A: T.Buffer((2,), \"float32\", elem_offset=1)):\n    pass\n",
       "2:36: unsupported T.Buffer argument 'elem_offset'"},
      {"@T.prim_func\ndef f(a: T.int32):\n    A = T.match_buffer(a, (4,))\n",
       "3:24: T.match_buffer needs a T.handle parameter, got a"},
      {"@T.prim_func\ndef f(a: T.handle):\n    A = T.match_buffer(a, (4,))\n"
       "    B = T.match_buffer(a, (4,))\n",
       "4:24: parameter 'a' is already bound to buffer 'A'"},
      {"@T.prim_func\ndef f(a: T.handle):\n    A = T.match_buffer(a, (k,))\n",
       "3:28: undefined variable 'k'"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n"
       "        A[i, 0] = T.float32(0)\n",
       "4:9: buffer 'A' has 1 dimension, indexed with 2"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n"
       "        A[i] = i\n",
       "4:16: cannot store a int32 value in buffer 'A' of dtype float32"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    T.call_extern(\"f\")\n",
       "3:5: unsupported TIR construct: T.call_extern"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    x = T.allocate([4], "
       "\"float32\")\n",
       "3:9: unsupported TIR construct: T.allocate"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n"
       "    with T.launch_thread(\"threadIdx.x\", 4):\n        pass\n",
       "3:10: unsupported TIR construct: T.launch_thread"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n"
       "    T.evaluate(T.call_extern(\"int32\", \"f\"))\n",
       "3:16: unsupported TIR construct: T.call_extern"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in T.vthread(4):\n"
       "        pass\n",
       "3:14: unsupported TIR construct: T.vthread"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in range(0, 4, 2):\n"
       "        pass\n",
       "3:14: range takes 1 or 2 bounds, got 3"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in T.thread_binding(4):\n"
       "        pass\n",
       "3:14: T.thread_binding needs thread=\"...\""},
      {"@T.prim_func\ndef f(A: T.Buffer((4, 4), \"float32\")):\n    for i, j in T.grid(4):\n"
       "        pass\n",
       "3:9: T.grid makes 1 loop, but 2 variables are given"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\"), n: T.int32):\n"
       "    for i in range(T.int64(4)):\n"
       "        with T.block(\"b\"):\n            vi = T.axis.spatial(n, i)\n"
       "            A[vi] = T.float32(0)\n",
       "5:33: the axis extent is int32 but its binding is int64"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\"), n: T.int32):\n"
       "    with T.block(\"b\"):\n        vi = T.axis.remap(\"S\", [n])\n        pass\n",
       "4:33: T.axis.remap binds loop variables; n is not one"},
      {"@T.prim_func\ndef f(A: T.Buffer((4, 4), \"float32\")):\n    for i, j in T.grid(4, 4):\n"
       "        with T.block(\"b\"):\n            vi, vj = T.axis.remap(\"SX\", [i, j])\n",
       "5:35: unknown axis kind 'X' in T.axis.remap (expected S or R)"},
      {"@T.prim_func\ndef f(A: T.Buffer((4, 4), \"float32\")):\n    for i, j in T.grid(4, 4):\n"
       "        with T.block(\"b\"):\n            vi, vj = T.axis.remap(\"S\", [i, j])\n",
       "5:35: T.axis.remap has 1 kinds for 2 bindings"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n"
       "        T.reads(A[i])\n",
       "4:9: T.reads must be directly inside a block"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    with T.block(\"b\"):\n"
       "        T.reads(A[0])\n        T.reads(A[1])\n",
       "5:9: duplicate T.reads in block \"b\""},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    with T.block(\"b\"):\n"
       "        T.writes(A[0:4:2])\n",
       "4:24: a region slice cannot have a step"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    with T.block(\"b\"):\n"
       "        T.writes(C[0])\n",
       "4:18: undefined buffer 'C'"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n"
       "        with T.init():\n            pass\n",
       "4:14: T.init must be directly inside a block"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n"
       "        B = T.alloc_buffer((4,))\n",
       "4:13: T.alloc_buffer must be at function level or directly inside a block"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    if 1:\n        pass\n",
       "3:8: an if condition must be bool, got int32"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    x: T.int32 = T.int64(1)\n",
       "3:18: cannot bind a int64 value to 'x: T.int32'"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    return A\n",
       "3:5: a PrimFunc returns a value only with a return annotation (`-> T.int64`)"},
      {"@T.prim_func\ndef f(n: T.int64) -> T.int64:\n    return n < 2\n",
       "3:12: this PrimFunc returns int64, got a value of dtype bool"},
      {"@T.prim_func\ndef f(n: T.int64) -> R.Tensor((2,)):\n    return n\n",
       "2:22: a PrimFunc's return annotation must be a scalar dtype such as T.int64, got "
       "R.Tensor(...)"},
      {"@T.prim_func\ndef f(A: T.Buffer((\"k * 2\",), \"float32\"), k: T.handle):\n    pass\n",
       "2:46: parameter 'k' must be a scalar of dtype int32: a buffer dimension before it "
       "defines it so"},
      {"@T.prim_func\ndef f(A: T.Buffer((\"k *\",), \"float32\")):\n    pass\n",
       "2:24: expected an expression"},
      {"@T.prim_func\ndef f(a: T.handle):\n    A = T.match_buffer(a, (\"k\",))\n",
       "3:29: undefined variable 'k'"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    with T.block(\"b\"):\n"
       "        T.func_attr({})\n",
       "4:9: T.func_attr must be at function level"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\"), A: T.handle):\n    pass\n",
       "2:37: duplicate parameter 'A'"},
      {"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    A[0] = A\n",
       "3:12: buffer 'A' used as a scalar (index it: A[...])"},
  };
  for (const auto& c : cases) {
    Read r(c.source);
    EXPECT_FALSE(r.func) << c.source;
    EXPECT_EQ(r.error(), c.expected) << c.source;
    EXPECT_EQ(r.sink.num_errors(), 1u) << c.source;
  }
}

} // namespace tir_reader_test
} // namespace rxv::sem
