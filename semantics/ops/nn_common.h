#pragma once
/// Helpers the nn families share (semantics/ops/nn.cpp, nn_norm.cpp, nn_loss.cpp,
/// nn_activation.cpp, nn_shape.cpp, nn_attention.cpp, grad.cpp): the float checks, float64 views
/// of tensors, and the normalization checks of TVM's NormCheckDtypeAndShape. Defined in nn.cpp.
#include <string>
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

/// The checked operands of nll_loss and nll_loss_backward: float predictions (N, C, d1..dk) or
/// (C,), int targets (N, d1..dk) or () each in [0, C) unless ignore_index, weights (C,) if given.
/// Defined in nn_loss.cpp.
struct NllOperands {
  std::string reduction; ///< "mean", "sum" or "none" (the attribute as written)
  int64_t ignore_index = -100;
  bool batched = false; ///< predictions (N, C, ...) rather than (C,)
  int64_t classes = 0;  ///< C
  int64_t inner = 1;    ///< d1 * .. * dk: the positions per batch element
  std::vector<int64_t> target_shape;
  std::vector<double> weights; ///< per class; 1 without a weights argument
  /// The flat index of predictions[n, t, i..] for the target at flat position `i`.
  int64_t at(int64_t i, int64_t t) const {
    return batched ? ((i / inner) * classes + t) * inner + i % inner : t;
  }
};

/// Checks and reads nll_loss's operands (`weights` may be null), or the error.
EvalOr<NllOperands> nll_operands(const CallNode& call, const Tensor& pred, const Tensor& tgt,
                                 const Tensor* weights, const char* op, KernelContext& ctx);

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
