// Printing TIR statements (docs/tvmscript-dialect.md, "TIR PrimFuncs"): loops (T.grid fusion and
// the loop kinds), blocks (T.axis.remap or explicit axes, T.where, regions, T.block_attr,
// allocations, T.init), stores, if, let and evaluate. Loop, block and let variables are scoped:
// sibling loops may print the same name, as TVM prints them.
#include <algorithm>

#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

bool is_const_int(const PrimExpr& e, int64_t v) {
  return e && e->kind == PrimKind::kIntImm && e->int_value == v;
}

// Structural equality of PrimExprs with variables and buffers by identity (for T.axis.remap).
bool prim_equal(const PrimExpr& a, const PrimExpr& b, int depth = 0) {
  if (a == b) return true;
  if (!a || !b || depth > kMaxNesting) return false;
  if (a->kind != b->kind || a->dtype != b->dtype || a->kind == PrimKind::kVar) return false;
  if (a->int_value != b->int_value || a->float_value != b->float_value || a->name != b->name ||
      a->buffer != b->buffer || a->operands.size() != b->operands.size())
    return false;
  for (size_t i = 0; i < a->operands.size(); ++i)
    if (!prim_equal(a->operands[i], b->operands[i], depth + 1)) return false;
  return true;
}

bool uses_any(const PrimExpr& e, const std::vector<const PrimExprNode*>& vars, int depth = 0) {
  if (!e || depth > kMaxNesting) return false;
  if (e->kind == PrimKind::kVar) return std::find(vars.begin(), vars.end(), e.get()) != vars.end();
  for (const auto& op : e->operands)
    if (uses_any(op, vars, depth + 1)) return true;
  return false;
}

// `lo + extent`, folded when that is plain arithmetic on literals (so `0:n`, `T.serial(2, 5)`).
PrimExpr end_of(const PrimExpr& lo, const PrimExpr& extent) {
  if (!lo || !extent || is_const_int(lo, 0)) return extent;
  if (is_const_int(extent, 0)) return lo;
  if (lo->kind == PrimKind::kIntImm && extent->kind == PrimKind::kIntImm &&
      lo->dtype == extent->dtype)
    return make_int(int64_t(uint64_t(lo->int_value) + uint64_t(extent->int_value)), lo->dtype);
  return make_binary(PrimKind::kAdd, lo, extent);
}
} // namespace

void ScriptPrinter::buffer_region(const BufferRegion& r) {
  out_ += r.buffer ? name_of(r.buffer.get(), r.buffer->name) : std::string_view("None");
  out_ += '[';
  if (r.region.empty()) out_ += "()";
  for (size_t i = 0; i < r.region.size(); ++i) {
    if (i) out_ += ", ";
    const auto& range = r.region[i];
    prim_expr(range.min);
    if (is_const_int(range.extent, 1)) continue;
    out_ += ':';
    prim_expr(end_of(range.min, range.extent));
  }
  out_ += ']';
}
void ScriptPrinter::stmt(const Stmt& s, int depth) {
  if (depth > kMaxStatementNesting) {
    begin_line();
    out_ += "...";
    end_line();
    return;
  }
  if (!s) {
    begin_line();
    out_ += "pass";
    end_line();
    return;
  }
  switch (s->kind) {
  case StmtKind::kSeq:
    for (const auto& c : static_cast<const SeqStmt&>(*s).stmts) stmt(c, depth + 1);
    return;
  case StmtKind::kFor: for_stmt(static_cast<const ForStmt&>(*s), depth); return;
  case StmtKind::kBlock: block_stmt(static_cast<const BlockStmt&>(*s), depth); return;
  case StmtKind::kBufferStore: {
    const auto& st = static_cast<const BufferStoreStmt&>(*s);
    begin_line();
    buffer_indices(st.buffer, st.indices, 0);
    out_ += " = ";
    prim_expr(st.value);
    end_line();
    return;
  }
  case StmtKind::kIfThenElse: {
    const auto& i = static_cast<const IfThenElseStmt&>(*s);
    begin_line();
    out_ += "if ";
    prim_expr(i.cond);
    out_ += ':';
    end_line();
    ++indent_;
    size_t start = out_.size();
    stmt(i.then_case, depth + 1);
    close_suite(start);
    --indent_;
    if (!i.else_case) return;
    begin_line();
    out_ += "else:";
    end_line();
    ++indent_;
    start = out_.size();
    stmt(i.else_case, depth + 1);
    close_suite(start);
    --indent_;
    return;
  }
  case StmtKind::kLet: {
    // `x: T.int32 = value`, then the body at the same indentation (the rest of the block).
    const auto& l = static_cast<const LetStmt&>(*s);
    if (!raw_names_) names_.push_scope();
    begin_line();
    if (l.var) {
      out_ += define_name(l.var.get(), l.var->name);
      out_ += ": ";
      dtype_literal_prefix(l.var->dtype);
    } else {
      out_ += '_';
    }
    out_ += " = ";
    prim_expr(l.value);
    end_line();
    stmt(l.body, depth + 1);
    if (!raw_names_) names_.pop_scope();
    return;
  }
  case StmtKind::kEvaluate: {
    const PrimExpr& v = static_cast<const EvaluateStmt&>(*s).value;
    begin_line();
    if (v && v->kind == PrimKind::kCall && v->name == "T.ret" && v->operands.size() == 1) {
      out_ += "return ";
      prim_expr(v->operands[0]);
      end_line();
      return;
    }
    // TVM writes an assumption as a statement of its own: `T.assume(cond)`.
    bool assume = v && v->kind == PrimKind::kCall && v->name == "T.assume";
    if (!assume) {
      t_prefix();
      out_ += "evaluate(";
    }
    prim_expr(v);
    if (!assume) out_ += ')';
    end_line();
    return;
  }
  }
}

void ScriptPrinter::for_stmt(const ForStmt& f, int depth) {
  // Nested serial loops from 0 whose extents do not depend on each other fuse into T.grid.
  std::vector<const ForStmt*> grid;
  std::vector<const PrimExprNode*> grid_vars;
  for (const ForStmt* l = &f; l; l = as<ForStmt>(l->body)) {
    if (l->for_kind != ForStmt::Kind::kSerial || !is_const_int(l->min, 0) || !l->loop_var ||
        uses_any(l->extent, grid_vars))
      break;
    grid.push_back(l);
    grid_vars.push_back(l->loop_var.get());
  }
  if (!raw_names_) names_.push_scope();
  auto loop_var = [&](const ForStmt& l) {
    out_ += l.loop_var ? define_name(l.loop_var.get(), l.loop_var->name) : std::string_view("_");
  };
  begin_line();
  out_ += "for ";
  const Stmt* body = &f.body;
  if (grid.size() > 1) {
    for (size_t i = 0; i < grid.size(); ++i) {
      if (i) out_ += ", ";
      loop_var(*grid[i]);
    }
    out_ += " in ";
    t_prefix();
    out_ += "grid(";
    for (size_t i = 0; i < grid.size(); ++i) {
      if (i) out_ += ", ";
      prim_expr(grid[i]->extent);
    }
    out_ += ')';
    loops_.insert(loops_.end(), grid.begin(), grid.end());
    body = &grid.back()->body;
  } else {
    loop_var(f);
    out_ += " in ";
    bool from_zero = is_const_int(f.min, 0);
    switch (f.for_kind) {
    case ForStmt::Kind::kSerial:
      if (from_zero) {
        out_ += "range";
      } else {
        t_prefix();
        out_ += "serial";
      }
      break;
    case ForStmt::Kind::kParallel:
      t_prefix();
      out_ += "parallel";
      break;
    case ForStmt::Kind::kVectorized:
      t_prefix();
      out_ += "vectorized";
      break;
    case ForStmt::Kind::kUnrolled:
      t_prefix();
      out_ += "unroll";
      break;
    case ForStmt::Kind::kThreadBinding:
      t_prefix();
      out_ += "thread_binding";
      break;
    }
    out_ += '(';
    if (!from_zero) {
      prim_expr(f.min);
      out_ += ", ";
      prim_expr(end_of(f.min, f.extent));
    } else {
      prim_expr(f.extent);
    }
    if (f.for_kind == ForStmt::Kind::kThreadBinding) {
      out_ += ", thread=";
      append_quoted(out_, f.thread_tag);
    }
    out_ += ')';
    loops_.push_back(&f);
  }
  out_ += ':';
  end_line();
  ++indent_;
  size_t start = out_.size();
  stmt(*body, depth + 1);
  close_suite(start);
  --indent_;
  loops_.resize(loops_.size() - (grid.size() > 1 ? grid.size() : 1));
  if (!raw_names_) names_.pop_scope();
}

void ScriptPrinter::iter_vars(const BlockStmt& b) {
  // An iter var bound to an enclosing loop's variable, both ranging from 0 over the same extent,
  // joins a `T.axis.remap`; consecutive ones share one line (TVM's grouping), single ones print
  // in the explicit form.
  auto remappable = [&](size_t i) {
    const IterVar& iv = b.iter_vars[i];
    if (i >= b.iter_values.size() || !iv.var || !is_const_int(iv.min, 0)) return false;
    const PrimExpr& value = b.iter_values[i];
    if (!value || value->kind != PrimKind::kVar) return false;
    for (const ForStmt* l : loops_)
      if (l->loop_var == value) return is_const_int(l->min, 0) && prim_equal(l->extent, iv.extent);
    return false;
  };
  auto single = [&](size_t i) {
    const IterVar& iv = b.iter_vars[i];
    begin_line();
    out_ += iv.var ? define_name(iv.var.get(), iv.var->name) : std::string_view("_");
    out_ += " = ";
    t_prefix();
    out_ += iv.iter_kind == IterVar::Kind::kSpatial ? "axis.spatial(" : "axis.reduce(";
    if (is_const_int(iv.min, 0)) {
      prim_expr(iv.extent);
    } else {
      out_ += '(';
      prim_expr(iv.min);
      out_ += ", ";
      prim_expr(end_of(iv.min, iv.extent));
      out_ += ')';
    }
    out_ += ", ";
    prim_expr(i < b.iter_values.size() ? b.iter_values[i] : nullptr);
    out_ += ')';
    end_line();
  };
  std::vector<size_t> group;
  auto flush = [&] {
    if (group.size() == 1) single(group[0]);
    if (group.size() > 1) {
      begin_line();
      std::string kinds;
      for (size_t k = 0; k < group.size(); ++k) {
        const IterVar& iv = b.iter_vars[group[k]];
        if (k) out_ += ", ";
        out_ += define_name(iv.var.get(), iv.var->name);
        kinds += iv.iter_kind == IterVar::Kind::kSpatial ? 'S' : 'R';
      }
      out_ += " = ";
      t_prefix();
      out_ += "axis.remap(";
      append_quoted(out_, kinds);
      out_ += ", [";
      for (size_t k = 0; k < group.size(); ++k) {
        if (k) out_ += ", ";
        prim_expr(b.iter_values[group[k]]);
      }
      out_ += "])";
      end_line();
    }
    group.clear();
  };
  for (size_t i = 0; i < b.iter_vars.size(); ++i) {
    if (remappable(i)) {
      group.push_back(i);
      continue;
    }
    flush();
    single(i);
  }
  flush();
}

void ScriptPrinter::block_stmt(const BlockStmt& b, int depth) {
  if (!raw_names_) names_.push_scope();
  begin_line();
  out_ += "with ";
  t_prefix();
  out_ += dialect_ == Dialect::kTvm027 ? "sblock(" : "block(";
  printed_block_ = true;
  append_quoted(out_, b.name);
  out_ += "):";
  end_line();
  ++indent_;
  iter_vars(b);
  if (b.predicate) {
    begin_line();
    t_prefix();
    out_ += "where(";
    prim_expr(b.predicate);
    out_ += ')';
    end_line();
  }
  for (const auto* regions : {&b.reads, &b.writes}) {
    begin_line();
    t_prefix();
    out_ += regions == &b.reads ? "reads(" : "writes(";
    for (size_t i = 0; i < regions->size(); ++i) {
      if (i) out_ += ", ";
      buffer_region((*regions)[i]);
    }
    out_ += ')';
    end_line();
  }
  if (!b.annotations.empty()) {
    begin_line();
    t_prefix();
    out_ += dialect_ == Dialect::kTvm027 ? "sblock_attr(" : "block_attr(";
    attrs_dict(b.annotations);
    out_ += ')';
    end_line();
  }
  for (const auto& buf : b.alloc_buffers) {
    if (!buf) continue;
    begin_line();
    out_ += define_name(buf.get(), buf->name);
    out_ += " = ";
    buffer_decl(*buf, "alloc_buffer", {});
    end_line();
  }
  if (b.init) {
    begin_line();
    out_ += "with ";
    t_prefix();
    out_ += "init():";
    end_line();
    ++indent_;
    size_t start = out_.size();
    stmt(b.init, depth + 1);
    close_suite(start);
    --indent_;
  }
  // A block with no body statement still has a suite: the lines above always fill it.
  if (b.body) stmt(b.body, depth + 1);
  --indent_;
  if (!raw_names_) names_.pop_scope();
}

} // namespace rxv::sem::print_detail
