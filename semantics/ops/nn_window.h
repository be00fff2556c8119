#pragma once
/// Shared by the convolution and pooling families (nn_conv.cpp, nn_pool.cpp): TVM's window
/// attributes (pool_size / strides / dilation / padding in their short spellings), the layout
/// checks of the StructInfo rules, the output-extent formula, and the kernels' canonical-order
/// views of tensors in any layout (semantics/ops/data_layout.h).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ops/data_layout.h"
#include "semantics/ops/op_table.h"
#include "semantics/value/kernel.h"

namespace rxv::sem::nn_window {

/// 2-D window parameters after expanding TVM's short spellings.
struct Window {
  std::array<int64_t, 2> size{1, 1}, stride{1, 1}, dilation{1, 1};
  std::array<int64_t, 4> pad{0, 0, 0, 0}; ///< top, left, bottom, right
};

/// Expands a list of 1 or 2 ints to 2; nullopt for other lengths.
std::optional<std::array<int64_t, 2>> pair_of(const std::vector<int64_t>& v);

/// Expands padding of 1, 2 or 4 ints to (top, left, bottom, right).
std::optional<std::array<int64_t, 4>> padding_of(const std::vector<int64_t>& v);

/// Reads the window attributes; `error` receives the first problem (empty when none).
Window read_window(const CallNode& call, const char* size_attr, std::string& error);

// ---- StructInfo rules --------------------------------------------------------------------------

/// The layout attribute `name` (default `def`) parsed against `canonical`; reports others.
std::optional<DataLayout> read_layout(const CallNode& call, const char* name,
                                      const std::string& def, const char* canonical,
                                      OpInferContext& ctx);

/// A tensor in `layout` must have its rank; its extents in canonical order (a split axis X with
/// its subordinate x of factor f has extent X * f), or null when unknown.
std::optional<std::array<PrimExpr, 4>> canonical_dims(const CallNode& call, const TensorSInfo& t,
                                                      const char* what, const DataLayout& layout,
                                                      OpInferContext& ctx, bool& ok);

/// (in + pad - dil * (k - 1) - 1) // stride + 1, with TVM's ceil_mode correction.
PrimExpr out_extent(const PrimExpr& in, const PrimExpr& k, int64_t pad_before, int64_t pad_after,
                    int64_t stride, int64_t dilation, bool ceil_mode, Arith& arith);

/// Reports an output extent that is provably < 1.
void check_extent(const CallNode& call, const PrimExpr& e, const char* axis, OpInferContext& ctx);

/// The result tensor from NCHW-ordered output dims laid out by `out`: a split axis X of factor
/// f becomes ceildiv(X, f) blocks of f.
StructInfo place_dims(const std::array<PrimExpr, 4>& nchw, const DataLayout& out, DataType dtype,
                      std::optional<std::string> vdevice, Arith& arith);

// ---- Kernels -----------------------------------------------------------------------------------

/// A tensor viewed in canonical (NCHW / OIHW) coordinates: per canonical axis its extent, the
/// element stride of its (outer) axis, and for a split axis the factor and the inner stride.
struct View4 {
  std::array<int64_t, 4> dim{}, stride{}, factor{}, inner{};
  bool packed = false;
  int64_t at(int64_t a, int64_t b, int64_t c, int64_t d) const {
    if (!packed) return a * stride[0] + b * stride[1] + c * stride[2] + d * stride[3];
    std::array<int64_t, 4> idx{a, b, c, d};
    int64_t off = 0;
    for (size_t k = 0; k < 4; ++k)
      off += factor[k] ? idx[k] / factor[k] * stride[k] + idx[k] % factor[k] * inner[k]
                       : idx[k] * stride[k];
    return off;
  }
};

/// `layout` parsed against `canonical`; an Unsupported error naming the op otherwise.
EvalOr<DataLayout> kernel_layout(const std::string& layout, const char* canonical, const char* op,
                                 KernelContext& ctx);

/// `t` (in `layout`) viewed in `canonical` coordinates; a ShapeMismatch when its rank or a
/// subordinate extent disagrees with the layout.
EvalOr<View4> view_of(const Tensor& t, const std::string& layout, const char* canonical,
                      const char* op, const char* what, KernelContext& ctx);

/// An output tensor of NCHW extents `nchw` in `layout` (a split axis X of factor f gets
/// ceildiv(X, f) blocks; the padding elements stay zero), with its canonical view.
EvalOr<std::pair<Tensor, View4>> alloc_out(DataType dtype, const std::array<int64_t, 4>& nchw,
                                           const std::string& layout, const char* op,
                                           KernelContext& ctx);

/// The output extent for the kernels (same formula as the rule, on integers).
int64_t extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d, bool ceil);

} // namespace rxv::sem::nn_window
