// Printing TIR PrimFuncs (docs/tvmscript-dialect.md, "TIR PrimFuncs"), function level.
//
// Layout of a function: signature (a buffer whose dimensions are all constants prints as
// `A: T.Buffer(shape, "dtype")`, any other as `var_A: T.handle` plus a match_buffer), then
// T.func_attr, the declarations of the free variables (`n = T.int64()`, in order of first
// appearance: match_buffer shapes, root allocations, body), the match_buffers and the root block's
// allocations (after a `# with T.block("root"):` comment). Statements: print_tir_stmt.cpp.
#include <algorithm>

#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

bool contains_block(const Stmt& s, int depth = 0) {
  if (!s || depth > kMaxNesting) return false;
  switch (s->kind) {
  case StmtKind::kBlock: return true;
  case StmtKind::kSeq:
    for (const auto& c : static_cast<const SeqStmt&>(*s).stmts)
      if (contains_block(c, depth + 1)) return true;
    return false;
  case StmtKind::kFor: return contains_block(static_cast<const ForStmt&>(*s).body, depth + 1);
  case StmtKind::kIfThenElse: {
    const auto& i = static_cast<const IfThenElseStmt&>(*s);
    return contains_block(i.then_case, depth + 1) || contains_block(i.else_case, depth + 1);
  }
  case StmtKind::kLet: return contains_block(static_cast<const LetStmt&>(*s).body, depth + 1);
  default: return false;
  }
}
// The variables a PrimFunc must declare: free variables in order of first appearance.
class FreeVarScan {
public:
  std::vector<const PrimExprNode*> free;

  void bind(const PrimExpr& v) {
    if (v) bound_.insert(v.get());
  }
  // First pass: every variable some statement binds.
  void collect_bound(const Stmt& s, int depth) {
    if (!s || depth > kMaxNesting) return;
    switch (s->kind) {
    case StmtKind::kSeq:
      for (const auto& c : static_cast<const SeqStmt&>(*s).stmts) collect_bound(c, depth + 1);
      return;
    case StmtKind::kFor: {
      const auto& f = static_cast<const ForStmt&>(*s);
      bind(f.loop_var);
      collect_bound(f.body, depth + 1);
      return;
    }
    case StmtKind::kBlock: {
      const auto& b = static_cast<const BlockStmt&>(*s);
      for (const auto& iv : b.iter_vars) bind(iv.var);
      collect_bound(b.init, depth + 1);
      collect_bound(b.body, depth + 1);
      return;
    }
    case StmtKind::kIfThenElse: {
      const auto& i = static_cast<const IfThenElseStmt&>(*s);
      collect_bound(i.then_case, depth + 1);
      collect_bound(i.else_case, depth + 1);
      return;
    }
    case StmtKind::kLet: {
      const auto& l = static_cast<const LetStmt&>(*s);
      bind(l.var);
      collect_bound(l.body, depth + 1);
      return;
    }
    default: return;
    }
  }
  void prim(const PrimExpr& e, int depth) {
    if (!e || depth > kMaxNesting) return;
    if (e->kind == PrimKind::kVar) {
      if (!bound_.count(e.get()) && seen_.insert(e.get()).second) free.push_back(e.get());
      return;
    }
    for (const auto& op : e->operands) prim(op, depth + 1);
  }
  void shape(const BufferNode& b) {
    for (const auto& d : b.shape) prim(d, 0);
  }
  void region(const BufferRegion& r) {
    for (const auto& range : r.region) {
      prim(range.min, 0);
      prim(range.extent, 0);
    }
  }
  void stmt(const Stmt& s, int depth) {
    if (!s || depth > kMaxNesting) return;
    switch (s->kind) {
    case StmtKind::kSeq:
      for (const auto& c : static_cast<const SeqStmt&>(*s).stmts) stmt(c, depth + 1);
      return;
    case StmtKind::kFor: {
      const auto& f = static_cast<const ForStmt&>(*s);
      prim(f.min, 0);
      prim(f.extent, 0);
      stmt(f.body, depth + 1);
      return;
    }
    case StmtKind::kBlock: {
      const auto& b = static_cast<const BlockStmt&>(*s);
      for (size_t i = 0; i < b.iter_vars.size(); ++i) {
        prim(b.iter_vars[i].min, 0);
        prim(b.iter_vars[i].extent, 0);
        if (i < b.iter_values.size()) prim(b.iter_values[i], 0);
      }
      prim(b.predicate, 0);
      for (const auto& r : b.reads) region(r);
      for (const auto& r : b.writes) region(r);
      for (const auto& buf : b.alloc_buffers)
        if (buf) shape(*buf);
      stmt(b.init, depth + 1);
      stmt(b.body, depth + 1);
      return;
    }
    case StmtKind::kBufferStore: {
      const auto& st = static_cast<const BufferStoreStmt&>(*s);
      for (const auto& i : st.indices) prim(i, 0);
      prim(st.value, 0);
      return;
    }
    case StmtKind::kIfThenElse: {
      const auto& i = static_cast<const IfThenElseStmt&>(*s);
      prim(i.cond, 0);
      stmt(i.then_case, depth + 1);
      stmt(i.else_case, depth + 1);
      return;
    }
    case StmtKind::kLet: {
      const auto& l = static_cast<const LetStmt&>(*s);
      prim(l.value, 0);
      stmt(l.body, depth + 1);
      return;
    }
    case StmtKind::kEvaluate: prim(static_cast<const EvaluateStmt&>(*s).value, 0); return;
    }
  }

private:
  std::unordered_set<const PrimExprNode*> bound_;
  std::unordered_set<const PrimExprNode*> seen_;
};

} // namespace

void ScriptPrinter::shape_tuple(const std::vector<PrimExpr>& shape) {
  out_ += '(';
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) out_ += ", ";
    prim_expr(shape[i]);
  }
  if (shape.size() == 1) out_ += ',';
  out_ += ')';
}

void ScriptPrinter::buffer_decl(const BufferNode& buf, const char* fn, std::string_view handle) {
  t_prefix();
  out_ += fn;
  out_ += '(';
  if (!handle.empty()) {
    out_ += handle;
    out_ += ", ";
  }
  shape_tuple(buf.shape);
  if (buf.dtype != DataType::Float(32)) {
    out_ += ", ";
    append_quoted(out_, buf.dtype.str());
  }
  if (buf.scope != "global") {
    out_ += ", scope=";
    append_quoted(out_, buf.scope);
  }
  out_ += ')';
}

void ScriptPrinter::buffer_indices(const Buffer& buf, const std::vector<PrimExpr>& indices,
                                   int depth) {
  out_ += buf ? name_of(buf.get(), buf->name) : std::string_view("None");
  out_ += '[';
  if (indices.empty()) out_ += "()";
  for (size_t i = 0; i < indices.size(); ++i) {
    if (i) out_ += ", ";
    prim_expr(indices[i], depth + 1);
  }
  out_ += ']';
}
void ScriptPrinter::prim_func(std::string_view name, const PrimFuncNode& fn) {
  RulesScope tir_rules(rules_, LiteralRules::kTir);
  const AttrValue* gs = fn.attrs.find("global_symbol");
  bool omit_gs = gs && gs->kind == AttrValue::Kind::kString && gs->str == name;
  begin_line();
  out_ += '@';
  t_prefix();
  out_ += gs ? "prim_func" : "prim_func(private=True)";
  // TVM 0.27 reads T.sblock only in s_tir=True functions: known once the body is printed.
  const size_t decorator_end = out_.size();
  printed_block_ = false;
  end_line();

  // Parameters: the first buffer mapped to each; extra mappings (ill-formed) print as
  // match_buffers.
  const size_t n = fn.params.size();
  std::vector<const BufferNode*> param_buffer(n, nullptr);
  std::vector<bool> in_signature(n, false);
  std::vector<std::pair<size_t, const BufferNode*>> extra_buffers;
  for (const auto& [index, buf] : fn.buffer_map) {
    if (!buf) continue;
    if (index < n && !param_buffer[index])
      param_buffer[index] = buf.get();
    else
      extra_buffers.emplace_back(index, buf.get());
  }
  for (size_t i = 0; i < n; ++i) {
    if (!param_buffer[i]) continue;
    in_signature[i] =
        std::all_of(param_buffer[i]->shape.begin(), param_buffer[i]->shape.end(),
                    [](const PrimExpr& d) { return d && d->kind == PrimKind::kIntImm; });
  }

  FreeVarScan scan;
  for (const auto& p : fn.params) scan.bind(p);
  scan.collect_bound(fn.body, 0);
  for (size_t i = 0; i < n; ++i)
    if (param_buffer[i] && !in_signature[i]) scan.shape(*param_buffer[i]);
  for (const auto& [index, buf] : extra_buffers) scan.shape(*buf);
  for (const auto& buf : fn.root_alloc_buffers)
    if (buf) scan.shape(*buf);
  scan.stmt(fn.body, 0);

  begin_line();
  out_ += "def ";
  out_ += name;
  out_ += '(';
  for (size_t i = 0; i < n; ++i) {
    if (i) out_ += ", ";
    const PrimExpr& p = fn.params[i];
    if (in_signature[i]) {
      const BufferNode& buf = *param_buffer[i];
      out_ += define_name(&buf, buf.name);
      out_ += ": ";
      t_prefix();
      out_ += "Buffer(";
      shape_tuple(buf.shape);
      out_ += ", ";
      append_quoted(out_, buf.dtype.str());
      if (buf.scope != "global") {
        out_ += ", scope=";
        append_quoted(out_, buf.scope);
      }
      out_ += ')';
      continue;
    }
    if (!p) {
      out_ += "None";
      continue;
    }
    out_ += define_name(p.get(), p->name);
    out_ += ": ";
    dtype_literal_prefix(param_buffer[i] ? DataType::Handle() : p->dtype);
  }
  out_ += ')';
  if (!fn.ret_dtype.is_void()) {
    out_ += " -> ";
    dtype_literal_prefix(fn.ret_dtype);
  }
  out_ += ':';
  end_line();

  ++indent_;
  size_t start = out_.size();
  bool any_attr = std::any_of(fn.attrs.entries.begin(), fn.attrs.entries.end(), [&](const auto& e) {
    return !omit_gs || e.first != "global_symbol";
  });
  if (any_attr) {
    begin_line();
    t_prefix();
    out_ += "func_attr(";
    attrs_dict(fn.attrs, omit_gs ? "global_symbol" : nullptr);
    out_ += ')';
    end_line();
  }
  for (const PrimExprNode* v : scan.free) {
    begin_line();
    out_ += define_name(v, v->name);
    out_ += " = ";
    dtype_literal_prefix(v->dtype);
    out_ += "()";
    end_line();
  }
  auto match_buffer = [&](size_t index, const BufferNode& buf) {
    std::string handle = index < n && fn.params[index]
                             ? std::string(name_of(fn.params[index].get(), fn.params[index]->name))
                             : std::string("None");
    begin_line();
    out_ += define_name(&buf, buf.name);
    out_ += " = ";
    buffer_decl(buf, "match_buffer", handle);
    end_line();
  };
  for (size_t i = 0; i < n; ++i)
    if (param_buffer[i] && !in_signature[i]) match_buffer(i, *param_buffer[i]);
  for (const auto& [index, buf] : extra_buffers) match_buffer(index, *buf);
  // The implicit root block shows as a comment, as TVM prints it: when it allocates or when the
  // body has blocks (the reader ignores comments; the allocations are at function level).
  if (!fn.root_alloc_buffers.empty() || contains_block(fn.body)) {
    begin_line();
    out_ += "# with T.block(\"root\"):";
    end_line();
    for (const auto& buf : fn.root_alloc_buffers) {
      if (!buf) continue;
      begin_line();
      out_ += define_name(buf.get(), buf->name);
      out_ += " = ";
      buffer_decl(*buf, "alloc_buffer", {});
      end_line();
    }
  }
  if (fn.body) stmt(fn.body, 0);
  close_suite(start);
  --indent_;
  if (dialect_ == Dialect::kTvm027 && printed_block_) // into `prim_func` or before its `)`
    out_.insert(gs ? decorator_end : decorator_end - 1, gs ? "(s_tir=True)" : ", s_tir=True");
}

} // namespace rxv::sem::print_detail
