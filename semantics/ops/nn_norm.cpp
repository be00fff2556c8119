// Normalizations beyond layer_norm / batch_norm (nn.cpp): relax.nn.rms_norm, group_norm,
// instance_norm. StructInfo rules (TVM's src/relax/op/nn/nn.cc):
// - rms_norm(data, weight, axes=-1, epsilon=1e-5): NormCheckDtypeAndShape (nn_common.h's
//   check_norm): data float, weight of data's dtype with the lengths of data's `axes`; data's
//   StructInfo.
// - group_norm(data, gamma, beta, num_groups, channel_axis, axes, epsilon=1e-5, center=True,
//   scale=True) and instance_norm(data, gamma, beta, channel_axis, axes, epsilon=1e-5,
//   center=True, scale=True): `channel_axis` and `axes` in range, channel_axis not among the
//   axes; gamma and beta 1-D tensors of data's dtype whose length is not provably other than the
//   channel axis's; group_norm also needs float data and a channel length not provably
//   indivisible by num_groups. Both give data's StructInfo.
// Kernels (TOPI's rms_norm, group_norm, instance_norm, which compute in float32 for float16
// data; here in float64, rounded once):
// - rms_norm: data / sqrt(mean(data^2 over axes) + epsilon) * weight.
// - instance_norm: statistics over `axes` (for each position of the other axes); group_norm:
//   statistics over `axes` plus the channels of one group (channel c is in group c / (C /
//   num_groups)). out = (x - mean) / sqrt(var + epsilon) (biased variance), then * gamma[c] and +
//   beta[c] for x's channel c. For float16 data the normalized value is rounded to float16 before
//   gamma and beta are applied in float16, as TOPI does.
// Deviations from TVM: center=False / scale=False leave beta / gamma out (TVM's legalization
// ignores both attributes and always applies them: docs/tvm-findings.md); a parameter length
// only possibly equal to data's is a warning (check_norm), and the kernels check lengths at run
// time (ShapeMismatch).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

// ---- StructInfo rules --------------------------------------------------------------------------

StructInfo infer_rms_norm(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) {
  auto axes = read_attr(call, "axes", IntList{-1}, ctx);
  if (!check_norm(call, args, {"data", "weight"}, axes, ctx)) return make_object_sinfo();
  const auto* data = as<TensorSInfo>(args[0]);
  return tensor_like(*data, data->dtype);
}

/// group_norm (`grouped`) and instance_norm.
StructInfo infer_channel_norm(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx, bool grouped) {
  static const char* const kNames[] = {"data", "gamma", "beta"};
  std::vector<const TensorSInfo*> t;
  for (size_t i = 0; i < 3; ++i) t.push_back(expect_tensor(call, args, i, kNames[i], ctx));
  if (!t[0] || !t[1] || !t[2]) return make_object_sinfo();
  const TensorSInfo& data = *t[0];
  auto channel_attr = read_attr<int64_t>(call, "channel_axis", 1, ctx);
  auto axes = read_attr(call, "axes", IntList{}, ctx);
  std::optional<int> channel;
  if (data.ndim >= 0) {
    channel = normalize_axis(call, channel_attr, data.ndim, ctx);
    auto norm_axes = normalize_axes(call, axes, data.ndim, ctx);
    if (channel && norm_axes &&
        std::find(norm_axes->begin(), norm_axes->end(), *channel) != norm_axes->end())
      ctx.error(fmt::format("{}: channel_axis {} must not be one of the axes [{}]", op_name(call),
                            channel_attr, fmt::join(axes, ", ")));
  }
  if (grouped && !data.dtype.is_void() && !data.dtype.is_float())
    ctx.error(fmt::format("{} needs float data, got dtype {}", op_name(call), data.dtype.str()));
  const std::vector<PrimExpr>* dims = tensor_dims(data);
  std::optional<PrimExpr> channels;
  if (dims && channel) channels = (*dims)[size_t(*channel)];
  if (grouped && channels) {
    int64_t groups = read_attr<int64_t>(call, "num_groups", 1, ctx);
    if (groups <= 0)
      ctx.error(fmt::format("{}: num_groups must be positive, got {}", op_name(call), groups));
    else if (ctx.arith()
                 .prove_not_equal(make_binary(PrimKind::kFloorMod, *channels, make_int(groups)),
                                  make_int(0))
                 .is_proved())
      ctx.error(fmt::format("{}: the channel axis's length {} is not divisible by num_groups {}",
                            op_name(call), describe_dims({*channels}), groups));
  }
  for (size_t i = 1; i < 3; ++i) {
    const TensorSInfo& p = *t[i];
    if (!p.dtype.is_void() && !data.dtype.is_void() && p.dtype != data.dtype) {
      ctx.error(fmt::format("{}: {} has dtype {}, but data has dtype {}", op_name(call), kNames[i],
                            p.dtype.str(), data.dtype.str()));
      continue;
    }
    if (p.ndim >= 0 && p.ndim != 1) {
      ctx.error(fmt::format("{}: {} must be 1-D (one value per channel), got {}", op_name(call),
                            kNames[i], describe(args[i])));
      continue;
    }
    const std::vector<PrimExpr>* p_dims = tensor_dims(p);
    if (!p_dims || !channels) continue;
    Compat c = compare_dims(*p_dims, {*channels}, ctx.arith());
    if (c == Compat::kIncompatible)
      ctx.error(fmt::format("{}: {} has length {}, but the channel axis has length {}",
                            op_name(call), kNames[i], describe_dims(*p_dims),
                            describe_dims({*channels})));
    else if (c == Compat::kPossibly)
      ctx.warning(fmt::format("{}: {} has length {} and the channel axis {}: not provably equal; "
                              "a run-time check is needed",
                              op_name(call), kNames[i], describe_dims(*p_dims),
                              describe_dims({*channels})));
  }
  return tensor_like(data, data.dtype);
}

// ---- Kernels -----------------------------------------------------------------------------------

/// Reads `axes` as a mask over `ndim` dims (IndexOutOfRange for one out of range or repeated).
EvalOr<std::vector<bool>> axes_mask(const CallNode& call, const IntList& axes, int64_t ndim,
                                    KernelContext& ctx) {
  std::vector<bool> mask(size_t(ndim), false);
  for (int64_t a : axes) {
    auto n = normalize_run_axis(call, a, ndim, ctx);
    if (!n) return n.error();
    if (mask[size_t(*n)])
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: axis {} is repeated", op_name(call), a));
    mask[size_t(*n)] = true;
  }
  return mask;
}

/// Each element's statistics group: its coordinates along the axes not in `reduce`, mixed-radix,
/// with the channel axis's coordinate c replaced by c / group_size when `group_size` > 0.
std::vector<int64_t> element_groups(const std::vector<int64_t>& shape,
                                    const std::vector<bool>& reduce, int channel,
                                    int64_t group_size, int64_t* groups) {
  size_t n = size_t(shape_size(shape));
  std::vector<int64_t> out(n), coord(shape.size(), 0);
  *groups = 1;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (reduce[d]) continue;
    *groups *= int(d) == channel && group_size > 0 ? shape[d] / group_size : shape[d];
  }
  for (size_t i = 0; i < n; ++i) {
    int64_t g = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      if (reduce[d]) continue;
      if (int(d) == channel && group_size > 0)
        g = g * (shape[d] / group_size) + coord[d] / group_size;
      else
        g = g * shape[d] + coord[d];
    }
    out[i] = g;
    for (size_t d = shape.size(); d-- > 0;) {
      if (++coord[d] < shape[d]) break;
      coord[d] = 0;
    }
  }
  return out;
}

/// Mean and biased variance of `x` per group.
void group_stats(const std::vector<double>& x, const std::vector<int64_t>& group, int64_t groups,
                 std::vector<double>& mean, std::vector<double>& var) {
  mean.assign(size_t(groups), 0);
  var.assign(size_t(groups), 0);
  std::vector<double> count(size_t(groups), 0);
  for (size_t i = 0; i < x.size(); ++i) {
    mean[size_t(group[i])] += x[i];
    count[size_t(group[i])] += 1;
  }
  // An empty group has no statistics: 0 / 0 is NaN, as TOPI's division by the count.
  for (size_t g = 0; g < mean.size(); ++g) mean[g] /= count[g];
  for (size_t i = 0; i < x.size(); ++i) {
    double d = x[i] - mean[size_t(group[i])];
    var[size_t(group[i])] += d * d;
  }
  for (size_t g = 0; g < var.size(); ++g) var[g] /= count[g];
}

EvalOr<Value> rms_norm_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  const char* op = "relax.nn.rms_norm";
  auto data_arg = tensor_arg(call, args, 0, ctx);
  if (!data_arg) return data_arg.error();
  auto weight_arg = tensor_arg(call, args, 1, ctx);
  if (!weight_arg) return weight_arg.error();
  const Tensor& data = **data_arg;
  if (auto st = require_float(data, op, ctx); !st) return st.error();
  auto axes = read_attr(call, "axes", IntList{-1}, ctx);
  if (!axes) return axes.error();
  auto eps = read_attr(call, "epsilon", 1e-5, ctx);
  if (!eps) return eps.error();
  auto mask = axes_mask(call, *axes, data.ndim(), ctx);
  if (!mask) return mask.error();
  std::vector<int64_t> lengths;
  for (int64_t a : *axes) lengths.push_back(data.shape[size_t(a < 0 ? a + data.ndim() : a)]);
  if (auto st = check_param(**weight_arg, lengths, op, "weight", ctx); !st) return st.error();
  int64_t groups = 0;
  std::vector<int64_t> group = element_groups(data.shape, *mask, -1, 0, &groups);
  std::vector<double> x = to_doubles(data), w = to_doubles(**weight_arg);
  std::vector<double> sq(size_t(groups), 0), count(size_t(groups), 0);
  for (size_t i = 0; i < x.size(); ++i) {
    sq[size_t(group[i])] += x[i] * x[i];
    count[size_t(group[i])] += 1;
  }
  // The weight index: the element's coordinates along `axes`, in the order `axes` lists them.
  std::vector<int64_t> coord(data.shape.size(), 0);
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t p = 0;
    for (int64_t a : *axes) {
      size_t d = size_t(a < 0 ? a + data.ndim() : a);
      p = p * data.shape[d] + coord[d];
    }
    size_t g = size_t(group[i]);
    x[i] = x[i] / std::sqrt(sq[g] / count[g] + *eps) * w[size_t(p)];
    for (size_t d = coord.size(); d-- > 0;) {
      if (++coord[d] < data.shape[d]) break;
      coord[d] = 0;
    }
  }
  return from_doubles(data.dtype, data.shape, x, ctx);
}

Kernel channel_norm_kernel(bool grouped) {
  return [grouped](const CallNode& call, const std::vector<Value>& args,
                   KernelContext& ctx) -> EvalOr<Value> {
    const char* op = grouped ? "relax.nn.group_norm" : "relax.nn.instance_norm";
    const Tensor* t[3] = {};
    if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
    const Tensor& data = *t[0];
    if (auto st = require_float(data, op, ctx); !st) return st.error();
    int64_t ndim = data.ndim();
    auto channel_attr = read_attr<int64_t>(call, "channel_axis", 1, ctx);
    if (!channel_attr) return channel_attr.error();
    auto channel = normalize_run_axis(call, *channel_attr, ndim, ctx);
    if (!channel) return channel.error();
    auto axes = read_attr(call, "axes", IntList{}, ctx);
    if (!axes) return axes.error();
    auto mask = axes_mask(call, *axes, ndim, ctx);
    if (!mask) return mask.error();
    if ((*mask)[size_t(*channel)])
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: channel_axis {} is one of the axes", op, *channel_attr));
    auto eps = read_attr(call, "epsilon", 1e-5, ctx);
    if (!eps) return eps.error();
    auto center = read_attr(call, "center", true, ctx);
    if (!center) return center.error();
    auto scale = read_attr(call, "scale", true, ctx);
    if (!scale) return scale.error();
    int64_t channels = data.shape[size_t(*channel)];
    int64_t group_size = 0;
    if (grouped) {
      auto num_groups = read_attr<int64_t>(call, "num_groups", 1, ctx);
      if (!num_groups) return num_groups.error();
      if (*num_groups <= 0 || channels % *num_groups != 0)
        return ctx.error(
            EvalErrorKind::kShapeMismatch,
            fmt::format("{}: {} channels do not split into {} groups", op, channels, *num_groups));
      group_size = channels / *num_groups;
      // The channel axis joins the reduced ones; its coordinate's group stays in the key.
    }
    if (*scale)
      if (auto st = check_param(*t[1], {channels}, op, "gamma", ctx); !st) return st.error();
    if (*center)
      if (auto st = check_param(*t[2], {channels}, op, "beta", ctx); !st) return st.error();
    int64_t groups = 0;
    std::vector<int64_t> group =
        element_groups(data.shape, *mask, grouped ? int(*channel) : -1, group_size, &groups);
    std::vector<double> x = to_doubles(data), mean, var;
    group_stats(x, group, groups, mean, var);
    std::vector<double> gamma = to_doubles(*t[1]), beta = to_doubles(*t[2]);
    int64_t inner = 1;
    for (int64_t d = *channel + 1; d < ndim; ++d) inner *= data.shape[size_t(d)];
    // float16: TOPI rounds the normalized value, then multiplies and adds in float16.
    bool half = data.dtype.bits == 16;
    for (size_t i = 0; i < x.size(); ++i) {
      size_t g = size_t(group[i]);
      size_t c = size_t((int64_t(i) / inner) % channels);
      double y = (x[i] - mean[g]) / std::sqrt(var[g] + *eps);
      if (half) y = round_to_dtype(y, data.dtype);
      if (*scale) y = half ? round_to_dtype(y * gamma[c], data.dtype) : y * gamma[c];
      if (*center) y = half ? round_to_dtype(y + beta[c], data.dtype) : y + beta[c];
      x[i] = y;
    }
    return from_doubles(data.dtype, data.shape, x, ctx);
  };
}

} // namespace

void register_nn_norm_ops(OpTable& table) {
  table.add(OpBuilder("nn_norm", "relax.nn.rms_norm")
                .args(2)
                .attrs({{"axes", AttrType::kIntList, false}, {"epsilon", AttrType::kFloat, false}})
                .infer(infer_rms_norm)
                .kernel(rms_norm_kernel)
                .signature("data, weight, axes=-1, epsilon=1e-05")
                .doc("data / sqrt(mean(data^2 over `axes`) + epsilon) * weight; weight has the "
                     "lengths of those axes"));
  const std::vector<AttrSpec> common = {{"channel_axis", AttrType::kInt, true},
                                        {"axes", AttrType::kIntList, true},
                                        {"epsilon", AttrType::kFloat, false},
                                        {"center", AttrType::kBool, false},
                                        {"scale", AttrType::kBool, false}};
  std::vector<AttrSpec> group_attrs = {{"num_groups", AttrType::kInt, true}};
  group_attrs.insert(group_attrs.end(), common.begin(), common.end());
  table.add(
      OpBuilder("nn_norm", "relax.nn.group_norm")
          .args(3)
          .attrs(group_attrs)
          .infer([](const CallNode& call, const std::vector<StructInfo>& args,
                    OpInferContext& ctx) { return infer_channel_norm(call, args, ctx, true); })
          .kernel(channel_norm_kernel(true))
          .signature("data, gamma, beta, num_groups, channel_axis, axes, epsilon=1e-05, "
                     "center=True, scale=True")
          .doc("normalizes over `axes` and the channels of each of `num_groups` groups; "
               "then * gamma[c] + beta[c]"));
  table.add(
      OpBuilder("nn_norm", "relax.nn.instance_norm")
          .args(3)
          .attrs(common)
          .infer([](const CallNode& call, const std::vector<StructInfo>& args,
                    OpInferContext& ctx) { return infer_channel_norm(call, args, ctx, false); })
          .kernel(channel_norm_kernel(false))
          .signature("data, gamma, beta, channel_axis, axes, epsilon=1e-05, center=True, "
                     "scale=True")
          .doc("normalizes over `axes` for each position of the other axes; then * "
               "gamma[c] + beta[c] for the channel c"));
}

} // namespace rxv::sem
