/// Shape-variable substitution and call-site binding (substitute.h).
///
/// `bind_shape_vars` is the spec's `get_shape_var_mapping` (relax_spec_full.md, "Substituting Free
/// Shape Variables in FuncStructInfo"), applied to every parameter before any compound dimension
/// is looked at, which is what lets a shape variable be bound by any parameter in any order
/// ("Checking a function's signature at a call"). Binding positions are the lone dimensions of a
/// Tensor's ShapeExpr, the lone values of a Shape, and a Prim's lone value, found recursively in
/// Tuples and in the parameters of Func parameters; a return StructInfo is never a binding
/// position.
#include "semantics/struct_info/substitute.h"

#include <algorithm>
#include <optional>

#include "semantics/struct_info/relations.h"

namespace rxv::sem {
namespace {

StructInfo substitute_at(const StructInfo& s, const ShapeVarMap& map, int depth);

/// The substituted list, or nullopt when no element changed (so callers can keep the original).
std::optional<std::vector<PrimExpr>> substitute_all(const std::vector<PrimExpr>& es,
                                                    const ShapeVarMap& map) {
  std::optional<std::vector<PrimExpr>> out;
  for (size_t i = 0; i < es.size(); ++i) {
    PrimExpr r = substitute(es[i], map);
    if (r != es[i] && !out) out.emplace(es.begin(), es.begin() + long(i));
    if (out) out->push_back(std::move(r));
  }
  return out;
}

std::optional<std::vector<StructInfo>> substitute_all(const std::vector<StructInfo>& ss,
                                                      const ShapeVarMap& map, int depth) {
  std::optional<std::vector<StructInfo>> out;
  for (size_t i = 0; i < ss.size(); ++i) {
    StructInfo r = substitute_at(ss[i], map, depth);
    if (r != ss[i] && !out) out.emplace(ss.begin(), ss.begin() + long(i));
    if (out) out->push_back(std::move(r));
  }
  return out;
}

/// Maps each lone shape variable of `params` not yet in `map` to the dimension at the same place
/// in `args` (which the callers guarantee is defined).
void bind_dims(const std::vector<PrimExpr>& params, const std::vector<PrimExpr>& args,
               ShapeVarMap& map) {
  if (params.size() != args.size()) return;
  for (size_t i = 0; i < params.size(); ++i)
    if (is_var(params[i]) && args[i]) map.emplace(params[i].get(), args[i]);
}

void bind_one(const StructInfo& param, const StructInfo& arg, ShapeVarMap& map, int depth = 0) {
  if (!param || !arg || param->kind != arg->kind || depth > kMaxStructInfoWalkDepth) return;
  switch (param->kind) {
  case SInfoKind::kObject: return;
  case SInfoKind::kPrim: {
    const auto &p = *as<PrimSInfo>(param), &a = *as<PrimSInfo>(arg);
    if (is_var(p.value) && a.value) map.emplace(p.value.get(), a.value);
    return;
  }
  case SInfoKind::kShape: {
    const auto &p = *as<ShapeSInfo>(param), &a = *as<ShapeSInfo>(arg);
    if (p.values && a.values) bind_dims(*p.values, *a.values, map);
    return;
  }
  case SInfoKind::kTensor: {
    // A shape that is a Relax Var has no dimensions to read: it binds nothing.
    const auto* p = as<ShapeExprNode>(as<TensorSInfo>(param)->shape);
    const auto* a = as<ShapeExprNode>(as<TensorSInfo>(arg)->shape);
    if (p && a) bind_dims(p->values, a->values, map);
    return;
  }
  case SInfoKind::kDTensor:
    bind_one(as<DTensorSInfo>(param)->tensor, as<DTensorSInfo>(arg)->tensor, map, depth + 1);
    return;
  case SInfoKind::kTuple: {
    const auto &p = as<TupleSInfo>(param)->fields, &a = as<TupleSInfo>(arg)->fields;
    if (p.size() == a.size())
      for (size_t i = 0; i < p.size(); ++i) bind_one(p[i], a[i], map, depth + 1);
    return;
  }
  case SInfoKind::kFunc: {
    const auto &p = *as<FuncSInfo>(param), &a = *as<FuncSInfo>(arg);
    if (p.params && a.params && p.params->size() == a.params->size())
      for (size_t i = 0; i < p.params->size(); ++i)
        bind_one((*p.params)[i], (*a.params)[i], map, depth + 1);
    return;
  }
  }
}

} // namespace

PrimExpr substitute(const PrimExpr& e, const ShapeVarMap& map) {
  if (!e || map.empty()) return e;
  if (e->kind == PrimKind::kVar) {
    auto it = map.find(e.get());
    return it == map.end() ? e : it->second;
  }
  auto operands = substitute_all(e->operands, map);
  if (!operands) return e;
  auto n = std::make_shared<PrimExprNode>(*e);
  n->operands = std::move(*operands);
  return n;
}

namespace {

StructInfo substitute_at(const StructInfo& s, const ShapeVarMap& map, int depth) {
  if (!s || map.empty()) return s;
  if (depth > kMaxStructInfoWalkDepth) return make_object_sinfo(s->loc);
  switch (s->kind) {
  case SInfoKind::kObject: return s;
  case SInfoKind::kPrim: {
    const auto& p = *as<PrimSInfo>(s);
    PrimExpr v = substitute(p.value, map);
    if (v == p.value) return s;
    auto n = std::make_shared<PrimSInfo>(p);
    n->value = std::move(v);
    return n;
  }
  case SInfoKind::kShape: {
    const auto& p = *as<ShapeSInfo>(s);
    if (!p.values) return s;
    auto values = substitute_all(*p.values, map);
    if (!values) return s;
    auto n = std::make_shared<ShapeSInfo>(p);
    n->values = std::move(*values);
    return n;
  }
  case SInfoKind::kTensor: {
    const auto& t = *as<TensorSInfo>(s);
    const auto* shape = as<ShapeExprNode>(t.shape);
    if (!shape) return s; // undefined, or a Relax Var: no shape variables to replace
    auto values = substitute_all(shape->values, map);
    if (!values) return s;
    auto n = std::make_shared<TensorSInfo>(t);
    n->shape = make_shape_expr(std::move(*values), shape->loc);
    return n;
  }
  case SInfoKind::kDTensor: {
    const auto& d = *as<DTensorSInfo>(s);
    StructInfo t = substitute_at(d.tensor, map, depth + 1);
    if (t == StructInfo(d.tensor)) return s;
    return make_dtensor_sinfo(t, d.mesh, d.placement, d.loc);
  }
  case SInfoKind::kTuple: {
    const auto& t = *as<TupleSInfo>(s);
    auto fields = substitute_all(t.fields, map, depth + 1);
    if (!fields) return s;
    auto n = std::make_shared<TupleSInfo>(t);
    n->fields = std::move(*fields);
    return n;
  }
  case SInfoKind::kFunc: {
    const auto& f = *as<FuncSInfo>(s);
    std::optional<std::vector<StructInfo>> params;
    if (f.params) params = substitute_all(*f.params, map, depth + 1);
    StructInfo ret = substitute_at(f.ret, map, depth + 1);
    if (!params && ret == f.ret) return s;
    auto n = std::make_shared<FuncSInfo>(f);
    if (params) n->params = std::move(*params);
    n->ret = std::move(ret);
    return n;
  }
  }
  return s;
}

} // namespace

StructInfo substitute(const StructInfo& s, const ShapeVarMap& map) {
  return substitute_at(s, map, 0);
}

void bind_shape_vars(const std::vector<StructInfo>& params, const std::vector<StructInfo>& args,
                     ShapeVarMap& map) {
  // An arity mismatch is the caller's error to report; the common prefix still binds, so that
  // what follows is checked as far as it can be.
  size_t n = std::min(params.size(), args.size());
  for (size_t i = 0; i < n; ++i) bind_one(params[i], args[i], map);
}

} // namespace rxv::sem
