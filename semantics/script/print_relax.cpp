// Printing Relax functions, binding blocks and bindings (docs/tvmscript-dialect.md, "Relax
// functions", "Bindings and blocks").
//
// A function first scans itself for the shape variables it must declare (`n = T.int64()`): those
// its return annotation, parameters, attrs and body mention, in that order of first appearance,
// except the ones an enclosing function declared (a closure sees them). Nested functions are not
// part of the scan: each declares its own. The scan also says whether the function refers to a
// GlobalVar, which decides `cls = Module`.
#include <algorithm>

#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

// How many bindings ahead a walk over a block prefetches (prefetch_nodes): far enough for a
// memory access to finish while the bindings in between are handled.
constexpr size_t kAhead = 8;

class FunctionScan {
public:
  explicit FunctionScan(const std::unordered_set<const PrimExprNode*>& declared_outside)
      : outside_(declared_outside) {}

  std::vector<const PrimExprNode*> shape_vars;
  bool uses_global_var = false;

  void prim(const PrimExpr& e, int depth) {
    if (!e || depth > kMaxNesting) return;
    if (e->kind == PrimKind::kVar) {
      if (!outside_.count(e.get()) && seen_.insert(e.get()).second) shape_vars.push_back(e.get());
      return;
    }
    for (const auto& op : e->operands) prim(op, depth + 1);
  }

  void sinfo(const StructInfo& s, int depth) {
    if (!s || depth > kMaxNesting) return;
    switch (s->kind) {
    case SInfoKind::kObject: return;
    case SInfoKind::kPrim: prim(static_cast<const PrimSInfo&>(*s).value, depth + 1); return;
    case SInfoKind::kShape:
      if (const auto& values = static_cast<const ShapeSInfo&>(*s).values)
        for (const auto& v : *values) prim(v, depth + 1);
      return;
    case SInfoKind::kTensor: expr(static_cast<const TensorSInfo&>(*s).shape, depth + 1); return;
    case SInfoKind::kDTensor:
      expr(static_cast<const DTensorSInfo&>(*s).tensor->shape, depth + 1);
      return;
    case SInfoKind::kTuple:
      for (const auto& f : static_cast<const TupleSInfo&>(*s).fields) sinfo(f, depth + 1);
      return;
    case SInfoKind::kFunc: {
      const auto& f = static_cast<const FuncSInfo&>(*s);
      if (f.params)
        for (const auto& p : *f.params) sinfo(p, depth + 1);
      sinfo(f.ret, depth + 1);
      return;
    }
    }
  }

  void attr(const AttrValue& v, int depth) {
    if (depth > kMaxNesting) return;
    for (const auto& item : v.items) attr(item, depth + 1);
    for (const auto& [key, value] : v.entries) attr(value, depth + 1);
    prim(v.prim, depth + 1);
    expr(v.expr, depth + 1);
    sinfo(v.sinfo, depth + 1);
  }

  void attrs(const Attrs& a) {
    for (const auto& [key, value] : a.entries) attr(value, 0);
  }

  void expr(const Expr& e, int depth) {
    if (!e || depth > kMaxNesting) return;
    switch (e->kind) {
    case ExprKind::kGlobalVar: uses_global_var = true; return;
    case ExprKind::kTuple:
      for (const auto& f : static_cast<const TupleNode&>(*e).fields) expr(f, depth + 1);
      return;
    case ExprKind::kShapeExpr:
      for (const auto& v : static_cast<const ShapeExprNode&>(*e).values) prim(v, depth + 1);
      return;
    case ExprKind::kPrimValue: prim(static_cast<const PrimValueNode&>(*e).value, depth + 1); return;
    case ExprKind::kCall: {
      const auto& c = static_cast<const CallNode&>(*e);
      expr(c.op, depth + 1);
      for (const auto& a : c.args) expr(a, depth + 1);
      for (const auto& [key, value] : c.attrs.entries) attr(value, depth + 1);
      for (const auto& s : c.sinfo_args) sinfo(s, depth + 1);
      return;
    }
    case ExprKind::kIf: {
      const auto& n = static_cast<const IfNode&>(*e);
      expr(n.cond, depth + 1);
      expr(n.true_branch, depth + 1);
      expr(n.false_branch, depth + 1);
      return;
    }
    case ExprKind::kTupleGetItem:
      expr(static_cast<const TupleGetItemNode&>(*e).tuple, depth + 1);
      return;
    case ExprKind::kSeqExpr: {
      const auto& s = static_cast<const SeqExprNode&>(*e);
      for (const auto& block : s.blocks)
        for (size_t i = 0; i < block.bindings.size(); ++i) {
          if (i + kAhead < block.bindings.size()) prefetch_nodes(block.bindings[i + kAhead]);
          binding(block.bindings[i], depth + 1);
        }
      expr(s.body, depth + 1);
      return;
    }
    default: return; // leaves; a nested Function declares its own shape variables
    }
  }

  // In the order the binding prints: annotation, value, then a MatchCast's StructInfo.
  void binding(const Binding& b, int depth) {
    if (!b.is_match_cast && b.value && b.value->kind == ExprKind::kFunction) return;
    const StructInfo* ann = b.var ? &b.var->sinfo : nullptr;
    if (!b.is_match_cast && b.value && b.value->kind == ExprKind::kIf) {
      const auto& n = static_cast<const IfNode&>(*b.value);
      expr(n.cond, depth + 1);
      for (const Expr* br : {&n.true_branch, &n.false_branch}) {
        const auto* seq = as<SeqExprNode>(*br);
        if (seq)
          for (const auto& block : seq->blocks)
            for (const auto& inner : block.bindings) binding(inner, depth + 1);
        if (ann) sinfo(*ann, depth + 1);
        expr(seq ? seq->body : *br, depth + 1);
      }
      return;
    }
    if (ann) sinfo(*ann, depth + 1);
    expr(b.value, depth + 1);
    if (b.is_match_cast) sinfo(b.match_sinfo, depth + 1);
  }

private:
  const std::unordered_set<const PrimExprNode*>& outside_;
  std::unordered_set<const PrimExprNode*> seen_;
};

} // namespace

void ScriptPrinter::relax_function(std::string_view name, const FunctionNode& fn, FuncPlace place) {
  RulesScope relax_rules(rules_, LiteralRules::kRelax);
  bool nested = place == FuncPlace::kNested;
  // At module level the reader adds global_symbol = name unless private=True; nested functions
  // never get one, so theirs (if any) is printed as an attr.
  const AttrValue* gs = fn.attrs.find("global_symbol");
  bool omit_gs = !nested && gs && gs->kind == AttrValue::Kind::kString && gs->str == name;
  bool is_private = !nested && !gs;
  begin_line();
  out_ += '@';
  r_prefix();
  out_ += "function";
  if (is_private || !fn.is_pure) {
    out_ += '(';
    if (is_private) out_ += "private=True";
    if (!fn.is_pure) out_ += is_private ? ", pure=False" : "pure=False";
    out_ += ')';
  }
  end_line();

  FunctionScan scan(declared_shape_vars_);
  scan.sinfo(fn.ret_sinfo, 0);
  for (const auto& p : fn.params)
    if (p) scan.sinfo(p->sinfo, 0);
  size_t num_signature_vars = scan.shape_vars.size();
  scan.attrs(fn.attrs);
  scan.expr(fn.body, 0);

  if (nested && !raw_names_) names_.push_scope();
  // Names in order of appearance: signature shape variables, parameters, then the body.
  for (size_t i = 0; i < num_signature_vars; ++i)
    define_name(scan.shape_vars[i], scan.shape_vars[i]->name);
  for (const auto& p : fn.params)
    if (p) define_name(p.get(), p->name);

  begin_line();
  out_ += "def ";
  out_ += name;
  out_ += '(';
  for (size_t i = 0; i < fn.params.size(); ++i) {
    if (i) out_ += ", ";
    const Var& p = fn.params[i];
    if (!p) {
      out_ += "None";
      continue;
    }
    out_ += var_name(p.get());
    if (p->sinfo) {
      out_ += ": ";
      struct_info(p->sinfo, /*sig=*/true);
    }
  }
  out_ += ')';
  if (fn.ret_sinfo) {
    out_ += " -> ";
    struct_info(fn.ret_sinfo, /*sig=*/true);
  }
  out_ += ':';
  end_line();

  ++indent_;
  for (const PrimExprNode* v : scan.shape_vars) {
    declared_shape_vars_.insert(v);
    begin_line();
    out_ += define_name(v, v->name);
    out_ += " = ";
    dtype_literal_prefix(v->dtype);
    out_ += "()";
    end_line();
  }
  bool any_attr = std::any_of(fn.attrs.entries.begin(), fn.attrs.entries.end(), [&](const auto& e) {
    return !omit_gs || e.first != "global_symbol";
  });
  if (any_attr) {
    begin_line();
    r_prefix();
    out_ += "func_attr(";
    attrs_dict(fn.attrs, omit_gs ? "global_symbol" : nullptr);
    out_ += ')';
    end_line();
  }
  bool saved_cls = cls_visible_;
  if (in_module_ && scan.uses_global_var && !cls_visible_) {
    begin_line();
    out_ += "cls = ";
    out_ += module_name_;
    end_line();
    cls_visible_ = true;
  }
  const auto* seq = as<SeqExprNode>(fn.body);
  if (seq) seq_blocks(*seq);
  begin_line();
  out_ += "return ";
  expr(seq ? seq->body : fn.body);
  end_line();
  --indent_;

  cls_visible_ = saved_cls;
  if (nested) {
    for (const PrimExprNode* v : scan.shape_vars) declared_shape_vars_.erase(v);
    if (!raw_names_) names_.pop_scope();
  }
}

void ScriptPrinter::bindings(const std::vector<Binding>& bs) {
  for (size_t i = 0; i < bs.size(); ++i) {
    // The nodes of a binding 2 * kAhead on, then (loaded by now) the name slots of one kAhead on.
    if (i + 2 * kAhead < bs.size()) prefetch_nodes(bs[i + 2 * kAhead]);
    if (i + kAhead < bs.size() && !raw_names_)
      if (const VarNode* v = bs[i + kAhead].var.get()) names_.prefetch(v, v->name);
    binding(bs[i]);
  }
}

void ScriptPrinter::seq_blocks(const SeqExprNode& s) {
  for (const auto& block : s.blocks) {
    if (!block.is_dataflow) {
      bindings(block.bindings);
      continue;
    }
    begin_line();
    out_ += "with ";
    r_prefix();
    out_ += "dataflow():";
    end_line();
    ++indent_;
    bindings(block.bindings);
    // R.output lists the Vars (not DataflowVars) the block binds, in binding order.
    begin_line();
    r_prefix();
    out_ += "output(";
    std::unordered_set<const VarNode*> listed;
    for (const auto& b : block.bindings) {
      if (!b.var || b.var->is_dataflow() || !listed.insert(b.var.get()).second) continue;
      if (listed.size() > 1) out_ += ", ";
      out_ += var_name(b.var.get());
    }
    out_ += ')';
    end_line();
    --indent_;
  }
}

void ScriptPrinter::var_annotation(const Var& v) {
  if (!v || !v->sinfo) return;
  out_ += ": ";
  struct_info(v->sinfo, /*sig=*/false);
}

void ScriptPrinter::binding(const Binding& b) {
  bool nests = !b.is_match_cast && b.value &&
               (b.value->kind == ExprKind::kFunction || b.value->kind == ExprKind::kIf);
  if (nests && statement_nesting_ >= kMaxStatementNesting) {
    begin_line();
    out_ += "...";
    end_line();
    return;
  }
  struct Nesting {
    int& n;
    bool on;
    ~Nesting() { n -= on; }
  } guard{statement_nesting_, nests};
  statement_nesting_ += nests;
  if (!b.is_match_cast && b.value && b.value->kind == ExprKind::kFunction) {
    // `@R.function def name(...)`: the Var's annotation, if any, has no place and is dropped.
    std::string name(b.var ? define_name(b.var.get(), b.var->name) : std::string_view("_"));
    relax_function(name, static_cast<const FunctionNode&>(*b.value), FuncPlace::kNested);
    end_line(); // TVM ends every function definition with an empty line
    return;
  }
  if (!b.is_match_cast && b.value && b.value->kind == ExprKind::kIf) {
    if_binding(b, static_cast<const IfNode&>(*b.value));
    return;
  }
  std::string_view name = b.var ? define_name(b.var.get(), b.var->name) : std::string_view("_");
  begin_line();
  // A binding to `_` without annotation is an expression statement (e.g. `R.print(x)`), except
  // in TVM 0.27, which rejects a statement with a value (it reads `_ = ...` the same way).
  if (name != "_" || (b.var && b.var->sinfo) || b.is_match_cast || dialect_ == Dialect::kTvm027) {
    out_ += name;
    var_annotation(b.var);
    out_ += " = ";
  }
  if (b.is_match_cast) {
    r_prefix();
    out_ += "match_cast(";
    expr(b.value);
    out_ += ", ";
    struct_info(b.match_sinfo, /*sig=*/false);
    out_ += ')';
  } else {
    expr(b.value);
  }
  end_line();
}

void ScriptPrinter::if_binding(const Binding& b, const IfNode& node) {
  // The Var is named before the branches, so that it keeps its name whatever they define.
  std::string name(b.var ? define_name(b.var.get(), b.var->name) : std::string_view("_"));
  begin_line();
  out_ += "if ";
  expr(node.cond);
  out_ += ':';
  end_line();
  ++indent_;
  branch(node.true_branch, name, b.var);
  --indent_;
  begin_line();
  out_ += "else:";
  end_line();
  ++indent_;
  branch(node.false_branch, name, b.var);
  --indent_;
}

void ScriptPrinter::branch(const Expr& e, std::string_view name, const Var& var) {
  // Each branch ends by binding the If's Var to the branch's value, with its annotation.
  const auto* seq = as<SeqExprNode>(e);
  if (seq) seq_blocks(*seq);
  begin_line();
  out_ += name;
  var_annotation(var);
  out_ += " = ";
  expr(seq ? seq->body : e);
  end_line();
}

} // namespace rxv::sem::print_detail
