#pragma once
/// Checks shared by the normalizer's tests: an independent statement of the normal form, and the
/// order in which a function's computations are evaluated (which normalization must keep).
#include <string>
#include <vector>

#include "semantics/ir/expr.h"

namespace rxv::sem::testing {

inline std::string op_name(const Expr& call_expr) {
  const auto* c = as<CallNode>(call_expr);
  const auto* o = c ? as<OpNode>(c->op) : nullptr;
  return o ? o->name : "";
}

inline bool is_leaf(const Expr& e) {
  switch (e->kind) {
  case ExprKind::kTuple:
    for (const Expr& f : static_cast<const TupleNode&>(*e).fields)
      if (!is_leaf(f)) return false;
    return true;
  case ExprKind::kFunction:
  case ExprKind::kCall:
  case ExprKind::kIf:
  case ExprKind::kTupleGetItem:
  case ExprKind::kSeqExpr: return false;
  default: return true;
  }
}

// NF-1..NF-4 (spec numbering) restated independently of the well-formedness checker.
inline void check_nf_body(const Expr& body, std::vector<std::string>& out);
inline void check_nf_value(const Expr& v, std::vector<std::string>& out) {
  if (is_leaf(v)) return;
  switch (v->kind) {
  case ExprKind::kCall: {
    const auto& c = static_cast<const CallNode&>(*v);
    if (!is_leaf(c.op)) out.push_back("NF-1: non-leaf callee");
    for (const Expr& a : c.args)
      if (!is_leaf(a)) out.push_back("NF-1: non-leaf argument");
    if (op_name(v) == "relax.call_tir" && c.args.size() >= 2 && c.args[1]->kind != ExprKind::kTuple)
      out.push_back("WF-23: call_tir arguments not an in-line tuple");
    return;
  }
  case ExprKind::kIf: {
    const auto& i = static_cast<const IfNode&>(*v);
    if (!is_leaf(i.cond)) out.push_back("NF-1: non-leaf If condition");
    check_nf_body(i.true_branch, out);
    check_nf_body(i.false_branch, out);
    return;
  }
  case ExprKind::kTupleGetItem:
    if (!is_leaf(static_cast<const TupleGetItemNode&>(*v).tuple))
      out.push_back("NF-1: non-leaf tuple of TupleGetItem");
    return;
  case ExprKind::kFunction: check_nf_body(static_cast<const FunctionNode&>(*v).body, out); return;
  case ExprKind::kSeqExpr: out.push_back("NF-2: SeqExpr bound to a variable"); return;
  default: out.push_back("NF-1: unexpected binding value");
  }
}
inline void check_nf_body(const Expr& body, std::vector<std::string>& out) {
  const auto* s = as<SeqExprNode>(body);
  if (!s) {
    out.push_back("NF-3: body is not a SeqExpr");
    return;
  }
  for (size_t i = 0; i < s->blocks.size(); ++i) {
    if (s->blocks[i].bindings.empty()) out.push_back("NF-4: empty block");
    if (i > 0 && s->blocks[i].is_dataflow == s->blocks[i - 1].is_dataflow)
      out.push_back("NF-4: adjacent blocks of one kind");
    for (const Binding& b : s->blocks[i].bindings) {
      if (b.var->is_dataflow() && !s->blocks[i].is_dataflow)
        out.push_back("WF-1: DataflowVar bound in an ordinary block");
      check_nf_value(b.value, out);
    }
  }
  if (!is_leaf(s->body)) out.push_back("NF-1: SeqExpr body is not a leaf");
}
inline std::vector<std::string> nf_violations(const Function& f) {
  std::vector<std::string> out;
  check_nf_body(f->body, out);
  return out;
}

/// The computations of `e` in evaluation order (spec, "Evaluating Expressions"): calls, If,
/// closures and MatchCast checks, with If branches and closure bodies bracketed. Normalization only
/// names intermediate values, so it must leave this sequence unchanged. Tuple projections are not
/// listed: call_tir's rule adds some (`t[0]` of a tuple whose arity is known, which cannot fail).
inline void eval_trace(const Expr& e, std::vector<std::string>& out) {
  if (!e) return;
  switch (e->kind) {
  case ExprKind::kCall: {
    const auto& c = static_cast<const CallNode&>(*e);
    std::string callee = "call";
    if (const auto* op = as<OpNode>(c.op)) {
      callee = op->name;
    } else if (const auto* g = as<GlobalVarNode>(c.op)) {
      callee = "@" + g->name;
    } else if (const auto* x = as<ExternFuncNode>(c.op)) {
      callee = "extern " + x->global_symbol;
    } else {
      eval_trace(c.op, out);
    }
    for (const Expr& a : c.args) eval_trace(a, out);
    out.push_back(callee);
    return;
  }
  case ExprKind::kTuple:
    for (const Expr& f : static_cast<const TupleNode&>(*e).fields) eval_trace(f, out);
    return;
  case ExprKind::kTupleGetItem:
    eval_trace(static_cast<const TupleGetItemNode&>(*e).tuple, out);
    return;
  case ExprKind::kIf: {
    const auto& i = static_cast<const IfNode&>(*e);
    eval_trace(i.cond, out);
    out.push_back("if {");
    eval_trace(i.true_branch, out);
    out.push_back("} else {");
    eval_trace(i.false_branch, out);
    out.push_back("}");
    return;
  }
  case ExprKind::kFunction:
    out.push_back("fn {");
    eval_trace(static_cast<const FunctionNode&>(*e).body, out);
    out.push_back("}");
    return;
  case ExprKind::kSeqExpr: {
    const auto& s = static_cast<const SeqExprNode&>(*e);
    for (const BindingBlock& b : s.blocks) {
      for (const Binding& bd : b.bindings) {
        eval_trace(bd.value, out);
        if (bd.is_match_cast) out.push_back("match_cast");
      }
    }
    eval_trace(s.body, out);
    return;
  }
  default: return;
  }
}
inline std::vector<std::string> eval_trace(const Expr& e) {
  std::vector<std::string> out;
  eval_trace(e, out);
  return out;
}

} // namespace rxv::sem::testing
