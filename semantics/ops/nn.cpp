// Neural-network activations, softmax and normalizations: relax.nn.relu, gelu, silu, leakyrelu,
// softmax, log_softmax, layer_norm, batch_norm. StructInfo rules (TVM's src/relax/op/nn/nn.cc):
// - relu: any tensor; gelu, silu, leakyrelu(x, alpha=0.01): a float tensor when the dtype is
//   known; x's StructInfo.
// - softmax / log_softmax(x, axis=-1): a float tensor; `axis` in range when the ndim is known;
//   x's StructInfo.
// - layer_norm(data, gamma, beta, axes, epsilon=1e-5, center=True, scale=True) and
//   batch_norm(data, gamma, beta, moving_mean, moving_var, axis, epsilon=1e-5, center=True,
//   scale=True, momentum=0.1, training=True): every argument a tensor; data float; the other
//   tensors have data's dtype and one dimension per normalized axis (layer_norm: the lengths of
//   data's `axes`, in that order; batch_norm: the length of data's `axis`). layer_norm gives
//   data's StructInfo; batch_norm the tuple (data, moving_mean, moving_var) of their StructInfos.
// Kernels (TOPI's definitions): relu = x < 0 ? 0 : x (NaN stays NaN); gelu = 0.5 x (1 +
// erf(x / sqrt 2)) (TVM's exact erf form); silu = x * sigmoid(x); leakyrelu = x > 0 ? x : x *
// alpha, alpha taken in x's dtype (TOPI's leaky_relu: NaN stays NaN); softmax = exp(x - max) / sum;
// log_softmax = x - max - log(sum exp(x - max)); norms use the biased variance, out =
// (x - mean) / sqrt(var + epsilon) * gamma + beta (gamma only if scale, beta only if center).
// batch_norm with training=True normalizes with the batch statistics (over every axis but
// `axis`) and returns the moving statistics updated as (1 - momentum) * moving + momentum *
// batch; with training=False it normalizes with moving_mean / moving_var and returns copies of
// them. Activations compute in the element's compute type (float16 in float32); softmax and the
// norms accumulate in double and round once.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - A gamma / beta / moving-statistics length that is neither provably equal nor provably
//   different from data's is a warning (a run-time check is needed) and the result keeps data's
//   StructInfo; TVM silently drops the result's shape there. Provably different is an error as in
//   TVM; the kernels check the lengths at run time (EvalError ShapeMismatch).
// - A parameter tensor of unknown ndim or dtype is accepted (TVM: error unless they equal
//   data's exactly).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

// ---- Helpers shared by the nn families (nn_common.h) ------------------------------------------

EvalStatus require_float(const Tensor& t, const char* op, KernelContext& ctx) {
  if (t.dtype.is_float()) return eval_ok();
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{} needs a float tensor, got dtype {}", op, t.dtype.str()));
}

bool check_norm(const CallNode& call, const std::vector<StructInfo>& args,
                const std::vector<const char*>& names, const std::vector<int64_t>& axes,
                OpInferContext& ctx) {
  std::vector<const TensorSInfo*> t;
  bool ok = true;
  for (size_t i = 0; i < args.size(); ++i) {
    t.push_back(expect_tensor(call, args, i, names[i], ctx));
    ok = ok && t.back();
  }
  if (!ok) return false;
  const TensorSInfo& data = *t[0];
  if (!data.dtype.is_void() && !data.dtype.is_float())
    ctx.error(fmt::format("{} needs float data, got dtype {}", op_name(call), data.dtype.str()));
  std::optional<std::vector<int>> normalized;
  if (data.ndim >= 0) normalized = normalize_axes(call, axes, data.ndim, ctx);
  const std::vector<PrimExpr>* data_dims = tensor_dims(data);
  int n_axis = int(axes.size());
  for (size_t i = 1; i < t.size(); ++i) {
    const TensorSInfo& p = *t[i];
    if (!p.dtype.is_void() && !data.dtype.is_void() && p.dtype != data.dtype)
      ctx.error(fmt::format("{}: {} has dtype {}, but data has dtype {}", op_name(call), names[i],
                            p.dtype.str(), data.dtype.str()));
    if (p.ndim >= 0 && p.ndim != n_axis) {
      ctx.error(fmt::format("{}: {} must have {} dimension{} (one per normalized axis), got {}",
                            op_name(call), names[i], n_axis, n_axis == 1 ? "" : "s",
                            describe(args[i])));
      continue;
    }
    const std::vector<PrimExpr>* p_dims = tensor_dims(p);
    if (!p_dims || !data_dims || !normalized) continue;
    std::vector<PrimExpr> want;
    for (int a : *normalized) want.push_back((*data_dims)[size_t(a)]);
    int bad = -1;
    Compat c = compare_dims(*p_dims, want, ctx.arith(), &bad);
    if (c == Compat::kIncompatible)
      ctx.error(fmt::format("{}: {} has shape {}, but data's normalized axes have lengths {}",
                            op_name(call), names[i], describe_dims(*p_dims), describe_dims(want)));
    else if (c == Compat::kPossibly)
      ctx.warning(fmt::format("{}: {} has shape {} and data's normalized axes have lengths {}: "
                              "not provably equal; a run-time check is needed",
                              op_name(call), names[i], describe_dims(*p_dims),
                              describe_dims(want)));
  }
  return true;
}

std::vector<double> to_doubles(const Tensor& t) {
  std::vector<double> out(size_t(t.num_elements()));
  dispatch_dtype(t.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* s = t.ptr<T>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = double(load_elem(s[i]));
  });
  return out;
}

EvalOr<Value> from_doubles(DataType dtype, std::vector<int64_t> shape, const std::vector<double>& v,
                           KernelContext& ctx) {
  auto out = ctx.alloc(dtype, std::move(shape));
  if (!out) return out.error();
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    T* d = out->ptr<T>();
    for (size_t i = 0; i < v.size(); ++i) d[i] = cast_elem<T>(v[i], dtype.is_bool());
  });
  return Value(*out);
}

EvalStatus check_param(const Tensor& p, const std::vector<int64_t>& want, const char* op,
                       const char* what, KernelContext& ctx) {
  if (p.shape == want) return eval_ok();
  auto dims = [](const std::vector<int64_t>& d) { return fmt::format("({})", fmt::join(d, ", ")); };
  return ctx.error(EvalErrorKind::kShapeMismatch,
                   fmt::format("{}: {} has shape {}, but data's normalized axes have lengths {}",
                               op, what, dims(p.shape), dims(want)));
}

double round_to_dtype(double v, DataType dtype) {
  if (dtype.is_float() && dtype.bits == 16) return double(half_to_float(float_to_half(float(v))));
  if (dtype.is_float() && dtype.bits == 32) return double(float(v));
  return v;
}

namespace {

// ---- StructInfo rules --------------------------------------------------------------------------

StructInfo infer_activation(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx, bool float_only) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  if (float_only && !x->dtype.is_void() && !x->dtype.is_float())
    ctx.error(fmt::format("{} needs a float tensor, got dtype {}", op_name(call), x->dtype.str()));
  return tensor_like(*x, x->dtype);
}

StructInfo infer_softmax(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  if (!x->dtype.is_void() && !x->dtype.is_float())
    ctx.error(fmt::format("{} needs a float tensor, got dtype {}", op_name(call), x->dtype.str()));
  int64_t axis = read_attr<int64_t>(call, "axis", -1, ctx);
  if (x->ndim >= 0) normalize_axis(call, axis, x->ndim, ctx);
  return tensor_like(*x, x->dtype);
}

StructInfo infer_layer_norm(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  auto axes = read_attr(call, "axes", IntList{}, ctx);
  if (!check_norm(call, args, {"data", "gamma", "beta"}, axes, ctx)) return make_object_sinfo();
  const auto* data = as<TensorSInfo>(args[0]);
  return tensor_like(*data, data->dtype);
}

StructInfo infer_batch_norm(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  int64_t axis = read_attr<int64_t>(call, "axis", 1, ctx);
  if (!check_norm(call, args, {"data", "gamma", "beta", "moving_mean", "moving_var"}, {axis}, ctx))
    return make_object_sinfo();
  const auto* data = as<TensorSInfo>(args[0]);
  const auto* mean = as<TensorSInfo>(args[3]);
  const auto* var = as<TensorSInfo>(args[4]);
  return make_tuple_sinfo({tensor_like(*data, data->dtype), tensor_like(*mean, mean->dtype),
                           tensor_like(*var, var->dtype)});
}

// ---- Kernels -----------------------------------------------------------------------------------

EvalOr<Value> relu_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  if ((*x)->dtype.is_bool()) return Value((*x)->clone());
  return map_elements(**x, ctx, [](auto v) {
    using C = decltype(v);
    if constexpr (std::is_unsigned_v<C>)
      return v;
    else
      return v < 0 ? C(0) : v;
  });
}

EvalOr<Value> gelu_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  if (auto st = require_float(**x, "relax.nn.gelu", ctx); !st) return st.error();
  return map_elements(**x, ctx, [](auto v) {
    using C = decltype(v);
    return C(0.5) * v * (C(1) + std::erf(v * C(0.70710678118654752440)));
  });
}

EvalOr<Value> silu_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  if (auto st = require_float(**x, "relax.nn.silu", ctx); !st) return st.error();
  return map_elements(**x, ctx, [](auto v) {
    using C = decltype(v);
    return v / (C(1) + std::exp(-v));
  });
}

EvalOr<Value> leakyrelu_kernel(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  if (auto st = require_float(**x, "relax.nn.leakyrelu", ctx); !st) return st.error();
  auto alpha_attr = read_attr(call, "alpha", 0.01, ctx);
  if (!alpha_attr) return alpha_attr.error();
  double alpha = *alpha_attr;
  auto out = ctx.alloc((*x)->dtype, (*x)->shape);
  if (!out) return out.error();
  int64_t n = (*x)->num_elements();
  dispatch_dtype((*x)->dtype, [&](auto tag) {
    using T = decltype(tag);
    // alpha is a constant of x's dtype (float16: rounded to float16 first).
    using C = compute_t<T>;
    C a = load_elem(store_elem<T>(C(alpha)));
    const T* s = (*x)->ptr<T>();
    T* d = out->ptr<T>();
    for (int64_t i = 0; i < n; ++i) {
      C v = load_elem(s[i]);
      d[i] = store_elem<T>(v > C(0) ? v : C(v * a));
    }
  });
  return Value(*out);
}

/// A tensor's shape split around `axis`: outer * len * inner elements.
struct AxisSplit {
  int64_t outer = 1, len = 1, inner = 1;
};

AxisSplit split_at(const std::vector<int64_t>& shape, size_t axis) {
  AxisSplit s;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i < axis)
      s.outer *= shape[i];
    else if (i == axis)
      s.len = shape[i];
    else
      s.inner *= shape[i];
  }
  return s;
}

Kernel softmax_kernel(bool log) {
  return [log](const CallNode& call, const std::vector<Value>& args,
               KernelContext& ctx) -> EvalOr<Value> {
    const char* op = log ? "relax.nn.log_softmax" : "relax.nn.softmax";
    auto x = tensor_arg(call, args, 0, ctx);
    if (!x) return x.error();
    const Tensor& in = **x;
    if (auto st = require_float(in, op, ctx); !st) return st.error();
    auto axis_attr = read_attr<int64_t>(call, "axis", -1, ctx);
    if (!axis_attr) return axis_attr.error();
    int64_t ndim = in.ndim(), axis = *axis_attr;
    if (axis < -ndim || axis >= ndim)
      return ctx.error(
          EvalErrorKind::kIndexOutOfRange,
          fmt::format("{}: axis {} is out of range for {} dimensions", op, axis, ndim));
    if (axis < 0) axis += ndim;
    std::vector<double> v = to_doubles(in);
    AxisSplit s = split_at(in.shape, size_t(axis));
    for (int64_t o = 0; o < s.outer; ++o)
      for (int64_t i = 0; i < s.inner; ++i) {
        auto at = [&](int64_t k) -> double& { return v[size_t((o * s.len + k) * s.inner + i)]; };
        double mx = -std::numeric_limits<double>::infinity();
        for (int64_t k = 0; k < s.len; ++k) mx = std::max(mx, at(k));
        double sum = 0;
        for (int64_t k = 0; k < s.len; ++k) sum += std::exp(at(k) - mx);
        for (int64_t k = 0; k < s.len; ++k)
          at(k) = log ? at(k) - mx - std::log(sum) : std::exp(at(k) - mx) / sum;
      }
    return from_doubles(in.dtype, in.shape, v, ctx);
  };
}

EvalOr<Value> layer_norm_kernel(const CallNode& call, const std::vector<Value>& args,
                                KernelContext& ctx) {
  const char* op = "relax.nn.layer_norm";
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  const Tensor& data = *t[0];
  if (auto st = require_float(data, op, ctx); !st) return st.error();
  int64_t ndim = data.ndim();
  auto axes_attr = read_attr(call, "axes", IntList{}, ctx);
  if (!axes_attr) return axes_attr.error();
  std::vector<int64_t> axes = *axes_attr;
  std::vector<bool> is_axis(size_t(ndim), false);
  std::vector<int64_t> lengths;
  for (int64_t& a : axes) {
    if (a < -ndim || a >= ndim || is_axis[size_t(a < 0 ? a + ndim : a)])
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: bad axes for {} dimensions", op, ndim));
    if (a < 0) a += ndim;
    is_axis[size_t(a)] = true;
    lengths.push_back(data.shape[size_t(a)]);
  }
  auto scale_attr = read_attr(call, "scale", true, ctx);
  if (!scale_attr) return scale_attr.error();
  auto center_attr = read_attr(call, "center", true, ctx);
  if (!center_attr) return center_attr.error();
  auto eps_attr = read_attr(call, "epsilon", 1e-5, ctx);
  if (!eps_attr) return eps_attr.error();
  bool scale = *scale_attr, center = *center_attr;
  double eps = *eps_attr;
  if (scale)
    if (auto st = check_param(*t[1], lengths, op, "gamma", ctx); !st) return st.error();
  if (center)
    if (auto st = check_param(*t[2], lengths, op, "beta", ctx); !st) return st.error();

  // Each element's group (its non-normalized coordinates) and parameter index (its normalized
  // coordinates in `axes` order), by an odometer over data's coordinates.
  size_t n = size_t(data.num_elements());
  std::vector<int64_t> group(n), param(n);
  std::vector<int64_t> coord(size_t(ndim), 0);
  int64_t groups = 1;
  for (int64_t d = 0; d < ndim; ++d)
    if (!is_axis[size_t(d)]) groups *= data.shape[size_t(d)];
  for (size_t i = 0; i < n; ++i) {
    int64_t g = 0, p = 0;
    for (int64_t d = 0; d < ndim; ++d)
      if (!is_axis[size_t(d)]) g = g * data.shape[size_t(d)] + coord[size_t(d)];
    for (int64_t a : axes) p = p * data.shape[size_t(a)] + coord[size_t(a)];
    group[i] = g;
    param[i] = p;
    for (int64_t d = ndim - 1; d >= 0; --d) {
      if (++coord[size_t(d)] < data.shape[size_t(d)]) break;
      coord[size_t(d)] = 0;
    }
  }
  std::vector<double> x = to_doubles(data);
  std::vector<double> mean(size_t(groups), 0), var(size_t(groups), 0);
  std::vector<int64_t> count(size_t(groups), 0);
  for (size_t i = 0; i < n; ++i) {
    mean[size_t(group[i])] += x[i];
    ++count[size_t(group[i])];
  }
  for (size_t g = 0; g < mean.size(); ++g) mean[g] /= double(std::max<int64_t>(count[g], 1));
  for (size_t i = 0; i < n; ++i) {
    double d = x[i] - mean[size_t(group[i])];
    var[size_t(group[i])] += d * d;
  }
  for (size_t g = 0; g < var.size(); ++g) var[g] /= double(std::max<int64_t>(count[g], 1));
  std::vector<double> gamma = to_doubles(*t[1]), beta = to_doubles(*t[2]);
  for (size_t i = 0; i < n; ++i) {
    size_t g = size_t(group[i]);
    double y = (x[i] - mean[g]) / std::sqrt(var[g] + eps);
    if (scale) y *= gamma[size_t(param[i])];
    if (center) y += beta[size_t(param[i])];
    x[i] = y;
  }
  return from_doubles(data.dtype, data.shape, x, ctx);
}

EvalOr<Value> batch_norm_kernel(const CallNode& call, const std::vector<Value>& args,
                                KernelContext& ctx) {
  const char* op = "relax.nn.batch_norm";
  static const char* const kNames[] = {"data", "gamma", "beta", "moving_mean", "moving_var"};
  const Tensor* t[5] = {};
  if (auto st = tensor_args(call, args, 5, t, ctx); !st) return st.error();
  const Tensor& data = *t[0];
  if (auto st = require_float(data, op, ctx); !st) return st.error();
  auto axis_attr = read_attr<int64_t>(call, "axis", 1, ctx);
  if (!axis_attr) return axis_attr.error();
  int64_t ndim = data.ndim(), axis = *axis_attr;
  if (axis < -ndim || axis >= ndim)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("{}: axis {} is out of range for {} dimensions", op, axis, ndim));
  if (axis < 0) axis += ndim;
  auto scale_attr = read_attr(call, "scale", true, ctx);
  if (!scale_attr) return scale_attr.error();
  auto center_attr = read_attr(call, "center", true, ctx);
  if (!center_attr) return center_attr.error();
  auto training_attr = read_attr(call, "training", true, ctx);
  if (!training_attr) return training_attr.error();
  auto eps_attr = read_attr(call, "epsilon", 1e-5, ctx);
  if (!eps_attr) return eps_attr.error();
  auto momentum_attr = read_attr(call, "momentum", 0.1, ctx);
  if (!momentum_attr) return momentum_attr.error();
  bool scale = *scale_attr, center = *center_attr, training = *training_attr;
  double eps = *eps_attr, momentum = *momentum_attr;
  std::vector<int64_t> len = {data.shape[size_t(axis)]};
  for (size_t i = 1; i < 5; ++i) {
    if ((i == 1 && !scale) || (i == 2 && !center)) continue;
    if (auto st = check_param(*t[i], len, op, kNames[i], ctx); !st) return st.error();
  }
  AxisSplit s = split_at(data.shape, size_t(axis));
  std::vector<double> x = to_doubles(data);
  std::vector<double> moving_mean = to_doubles(*t[3]), moving_var = to_doubles(*t[4]);
  std::vector<double> mean = moving_mean, var = moving_var;
  auto at = [&](int64_t o, int64_t c, int64_t i) -> double& {
    return x[size_t((o * s.len + c) * s.inner + i)];
  };
  // An empty batch has no statistics: 0 / 0 is NaN, as in TVM's lowering (topi divides by the
  // count) and numpy's mean of nothing.
  double count = double(s.outer * s.inner);
  if (training) {
    for (int64_t c = 0; c < s.len; ++c) {
      double sum = 0, sq = 0;
      for (int64_t o = 0; o < s.outer; ++o)
        for (int64_t i = 0; i < s.inner; ++i) sum += at(o, c, i);
      double m = sum / count;
      for (int64_t o = 0; o < s.outer; ++o)
        for (int64_t i = 0; i < s.inner; ++i) sq += (at(o, c, i) - m) * (at(o, c, i) - m);
      mean[size_t(c)] = m;
      var[size_t(c)] = sq / count;
    }
  }
  std::vector<double> gamma = to_doubles(*t[1]), beta = to_doubles(*t[2]);
  for (int64_t o = 0; o < s.outer; ++o)
    for (int64_t c = 0; c < s.len; ++c)
      for (int64_t i = 0; i < s.inner; ++i) {
        double& v = at(o, c, i);
        v = (v - mean[size_t(c)]) / std::sqrt(var[size_t(c)] + eps);
        if (scale) v *= gamma[size_t(c)];
        if (center) v += beta[size_t(c)];
      }
  if (training) {
    for (size_t c = 0; c < moving_mean.size(); ++c) {
      moving_mean[c] = (1 - momentum) * moving_mean[c] + momentum * mean[c];
      moving_var[c] = (1 - momentum) * moving_var[c] + momentum * var[c];
    }
  }
  auto out = from_doubles(data.dtype, data.shape, x, ctx);
  if (!out) return out.error();
  auto new_mean = from_doubles(t[3]->dtype, t[3]->shape, moving_mean, ctx);
  if (!new_mean) return new_mean.error();
  auto new_var = from_doubles(t[4]->dtype, t[4]->shape, moving_var, ctx);
  if (!new_var) return new_var.error();
  return make_tuple_value({*out, *new_mean, *new_var});
}

InferRule activation_rule(bool float_only) {
  return
      [float_only](const CallNode& call, const std::vector<StructInfo>& args, OpInferContext& ctx) {
        return infer_activation(call, args, ctx, float_only);
      };
}

} // namespace

void register_nn_ops(OpTable& table) {
  table.add(OpBuilder("nn", "relax.nn.relu")
                .args(1)
                .infer(activation_rule(false))
                .kernel(relu_kernel)
                .doc("max(x, 0) elementwise (NaN stays NaN)"));
  table.add(OpBuilder("nn", "relax.nn.gelu")
                .args(1)
                .infer(activation_rule(true))
                .kernel(gelu_kernel)
                .doc("0.5 x (1 + erf(x / sqrt(2))) elementwise; needs a float tensor"));
  table.add(OpBuilder("nn", "relax.nn.silu")
                .args(1)
                .infer(activation_rule(true))
                .kernel(silu_kernel)
                .doc("x * sigmoid(x) elementwise; needs a float tensor"));
  table.add(OpBuilder("nn", "relax.nn.leakyrelu")
                .args(1)
                .attrs({{"alpha", AttrType::kFloat, false}})
                .infer(activation_rule(true))
                .kernel(leakyrelu_kernel)
                .signature("data, alpha=0.01")
                .doc("x if x > 0 else x * alpha elementwise (alpha default 0.01); needs a float "
                     "tensor"));
  const std::vector<AttrSpec> softmax_attrs = {{"axis", AttrType::kInt, false}};
  table.add(OpBuilder("nn", "relax.nn.softmax")
                .args(1)
                .attrs(softmax_attrs)
                .infer(infer_softmax)
                .kernel(softmax_kernel(false))
                .doc("exp(x - max) / sum(exp(x - max)) along `axis` (default -1)"));
  table.add(OpBuilder("nn", "relax.nn.log_softmax")
                .args(1)
                .attrs(softmax_attrs)
                .infer(infer_softmax)
                .kernel(softmax_kernel(true))
                .doc("x - max - log(sum(exp(x - max))) along `axis` (default -1)"));
  table.add(OpBuilder("nn", "relax.nn.layer_norm")
                .args(3)
                .attrs({{"axes", AttrType::kIntList, true},
                        {"epsilon", AttrType::kFloat, false},
                        {"center", AttrType::kBool, false},
                        {"scale", AttrType::kBool, false}})
                .infer(infer_layer_norm)
                .kernel(layer_norm_kernel)
                .doc("(x - mean) / sqrt(var + epsilon) * gamma + beta over `axes`; gamma and beta "
                     "have the lengths of those axes"));
  table.add(OpBuilder("nn", "relax.nn.batch_norm")
                .args(5)
                .attrs({{"axis", AttrType::kInt, true},
                        {"epsilon", AttrType::kFloat, false},
                        {"center", AttrType::kBool, false},
                        {"scale", AttrType::kBool, false},
                        {"momentum", AttrType::kFloat, false},
                        {"training", AttrType::kBool, false}})
                .infer(infer_batch_norm)
                .kernel(batch_norm_kernel)
                .doc("per-channel normalization along `axis`; returns (out, moving_mean, "
                     "moving_var), the statistics updated when training"));
}

} // namespace rxv::sem
