#include "semantics/ops/kernel_helpers.h"

#include <fmt/format.h>

#include <algorithm>

#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

EvalOr<const Tensor*> tensor_arg(const CallNode& call, const std::vector<Value>& args, size_t i,
                                 KernelContext& ctx) {
  if (i >= args.size())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: missing argument {}", op_name(call), i));
  if (const Tensor* t = args[i].as_tensor()) return t;
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{}: argument {} must be a tensor, got a {}", op_name(call), i,
                               args[i].kind_name()));
}

EvalStatus tensor_args(const CallNode& call, const std::vector<Value>& args, size_t n,
                       const Tensor** out, KernelContext& ctx) {
  for (size_t i = 0; i < n; ++i) {
    auto t = tensor_arg(call, args, i, ctx);
    if (!t) return t.error();
    out[i] = *t;
  }
  return eval_ok();
}

EvalOr<Tensor> alloc_tensor(DataType dtype, std::vector<int64_t> shape, KernelContext& ctx) {
  if (!is_tensor_dtype(dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("tensors of dtype {} are not supported", dtype.str()));
  return ctx.alloc(dtype, std::move(shape));
}

EvalOr<ElementwiseOperand> elementwise_operand(const CallNode& call, const std::vector<Value>& args,
                                               size_t i, KernelContext& ctx) {
  if (i < args.size()) {
    if (const Tensor* t = args[i].as_tensor()) return ElementwiseOperand{*t, false};
    if (const PrimScalar* p = args[i].as_prim()) {
      if (!is_tensor_dtype(p->dtype))
        return ctx.error(EvalErrorKind::kUnsupported,
                         fmt::format("{}: PrimValue argument {} has dtype {}, which has no tensor "
                                     "form",
                                     op_name(call), i, p->dtype.str()));
      Tensor t = Tensor::zeros(p->dtype, {});
      if (p->is_float())
        t.set_float(0, p->f);
      else
        t.set_int(0, p->i);
      return ElementwiseOperand{std::move(t), true};
    }
  }
  if (i >= args.size())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: missing argument {}", op_name(call), i));
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{}: argument {} must be a tensor or a PrimValue, got a {}",
                               op_name(call), i, args[i].kind_name()));
}

PrimScalar tensor_to_prim(const Tensor& t) {
  PrimScalar p;
  p.dtype = t.dtype;
  if (t.dtype.is_float())
    p.f = t.get_float(0);
  else
    p.i = t.get_int(0);
  return p;
}

EvalOr<std::vector<int64_t>> broadcast_run_shapes(const CallNode& call,
                                                  const std::vector<std::vector<int64_t>>& shapes,
                                                  KernelContext& ctx) {
  size_t rank = 0;
  for (const auto& s : shapes) rank = std::max(rank, s.size());
  std::vector<int64_t> out(rank, 1);
  for (const auto& s : shapes) {
    size_t lead = rank - s.size();
    for (size_t i = 0; i < s.size(); ++i) {
      int64_t& o = out[lead + i];
      if (s[i] == o || s[i] == 1) continue;
      if (o == 1) {
        o = s[i];
        continue;
      }
      std::string all;
      for (size_t k = 0; k < shapes.size(); ++k)
        all += (k ? (k + 1 == shapes.size() ? " and " : ", ") : "") + format_shape(shapes[k]);
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{}: shapes {} do not broadcast (dimension {} from the right: "
                                   "{} vs {})",
                                   op_name(call), all, rank - lead - i, o, s[i]));
    }
  }
  return out;
}

std::vector<int64_t> broadcast_strides(const std::vector<int64_t>& shape,
                                       const std::vector<int64_t>& out_shape) {
  std::vector<int64_t> own = row_major_strides(shape);
  std::vector<int64_t> out(out_shape.size(), 0);
  size_t lead = out_shape.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i)
    out[lead + i] = shape[i] == 1 && out_shape[lead + i] != 1 ? 0 : own[i];
  return out;
}

std::vector<int64_t> row_major_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return strides;
}

int64_t shape_size(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

EvalOr<int> normalize_run_axis(const CallNode& call, int64_t axis, int64_t ndim,
                               KernelContext& ctx) {
  if (axis < -ndim || axis >= ndim)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("{}: axis {} is out of range for a tensor of {} dimensions",
                                 op_name(call), axis, ndim));
  return int(axis < 0 ? axis + ndim : axis);
}

EvalOr<std::vector<bool>> reduce_axes_mask(const CallNode& call,
                                           const std::optional<std::vector<int64_t>>& axes,
                                           int64_t ndim, KernelContext& ctx) {
  std::vector<bool> mask(size_t(ndim), !axes.has_value());
  if (!axes) return mask;
  for (int64_t a : *axes) {
    auto n = normalize_run_axis(call, a, ndim, ctx);
    if (!n) return n.error();
    if (mask[size_t(*n)])
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: axis {} is repeated", op_name(call), *n));
    mask[size_t(*n)] = true;
  }
  return mask;
}

EvalOr<Tensor> cast_tensor(const Tensor& t, DataType dtype, KernelContext& ctx) {
  if (t.dtype == dtype) return t;
  auto out = ctx.alloc(dtype, t.shape);
  if (!out) return out;
  bool to_bool = dtype.is_bool();
  dispatch_dtype(t.dtype, [&](auto from_tag) {
    using From = decltype(from_tag);
    dispatch_dtype(dtype, [&](auto to_tag) {
      using To = decltype(to_tag);
      const From* src = t.ptr<From>();
      To* dst = out->ptr<To>();
      int64_t n = t.num_elements();
      for (int64_t i = 0; i < n; ++i) dst[i] = cast_elem<To>(load_elem(src[i]), to_bool);
    });
  });
  return out;
}

} // namespace rxv::sem
