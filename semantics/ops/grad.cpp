// Gradient ops emitted by TVM's Gradient pass: relax.grad.nll_loss_backward,
// max_pool2d_backward, avg_pool2d_backward, take_backward. StructInfo rule (TVM's
// src/relax/op/tensor/grad.cc): each returns the StructInfo of its second argument (predictions,
// data, x) unchecked, as TVM does. Kernels (TVM's legalizations, legalize_ops/grad.py):
// - nll_loss_backward(output_grad, predictions, targets, weights=None, reduction="mean",
//   ignore_index=-100): d loss / d predictions of nll_loss: -w[t] * g at the target class t of
//   each position, 0 elsewhere; g is output_grad at the position ("none"), output_grad ("sum"),
//   or output_grad / (sum of the weights of the targets not ignored) ("mean"). Targets equal to
//   ignore_index get 0 and leave the weight sum (TVM masks them only for ignore_index >= 0 and
//   reads weights[ignore_index] out of bounds otherwise); a target out of range is an
//   IndexOutOfRange.
// - max_pool2d_backward / avg_pool2d_backward(output_grad, data, pool_size, strides, padding,
//   dilation, ceil_mode, count_include_pad, layout, out_layout): TOPI's pool_grad. Each pooling
//   window of the forward op (windows of pool_size taps spaced by dilation, stride apart, over
//   data padded by (top, left, bottom, right), ceil_mode adding stride - 1 at the bottom/right)
//   sends its output gradient: max to its first largest tap in row-major order (padding reads as
//   the dtype's lowest value and drops what it receives), avg to every in-bounds tap divided by
//   pool_size[0] * pool_size[1] (count_include_pad) or by its number of in-bounds taps. H and W
//   are the axes of `layout`'s 'H' and 'W'. TVM does not legalize a dilation other than 1.
// - take_backward(output_grad, x, indices, axis=None): zeros like x, then out[.., indices[l], ..]
//   += output_grad[.., l, ..] along `axis` (None: over x flattened), in order, in x's dtype;
//   indices must be 1-D and in [0, len) (TVM writes out of bounds otherwise).
#include <fmt/format.h>

#include <limits>

#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

/// TVM's rule for every grad op: the StructInfo of argument 1.
StructInfo infer_like_arg1(const CallNode&, const std::vector<StructInfo>& args, OpInferContext&) {
  return args[1];
}

EvalOr<Value> nll_loss_backward_kernel(const CallNode& call, const std::vector<Value>& args,
                                       KernelContext& ctx) {
  const char* op = "relax.grad.nll_loss_backward";
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  const Tensor &grad = *t[0], &pred = *t[1], &tgt = *t[2];
  const Tensor* weights = nullptr;
  if (args.size() == 4) {
    auto w = tensor_arg(call, args, 3, ctx);
    if (!w) return w.error();
    weights = *w;
  }
  auto o = nll_operands(call, pred, tgt, weights, op, ctx);
  if (!o) return o.error();
  bool per_position = o->reduction == "none";
  if (grad.shape != (per_position ? o->target_shape : std::vector<int64_t>{}))
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: output_grad {} does not fit reduction \"{}\"", op,
                                 format_shape(grad.shape), o->reduction));
  size_t n = size_t(tgt.num_elements());
  double weight_sum = 0;
  for (size_t i = 0; i < n; ++i) {
    int64_t c = tgt.get_int(int64_t(i));
    if (c != o->ignore_index) weight_sum += o->weights[size_t(c)];
  }
  weight_sum = round_to_dtype(weight_sum, pred.dtype);
  std::vector<double> out(size_t(pred.num_elements()), 0.0);
  for (size_t i = 0; i < n; ++i) {
    int64_t c = tgt.get_int(int64_t(i));
    if (c == o->ignore_index) continue;
    double g = grad.get_float(per_position ? int64_t(i) : 0);
    if (o->reduction == "mean") g = round_to_dtype(g / weight_sum, pred.dtype);
    out[size_t(o->at(int64_t(i), c))] = -o->weights[size_t(c)] * g;
  }
  return from_doubles(pred.dtype, pred.shape, out, ctx);
}

Kernel pool_grad_kernel(bool is_max) {
  return [is_max](const CallNode& call, const std::vector<Value>& args,
                  KernelContext& ctx) -> EvalOr<Value> {
    const char* op = is_max ? "relax.grad.max_pool2d_backward" : "relax.grad.avg_pool2d_backward";
    auto g_arg = tensor_arg(call, args, 0, ctx);
    if (!g_arg) return g_arg.error();
    auto x_arg = tensor_arg(call, args, 1, ctx);
    if (!x_arg) return x_arg.error();
    const Tensor &grad = **g_arg, &x = **x_arg;
    auto pool = read_attr(call, "pool_size", IntList{1, 1}, ctx);
    auto strides = read_attr(call, "strides", IntList{1, 1}, ctx);
    auto padding = read_attr(call, "padding", IntList{0, 0, 0, 0}, ctx);
    auto dilation = read_attr(call, "dilation", IntList{1, 1}, ctx);
    auto ceil_mode = read_attr(call, "ceil_mode", false, ctx);
    auto include_pad = read_attr(call, "count_include_pad", false, ctx);
    auto layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
    for (const auto* e : {&pool, &strides, &padding, &dilation})
      if (!*e) return e->error();
    if (!ceil_mode) return ceil_mode.error();
    if (!include_pad) return include_pad.error();
    if (!layout) return layout.error();
    // TVM's Python API expands a single int or a pair of paddings the same way.
    IntList pad = *padding;
    if (pad.size() == 1) pad = {pad[0], pad[0], pad[0], pad[0]};
    if (pad.size() == 2) pad = {pad[0], pad[1], pad[0], pad[1]};
    IntList k = *pool, s = *strides, dl = *dilation;
    if (k.size() == 1) k = {k[0], k[0]};
    if (s.size() == 1) s = {s[0], s[0]};
    if (dl.size() == 1) dl = {dl[0], dl[0]};
    size_t ha = layout->find('H'), wa = layout->find('W');
    if (k.size() != 2 || s.size() != 2 || dl.size() != 2 || pad.size() != 4 ||
        ha == std::string::npos || wa == std::string::npos || layout->size() != size_t(x.ndim()) ||
        !x.dtype.is_float() || grad.dtype != x.dtype)
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: needs float data and output_grad of one dtype, 2 pool "
                                   "sizes, strides and dilations, 4 paddings and a layout with "
                                   "H and W of data's rank",
                                   op));
    for (int64_t v : {k[0], k[1], s[0], s[1], dl[0], dl[1]})
      if (v <= 0)
        return ctx.error(EvalErrorKind::kTypeError,
                         fmt::format("{}: pool sizes, strides and dilations must be positive", op));
    int64_t H = x.shape[ha], W = x.shape[wa];
    int64_t extra_h = *ceil_mode ? s[0] - 1 : 0, extra_w = *ceil_mode ? s[1] - 1 : 0;
    int64_t oh = (H + pad[0] + pad[2] + extra_h - dl[0] * (k[0] - 1) - 1) / s[0] + 1;
    int64_t ow = (W + pad[1] + pad[3] + extra_w - dl[1] * (k[1] - 1) - 1) / s[1] + 1;
    std::vector<int64_t> out_shape = x.shape;
    out_shape[ha] = oh;
    out_shape[wa] = ow;
    if (grad.shape != out_shape)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{}: output_grad {} is not the pooled shape {}", op,
                                   format_shape(grad.shape), format_shape(out_shape)));
    std::vector<int64_t> xs = row_major_strides(x.shape);
    std::vector<double> xv = to_doubles(x), gv = to_doubles(grad), out(xv.size(), 0.0);
    double lowest = round_to_dtype(-std::numeric_limits<double>::max(), x.dtype);
    if (x.dtype.bits == 16) lowest = -65504.0;
    if (x.dtype.bits == 32) lowest = double(std::numeric_limits<float>::lowest());
    // Walk every output position; `base` is its offset with H and W at 0.
    std::vector<int64_t> coord(out_shape.size(), 0);
    int64_t n_out = grad.num_elements();
    for (int64_t o = 0; o < n_out; ++o) {
      int64_t base = 0;
      for (size_t d = 0; d < coord.size(); ++d)
        if (d != ha && d != wa) base += coord[d] * xs[d];
      int64_t h0 = coord[ha] * s[0] - pad[0], w0 = coord[wa] * s[1] - pad[1];
      double best = 0;
      int64_t best_at = -1, taps = 0;
      bool first = true;
      for (int64_t i = 0; i < k[0]; ++i)
        for (int64_t j = 0; j < k[1]; ++j) {
          int64_t h = h0 + i * dl[0], w = w0 + j * dl[1];
          bool inside = h >= 0 && h < H && w >= 0 && w < W;
          taps += inside;
          if (!is_max) continue;
          double v = inside ? xv[size_t(base + h * xs[ha] + w * xs[wa])] : lowest;
          if (first || v > best) {
            best = v;
            best_at = inside ? base + h * xs[ha] + w * xs[wa] : -1;
            first = false;
          }
        }
      double g = gv[size_t(o)];
      if (is_max) {
        if (best_at >= 0) out[size_t(best_at)] += g;
      } else {
        double count = *include_pad ? double(k[0] * k[1]) : double(std::max<int64_t>(taps, 1));
        double share = round_to_dtype(g / count, x.dtype);
        for (int64_t i = 0; i < k[0]; ++i)
          for (int64_t j = 0; j < k[1]; ++j) {
            int64_t h = h0 + i * dl[0], w = w0 + j * dl[1];
            if (h >= 0 && h < H && w >= 0 && w < W)
              out[size_t(base + h * xs[ha] + w * xs[wa])] += share;
          }
      }
      for (size_t d = coord.size(); d-- > 0;) {
        if (++coord[d] < out_shape[d]) break;
        coord[d] = 0;
      }
    }
    return from_doubles(x.dtype, x.shape, out, ctx);
  };
}

EvalOr<Value> take_backward_kernel(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  const char* op = "relax.grad.take_backward";
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  const Tensor &grad = *t[0], &x = *t[1], &idx = *t[2];
  auto axis_attr = read_attr<std::optional<int64_t>>(call, "axis", std::nullopt, ctx);
  if (!axis_attr) return axis_attr.error();
  if (idx.ndim() != 1 || !idx.dtype.is_integral())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: indices must be a 1-D integer tensor, got {} {}", op,
                                 idx.dtype.str(), format_shape(idx.shape)));
  int64_t len = idx.shape[0];
  int64_t pre = 1, axis_len = x.num_elements(), post = 1;
  std::vector<int64_t> want = {len};
  if (*axis_attr) {
    auto axis = normalize_run_axis(call, **axis_attr, x.ndim(), ctx);
    if (!axis) return axis.error();
    want = x.shape;
    want[size_t(*axis)] = len;
    axis_len = x.shape[size_t(*axis)];
    for (int64_t d = 0; d < x.ndim(); ++d) {
      if (d < *axis) pre *= x.shape[size_t(d)];
      if (d > *axis) post *= x.shape[size_t(d)];
    }
  }
  if (grad.shape != want)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: output_grad {} is not the taken shape {}", op,
                                 format_shape(grad.shape), format_shape(want)));
  std::vector<double> out(size_t(x.num_elements()), 0.0), g = to_doubles(grad);
  for (int64_t l = 0; l < len; ++l) {
    int64_t at = idx.get_int(l);
    if (at < 0 || at >= axis_len)
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: index {} is out of range for length {}", op, at, axis_len));
  }
  // The legalization's loop order (outer positions, then indices), each addition in x's dtype.
  for (int64_t i = 0; i < pre; ++i)
    for (int64_t j = 0; j < post; ++j)
      for (int64_t l = 0; l < len; ++l) {
        size_t o = size_t((i * axis_len + idx.get_int(l)) * post + j);
        size_t gi = size_t((i * len + l) * post + j);
        out[o] = round_to_dtype(out[o] + g[gi], x.dtype);
      }
  return from_doubles(x.dtype, x.shape, out, ctx);
}

} // namespace

void register_grad_ops(OpTable& table) {
  table.add(
      OpBuilder("grad", "relax.grad.nll_loss_backward")
          .args(3, 4)
          .attrs({{"reduction", AttrType::kString, false}, {"ignore_index", AttrType::kInt, false}})
          .infer(infer_like_arg1)
          .kernel(nll_loss_backward_kernel)
          .signature("output_grad, predictions, targets, weights=None, reduction='mean', "
                     "ignore_index=-100")
          .doc("the gradient of nll_loss with respect to predictions"));
  const std::vector<AttrSpec> pool_attrs = {
      {"pool_size", AttrType::kIntList, false}, {"strides", AttrType::kIntList, false},
      {"padding", AttrType::kIntList, false},   {"dilation", AttrType::kIntList, false},
      {"ceil_mode", AttrType::kBool, false},    {"count_include_pad", AttrType::kBool, false},
      {"layout", AttrType::kString, false},     {"out_layout", AttrType::kAny, false}};
  const char* pool_sig = "output_grad, data, pool_size=(1, 1), strides=(1, 1), padding=(0, 0, 0, "
                         "0), dilation=(1, 1), ceil_mode=False, count_include_pad=False, "
                         "layout='NCHW', out_layout=None";
  table.add(OpBuilder("grad", "relax.grad.max_pool2d_backward")
                .args(2)
                .attrs(pool_attrs)
                .infer(infer_like_arg1)
                .kernel(pool_grad_kernel(true))
                .signature(pool_sig)
                .doc("the gradient of max_pool2d: each window's output gradient to its first "
                     "largest tap"));
  table.add(OpBuilder("grad", "relax.grad.avg_pool2d_backward")
                .args(2)
                .attrs(pool_attrs)
                .infer(infer_like_arg1)
                .kernel(pool_grad_kernel(false))
                .signature(pool_sig)
                .doc("the gradient of avg_pool2d: each window's output gradient shared by its "
                     "taps"));
  table.add(OpBuilder("grad", "relax.grad.take_backward")
                .args(3)
                .attrs({{"axis", AttrType::kOptionalInt, false}})
                .infer(infer_like_arg1)
                .kernel(take_backward_kernel)
                .signature("output_grad, x, indices, axis=None")
                .doc("zeros like x with output_grad added at the taken indices"));
}

} // namespace rxv::sem
