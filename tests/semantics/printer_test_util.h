#pragma once
/// IR builders for the printer tests: short spellings for building modules by hand.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ir/module.h"

namespace rxv::sem::ptest {

inline const DataType kF32 = DataType::Float(32);
inline const DataType kI32 = DataType::Int(32);
inline const DataType kI64 = DataType::Int(64);

inline PrimExpr i64(int64_t v) { return make_int(v); }
inline PrimExpr i32(int64_t v) { return make_int(v, kI32); }
inline PrimExpr bin(PrimKind k, PrimExpr a, PrimExpr b) { return make_binary(k, a, b); }
inline PrimExpr add(PrimExpr a, PrimExpr b) { return bin(PrimKind::kAdd, a, b); }
inline PrimExpr mul(PrimExpr a, PrimExpr b) { return bin(PrimKind::kMul, a, b); }

inline StructInfo tensor(std::vector<PrimExpr> dims, DataType dt = kF32) {
  return make_tensor_sinfo(std::move(dims), dt);
}
inline Var rvar(std::string name, StructInfo sinfo = nullptr) {
  return make_relax_var(std::move(name), std::move(sinfo));
}
inline Var dfvar(std::string name, StructInfo sinfo = nullptr) {
  return make_relax_var(std::move(name), std::move(sinfo), /*dataflow=*/true);
}
inline Expr op_call(std::string op, std::vector<Expr> args, Attrs attrs = {},
                    std::vector<StructInfo> sinfo_args = {}) {
  return make_call(make_op(std::move(op)), std::move(args), std::move(attrs),
                   std::move(sinfo_args));
}
inline Attrs attrs(std::vector<std::pair<std::string, AttrValue>> entries) {
  Attrs a;
  a.entries = std::move(entries);
  return a;
}
inline AttrValue list(std::vector<AttrValue> items, bool tuple = false) {
  AttrValue v;
  v.kind = AttrValue::Kind::kList;
  v.items = std::move(items);
  v.is_tuple = tuple;
  return v;
}
inline AttrValue prim_attr(PrimExpr e) {
  AttrValue v;
  v.kind = AttrValue::Kind::kPrimExpr;
  v.prim = std::move(e);
  return v;
}
inline AttrValue expr_attr(Expr e) {
  AttrValue v;
  v.kind = AttrValue::Kind::kExpr;
  v.expr = std::move(e);
  return v;
}
inline AttrValue sinfo_attr(StructInfo s) {
  AttrValue v;
  v.kind = AttrValue::Kind::kStructInfo;
  v.sinfo = std::move(s);
  return v;
}
inline Expr prim_value(PrimExpr e) {
  auto n = std::make_shared<PrimValueNode>();
  n->value = std::move(e);
  return n;
}
inline Expr extern_func(std::string name) {
  auto n = std::make_shared<ExternFuncNode>();
  n->global_symbol = std::move(name);
  return n;
}
inline Expr tuple_get(Expr t, int64_t i) {
  auto n = std::make_shared<TupleGetItemNode>();
  n->tuple = std::move(t);
  n->index = i;
  return n;
}
inline Expr if_expr(Expr c, Expr t, Expr f) {
  auto n = std::make_shared<IfNode>();
  n->cond = std::move(c);
  n->true_branch = std::move(t);
  n->false_branch = std::move(f);
  return n;
}
inline Binding vbind(Var v, Expr value) {
  Binding b;
  b.var = std::move(v);
  b.value = std::move(value);
  return b;
}
inline Binding match_cast(Var v, Expr value, StructInfo s) {
  Binding b = vbind(std::move(v), std::move(value));
  b.is_match_cast = true;
  b.match_sinfo = std::move(s);
  return b;
}
inline BindingBlock block(std::vector<Binding> bindings, bool dataflow = false) {
  BindingBlock b;
  b.is_dataflow = dataflow;
  b.bindings = std::move(bindings);
  return b;
}
inline Expr seq(std::vector<BindingBlock> blocks, Expr body) {
  auto n = std::make_shared<SeqExprNode>();
  n->blocks = std::move(blocks);
  n->body = std::move(body);
  return n;
}
inline Function function(std::vector<Var> params, Expr body, StructInfo ret = nullptr, Attrs a = {},
                         bool pure = true) {
  auto f = std::make_shared<FunctionNode>();
  f->params = std::move(params);
  f->body = std::move(body);
  f->ret_sinfo = std::move(ret);
  f->attrs = std::move(a);
  f->is_pure = pure;
  return f;
}
inline Attrs global_symbol(const std::string& name) {
  return attrs({{"global_symbol", AttrValue::String(name)}});
}
inline GlobalFunc relax_fn(std::string name, Function f) {
  GlobalFunc g;
  g.name = std::move(name);
  g.relax = std::move(f);
  return g;
}
inline GlobalFunc tir_fn(std::string name, PrimFunc f) {
  GlobalFunc g;
  g.name = std::move(name);
  g.tir = std::move(f);
  return g;
}
inline IRModule module(std::vector<GlobalFunc> fns) {
  IRModule m;
  m.functions = std::move(fns);
  return m;
}

// TIR.
inline Buffer buffer(std::string name, std::vector<PrimExpr> shape, DataType dt = kF32) {
  auto b = std::make_shared<BufferNode>();
  b->name = std::move(name);
  b->shape = std::move(shape);
  b->dtype = dt;
  return b;
}
inline Stmt for_loop(PrimExpr var, PrimExpr min, PrimExpr extent, Stmt body,
                     ForStmt::Kind kind = ForStmt::Kind::kSerial, std::string tag = "") {
  auto f = std::make_shared<ForStmt>();
  f->loop_var = std::move(var);
  f->min = std::move(min);
  f->extent = std::move(extent);
  f->body = std::move(body);
  f->for_kind = kind;
  f->thread_tag = std::move(tag);
  return f;
}
inline Stmt seq_stmt(std::vector<Stmt> stmts) {
  auto s = std::make_shared<SeqStmt>();
  s->stmts = std::move(stmts);
  return s;
}
inline Stmt store(Buffer b, std::vector<PrimExpr> indices, PrimExpr value) {
  auto s = std::make_shared<BufferStoreStmt>();
  s->buffer = std::move(b);
  s->indices = std::move(indices);
  s->value = std::move(value);
  return s;
}
inline PrimExpr load(Buffer b, std::vector<PrimExpr> indices) {
  return make_buffer_load(std::move(b), std::move(indices));
}
/// A region of single points `A[i, j]`.
inline BufferRegion point_region(Buffer b, std::vector<PrimExpr> points) {
  BufferRegion r;
  r.buffer = std::move(b);
  for (auto& p : points) r.region.push_back({p, make_int(1, p ? p->dtype : kI64)});
  return r;
}
inline IterVar iter_var(PrimExpr var, PrimExpr extent, bool reduce = false) {
  IterVar iv;
  iv.min = make_int(0, extent->dtype);
  iv.var = std::move(var);
  iv.extent = std::move(extent);
  iv.iter_kind = reduce ? IterVar::Kind::kReduce : IterVar::Kind::kSpatial;
  return iv;
}
inline PrimFunc prim_func(std::vector<PrimExpr> params,
                          std::vector<std::pair<size_t, Buffer>> buffer_map, Stmt body,
                          Attrs a = {}) {
  auto f = std::make_shared<PrimFuncNode>();
  f->params = std::move(params);
  f->buffer_map = std::move(buffer_map);
  f->body = std::move(body);
  f->attrs = std::move(a);
  return f;
}

} // namespace rxv::sem::ptest
