#pragma once
/// The plan of a reduction over a tensor, shared by the reduction families (reduction.cpp,
/// reduction_collapse.cpp): how input elements map onto output elements, the accumulators, and
/// the row-major walk.
#include <type_traits>
#include <vector>

#include "semantics/ops/kernel_helpers.h"

namespace rxv::sem {

/// How the input's elements map onto the reduced output.
struct ReducePlan {
  std::vector<int64_t> out_shape;
  std::vector<int64_t> in_to_out; ///< per input dim: its stride in the output (0 when reduced)
  int64_t count = 1;              ///< input elements per output element
  int reduced_axes = 0; ///< how many input dims are reduced (0: every output is one input)
};

/// Accumulators: float64 for floats, uint64 for integers (wrapping mod 2^64 and then truncating
/// to the dtype is the same as wrapping in the dtype, for sums and products alike).
template <class T> using acc_t = std::conditional_t<is_float_storage_v<T>, double, uint64_t>;
template <class T> acc_t<T> to_acc(T v) { return acc_t<T>(load_elem(v)); }
template <class T> T from_acc(acc_t<T> a, bool to_bool) {
  if constexpr (is_float_storage_v<T>)
    return store_elem<T>(compute_t<T>(a));
  else
    return to_bool ? T(a != 0) : T(a);
}

/// Walks x's elements, calling step(out_index, value) in row-major order of x.
template <class T, class Step>
void walk_reduce(const Tensor& x, const ReducePlan& plan, Step step) {
  const T* px = x.ptr<T>();
  for_each_row<1>(x.shape, {plan.in_to_out},
                  [&](int64_t in, const std::array<int64_t, 1>& out, int64_t n,
                      const std::array<int64_t, 1>& st) {
                    for (int64_t i = 0; i < n; ++i) step(out[0] + i * st[0], px[in + i]);
                  });
}

} // namespace rxv::sem
