#include "semantics/ir/shape_vars.h"

#include <unordered_set>

#include "semantics/ir/visitor.h"

namespace rxv::sem {
namespace {

/// Collects shape variables in first-appearance order, each once; `into_funcs` says whether a
/// Func's own signature counts (its parameters bind their variables for the Func only).
class ShapeVarCollector : public StructInfoVisitor {
public:
  /// `seen`: variables already collected (skipped).
  ShapeVarCollector(bool into_funcs, const std::vector<const PrimExprNode*>& seen)
      : into_funcs_(into_funcs), seen_(seen.begin(), seen.end()) {}

  std::vector<PrimExpr> found;

  void visit_prim(const PrimExpr& root) override {
    for_each_prim_node(root, [this](const PrimExpr& e) {
      if (e->kind != PrimKind::kVar) return true;
      if (seen_.insert(e.get()).second) found.push_back(e);
      return false;
    });
  }

protected:
  using StructInfoVisitor::visit;
  void visit(const FuncSInfo& s) override {
    if (into_funcs_) StructInfoVisitor::visit(s);
  }

private:
  bool into_funcs_;
  std::unordered_set<const PrimExprNode*> seen_;
};

/// Collects the shape variables in binding positions (see collect_lone_shape_vars).
class LoneShapeVarCollector : public StructInfoVisitor {
public:
  explicit LoneShapeVarCollector(std::vector<const PrimExprNode*>& out)
      : out_(out), seen_(out.begin(), out.end()) {}

  void visit_prim(const PrimExpr& e) override {
    if (is_var(e) && seen_.insert(e.get()).second) out_.push_back(e.get());
  }

protected:
  using StructInfoVisitor::visit;
  void visit(const FuncSInfo&) override {}

private:
  std::vector<const PrimExprNode*>& out_;
  std::unordered_set<const PrimExprNode*> seen_;
};

void append(const std::vector<PrimExpr>& vars, std::vector<const PrimExprNode*>& out) {
  for (const PrimExpr& v : vars) out.push_back(v.get());
}

} // namespace

void collect_shape_vars(const PrimExpr& e, std::vector<const PrimExprNode*>& out) {
  ShapeVarCollector c(/*into_funcs=*/true, out);
  c.visit_prim(e);
  append(c.found, out);
}

void collect_shape_vars(const StructInfo& s, std::vector<const PrimExprNode*>& out,
                        bool into_funcs) {
  ShapeVarCollector c(into_funcs, out);
  c.visit_sinfo(s);
  append(c.found, out);
}

std::vector<PrimExpr> shape_vars_of(const StructInfo& s) {
  ShapeVarCollector c(/*into_funcs=*/true, {});
  c.visit_sinfo(s);
  return std::move(c.found);
}

void collect_lone_shape_vars(const StructInfo& s, std::vector<const PrimExprNode*>& out) {
  LoneShapeVarCollector(out).visit_sinfo(s);
}

} // namespace rxv::sem
