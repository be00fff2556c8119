#pragma once
// Generation helpers the nn families share (fuzz/ops_nn.cpp, ops_nn_norm.cpp,
// ...): float tensors of known rank, and parameter tensors of given dims.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz::detail {

using namespace sem;

inline bool same_dims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!structural_equal(a[i], b[i])) return false;
  return true;
}

/// A pick_tensor predicate: a float tensor of at least `min_ndim` known dims.
inline auto float_dims(size_t min_ndim) {
  return [min_ndim](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return t.dtype.is_float() && d && d->size() >= min_ndim;
  };
}

/// A tensor of `dtype` with exactly `dims`: one in scope, or a constant when
/// the dims are literals; null when neither exists.
inline Expr param(Gen& g, Scope& scope, DataType dtype, const std::vector<PrimExpr>& dims) {
  std::vector<size_t> idx = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    return t && t->dtype == dtype && d && same_dims(*d, dims);
  });
  if (!idx.empty() && g.c_.chance(60)) return scope.vals[g.pick(idx)].var;
  std::vector<int64_t> shape;
  for (const PrimExpr& d : dims) {
    // (No empty constant: one prints as `[]` and reads back without its
    // shape.)
    if (!is_int_imm(d) || d->int_value <= 0)
      return idx.empty() ? nullptr : Expr(scope.vals[g.pick(idx)].var);
    shape.push_back(d->int_value);
  }
  return g.make_constant(dtype, shape, false);
}

} // namespace rxv::fuzz::detail
