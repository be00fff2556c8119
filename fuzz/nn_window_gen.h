#pragma once
// Shared by the conv and pool generation specs (fuzz/ops_nn_conv.cpp, ops_nn_pool.cpp): 4-D
// NCHW data whose (padded) height and width fit the window. For a symbolic height the padding
// covers the dilated window, so the output length is never negative for any value of the dim.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz::nn_gen {

using namespace sem;
using namespace detail;

inline AttrValue pair_attr(int64_t a, int64_t b) { return int_list_attr({a, b}); }

/// 4-D data with no literal 0 among C, H and W (an empty row has no window
/// that starts inside the input).
inline bool nchw(const Avail& a, const TensorSInfo& t) {
  const auto* d = known_dims(a.sinfo);
  if (t.dtype.is_bool() || !d || d->size() != 4) return false;
  for (size_t i = 1; i < 4; ++i)
    if (is_int_imm((*d)[i]) && (*d)[i]->int_value <= 0) return false;
  return true;
}

/// Window, stride, dilation and padding along a dim `d` of the data, with an
/// output length of at least 1 (a literal d) or never negative (symbolic d).
struct Window {
  int64_t size, stride, dilation, pad_lo, pad_hi;
};

inline Window window(Gen& g, const PrimExpr& d, int64_t stride, int64_t dilation) {
  Window w{g.c_.range(1, 3), stride, dilation, 0, 0};
  if (is_int_imm(d)) {
    w.pad_lo = g.c_.range(0, w.size / 2);
    w.pad_hi = g.c_.range(0, w.size / 2);
    // Shrink the window until it fits the padded dim.
    while (w.size > 1 && d->int_value + w.pad_lo + w.pad_hi < dilation * (w.size - 1) + 1) --w.size;
  } else {
    int64_t span = dilation * (w.size - 1); // the dilated window minus one
    w.pad_lo = span / 2;
    w.pad_hi = span - span / 2;
  }
  return w;
}

/// Equal strides and dilations for H and W half the time, as front ends
/// usually write them.
inline std::pair<Window, Window> windows(Gen& g, const std::vector<PrimExpr>& dims) {
  int64_t s = g.c_.range(1, 2), d = g.c_.chance(20) ? 2 : 1;
  Window h = window(g, dims[2], s, d);
  if (g.c_.chance(50)) {
    s = g.c_.range(1, 2);
    d = g.c_.chance(20) ? 2 : 1;
  }
  return {h, window(g, dims[3], s, d)};
}

} // namespace rxv::fuzz::nn_gen
