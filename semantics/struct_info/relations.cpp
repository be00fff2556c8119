/// Subtyping, graded compatibility and LUB (relations.h; relax_spec_full.md, "Subtyping for
/// StructInfo" and "Checking Compatibility"; structinfo-and-semantics.md, "Subtyping", "Graded
/// compatibility", "Least upper bound").
///
/// Dimensions and Prim values are compared through the Arith: equal when `prove_equal` is
/// Proved, different when `prove_not_equal` is Proved, undecided otherwise. (A Refuted
/// `prove_equal` only says the claim fails for *some* assignment, as `n == m` does at n=0, m=1;
/// it does not make the dimensions different for every value.) Reflexivity (rule 1) is taken
/// literally: structurally equal dimensions are equal without asking the Arith, so `n // m`
/// relates to itself even though the Arith will not prove an equation that may divide by zero.
/// A Tensor shape that is a Relax Var is equal to the same Var and undecided against anything
/// else: its dimensions are not looked at.
///
/// Subtyping and compatibility are one relation with one difference, `lack`: what to answer when
/// the given side lacks information the expected side has (a shape, a dtype, an ndim, a value,
/// params, a derive_func it cannot be shown to refine; Object where something more precise is
/// expected). Subtyping does not hold then (kIncompatible); compatibility needs a run-time check
/// (kPossibly). So `check_compatibility` is kCompatible exactly when `is_subtype` is, and a
/// kPossibly subtype is a kPossibly compatibility, as the spec's invariant requires.
///
/// DTensor (TVM's StructInfoBaseChecker for DTensorStructInfo): the tensor parts relate as
/// Tensors; a different mesh or placement is TVM's kFailL1, a `lack` here (not a subtype; a match
/// may hold only at run time). The LUB of two DTensors on one mesh and placement is the DTensor
/// of the tensor parts' LUB, else Object.
///
/// Func, both with params (spec 8.3/8.4 and compatibility 7.3): same arity, pure <: impure,
/// params contravariant, return covariant, after mapping the given function's shape variables to
/// the expected parameters (get_shape_var_mapping), so alpha-equivalent signatures relate.
/// Opaque Funcs (no params): a Func with a derive_func describes a PackedFunc, one with params a
/// closure, so the two are disjoint. An opaque Func without derive_func describes any function
/// whose calls return its `ret`: closures and opaque Funcs relate to it through their return, and
/// any derive_func refines it when its `ret` is Object (spec 8.1, the empty derivation). Two
/// different derive_funcs cannot be compared (compatibility 7.2: possibly).
#include "semantics/struct_info/relations.h"

#include <algorithm>

#include "semantics/ir/expr.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/struct_info/substitute.h"

namespace rxv::sem {

const char* compat_name(Compat c) {
  switch (c) {
  case Compat::kCompatible: return "compatible";
  case Compat::kPossibly: return "possibly";
  case Compat::kIncompatible: return "incompatible";
  }
  return "incompatible";
}

namespace {

/// Counts one level of recursion for as long as it lives.
class DepthGuard {
public:
  explicit DepthGuard(int& depth) : depth_(depth) { ++depth_; }
  ~DepthGuard() { --depth_; }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;
  bool too_deep() const { return depth_ > kMaxStructInfoWalkDepth; }

private:
  int& depth_;
};

Compat worst(Compat a, Compat b) { return std::max(a, b); }

bool is_object(const StructInfo& s) { return !s || s->kind == SInfoKind::kObject; }

/// kCompatible: equal for every assignment; kIncompatible: different for every assignment.
Compat compare_dims(const PrimExpr& a, const PrimExpr& b, Arith& arith) {
  if (structural_equal(a, b)) return Compat::kCompatible;
  if (!a || !b) return Compat::kPossibly;
  if (arith.prove_equal(a, b).is_proved()) return Compat::kCompatible;
  if (arith.prove_not_equal(a, b).is_proved()) return Compat::kIncompatible;
  return Compat::kPossibly;
}

Compat compare_dim_lists(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b,
                         Arith& arith) {
  if (a.size() != b.size()) return Compat::kIncompatible;
  Compat r = Compat::kCompatible;
  for (size_t i = 0; i < a.size() && r != Compat::kIncompatible; ++i)
    r = worst(r, compare_dims(a[i], b[i], arith));
  return r;
}

/// Two defined Tensor shapes (ShapeExpr or Relax Var).
Compat compare_shapes(const Expr& a, const Expr& b, Arith& arith) {
  const auto* sa = as<ShapeExprNode>(a);
  const auto* sb = as<ShapeExprNode>(b);
  if (sa && sb) return compare_dim_lists(sa->values, sb->values, arith);
  if (a == b && as<VarNode>(a)) return Compat::kCompatible; // the same Relax Var
  return Compat::kPossibly;
}

class Relater {
public:
  /// `lack`: the answer when `given` lacks information `expected` has (see the file comment).
  Relater(Compat lack, Arith& arith) : lack_(lack), arith_(arith) {}

  Compat relate(const StructInfo& given, const StructInfo& expected) {
    DepthGuard guard(depth_);
    if (guard.too_deep()) return Compat::kPossibly;
    if (is_object(expected)) return Compat::kCompatible;
    if (is_object(given)) return lack_;
    if (given->kind != expected->kind) return Compat::kIncompatible;
    switch (expected->kind) {
    case SInfoKind::kObject: return Compat::kCompatible;
    case SInfoKind::kPrim: return prim(*as<PrimSInfo>(given), *as<PrimSInfo>(expected));
    case SInfoKind::kShape: return shape(*as<ShapeSInfo>(given), *as<ShapeSInfo>(expected));
    case SInfoKind::kTensor: return tensor(*as<TensorSInfo>(given), *as<TensorSInfo>(expected));
    case SInfoKind::kDTensor: {
      const auto& g = *as<DTensorSInfo>(given);
      const auto& e = *as<DTensorSInfo>(expected);
      Compat r = tensor(*g.tensor, *e.tensor);
      if (*g.mesh != *e.mesh || g.placement != e.placement) r = worst(r, lack_);
      return r;
    }
    case SInfoKind::kTuple: return tuple(*as<TupleSInfo>(given), *as<TupleSInfo>(expected));
    case SInfoKind::kFunc: return func(given, expected);
    }
    return Compat::kIncompatible;
  }

private:
  Compat prim(const PrimSInfo& g, const PrimSInfo& e) {
    if (g.dtype != e.dtype) return Compat::kIncompatible;
    if (!e.value) return Compat::kCompatible;
    if (!g.value) return lack_;
    return compare_dims(g.value, e.value, arith_);
  }

  Compat shape(const ShapeSInfo& g, const ShapeSInfo& e) {
    Compat r = Compat::kCompatible;
    if (e.ndim != -1 && g.ndim != e.ndim) {
      if (g.ndim != -1) return Compat::kIncompatible;
      r = lack_;
    }
    if (!e.values) return r;
    if (!g.values) return worst(r, lack_);
    return worst(r, compare_dim_lists(*g.values, *e.values, arith_));
  }

  Compat tensor(const TensorSInfo& g, const TensorSInfo& e) {
    Compat r = Compat::kCompatible;
    if (!e.dtype.is_void() && g.dtype != e.dtype) {
      if (!g.dtype.is_void()) return Compat::kIncompatible;
      r = lack_;
    }
    if (e.ndim != -1 && g.ndim != e.ndim) {
      if (g.ndim != -1) return Compat::kIncompatible;
      r = worst(r, lack_);
    }
    if (e.vdevice && g.vdevice != e.vdevice) {
      if (g.vdevice) return Compat::kIncompatible;
      r = worst(r, lack_);
    }
    if (!e.shape) return r;
    if (!g.shape) return worst(r, lack_);
    return worst(r, compare_shapes(g.shape, e.shape, arith_));
  }

  Compat tuple(const TupleSInfo& g, const TupleSInfo& e) {
    if (g.fields.size() != e.fields.size()) return Compat::kIncompatible;
    Compat r = Compat::kCompatible;
    for (size_t i = 0; i < g.fields.size() && r != Compat::kIncompatible; ++i)
      r = worst(r, relate(g.fields[i], e.fields[i]));
    return r;
  }

  Compat func(const StructInfo& given, const StructInfo& expected) {
    const auto& g = *as<FuncSInfo>(given);
    const auto& e = *as<FuncSInfo>(expected);
    if (!g.purity && e.purity) return Compat::kIncompatible;
    if (!e.params) return opaque_expected(g, e);
    if (!g.params)
      return g.derive_func.empty() ? worst(lack_, relate(g.ret, e.ret)) : Compat::kIncompatible;
    if (g.params->size() != e.params->size()) return Compat::kIncompatible;
    ShapeVarMap map;
    bind_shape_vars(*g.params, *e.params, map);
    StructInfo renamed = substitute(given, map);
    const auto& gs = *as<FuncSInfo>(renamed);
    Compat r = relate(gs.ret, e.ret);
    for (size_t i = 0; i < e.params->size() && r != Compat::kIncompatible; ++i)
      r = worst(r, relate((*e.params)[i], (*gs.params)[i]));
    return r;
  }

  /// `e` has no params (purity already checked).
  Compat opaque_expected(const FuncSInfo& g, const FuncSInfo& e) {
    if (!e.derive_func.empty()) {
      if (g.params) return Compat::kIncompatible; // a closure is not a PackedFunc
      return g.derive_func == e.derive_func ? Compat::kCompatible : lack_;
    }
    if (!g.derive_func.empty()) return is_object(e.ret) ? Compat::kCompatible : lack_;
    return relate(g.ret, e.ret);
  }

  Compat lack_;
  Arith& arith_;
  int depth_ = 0;
};

// ---- least upper bound ----

/// One dimension for a LUB whose two sides were proved equal: a's when they are the same
/// expression, else its canonical form, so that the LUB does not depend on the argument order.
PrimExpr joined_dim(const PrimExpr& a, const PrimExpr& b, Arith& arith) {
  return structural_equal(a, b) ? a : arith.simplify(a);
}

/// The joined dimension list, or nullopt when some pair is not proved equal.
std::optional<std::vector<PrimExpr>> join_dims(const std::vector<PrimExpr>& a,
                                               const std::vector<PrimExpr>& b, Arith& arith) {
  if (compare_dim_lists(a, b, arith) != Compat::kCompatible) return std::nullopt;
  std::vector<PrimExpr> out;
  out.reserve(a.size());
  for (size_t i = 0; i < a.size(); ++i) out.push_back(joined_dim(a[i], b[i], arith));
  return out;
}

bool same_dims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

class Joiner {
public:
  explicit Joiner(Arith& arith) : arith_(arith) {}

  StructInfo join(const StructInfo& a, const StructInfo& b) {
    DepthGuard guard(depth_);
    if (guard.too_deep()) return make_object_sinfo();
    if (is_object(a)) return a ? a : make_object_sinfo();
    if (is_object(b)) return b;
    if (a->kind != b->kind) return make_object_sinfo();
    switch (a->kind) {
    case SInfoKind::kObject: return a;
    case SInfoKind::kPrim: return prim(a, *as<PrimSInfo>(b));
    case SInfoKind::kShape: return shape(a, *as<ShapeSInfo>(b));
    case SInfoKind::kTensor: return tensor(a, *as<TensorSInfo>(b));
    case SInfoKind::kDTensor: {
      const auto& x = *as<DTensorSInfo>(a);
      const auto& y = *as<DTensorSInfo>(b);
      if (*x.mesh != *y.mesh || x.placement != y.placement) return make_object_sinfo();
      StructInfo t = tensor(x.tensor, *y.tensor);
      return t == StructInfo(x.tensor) ? a : make_dtensor_sinfo(t, x.mesh, x.placement, x.loc);
    }
    case SInfoKind::kTuple: return tuple(a, *as<TupleSInfo>(b));
    case SInfoKind::kFunc: return func(a, b);
    }
    return make_object_sinfo();
  }

private:
  StructInfo prim(const StructInfo& ref, const PrimSInfo& b) {
    const auto& a = *as<PrimSInfo>(ref);
    if (a.dtype != b.dtype) return make_object_sinfo();
    if (a.value && b.value && compare_dims(a.value, b.value, arith_) == Compat::kCompatible) {
      PrimExpr v = joined_dim(a.value, b.value, arith_);
      return v == a.value ? ref : make_prim_sinfo(a.dtype, v, a.loc);
    }
    return a.value ? make_prim_sinfo(a.dtype, nullptr, a.loc) : ref;
  }

  StructInfo shape(const StructInfo& ref, const ShapeSInfo& b) {
    const auto& a = *as<ShapeSInfo>(ref);
    if (a.ndim != b.ndim)
      return a.ndim == -1 && !a.values ? ref : make_shape_sinfo(std::nullopt, -1, a.loc);
    if (a.values && b.values) {
      if (auto dims = join_dims(*a.values, *b.values, arith_)) {
        if (same_dims(*dims, *a.values)) return ref;
        return make_shape_sinfo(std::move(*dims), a.ndim, a.loc);
      }
    }
    return a.values ? make_shape_sinfo(std::nullopt, a.ndim, a.loc) : ref;
  }

  StructInfo tensor(const StructInfo& ref, const TensorSInfo& b) {
    const auto& a = *as<TensorSInfo>(ref);
    auto n = std::make_shared<TensorSInfo>(a);
    if (a.dtype != b.dtype) n->dtype = DataType::Void();
    if (a.ndim != b.ndim) n->ndim = -1;
    if (a.vdevice != b.vdevice) n->vdevice = std::nullopt;
    n->shape = join_shape(a.shape, b.shape);
    if (n->dtype == a.dtype && n->ndim == a.ndim && n->vdevice == a.vdevice && n->shape == a.shape)
      return ref;
    return n;
  }

  Expr join_shape(const Expr& a, const Expr& b) {
    if (!a || !b) return nullptr;
    const auto* sa = as<ShapeExprNode>(a);
    const auto* sb = as<ShapeExprNode>(b);
    if (!sa || !sb) return compare_shapes(a, b, arith_) == Compat::kCompatible ? a : nullptr;
    auto dims = join_dims(sa->values, sb->values, arith_);
    if (!dims) return nullptr;
    if (same_dims(*dims, sa->values)) return a;
    return make_shape_expr(std::move(*dims), sa->loc);
  }

  StructInfo tuple(const StructInfo& ref, const TupleSInfo& b) {
    const auto& a = *as<TupleSInfo>(ref);
    if (a.fields.size() != b.fields.size()) return make_object_sinfo();
    std::vector<StructInfo> fields;
    fields.reserve(a.fields.size());
    bool same = true;
    for (size_t i = 0; i < a.fields.size(); ++i) {
      fields.push_back(join(a.fields[i], b.fields[i]));
      same = same && fields.back() == a.fields[i];
    }
    return same ? ref : make_tuple_sinfo(std::move(fields), a.loc);
  }

  StructInfo func(const StructInfo& ref, const StructInfo& bs) {
    const auto& a = *as<FuncSInfo>(ref);
    const auto& b = *as<FuncSInfo>(bs);
    bool purity = a.purity && b.purity;
    if (!a.params || !b.params) {
      if (a.params || b.params) return make_object_sinfo();
      // Both opaque. Different derivations join at the empty derivation returning Object
      // (relax_spec_full.md's unify_struct_info), which both refine (subtyping rule 8.1).
      if (a.derive_func != b.derive_func)
        return make_func_sinfo(std::nullopt, make_object_sinfo(), purity, a.loc);
      StructInfo ret = a.derive_func.empty() ? join(a.ret, b.ret) : a.ret;
      if (ret == a.ret && purity == a.purity) return ref;
      return with(a, a.params, ret, purity);
    }
    if (a.params->size() != b.params->size()) return make_object_sinfo();
    // Rename b's signature shape variables to a's, so alpha-equivalent parameters unify.
    ShapeVarMap map;
    bind_shape_vars(*b.params, *a.params, map);
    StructInfo renamed = substitute(bs, map);
    const auto& bb = *as<FuncSInfo>(renamed);
    std::vector<StructInfo> params;
    params.reserve(a.params->size());
    bool same = true;
    for (size_t i = 0; i < a.params->size(); ++i) {
      const StructInfo &pa = (*a.params)[i], &pb = (*bb.params)[i];
      StructInfo p = join(pa, pb);
      // The LUB of functions needs the greatest lower bound of their parameters; like the spec,
      // it settles for parameters that unify to something below both, and gives up otherwise.
      if (is_subtype(p, pa, arith_) != Compat::kCompatible ||
          is_subtype(p, pb, arith_) != Compat::kCompatible)
        return make_object_sinfo();
      same = same && p == pa;
      params.push_back(std::move(p));
    }
    StructInfo ret = join(a.ret, bb.ret);
    if (same && ret == a.ret && purity == a.purity && a.derive_func.empty()) return ref;
    return with(a, std::move(params), std::move(ret), purity);
  }

  static StructInfo with(const FuncSInfo& a, std::optional<std::vector<StructInfo>> params,
                         StructInfo ret, bool purity) {
    auto n = std::make_shared<FuncSInfo>(a);
    n->params = std::move(params);
    n->ret = std::move(ret);
    n->purity = purity;
    if (n->params) n->derive_func.clear();
    return n;
  }

  Arith& arith_;
  int depth_ = 0;
};

} // namespace

Compat is_subtype(const StructInfo& sub, const StructInfo& base, Arith& arith) {
  return Relater(Compat::kIncompatible, arith).relate(sub, base);
}

Compat check_compatibility(const StructInfo& given, const StructInfo& expected, Arith& arith) {
  return Relater(Compat::kPossibly, arith).relate(given, expected);
}

StructInfo struct_info_lub(const StructInfo& a, const StructInfo& b, Arith& arith) {
  return Joiner(arith).join(a, b);
}

} // namespace rxv::sem
