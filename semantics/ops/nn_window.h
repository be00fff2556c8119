#pragma once
/// Shared by the convolution and pooling families (nn_conv.cpp, nn_pool.cpp), for any number of
/// spatial axes (1-d: W, 2-d: HW, 3-d: DHW): TVM's window attributes (pool_size / strides /
/// dilation / padding / output_padding in their short spellings), the layout checks of the
/// StructInfo rules, the output-extent formulas, and the kernels' canonical-order views of
/// tensors in any layout (semantics/ops/data_layout.h).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ops/data_layout.h"
#include "semantics/ops/op_table.h"
#include "semantics/value/kernel.h"

namespace rxv::sem::nn_window {

/// Window parameters over `nd()` spatial axes after expanding TVM's short spellings.
struct Window {
  std::vector<int64_t> size, stride, dilation; ///< one per spatial axis
  std::vector<int64_t> output_padding;         ///< one per spatial axis (transposed convs; else 0)
  std::vector<int64_t> pad;                    ///< 2 * nd: the befores in axis order, then afters
  size_t nd() const { return stride.size(); }
  int64_t pad_before(size_t k) const { return pad[k]; }
  int64_t pad_after(size_t k) const { return pad[nd() + k]; }
};

/// The spatial letters of `nd` axes: "W", "HW", "DHW".
std::string spatial_letters(size_t nd);

/// "depth", "height" or "width": the spatial letter's name for messages.
const char* axis_name(char letter);

/// Reads the window attributes for `nd` spatial axes: `size_attr` (pool_size; none when null),
/// strides, dilation and, with `output_padding`, output_padding take 1 or nd ints; padding 1, nd
/// (before = after) or 2 * nd (befores, then afters) ints. `error` receives the first problem
/// (empty when none): another length, a value < 1 (< 0 for paddings), an output_padding not
/// below its stride.
Window read_window(const CallNode& call, size_t nd, const char* size_attr, bool output_padding,
                   std::string& error);

/// Expands a list of 1 or `nd` ints to nd; nullopt for other lengths.
std::optional<std::vector<int64_t>> expand_to(const std::vector<int64_t>& v, size_t nd);

// ---- StructInfo rules --------------------------------------------------------------------------

/// The layout attribute `name` (default `def`) parsed against `canonical`; reports others.
std::optional<DataLayout> read_layout(const CallNode& call, const char* name,
                                      const std::string& def, const std::string& canonical,
                                      OpInferContext& ctx);

/// A tensor in `layout` must have its rank; its extents in canonical order (a split axis X with
/// its subordinate x of factor f has extent X * f), or null when unknown.
std::optional<std::vector<PrimExpr>> canonical_dims(const CallNode& call, const TensorSInfo& t,
                                                    const char* what, const DataLayout& layout,
                                                    OpInferContext& ctx, bool& ok);

/// (in + pad - dil * (k - 1) - 1) // stride + 1, with TVM's ceil_mode correction.
PrimExpr out_extent(const PrimExpr& in, const PrimExpr& k, int64_t pad_before, int64_t pad_after,
                    int64_t stride, int64_t dilation, bool ceil_mode, Arith& arith);

/// The transposed convolution's (in - 1) * stride - pads + dil * (k - 1) + output_padding + 1.
PrimExpr transposed_extent(const PrimExpr& in, const PrimExpr& k, int64_t pad_before,
                           int64_t pad_after, int64_t stride, int64_t dilation,
                           int64_t output_padding, Arith& arith);

/// Reports an output extent that is provably < 1.
void check_extent(const CallNode& call, const PrimExpr& e, const char* axis, OpInferContext& ctx);

/// The result tensor from canonically ordered output dims laid out by `out`: a split axis X of
/// factor f becomes ceildiv(X, f) blocks of f.
StructInfo place_dims(const std::vector<PrimExpr>& dims, const DataLayout& out, DataType dtype,
                      std::optional<std::string> vdevice, Arith& arith);

// ---- Kernels -----------------------------------------------------------------------------------

/// A tensor viewed in canonical (NCHW / OIHW / ...) coordinates: per canonical axis its extent
/// and the element offset of each index along it (a split axis X of factor f contributes
/// i / f * outer_stride + i % f * inner_stride; the offsets of the axes add up).
struct View {
  std::vector<int64_t> dim;
  std::vector<std::vector<int64_t>> offset; ///< per canonical axis, per index
  /// The element offset of the canonical index `idx` (one entry per canonical axis).
  int64_t at(const int64_t* idx) const {
    int64_t off = 0;
    for (size_t k = 0; k < dim.size(); ++k) off += offset[k][size_t(idx[k])];
    return off;
  }
};

/// `layout` parsed against `canonical`; an Unsupported error naming the op otherwise.
EvalOr<DataLayout> kernel_layout(const std::string& layout, const std::string& canonical,
                                 const char* op, KernelContext& ctx);

/// `t` (in `layout`) viewed in `canonical` coordinates; a ShapeMismatch when its rank or a
/// subordinate extent disagrees with the layout.
EvalOr<View> view_of(const Tensor& t, const std::string& layout, const std::string& canonical,
                     const char* op, const char* what, KernelContext& ctx);

/// An output tensor of canonical extents `dims` in `layout` (a split axis X of factor f gets
/// ceildiv(X, f) blocks; the padding elements stay zero), with its canonical view.
EvalOr<std::pair<Tensor, View>> alloc_out(DataType dtype, const std::vector<int64_t>& dims,
                                          const std::string& layout, const std::string& canonical,
                                          const char* op, KernelContext& ctx);

/// The output extent for the kernels (same formula as the rule, on integers).
int64_t extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d, bool ceil);

/// The transposed convolution's output extent on integers (as transposed_extent).
int64_t transposed_extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d,
                          int64_t output_padding);

/// True when no extent of `ext` is 0: a row-major walk over them visits at least one index.
inline bool nonempty(const std::vector<int64_t>& ext) {
  for (int64_t e : ext)
    if (e <= 0) return false;
  return true;
}

/// Steps the row-major multi-index `idx` below `ext` (both of length n); false after the last.
inline bool next_index(int64_t* idx, const int64_t* ext, size_t n) {
  for (size_t k = n; k-- > 0;) {
    if (++idx[k] < ext[k]) return true;
    idx[k] = 0;
  }
  return false;
}

} // namespace rxv::sem::nn_window
