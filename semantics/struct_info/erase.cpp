/// Erasure when leaving a scope (erase.h; relax_spec_full.md, "Erasing Out-of-Scope Information";
/// structinfo-and-semantics.md, "Erasure when leaving a scope").
///
/// - Object: kept.
/// - Prim: the value is dropped when it mentions a shape variable out of scope (the summary spec;
///   the full spec's pseudocode forgets Prim values, which would leave a dangling variable).
/// - Shape: the values are dropped (ndim kept) when any mentions a shape variable out of scope.
/// - Tensor: the shape is dropped (ndim, dtype and vdevice kept) when it is a Relax Var out of
///   scope or a ShapeExpr mentioning a shape variable out of scope.
/// - DTensor: its tensor part as a Tensor; mesh and placement kept (TVM's EraseToWellDefined
///   rebuilds a DTensorStructInfo around the erased TensorStructInfo).
/// - Tuple: field by field.
/// - Func with params: the shape variables the parameters bind (lone dimensions: a Tensor's
///   ShapeExpr dims, a Shape's values, a Prim's value, recursively in Tuples) are in scope for the
///   parameters and the return. The spec says "insert unbound shape variables [of the params]";
///   only binding positions count here, since a variable used only inside a compound dimension
///   (`n * 2`) is bound by nothing in the signature, so it must be the enclosing scope's. And a
///   parameter that loses its shape no longer binds that shape's variables, so the binders are
///   recomputed until they are stable; that makes erasure idempotent.
/// - Func without params: the return is erased (derive_func kept).
///
/// A missing query function (a default-constructed ScopeQuery member) answers "not in scope":
/// erasing too much loses precision, erasing too little would leave a dangling variable.
#include "semantics/struct_info/erase.h"

#include <unordered_map>
#include <vector>

#include "semantics/ir/shape_vars.h"
#include "semantics/struct_info/relations.h"

namespace rxv::sem {
namespace {

using VarList = std::vector<const PrimExprNode*>;

class Eraser {
public:
  explicit Eraser(const ScopeQuery& scope) : scope_(scope) {}

  StructInfo erase(const StructInfo& s) {
    if (!s) return s;
    if (depth_ >= kMaxStructInfoWalkDepth) return make_object_sinfo(s->loc);
    ++depth_;
    StructInfo r = erase_kind(s);
    --depth_;
    return r;
  }

private:
  StructInfo erase_kind(const StructInfo& s) {
    switch (s->kind) {
    case SInfoKind::kObject: return s;
    case SInfoKind::kPrim: {
      const auto& p = *as<PrimSInfo>(s);
      if (!p.value || defined(p.value)) return s;
      return make_prim_sinfo(p.dtype, nullptr, p.loc);
    }
    case SInfoKind::kShape: {
      const auto& p = *as<ShapeSInfo>(s);
      if (!p.values || std::all_of(p.values->begin(), p.values->end(),
                                   [&](const PrimExpr& e) { return defined(e); }))
        return s;
      return make_shape_sinfo(std::nullopt, p.ndim, p.loc);
    }
    case SInfoKind::kTensor: return erase_tensor(s);
    case SInfoKind::kDTensor: {
      const auto& d = *as<DTensorSInfo>(s);
      StructInfo t = erase_tensor(d.tensor);
      if (t == StructInfo(d.tensor)) return s;
      return make_dtensor_sinfo(t, d.mesh, d.placement, d.loc);
    }
    case SInfoKind::kTuple: {
      const auto& t = *as<TupleSInfo>(s);
      auto fields = erase_all(t.fields);
      if (!fields) return s;
      return make_tuple_sinfo(std::move(*fields), t.loc);
    }
    case SInfoKind::kFunc: return erase_func(s);
    }
    return s;
  }

  StructInfo erase_tensor(const StructInfo& s) {
    const auto& t = *as<TensorSInfo>(s);
    if (!t.shape || shape_defined(t.shape)) return s;
    auto n = std::make_shared<TensorSInfo>(t);
    n->shape = nullptr;
    return n;
  }

  bool shape_defined(const Expr& shape) {
    if (const auto* v = as<VarNode>(shape)) return scope_.has_var && scope_.has_var(v);
    if (const auto* e = as<ShapeExprNode>(shape))
      return std::all_of(e->values.begin(), e->values.end(),
                         [&](const PrimExpr& d) { return defined(d); });
    return true; // WF-14 rejects any other shape expression; it mentions nothing to erase
  }

  StructInfo erase_func(const StructInfo& s) {
    const auto& f = *as<FuncSInfo>(s);
    std::optional<std::vector<StructInfo>> params;
    VarList binders;
    if (f.params) {
      for (const StructInfo& p : *f.params) collect_lone_shape_vars(p, binders);
      // Each round drops at least one binder or stops, so this ends within |binders| + 1 rounds.
      while (true) {
        bind(binders, +1);
        params = erase_all(*f.params);
        bind(binders, -1);
        VarList still;
        for (const StructInfo& p : params ? *params : *f.params) collect_lone_shape_vars(p, still);
        if (still.size() == binders.size()) break;
        binders = std::move(still);
      }
    }
    bind(binders, +1);
    StructInfo ret = erase(f.ret);
    bind(binders, -1);
    if (!params && ret == f.ret) return s;
    auto n = std::make_shared<FuncSInfo>(f);
    if (params) n->params = std::move(*params);
    n->ret = std::move(ret);
    return n;
  }

  /// The erased list, or nullopt when no element changed.
  std::optional<std::vector<StructInfo>> erase_all(const std::vector<StructInfo>& ss) {
    std::optional<std::vector<StructInfo>> out;
    for (size_t i = 0; i < ss.size(); ++i) {
      StructInfo r = erase(ss[i]);
      if (r != ss[i] && !out) out.emplace(ss.begin(), ss.begin() + long(i));
      if (out) out->push_back(std::move(r));
    }
    return out;
  }

  /// True when every shape variable in `e` is in scope.
  bool defined(const PrimExpr& e) {
    if (!e) return true;
    if (e->kind == PrimKind::kVar) {
      auto it = bound_.find(e.get());
      if (it != bound_.end() && it->second > 0) return true;
      return scope_.has_shape_var && scope_.has_shape_var(e.get());
    }
    return std::all_of(e->operands.begin(), e->operands.end(),
                       [&](const PrimExpr& o) { return defined(o); });
  }

  /// Adds (+1) or removes (-1) the shape variables a function signature binds. Counted, since a
  /// nested function may bind the same variable again.
  void bind(const VarList& vars, int delta) {
    for (const PrimExprNode* v : vars) bound_[v] += delta;
  }

  const ScopeQuery& scope_;
  std::unordered_map<const PrimExprNode*, int> bound_;
  int depth_ = 0;
};

} // namespace

StructInfo erase_to_well_defined(const StructInfo& s, const ScopeQuery& scope) {
  return Eraser(scope).erase(s);
}

} // namespace rxv::sem
