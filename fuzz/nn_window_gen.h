#pragma once
// Shared by the conv and pool generation specs (fuzz/ops_nn_conv.cpp, ops_nn_pool.cpp): data of
// nd + 2 dims (NCW, NCHW, NCDHW) whose (padded) spatial dims fit the window. For a symbolic dim
// the padding covers the dilated window, so the output length is never negative for any value of
// the dim.
#include <string>
#include <vector>

#include "fuzz/generator_impl.h"

namespace rxv::fuzz::nn_gen {

using namespace sem;
using namespace detail;

/// Data of nd + 2 dims with no literal 0 among C and the spatial dims (an empty row has no
/// window that starts inside the input).
inline bool spatial_data(const Avail& a, const TensorSInfo& t, size_t nd) {
  const auto* d = known_dims(a.sinfo);
  if (t.dtype.is_bool() || !d || d->size() != nd + 2) return false;
  for (size_t i = 1; i < nd + 2; ++i)
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

/// One window per spatial dim of `dims` (the last nd); equal strides and dilations on
/// neighbouring axes half the time, as front ends usually write them.
inline std::vector<Window> windows(Gen& g, const std::vector<PrimExpr>& dims, size_t nd) {
  std::vector<Window> out;
  int64_t s = g.c_.range(1, 2), d = g.c_.chance(20) ? 2 : 1;
  for (size_t j = 0; j < nd; ++j) {
    if (j > 0 && g.c_.chance(50)) {
      s = g.c_.range(1, 2);
      d = g.c_.chance(20) ? 2 : 1;
    }
    out.push_back(window(g, dims[2 + j], s, d));
  }
  return out;
}

/// One field of each window as an attribute list.
template <class F> AttrValue per_axis(const std::vector<Window>& ws, F field) {
  std::vector<int64_t> v;
  for (const Window& w : ws) v.push_back(field(w));
  return int_list_attr(v);
}

/// The befores, then the afters: TVM's padding of 2 * nd ints.
inline AttrValue padding_attr(const std::vector<Window>& ws) {
  std::vector<int64_t> v;
  for (const Window& w : ws) v.push_back(w.pad_lo);
  for (const Window& w : ws) v.push_back(w.pad_hi);
  return int_list_attr(v);
}

/// The data layout of nd spatial axes: "NCW", "NCHW", "NCDHW".
inline std::string data_layout(size_t nd) { return "NC" + std::string("DHW").substr(3 - nd); }

} // namespace rxv::fuzz::nn_gen
