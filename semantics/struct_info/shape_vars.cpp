#include "semantics/struct_info/shape_vars.h"

#include <unordered_set>

#include "semantics/ir/expr.h"
#include "semantics/ir/node_cast.h"

namespace rxv::sem {
namespace {

/// Nesting of StructInfo followed (deeper is bad input, left unvisited), as inference's limit.
constexpr int kMaxSinfoDepth = 1500;

/// Iterative collection of shape variables; `into_funcs` says whether a Func's own signature
/// counts (its parameters bind their variables for the Func only).
class ShapeVarCollector {
 public:
  /// `seen`: variables already collected (skipped).
  ShapeVarCollector(std::vector<PrimExpr>& out, bool into_funcs,
                    const std::vector<const PrimExprNode*>& seen)
      : out_(out), into_funcs_(into_funcs) {
    seen_.insert(seen.begin(), seen.end());
  }

  void prim(const PrimExpr& root) {
    std::vector<const PrimExpr*> stack{&root};
    size_t steps = 0;
    while (!stack.empty() && ++steps < kMaxSteps) {
      const PrimExpr& e = *stack.back();
      stack.pop_back();
      if (!e) continue;
      if (e->kind == PrimKind::kVar) {
        if (seen_.insert(e.get()).second) out_.push_back(e);
        continue;
      }
      for (auto it = e->operands.rbegin(); it != e->operands.rend(); ++it) stack.push_back(&*it);
    }
  }

  void sinfo(const StructInfo& s, int depth = 0) {
    if (!s || depth > kMaxSinfoDepth) return;
    switch (s->kind) {
      case SInfoKind::kObject:
        return;
      case SInfoKind::kPrim:
        prim(as<PrimSInfo>(s)->value);
        return;
      case SInfoKind::kShape:
        if (const auto& values = as<ShapeSInfo>(s)->values)
          for (const PrimExpr& v : *values) prim(v);
        return;
      case SInfoKind::kTensor:
        if (const auto* shape = as<ShapeExprNode>(as<TensorSInfo>(s)->shape))
          for (const PrimExpr& v : shape->values) prim(v);
        return;
      case SInfoKind::kTuple:
        for (const StructInfo& f : as<TupleSInfo>(s)->fields) sinfo(f, depth + 1);
        return;
      case SInfoKind::kFunc: {
        if (!into_funcs_) return;
        const auto& f = *as<FuncSInfo>(s);
        if (f.params)
          for (const StructInfo& p : *f.params) sinfo(p, depth + 1);
        sinfo(f.ret, depth + 1);
        return;
      }
    }
  }

 private:
  static constexpr size_t kMaxSteps = 1'000'000;
  std::vector<PrimExpr>& out_;
  bool into_funcs_;
  std::unordered_set<const PrimExprNode*> seen_;
};

}  // namespace

void collect_shape_vars(const PrimExpr& e, std::vector<const PrimExprNode*>& out) {
  std::vector<PrimExpr> found;
  ShapeVarCollector(found, true, out).prim(e);
  for (const PrimExpr& v : found) out.push_back(v.get());
}

void collect_shape_vars(const StructInfo& s, std::vector<const PrimExprNode*>& out,
                        bool into_funcs) {
  std::vector<PrimExpr> found;
  ShapeVarCollector(found, into_funcs, out).sinfo(s);
  for (const PrimExpr& v : found) out.push_back(v.get());
}

std::vector<PrimExpr> shape_vars_of(const StructInfo& s) {
  std::vector<PrimExpr> found;
  ShapeVarCollector(found, true, {}).sinfo(s);
  return found;
}

}  // namespace rxv::sem
