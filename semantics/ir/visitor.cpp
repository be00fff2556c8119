#include "semantics/ir/visitor.h"

namespace rxv::sem {

// ---- StructInfoVisitor ----

void StructInfoVisitor::visit_sinfo(const StructInfo& s) {
  if (!s || depth_ > kMaxVisitDepth) return;
  ++depth_;
  dispatch_sinfo(*s, [this](const auto& node) { visit(node); });
  --depth_;
}

void StructInfoVisitor::visit_prim(const PrimExpr&) {}

void StructInfoVisitor::visit_shape(const Expr& shape) {
  if (const auto* dims = as<ShapeExprNode>(shape))
    for (const PrimExpr& d : dims->values) visit_prim(d);
}

void StructInfoVisitor::visit(const ObjectSInfo&) {}

void StructInfoVisitor::visit(const PrimSInfo& s) {
  if (s.value) visit_prim(s.value);
}

void StructInfoVisitor::visit(const ShapeSInfo& s) {
  if (!s.values) return;
  for (const PrimExpr& d : *s.values) visit_prim(d);
}

void StructInfoVisitor::visit(const TensorSInfo& s) {
  if (s.shape) visit_shape(s.shape);
}

void StructInfoVisitor::visit(const DTensorSInfo& s) { visit(*s.tensor); }

void StructInfoVisitor::visit(const TupleSInfo& s) {
  for (const StructInfo& f : s.fields) visit_sinfo(f);
}

void StructInfoVisitor::visit(const FuncSInfo& s) {
  if (s.params)
    for (const StructInfo& p : *s.params) visit_sinfo(p);
  visit_sinfo(s.ret);
}

// ---- ExprVisitor ----

void ExprVisitor::visit_expr(const Expr& e) {
  if (!e || depth_ > kMaxVisitDepth) return;
  ++depth_;
  dispatch_expr(*e, [this](const auto& node) { visit(node); });
  --depth_;
}

void ExprVisitor::visit_binding(const Binding& b) {
  visit_expr(b.value);
  if (b.is_match_cast) visit_sinfo(b.match_sinfo);
  if (b.var) visit_var_def(b.var);
}

void ExprVisitor::visit_var_def(const Var& v) { visit_sinfo(v->sinfo); }

namespace {

/// ExprVisitor's walk of a StructInfo: its PrimExprs and Tensor shapes back to the ExprVisitor.
class SinfoInExpr : public StructInfoVisitor {
public:
  explicit SinfoInExpr(ExprVisitor& outer) : outer_(outer) {}

protected:
  void visit_prim(const PrimExpr& e) override { outer_.visit_prim(e); }
  void visit_shape(const Expr& shape) override { outer_.visit_expr(shape); }

private:
  ExprVisitor& outer_;
};

} // namespace

void ExprVisitor::visit_sinfo(const StructInfo& s) { SinfoInExpr(*this).visit_sinfo(s); }
void ExprVisitor::visit_prim(const PrimExpr&) {}

void ExprVisitor::visit(const ConstantNode&) {}
void ExprVisitor::visit(const TupleNode& e) {
  for (const Expr& f : e.fields) visit_expr(f);
}
void ExprVisitor::visit(const VarNode&) {}
void ExprVisitor::visit(const GlobalVarNode&) {}
void ExprVisitor::visit(const ShapeExprNode& e) {
  for (const PrimExpr& v : e.values) visit_prim(v);
}
void ExprVisitor::visit(const PrimValueNode& e) { visit_prim(e.value); }
void ExprVisitor::visit(const StringImmNode&) {}
void ExprVisitor::visit(const DataTypeImmNode&) {}

void ExprVisitor::visit(const FunctionNode& e) {
  for (const Var& p : e.params)
    if (p) visit_var_def(p);
  visit_sinfo(e.ret_sinfo);
  visit_expr(e.body);
}

void ExprVisitor::visit(const ExternFuncNode& e) { visit_sinfo(e.sinfo); }
void ExprVisitor::visit(const OpNode&) {}

void ExprVisitor::visit(const CallNode& e) {
  visit_expr(e.op);
  for (const Expr& a : e.args) visit_expr(a);
  for (const StructInfo& s : e.sinfo_args) visit_sinfo(s);
}

void ExprVisitor::visit(const IfNode& e) {
  visit_expr(e.cond);
  visit_expr(e.true_branch);
  visit_expr(e.false_branch);
}

void ExprVisitor::visit(const TupleGetItemNode& e) { visit_expr(e.tuple); }

void ExprVisitor::visit(const SeqExprNode& e) {
  for (const BindingBlock& block : e.blocks)
    for (const Binding& b : block.bindings) visit_binding(b);
  visit_expr(e.body);
}

} // namespace rxv::sem
