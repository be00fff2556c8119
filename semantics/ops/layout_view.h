#pragma once
/// Tensors in a data layout (data_layout.h) seen in canonical coordinates, for ops of any rank
/// whose attributes name a layout (image.resize2d/3d: "NCHW", "NHWC", "NCHW4c", "NCDHW", ...):
/// - StructInfo side: a tensor's extents in canonical order (TVM's BijectiveLayout ForwardShape:
///   a split axis X with factor f has extent X * f), and back (BackwardShape: ceildiv(X, f)
///   outer blocks of f);
/// - kernel side: the element offset of a canonical index.
#include <cstdint>
#include <string>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/ops/data_layout.h"

namespace rxv::sem {

/// The extents of a tensor of `dims` (in `layout`'s order) in canonical order.
std::vector<PrimExpr> to_canonical_dims(const DataLayout& layout, const std::vector<PrimExpr>& dims,
                                        Arith& arith);

/// The dims in `layout`'s order of a tensor whose canonical extents are `canonical`.
std::vector<PrimExpr> from_canonical_dims(const DataLayout& layout,
                                          const std::vector<PrimExpr>& canonical, Arith& arith);

/// The concrete shape in `layout`'s order of canonical extents `canonical`.
std::vector<int64_t> layout_shape(const DataLayout& layout, const std::vector<int64_t>& canonical);

/// A row-major tensor of some shape viewed through `layout`: per canonical axis its extent and
/// how its index maps to an element offset.
struct LayoutView {
  std::vector<int64_t> dim;    ///< canonical extents
  std::vector<int64_t> stride; ///< element stride of the (outer) axis
  std::vector<int64_t> factor; ///< split factor, 0 when the axis is not split
  std::vector<int64_t> inner;  ///< element stride of the subordinate axis of a split one
  /// The element offset of canonical index `idx` (one entry per canonical axis, in range).
  int64_t offset(const std::vector<int64_t>& idx) const {
    int64_t off = 0;
    for (size_t k = 0; k < dim.size(); ++k)
      off += factor[k] ? idx[k] / factor[k] * stride[k] + idx[k] % factor[k] * inner[k]
                       : idx[k] * stride[k];
    return off;
  }
};

/// The view of a tensor of `shape` in `layout`, or a message when the rank differs from the
/// layout's or a subordinate axis's extent is not its factor.
struct LayoutViewOr {
  LayoutView view;
  std::string error; ///< empty when `view` is valid
};
LayoutViewOr view_in_layout(const std::vector<int64_t>& shape, const DataLayout& layout);

} // namespace rxv::sem
