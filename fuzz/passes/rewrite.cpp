#include "fuzz/passes/rewrite.h"

#include "semantics/ir/visitor.h"
#include "semantics/ops/op_table.h"

namespace rxv::fuzz {

using namespace sem;

namespace {

constexpr int kMaxRewriteDepth =
    512; // deeper IR is left as it is (the generator never nests so deep)

Expr rewrite_rec(const Expr& e, const SeqRewrite& on_seq, int depth) {
  if (!e || depth > kMaxRewriteDepth) return e;
  switch (e->kind) {
  case ExprKind::kSeqExpr: {
    const auto& seq = *as<SeqExprNode>(e);
    SeqView view;
    for (const auto& block : seq.blocks)
      for (const auto& b : block.bindings) {
        Binding nb = b;
        nb.value = rewrite_rec(b.value, on_seq, depth + 1);
        view.items.push_back({std::move(nb), block.is_dataflow});
      }
    view.body = rewrite_rec(seq.body, on_seq, depth + 1);
    on_seq(view);
    auto out = std::make_shared<SeqExprNode>();
    out->loc = seq.loc;
    for (auto& item : view.items) {
      if (out->blocks.empty() || out->blocks.back().is_dataflow != item.dataflow) {
        out->blocks.emplace_back();
        out->blocks.back().is_dataflow = item.dataflow;
      }
      out->blocks.back().bindings.push_back(std::move(item.binding));
    }
    out->body = view.body;
    return out;
  }
  case ExprKind::kIf: {
    const auto& n = *as<IfNode>(e);
    auto out = std::make_shared<IfNode>(n);
    out->true_branch = rewrite_rec(n.true_branch, on_seq, depth + 1);
    out->false_branch = rewrite_rec(n.false_branch, on_seq, depth + 1);
    return out;
  }
  case ExprKind::kFunction: {
    const auto& n = *as<FunctionNode>(e);
    auto out = std::make_shared<FunctionNode>(n);
    out->body = rewrite_rec(n.body, on_seq, depth + 1);
    return out;
  }
  default: return e;
  }
}

/// The Relax variables an expression or a StructInfo uses (a Tensor's shape may be a Var).
class Uses : public ExprVisitor {
public:
  explicit Uses(std::unordered_set<const VarNode*>& out) : out_(out) {}

protected:
  using ExprVisitor::visit;
  void visit(const VarNode& v) override { out_.insert(&v); }

private:
  std::unordered_set<const VarNode*>& out_;
};

Expr subst_rec(const Expr& e, const std::unordered_map<const VarNode*, Expr>& map, int depth) {
  if (!e || depth > kMaxRewriteDepth) return e;
  switch (e->kind) {
  case ExprKind::kVar:
  case ExprKind::kDataflowVar: {
    auto it = map.find(static_cast<const VarNode*>(e.get()));
    return it == map.end() ? e : it->second;
  }
  case ExprKind::kTuple: {
    auto out = std::make_shared<TupleNode>(*as<TupleNode>(e));
    for (auto& f : out->fields) f = subst_rec(f, map, depth + 1);
    return out;
  }
  case ExprKind::kCall: {
    auto out = std::make_shared<CallNode>(*as<CallNode>(e));
    out->op = subst_rec(out->op, map, depth + 1);
    for (auto& a : out->args) a = subst_rec(a, map, depth + 1);
    return out;
  }
  case ExprKind::kIf: {
    auto out = std::make_shared<IfNode>(*as<IfNode>(e));
    out->cond = subst_rec(out->cond, map, depth + 1);
    out->true_branch = subst_rec(out->true_branch, map, depth + 1);
    out->false_branch = subst_rec(out->false_branch, map, depth + 1);
    return out;
  }
  case ExprKind::kTupleGetItem: {
    auto out = std::make_shared<TupleGetItemNode>(*as<TupleGetItemNode>(e));
    out->tuple = subst_rec(out->tuple, map, depth + 1);
    return out;
  }
  case ExprKind::kSeqExpr: {
    auto out = std::make_shared<SeqExprNode>(*as<SeqExprNode>(e));
    for (auto& block : out->blocks)
      for (auto& b : block.bindings) b.value = subst_rec(b.value, map, depth + 1);
    out->body = subst_rec(out->body, map, depth + 1);
    return out;
  }
  case ExprKind::kFunction: {
    auto out = std::make_shared<FunctionNode>(*as<FunctionNode>(e));
    out->body = subst_rec(out->body, map, depth + 1);
    return out;
  }
  default: return e;
  }
}

} // namespace

Expr rewrite_seqs(const Expr& e, const SeqRewrite& on_seq) { return rewrite_rec(e, on_seq, 0); }

IRModule rewrite_module(const IRModule& mod, const SeqRewrite& on_seq) {
  IRModule out = mod;
  for (auto& f : out.functions)
    if (f.relax) f.relax = as_ref<FunctionNode>(rewrite_seqs(f.relax, on_seq));
  return out;
}

void collect_uses(const Expr& e, std::unordered_set<const VarNode*>& out) {
  Uses(out).visit_expr(e);
}
void collect_uses(const StructInfo& s, std::unordered_set<const VarNode*>& out) {
  Uses(out).visit_sinfo(s);
}

Expr substitute_vars(const Expr& e, const std::unordered_map<const VarNode*, Expr>& map) {
  return map.empty() ? e : subst_rec(e, map, 0);
}

bool is_pure_value(const Expr& value, const IRModule& mod,
                   const std::unordered_set<std::string>& treat_as_pure) {
  if (!value) return true;
  switch (value->kind) {
  case ExprKind::kCall: {
    const auto& c = *as<CallNode>(value);
    if (const auto* op = as<OpNode>(c.op)) {
      const OpDef* def = OpTable::get().find(op->name);
      return (def && def->pure) || treat_as_pure.count(op->name) != 0;
    }
    if (const auto* gv = as<GlobalVarNode>(c.op)) {
      const GlobalFunc* f = mod.find(gv->name);
      return f && (!f->relax || f->relax->is_pure);
    }
    if (const auto* v = as<VarNode>(c.op)) {
      const auto* f = as<FuncSInfo>(v->sinfo);
      return f && f->purity;
    }
    return false;
  }
  case ExprKind::kIf: {
    const auto& n = *as<IfNode>(value);
    return is_pure_value(n.true_branch, mod, treat_as_pure) &&
           is_pure_value(n.false_branch, mod, treat_as_pure);
  }
  case ExprKind::kSeqExpr: {
    const auto& s = *as<SeqExprNode>(value);
    for (const auto& block : s.blocks)
      for (const auto& b : block.bindings)
        if (!is_pure_value(b.value, mod, treat_as_pure)) return false;
    return true;
  }
  default: return true; // leaves, tuples, projections, Functions (building a closure)
  }
}

} // namespace rxv::fuzz
