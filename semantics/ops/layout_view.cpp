// Canonical views of tensors in a data layout (layout_view.h).
#include "semantics/ops/layout_view.h"

#include <fmt/format.h>

namespace rxv::sem {

std::vector<PrimExpr> to_canonical_dims(const DataLayout& layout, const std::vector<PrimExpr>& dims,
                                        Arith& arith) {
  std::vector<PrimExpr> out(layout.canonical.size());
  for (size_t k = 0; k < out.size(); ++k) {
    PrimExpr d = dims[size_t(layout.primal_pos[k])];
    if (int64_t f = layout.factor[k])
      d = arith.simplify(make_binary(PrimKind::kMul, d, make_int(f)));
    out[k] = d;
  }
  return out;
}

std::vector<PrimExpr> from_canonical_dims(const DataLayout& layout,
                                          const std::vector<PrimExpr>& canonical, Arith& arith) {
  std::vector<PrimExpr> dims(layout.rank());
  for (size_t k = 0; k < canonical.size(); ++k) {
    PrimExpr d = canonical[k];
    if (int64_t f = layout.factor[k]) {
      dims[size_t(layout.sub_pos[k])] = make_int(f);
      d = arith.simplify(make_binary(PrimKind::kFloorDiv,
                                     make_binary(PrimKind::kAdd, d, make_int(f - 1)), make_int(f)));
    }
    dims[size_t(layout.primal_pos[k])] = d;
  }
  return dims;
}

std::vector<int64_t> layout_shape(const DataLayout& layout, const std::vector<int64_t>& canonical) {
  std::vector<int64_t> shape(layout.rank());
  for (size_t k = 0; k < canonical.size(); ++k) {
    int64_t f = layout.factor[k];
    shape[size_t(layout.primal_pos[k])] = f ? (canonical[k] + f - 1) / f : canonical[k];
    if (f) shape[size_t(layout.sub_pos[k])] = f;
  }
  return shape;
}

LayoutViewOr view_in_layout(const std::vector<int64_t>& shape, const DataLayout& layout) {
  LayoutViewOr r;
  size_t rank = layout.rank();
  if (shape.size() != rank) {
    r.error = fmt::format("has {} dimensions, its layout {}", shape.size(), rank);
    return r;
  }
  std::vector<int64_t> strides(rank);
  int64_t s = 1;
  for (size_t i = rank; i-- > 0;) {
    strides[i] = s;
    s *= shape[i];
  }
  size_t n = layout.canonical.size();
  LayoutView& v = r.view;
  v.dim.assign(n, 0);
  v.stride.assign(n, 0);
  v.factor.assign(n, 0);
  v.inner.assign(n, 0);
  for (size_t k = 0; k < n; ++k) {
    size_t p = size_t(layout.primal_pos[k]);
    v.dim[k] = shape[p];
    v.stride[k] = strides[p];
    if (int64_t f = layout.factor[k]) {
      size_t q = size_t(layout.sub_pos[k]);
      if (shape[q] != f) {
        r.error = fmt::format("axis {} has extent {}, not the layout's factor {}", q, shape[q], f);
        return r;
      }
      v.dim[k] *= f;
      v.factor[k] = f;
      v.inner[k] = strides[q];
    }
  }
  return r;
}

} // namespace rxv::sem
