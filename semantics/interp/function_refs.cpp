#include "semantics/interp/function_refs.h"

#include <unordered_set>

#include "semantics/ir/visitor.h"

namespace rxv::sem {

namespace {

/// Relax variables at their uses and shape variables wherever they stand, each once, in
/// first-appearance order.
class RefCollector : public ExprVisitor {
public:
  explicit RefCollector(FunctionRefs& out) : out_(out) {}

  void function(const FunctionNode& fn) { visit(fn); }

  void visit_prim(const PrimExpr& root) override {
    for_each_prim_node(root, [this](const PrimExpr& p) {
      if (p->kind != PrimKind::kVar) return true;
      if (seen_prim_.insert(p.get()).second) out_.shape_vars.push_back(p);
      return false;
    });
  }

protected:
  using ExprVisitor::visit;
  void visit(const VarNode& v) override {
    if (seen_relax_.insert(&v).second) out_.relax_vars.push_back(&v);
  }

private:
  FunctionRefs& out_;
  std::unordered_set<const VarNode*> seen_relax_;
  std::unordered_set<const PrimExprNode*> seen_prim_;
};

} // namespace

FunctionRefs collect_function_refs(const FunctionNode& fn) {
  FunctionRefs refs;
  RefCollector c(refs);
  c.function(fn);
  return refs;
}

} // namespace rxv::sem
