// Normal form (spec 000, "Normal Form"), checked for programs that claim to be normalized:
//   NF-1 binding values are leaves or have only leaf subexpressions; SeqExpr bodies are leaves,
//   NF-2 SeqExprs only as Function bodies and If branches,
//   NF-3 Function bodies and If branches are SeqExprs,
//   NF-4 blocks consolidated (no empty block, no two adjacent blocks of one kind).
// A misplaced SeqExpr is reported as NF-2 only, not also as a non-leaf (NF-1).
#include <fmt/format.h>

#include "semantics/analysis/well_formed_internal.h"

namespace rxv::sem::wf {
namespace {

bool is_leaf_kind(ExprKind k) {
  switch (k) {
  case ExprKind::kVar:
  case ExprKind::kDataflowVar:
  case ExprKind::kGlobalVar:
  case ExprKind::kConstant:
  case ExprKind::kShapeExpr:
  case ExprKind::kPrimValue:
  case ExprKind::kStringImm:
  case ExprKind::kDataTypeImm:
  case ExprKind::kExternFunc:
  case ExprKind::kOp:
  case ExprKind::kTuple: // a leaf when its fields are (checked field by field)
    return true;
  default: return false;
  }
}

class NormalFormChecker {
public:
  NormalFormChecker(std::string name, std::vector<Diagnostic>& out)
      : name_(std::move(name)), out_(out) {}

  void function(const FunctionNode& fn, SourceLoc ctx, int depth) {
    if (depth > kMaxDepth) return; // the scope walk reports the depth limit
    const SourceLoc loc = pick_loc({fn.loc, ctx});
    if (!fn.body) return;
    if (const auto* seq = as<SeqExprNode>(fn.body)) {
      this->seq(*seq, depth + 1);
      return;
    }
    report("NF-3", pick_loc({fn.body->loc, loc}),
           fmt::format("the body of a function in '{}' is a {}, not a SeqExpr", name_,
                       expr_kind_name(fn.body->kind)));
    nested(fn.body, loc, depth + 1);
  }

private:
  void report(const char* rule, SourceLoc loc, std::string msg) {
    out_.push_back(Diagnostic{Severity::kError, rule, loc, std::move(msg)});
  }

  void seq(const SeqExprNode& s, int depth) {
    if (depth > kMaxDepth) return;
    for (size_t i = 0; i < s.blocks.size(); ++i) {
      const BindingBlock& b = s.blocks[i];
      const SourceLoc bloc = pick_loc({b.loc, s.loc});
      const char* kind = b.is_dataflow ? "DataflowBlock" : "BindingBlock";
      if (b.bindings.empty())
        report("NF-4", bloc,
               fmt::format("empty {} (in '{}'); empty blocks are dropped", kind, name_));
      else if (i > 0 && s.blocks[i - 1].is_dataflow == b.is_dataflow &&
               !s.blocks[i - 1].bindings.empty())
        report("NF-4", bloc,
               fmt::format("{} follows another {} (in '{}'); adjacent blocks of one kind are "
                           "consolidated",
                           kind, kind, name_));
      for (const auto& binding : b.bindings)
        value(binding.value, pick_loc({binding.loc, bloc}), depth + 1);
    }
    if (!s.body) return;
    leaf(s.body, pick_loc({s.body->loc, s.loc}), "the body of a SeqExpr", depth + 1);
  }

  /// A binding's right-hand side: a leaf, or a non-leaf whose subexpressions are leaves.
  void value(const Expr& e, SourceLoc ctx, int depth) {
    if (!e || depth > kMaxDepth) return;
    const SourceLoc loc = pick_loc({e->loc, ctx});
    switch (e->kind) {
    case ExprKind::kSeqExpr:
      report("NF-2", loc,
             fmt::format("a SeqExpr is a binding value (in '{}'); SeqExprs appear only as "
                         "function bodies and If branches",
                         name_));
      seq(static_cast<const SeqExprNode&>(*e), depth + 1);
      return;
    case ExprKind::kFunction:
      function(static_cast<const FunctionNode&>(*e), loc, depth + 1);
      return;
    default: nested(e, loc, depth + 1); return;
    }
  }

  /// Checks that the subexpressions of `e` are leaves (and `e` itself when it is a Tuple).
  void nested(const Expr& e, SourceLoc loc, int depth) {
    if (!e || depth > kMaxDepth) return;
    switch (e->kind) {
    case ExprKind::kTuple:
      for (const auto& f : static_cast<const TupleNode&>(*e).fields)
        leaf(f, loc, "a tuple field", depth + 1);
      return;
    case ExprKind::kCall: {
      const auto& call = static_cast<const CallNode&>(*e);
      leaf(call.op, loc, "the callee", depth + 1);
      for (const auto& a : call.args) leaf(a, loc, "a call argument", depth + 1);
      return;
    }
    case ExprKind::kTupleGetItem:
      leaf(static_cast<const TupleGetItemNode&>(*e).tuple, loc, "the tuple of a TupleGetItem",
           depth + 1);
      return;
    case ExprKind::kIf: {
      const auto& n = static_cast<const IfNode&>(*e);
      leaf(n.cond, loc, "an If condition", depth + 1);
      branch(n.true_branch, loc, depth + 1);
      branch(n.false_branch, loc, depth + 1);
      return;
    }
    case ExprKind::kFunction:
      function(static_cast<const FunctionNode&>(*e), loc, depth + 1);
      return;
    case ExprKind::kSeqExpr: seq(static_cast<const SeqExprNode&>(*e), depth + 1); return;
    default: return;
    }
  }

  void branch(const Expr& e, SourceLoc ctx, int depth) {
    if (!e || depth > kMaxDepth) return;
    if (const auto* s = as<SeqExprNode>(e)) {
      seq(*s, depth + 1);
      return;
    }
    const SourceLoc loc = pick_loc({e->loc, ctx});
    report("NF-3", loc,
           fmt::format("an If branch (in '{}') is a {}, not a SeqExpr", name_,
                       expr_kind_name(e->kind)));
    nested(e, loc, depth + 1);
  }

  /// `e` stands where only a leaf may: report it unless it is one, then look inside it.
  void leaf(const Expr& e, SourceLoc ctx, std::string_view what, int depth) {
    if (!e || depth > kMaxDepth) return;
    const SourceLoc loc = pick_loc({e->loc, ctx});
    if (e->kind == ExprKind::kSeqExpr)
      report("NF-2", loc,
             fmt::format("{} is a SeqExpr (in '{}'); SeqExprs appear only as function bodies "
                         "and If branches",
                         what, name_));
    else if (!is_leaf_kind(e->kind))
      report("NF-1", loc,
             fmt::format("{} is a {} (in '{}'); in normal form it must be a leaf, bound to a "
                         "variable first",
                         what, expr_kind_name(e->kind), name_));
    nested(e, loc, depth + 1);
  }

  std::string name_;
  std::vector<Diagnostic>& out_;
};

} // namespace

void check_normal_form(const FunctionNode& fn, const std::string& name,
                       std::vector<Diagnostic>& out) {
  NormalFormChecker(name, out).function(fn, fn.loc, 0);
}

} // namespace rxv::sem::wf
