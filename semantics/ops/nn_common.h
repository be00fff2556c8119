#pragma once
/// Helpers the nn families share (semantics/ops/nn.cpp, nn_norm.cpp, nn_loss.cpp,
/// nn_activation.cpp, nn_shape.cpp, nn_attention.cpp, grad.cpp): the float checks, float64 views
/// of tensors, and the normalization checks of TVM's NormCheckDtypeAndShape. Defined in nn.cpp.
#include <vector>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

/// TypeError "<op> needs a float tensor, got dtype <d>" unless `t` is float.
EvalStatus require_float(const Tensor& t, const char* op, KernelContext& ctx);

/// The elements of a tensor as doubles (row-major).
std::vector<double> to_doubles(const Tensor& t);

/// A fresh tensor of `dtype` and `shape` holding `v` (rounded once to the dtype).
EvalOr<Value> from_doubles(DataType dtype, std::vector<int64_t> shape, const std::vector<double>& v,
                           KernelContext& ctx);

/// `v` rounded to `dtype`'s precision and read back (float16 and float32; float64 unchanged).
double round_to_dtype(double v, DataType dtype);

/// The checks of TVM's NormCheckDtypeAndShape shared by layer_norm, batch_norm and rms_norm:
/// `names[i]` names argument i; `axes` are data's normalized axes; every argument after data has
/// data's dtype and the lengths of those axes. Reports and returns whether every argument is a
/// tensor.
bool check_norm(const CallNode& call, const std::vector<StructInfo>& args,
                const std::vector<const char*>& names, const std::vector<int64_t>& axes,
                OpInferContext& ctx);

/// ShapeMismatch unless parameter `p` (named `what`) has exactly the lengths `want`.
EvalStatus check_param(const Tensor& p, const std::vector<int64_t>& want, const char* op,
                       const char* what, KernelContext& ctx);

/// `f` applied to each element of `in` in its compute type (float16 in float32), into a fresh
/// tensor of in's dtype and shape.
template <class F> EvalOr<Value> map_elements(const Tensor& in, KernelContext& ctx, F f) {
  auto out = ctx.alloc(in.dtype, in.shape);
  if (!out) return out.error();
  int64_t n = in.num_elements();
  dispatch_dtype(in.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* s = in.ptr<T>();
    T* d = out->ptr<T>();
    for (int64_t i = 0; i < n; ++i) d[i] = store_elem<T>(f(load_elem(s[i])));
  });
  return Value(*out);
}

} // namespace rxv::sem
