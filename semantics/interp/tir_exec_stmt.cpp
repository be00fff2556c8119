/// The TIR interpreter's statements: execution functions and their compiler. Every loop kind
/// (serial, parallel, unrolled, vectorized, thread-bound) runs sequentially in order. A block
/// instance computes its iteration variables from their bindings, skips itself when its T.where
/// predicate is false, checks each binding against its domain, allocates its buffers, runs
/// T.init when every reduction variable is at its domain's minimum (TVM's rule), then its body.
#include <fmt/format.h>

#include <cstdint>
#include <type_traits>

#include "semantics/interp/tir_interpreter_internal.h"

namespace rxv::sem::tir_detail {

bool alloc_buffer(Frame& f, int buffer, SourceLoc loc) {
  const CBuffer& b = f.prog->buffers[size_t(buffer)];
  RtBuffer& rt = f.buffers[size_t(buffer)];
  rt.shape.clear();
  int64_t elems = 1;
  int64_t elem_bytes = b.dtype.is_bool() ? 1 : b.dtype.bits / 8;
  for (const CExpr* d : b.dims) {
    int64_t n = d->eval(f).i;
    if (f.failed) return false;
    if (n < 0) {
      f.fail(EvalErrorKind::kLimit, loc,
             fmt::format("buffer '{}' has a negative dimension {}", b.name, n));
      return false;
    }
    if (__builtin_mul_overflow(elems, n, &elems)) elems = INT64_MAX;
    rt.shape.push_back(n);
  }
  int64_t bytes = 0;
  if (__builtin_mul_overflow(elems, elem_bytes, &bytes) || bytes > f.max_alloc_bytes) {
    f.fail(EvalErrorKind::kLimit, loc,
           fmt::format("buffer '{}' of shape ({}) exceeds the allocation limit of {} bytes", b.name,
                       fmt::join(rt.shape, ", "), f.max_alloc_bytes));
    return false;
  }
  rt.owned = std::make_shared<std::vector<std::byte>>(size_t(bytes));
  rt.data = rt.owned->data();
  return true;
}

namespace {

void exec_seq(const CStmt& s, Frame& f) {
  for (const CStmt* c : s.stmts) {
    c->exec(f);
    if (f.failed) return;
  }
}

void exec_for(const CStmt& s, Frame& f) {
  int64_t min = s.e0->eval(f).i;
  int64_t extent = s.e1->eval(f).i;
  // A uint64 extent above INT64_MAX reads as negative: it is over any budget, not empty.
  if (s.e1->num == Num::kUInt && extent < 0) extent = INT64_MAX;
  if (f.failed || extent <= 0) return;
  // Counted on entry: the whole loop either fits in what is left of the budget or fails now.
  if (extent > f.max_iterations - f.iterations) {
    f.fail(EvalErrorKind::kLimit, s.loc,
           fmt::format("loop over '{}' of extent {} exceeds the TIR iteration limit of {} ({} "
                       "iterations already run)",
                       s.name, extent, f.max_iterations, f.iterations));
    return;
  }
  f.iterations += extent;
  Scalar& var = f.vars[size_t(s.slot)];
  const CStmt& body = *s.body;
  for (int64_t k = 0; k < extent; ++k) {
    var.i = wrap_int(int64_t(uint64_t(min) + uint64_t(k)), s.shift, s.is_signed);
    body.exec(f);
    if (f.failed) return;
  }
}

void exec_block(const CStmt& s, Frame& f) {
  for (const CIter& it : s.iters)
    if (!it.alias) f.vars[size_t(it.slot)] = it.value->eval(f);
  if (s.e1 && s.e1->eval(f).i == 0) return;
  if (f.failed) return;
  bool at_init = true;
  for (const CIter& it : s.iters) {
    if (!it.check && !it.reduce) continue;
    int64_t v = f.vars[size_t(it.slot)].i;
    int64_t min = it.min->eval(f).i;
    if (it.check) {
      int64_t extent = it.extent->eval(f).i;
      if (f.failed) return;
      if (v < min || v - min >= extent) {
        f.fail(EvalErrorKind::kIndexOutOfRange, s.loc,
               fmt::format("block '{}' binds {} = {} outside its domain [{}, {})", s.name, it.name,
                           v, min, min + extent));
        return;
      }
    }
    if (it.reduce && v != min) at_init = false;
  }
  if (f.failed) return;
  for (int b : s.allocs)
    if (!alloc_buffer(f, b, s.loc)) return;
  if (s.other && at_init) {
    s.other->exec(f);
    if (f.failed) return;
  }
  s.body->exec(f);
}

/// A block whose bindings need neither a copy nor a check, without T.where or allocations (every
/// block T.axis.remap writes): only the T.init test is left.
void exec_simple_block(const CStmt& s, Frame& f) {
  if (s.other) {
    bool at_init = true;
    for (const CIter& it : s.iters) {
      if (it.reduce && f.vars[size_t(it.slot)].i != it.min->eval(f).i) {
        at_init = false;
        break;
      }
    }
    if (f.failed) return;
    if (at_init) {
      s.other->exec(f);
      if (f.failed) return;
    }
  }
  s.body->exec(f);
}

/// The flat offset of a store's element; false (error recorded) when out of range.
[[gnu::always_inline]] inline bool store_offset(const CStmt& s, Frame& f, int64_t& flat) {
  if (s.indices.empty()) { // a 0-d buffer (a full reduction's result)
    flat = 0;
    return true;
  }
  if (s.indices.size() != 1) return flat_index(s.indices, s.slot, f, s.loc, flat);
  flat = s.indices[0]->eval(f).i;
  if (uint64_t(flat) < uint64_t(f.buffers[size_t(s.slot)].shape[0])) return true;
  report_out_of_range(f, s.loc, s.slot, 0, flat);
  return false;
}

template <class T> void exec_store(const CStmt& s, Frame& f) {
  int64_t flat;
  if (!store_offset(s, f, flat)) return;
  Scalar v = s.e0->eval(f);
  if (f.failed) return;
  T* p = reinterpret_cast<T*>(f.buffers[size_t(s.slot)].data);
  element_written(f, s.slot, flat);
  if constexpr (std::is_same_v<T, Half>)
    p[flat] = float_to_half(v.s);
  else if constexpr (std::is_floating_point_v<T>)
    p[flat] = fget<T>(v);
  else
    p[flat] = T(v.i); // canonical for the dtype, so this keeps the value
}

/// The right operand of an update, in the compute type of storage type T.
template <class T> compute_t<T> rhs_of(Scalar v) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, float>)
    return v.s;
  else if constexpr (std::is_same_v<T, double>)
    return v.f;
  else
    return T(v.i);
}

template <PrimKind K, class C> C combine(C a, C b) {
  if constexpr (K == PrimKind::kMin)
    return a < b ? a : b;
  else if constexpr (K == PrimKind::kMax)
    return a > b ? a : b;
  else if constexpr (std::is_integral_v<C>) {
    // In 64 bits, unsigned (no overflow UB); the conversion back to C wraps to the width.
    uint64_t x = uint64_t(a), y = uint64_t(b);
    return C(K == PrimKind::kAdd ? x + y : x * y);
  } else {
    return K == PrimKind::kAdd ? a + b : a * b;
  }
}

/// `B[i] = B[i] op x` (a reduction's update), with the element's offset computed once: the
/// same result as the store of the BinaryOp, with one bounds check and one load fewer.
template <class T, PrimKind K> void exec_update(const CStmt& s, Frame& f) {
  int64_t flat;
  if (!store_offset(s, f, flat)) return;
  Scalar b = s.e0->b->eval(f);
  if (f.failed || !element_defined(f, s.loc, s.slot, flat)) return;
  T* p = reinterpret_cast<T*>(f.buffers[size_t(s.slot)].data);
  p[flat] = store_elem<T>(combine<K>(load_elem(p[flat]), rhs_of<T>(b)));
}

void exec_if(const CStmt& s, Frame& f) {
  bool c = s.e0->eval(f).i != 0;
  if (f.failed) return;
  if (c)
    s.body->exec(f);
  else if (s.other)
    s.other->exec(f);
}

void exec_let(const CStmt& s, Frame& f) {
  f.vars[size_t(s.slot)] = s.e0->eval(f);
  if (f.failed) return;
  s.body->exec(f);
}

void exec_evaluate(const CStmt& s, Frame& f) { s.e0->eval(f); }

void exec_nothing(const CStmt&, Frame&) {}

bool is_index(const CExpr* e) { return e->num == Num::kInt || e->num == Num::kUInt; }

/// Whether two compiled expressions are the same leaf: one variable slot or equal immediates.
bool same_leaf(const CExpr* x, const CExpr* y) {
  return (x->is_const && y->is_const && x->imm.i == y->imm.i) || (x->var >= 0 && x->var == y->var);
}

/// Whether `v` is `B[indices] op x` for the buffer `slot` stored to at `indices`, op one of
/// Add, Mul, Min, Max (the shape of every reduction update LegalizeOps writes).
bool is_update(const CExpr* v, int slot, const std::vector<const CExpr*>& indices) {
  bool op = v->kind == PrimKind::kAdd || v->kind == PrimKind::kMul || v->kind == PrimKind::kMin ||
            v->kind == PrimKind::kMax;
  if (!op || !v->a || !v->b || v->a->kind != PrimKind::kBufferLoad || v->a->slot != slot ||
      v->a->args.size() != indices.size())
    return false;
  for (size_t i = 0; i < indices.size(); ++i)
    if (!same_leaf(v->a->args[i], indices[i])) return false;
  return true;
}

} // namespace

CStmt& Compiler::new_stmt(SourceLoc loc) {
  CStmt& s = prog_.stmts.emplace_back();
  s.loc = loc;
  return s;
}

const CStmt* Compiler::stmt(const Stmt& sp) {
  if (failed()) return nullptr;
  if (!sp) {
    CStmt& s = new_stmt({});
    s.fn = exec_nothing;
    return &s;
  }
  switch (sp->kind) {
  case StmtKind::kSeq: {
    const auto& seq = static_cast<const SeqStmt&>(*sp);
    std::vector<const CStmt*> stmts;
    for (const Stmt& c : seq.stmts) {
      const CStmt* cs = stmt(c);
      if (!cs) return nullptr;
      stmts.push_back(cs);
    }
    CStmt& s = new_stmt(sp->loc);
    s.fn = exec_seq;
    s.stmts = std::move(stmts);
    return &s;
  }
  case StmtKind::kFor: return loop(static_cast<const ForStmt&>(*sp));
  case StmtKind::kBlock: return block(static_cast<const BlockStmt&>(*sp));
  case StmtKind::kBufferStore: return store(static_cast<const BufferStoreStmt&>(*sp));
  case StmtKind::kIfThenElse: {
    const auto& i = static_cast<const IfThenElseStmt&>(*sp);
    const CExpr* c = expr(i.cond, sp->loc);
    const CStmt* t = stmt(i.then_case);
    const CStmt* e = i.else_case ? stmt(i.else_case) : nullptr;
    if (!c || !t || (i.else_case && !e)) return nullptr;
    if (c->num != Num::kBool) return unsupported(sp->loc, "an if condition that is not bool");
    CStmt& s = new_stmt(sp->loc);
    s.fn = exec_if;
    s.e0 = c;
    s.body = t;
    s.other = e;
    return &s;
  }
  case StmtKind::kLet: {
    const auto& l = static_cast<const LetStmt&>(*sp);
    if (!is_var(l.var)) return unsupported(sp->loc, "a let of something other than a variable");
    const CExpr* v = expr(l.value, sp->loc);
    if (!v) return nullptr;
    if (v->dtype != l.var->dtype) {
      return unsupported(sp->loc, fmt::format("a let of {} value to {} variable '{}'",
                                              v->dtype.str(), l.var->dtype.str(), l.var->name));
    }
    int saved = var_slot(l.var.get());
    int slot = define_var(l.var.get());
    const CStmt* body = stmt(l.body);
    undefine_var(l.var.get(), saved);
    if (!body) return nullptr;
    CStmt& s = new_stmt(sp->loc);
    s.fn = exec_let;
    s.slot = slot;
    s.e0 = v;
    s.body = body;
    return &s;
  }
  case StmtKind::kEvaluate: {
    const CExpr* v = expr(static_cast<const EvaluateStmt&>(*sp).value, sp->loc);
    if (!v) return nullptr;
    CStmt& s = new_stmt(sp->loc);
    s.fn = exec_evaluate;
    s.e0 = v;
    return &s;
  }
  }
  return unsupported(sp->loc, fmt::format("statement kind {}", stmt_kind_name(sp->kind)));
}

const CStmt* Compiler::loop(const ForStmt& l) {
  if (!is_var(l.loop_var)) return unsupported(l.loc, "a loop without a loop variable");
  const CExpr* min = expr(l.min, l.loc);
  const CExpr* extent = expr(l.extent, l.loc);
  if (!min || !extent) return nullptr;
  if (!is_index(min) || !is_index(extent) || !l.loop_var->dtype.is_integral() ||
      l.loop_var->dtype.is_bool()) {
    return unsupported(l.loc, fmt::format("a loop over '{}' of dtype {}", l.loop_var->name,
                                          l.loop_var->dtype.str()));
  }
  int saved = var_slot(l.loop_var.get());
  int slot = define_var(l.loop_var.get());
  loop_ranges_[slot] = {min, extent};
  const CStmt* body = stmt(l.body);
  loop_ranges_.erase(slot);
  undefine_var(l.loop_var.get(), saved);
  if (!body) return nullptr;
  CStmt& s = new_stmt(l.loc);
  s.fn = exec_for;
  s.e0 = min;
  s.e1 = extent;
  s.slot = slot;
  s.body = body;
  s.name = l.loop_var->name;
  s.shift = 64 - l.loop_var->dtype.bits;
  s.is_signed = l.loop_var->dtype.is_int();
  return &s;
}

const CStmt* Compiler::block(const BlockStmt& b) {
  if (b.iter_vars.size() != b.iter_values.size())
    return unsupported(b.loc, fmt::format("block '{}' with unbound iteration variables", b.name));
  // Bindings, domains and the predicate are in terms of the variables outside the block.
  std::vector<CIter> iters;
  for (size_t i = 0; i < b.iter_vars.size(); ++i) {
    const IterVar& iv = b.iter_vars[i];
    if (!is_var(iv.var)) return unsupported(b.loc, "a block iteration variable that is not a Var");
    CIter it;
    it.value = expr(b.iter_values[i], b.loc);
    it.min = expr(iv.min, b.loc);
    it.extent = expr(iv.extent, b.loc);
    if (!it.value || !it.min || !it.extent) return nullptr;
    if (!is_index(it.value) || !is_index(it.min) || !is_index(it.extent))
      return unsupported(b.loc, fmt::format("block '{}' iterates over a non-integer", b.name));
    it.reduce = iv.iter_kind == IterVar::Kind::kReduce;
    it.name = iv.var->name;
    iters.push_back(std::move(it));
  }
  const CExpr* pred = b.predicate ? expr(b.predicate, b.loc) : nullptr;
  if (failed()) return nullptr;
  if (pred && pred->num != Num::kBool)
    return unsupported(b.loc, fmt::format("block '{}' has a non-bool T.where", b.name));
  std::vector<int> saved;
  for (size_t i = 0; i < iters.size(); ++i) {
    CIter& it = iters[i];
    const PrimExprNode* var = b.iter_vars[i].var.get();
    saved.push_back(var_slot(var));
    if (it.value->var >= 0 && it.value->dtype == b.iter_vars[i].var->dtype) {
      // Nothing writes a variable inside a block that reads it, so the two can share a slot.
      it.alias = true;
      it.slot = it.value->var;
      alias_var(var, it.slot);
      auto loop = loop_ranges_.find(it.slot);
      if (loop != loop_ranges_.end() && same_leaf(loop->second.first, it.min) &&
          same_leaf(loop->second.second, it.extent))
        it.check = false;
    } else {
      it.slot = define_var(var);
    }
  }
  std::vector<int> allocs;
  for (const Buffer& buf : b.alloc_buffers) {
    int slot = add_buffer(buf, b.loc);
    if (slot < 0 || !compile_dims(slot, buf)) break;
    allocs.push_back(slot);
  }
  const CStmt* init = b.init && !failed() ? stmt(b.init) : nullptr;
  const CStmt* body = failed() ? nullptr : stmt(b.body);
  for (const Buffer& buf : b.alloc_buffers) remove_buffer(buf.get());
  for (size_t i = iters.size(); i-- > 0;) undefine_var(b.iter_vars[i].var.get(), saved[i]);
  if (!body || (b.init && !init)) return nullptr;
  CStmt& s = new_stmt(b.loc);
  bool simple = !pred && allocs.empty();
  for (const CIter& it : iters) simple = simple && it.alias && !it.check;
  s.fn = simple ? exec_simple_block : exec_block;
  s.iters = std::move(iters);
  s.e1 = pred;
  s.allocs = std::move(allocs);
  s.other = init;
  s.body = body;
  s.name = b.name;
  return &s;
}

const CStmt* Compiler::store(const BufferStoreStmt& st) {
  if (!st.buffer) return unsupported(st.loc, "a BufferStore without a buffer");
  int slot = buffer_slot(st.buffer.get());
  if (slot < 0) {
    return unsupported(
        st.loc, fmt::format("buffer '{}' is stored to where it is not allocated", st.buffer->name));
  }
  const CBuffer& buf = prog_.buffers[size_t(slot)];
  if (st.indices.size() != buf.dims.size()) {
    return unsupported(st.loc, fmt::format("buffer '{}' of {} dimensions stored with {} indices",
                                           buf.name, buf.dims.size(), st.indices.size()));
  }
  std::vector<const CExpr*> indices;
  for (const PrimExpr& ix : st.indices) {
    const CExpr* c = expr(ix, st.loc);
    if (!c) return nullptr;
    if (!is_index(c))
      return unsupported(st.loc, fmt::format("a buffer index of dtype {}", c->dtype.str()));
    indices.push_back(c);
  }
  const CExpr* v = expr(st.value, st.loc);
  if (!v) return nullptr;
  if (v->dtype != buf.dtype) {
    return unsupported(st.loc, fmt::format("a store of a {} value into buffer '{}' of dtype {}",
                                           v->dtype.str(), buf.name, buf.dtype.str()));
  }
  CStmt& s = new_stmt(st.loc);
  s.fn = dispatch_dtype(buf.dtype, [](auto tag) -> StmtFn { return exec_store<decltype(tag)>; });
  if (is_update(v, slot, indices) && !buf.dtype.is_bool()) {
    s.fn = dispatch_dtype(buf.dtype, [&](auto tag) -> StmtFn {
      using T = decltype(tag);
      switch (v->kind) {
      case PrimKind::kAdd: return exec_update<T, PrimKind::kAdd>;
      case PrimKind::kMul: return exec_update<T, PrimKind::kMul>;
      case PrimKind::kMin: return exec_update<T, PrimKind::kMin>;
      default: return exec_update<T, PrimKind::kMax>;
      }
    });
  }
  s.slot = slot;
  s.indices = std::move(indices);
  s.e0 = v;
  return &s;
}

} // namespace rxv::sem::tir_detail
