// Generation specs of the nn family (op_specs.h): softmax, log_softmax,
// layer_norm, batch_norm, conv2d, max_pool2d, avg_pool2d and
// adaptive_avg_pool2d (relu, gelu and silu use the unary forms). The rules are
// in semantics/ops/nn.cpp and nn_conv_pool.cpp: float data for the
// normalizations, parameters whose dims provably equal the normalized ones,
// 4-D NCHW data whose (padded) height and width fit the window. For a
// symbolic height the padding covers the dilated window, so the output length
// is never negative for any value of the dim.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz::detail {

using namespace sem;

namespace {

AttrValue pair_attr(int64_t a, int64_t b) { return int_list_attr({a, b}); }

bool same_dims(const std::vector<PrimExpr> &a, const std::vector<PrimExpr> &b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!structural_equal(a[i], b[i]))
      return false;
  return true;
}

} // namespace

std::optional<Expr> Gen::build_nn_call(const OpSpec &spec, Scope &scope) {
  Expr op = make_op(spec.op);
  Attrs attrs;
  auto float_dims = [](size_t min_ndim) {
    return [min_ndim](const Avail &a, const TensorSInfo &t) {
      const auto *d = known_dims(a.sinfo);
      return t.dtype.is_float() && d && d->size() >= min_ndim;
    };
  };
  // 4-D data with no literal 0 among C, H and W (an empty row has no window
  // that starts inside the input).
  auto nchw = [](const Avail &a, const TensorSInfo &t) {
    const auto *d = known_dims(a.sinfo);
    if (t.dtype.is_bool() || !d || d->size() != 4)
      return false;
    for (size_t i = 1; i < 4; ++i)
      if (is_int_imm((*d)[i]) && (*d)[i]->int_value <= 0)
        return false;
    return true;
  };
  // A tensor of `dtype` with exactly `dims`: one in scope, or a constant when
  // the dims are literals; null when neither exists.
  auto param = [&](DataType dtype, const std::vector<PrimExpr> &dims) -> Expr {
    std::vector<size_t> idx = candidates(scope, [&](const Avail &a) {
      const auto *t = as_tensor(a.sinfo);
      const auto *d = known_dims(a.sinfo);
      return t && t->dtype == dtype && d && same_dims(*d, dims);
    });
    if (!idx.empty() && c_.chance(60))
      return scope.vals[pick(idx)].var;
    std::vector<int64_t> shape;
    for (const PrimExpr &d : dims) {
      // (No empty constant: one prints as `[]` and reads back without its
      // shape.)
      if (!is_int_imm(d) || d->int_value <= 0)
        return idx.empty() ? nullptr : Expr(scope.vals[pick(idx)].var);
      shape.push_back(d->int_value);
    }
    return make_constant(dtype, shape, false);
  };
  // Window, stride, dilation and padding along a dim `d` of the data, with an
  // output length of at least 1 (a literal d) or never negative (symbolic d).
  struct Window {
    int64_t size, stride, dilation, pad_lo, pad_hi;
  };
  auto window = [&](const PrimExpr &d, int64_t stride, int64_t dilation) {
    Window w{c_.range(1, 3), stride, dilation, 0, 0};
    if (is_int_imm(d)) {
      w.pad_lo = c_.range(0, w.size / 2);
      w.pad_hi = c_.range(0, w.size / 2);
      // Shrink the window until it fits the padded dim.
      while (w.size > 1 &&
             d->int_value + w.pad_lo + w.pad_hi < dilation * (w.size - 1) + 1)
        --w.size;
    } else {
      int64_t span = dilation * (w.size - 1); // the dilated window minus one
      w.pad_lo = span / 2;
      w.pad_hi = span - span / 2;
    }
    return w;
  };
  // Equal strides and dilations for H and W half the time, as front ends
  // usually write them.
  auto windows = [&](const std::vector<PrimExpr> &dims) {
    int64_t s = c_.range(1, 2), d = c_.chance(20) ? 2 : 1;
    Window h = window(dims[2], s, d);
    if (c_.chance(50)) {
      s = c_.range(1, 2);
      d = c_.chance(20) ? 2 : 1;
    }
    return std::pair<Window, Window>{h, window(dims[3], s, d)};
  };
  switch (spec.form) {
  case OpForm::kSoftmax: {
    const Avail *x = pick_tensor(scope, [](const Avail &, const TensorSInfo &t) {
      return t.dtype.is_float() && t.ndim >= 1;
    });
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    attrs.set("axis", AttrValue::Int(c_.range(-ndim, ndim - 1)));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kLayerNorm: {
    const Avail *x = pick_tensor(scope, float_dims(1));
    if (!x)
      return std::nullopt;
    DataType dtype = as_tensor(x->sinfo)->dtype;
    const auto &dims = *known_dims(x->sinfo);
    int64_t ndim = int64_t(dims.size());
    // The last k axes (TVM's usual use), written negatively half the time.
    int64_t k = c_.range(1, ndim);
    std::vector<int64_t> axes;
    std::vector<PrimExpr> pdims;
    bool negative = c_.chance(50);
    for (int64_t a = ndim - k; a < ndim; ++a) {
      axes.push_back(negative ? a - ndim : a);
      pdims.push_back(dims[size_t(a)]);
    }
    Expr gamma = param(dtype, pdims), beta = param(dtype, pdims);
    if (!gamma || !beta)
      return std::nullopt;
    attrs.set("axes", int_list_attr(axes));
    attrs.set("epsilon", AttrValue::Float(1e-5));
    attrs.set("center", AttrValue::Bool(c_.chance(80)));
    attrs.set("scale", AttrValue::Bool(c_.chance(80)));
    return make_call(op, {x->var, gamma, beta}, std::move(attrs));
  }
  case OpForm::kBatchNorm: {
    const Avail *x = pick_tensor(scope, float_dims(1));
    if (!x)
      return std::nullopt;
    DataType dtype = as_tensor(x->sinfo)->dtype;
    const auto &dims = *known_dims(x->sinfo);
    int64_t ndim = int64_t(dims.size());
    int64_t axis = ndim >= 2 && c_.chance(70) ? 1 : c_.range(0, ndim - 1);
    std::vector<Expr> args{x->var};
    for (int i = 0; i < 4; ++i) {
      Expr p = param(dtype, {dims[size_t(axis)]});
      if (!p)
        return std::nullopt;
      args.push_back(p);
    }
    attrs.set("axis", AttrValue::Int(axis));
    attrs.set("epsilon", AttrValue::Float(1e-5));
    attrs.set("center", AttrValue::Bool(c_.chance(80)));
    attrs.set("scale", AttrValue::Bool(c_.chance(80)));
    attrs.set("momentum", AttrValue::Float(0.1));
    attrs.set("training", AttrValue::Bool(c_.chance(50)));
    return make_call(op, std::move(args), std::move(attrs));
  }
  case OpForm::kConv2d: {
    const Avail *x = pick_tensor(scope, nchw);
    if (!x)
      return std::nullopt;
    DataType dtype = as_tensor(x->sinfo)->dtype;
    const auto &dims = *known_dims(x->sinfo);
    const PrimExpr &channels = dims[1];
    auto [h, w] = windows(dims);
    int64_t groups = 1;
    Expr weight;
    if (is_int_imm(channels) && channels->int_value > 0) {
      int64_t c = channels->int_value;
      // Depthwise now and then: I = 1, O a multiple of C.
      if (c > 1 && c_.chance(25))
        groups = c;
      int64_t out = groups == 1 ? c_.range(1, 3) : c * c_.range(1, 2);
      weight = make_constant(dtype, {out, c / groups, h.size, w.size}, false);
    } else {
      // A weight in scope with I equal to the (symbolic) channel count; its
      // window must satisfy the symbolic padding rule, so only 1x1 ones.
      std::vector<size_t> ws = candidates(scope, [&](const Avail &a) {
        const auto *t = as_tensor(a.sinfo);
        const auto *d = known_dims(a.sinfo);
        return t && t->dtype == dtype && d && d->size() == 4 &&
               structural_equal((*d)[1], channels) && is_int_imm((*d)[2]) &&
               (*d)[2]->int_value == 1 && is_int_imm((*d)[3]) &&
               (*d)[3]->int_value == 1;
      });
      if (ws.empty())
        return std::nullopt;
      weight = scope.vals[pick(ws)].var;
      h = Window{1, h.stride, h.dilation, 0, 0};
      w = Window{1, w.stride, w.dilation, 0, 0};
    }
    attrs.set("strides", pair_attr(h.stride, w.stride));
    attrs.set("padding",
              int_list_attr({h.pad_lo, w.pad_lo, h.pad_hi, w.pad_hi}));
    attrs.set("dilation", pair_attr(h.dilation, w.dilation));
    attrs.set("groups", AttrValue::Int(groups));
    attrs.set("data_layout", AttrValue::String("NCHW"));
    attrs.set("kernel_layout", AttrValue::String("OIHW"));
    attrs.set("out_layout", AttrValue::String("NCHW"));
    attrs.set("out_dtype", dtype_attr(DataType::Void()));
    return make_call(op, {x->var, weight}, std::move(attrs));
  }
  case OpForm::kPool2d: {
    const Avail *x = pick_tensor(scope, nchw);
    if (!x)
      return std::nullopt;
    const auto &dims = *known_dims(x->sinfo);
    auto [h, w] = windows(dims);
    attrs.set("pool_size", pair_attr(h.size, w.size));
    attrs.set("strides", pair_attr(h.stride, w.stride));
    attrs.set("dilation", pair_attr(h.dilation, w.dilation));
    attrs.set("padding",
              int_list_attr({h.pad_lo, w.pad_lo, h.pad_hi, w.pad_hi}));
    attrs.set("ceil_mode", AttrValue::Bool(c_.chance(30)));
    attrs.set("count_include_pad", AttrValue::Bool(c_.chance(30)));
    attrs.set("layout", AttrValue::String("NCHW"));
    attrs.set("out_layout", AttrValue::String("NCHW"));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kAdaptivePool: {
    const Avail *x = pick_tensor(scope, nchw);
    if (!x)
      return std::nullopt;
    switch (c_.draw(3)) {
    case 0:
      attrs.set("output_size", AttrValue::None());
      break;
    case 1:
      attrs.set("output_size", int_list_attr({c_.range(1, 3)}));
      break;
    default:
      attrs.set("output_size", pair_attr(c_.range(1, 3), c_.range(1, 3)));
      break;
    }
    attrs.set("layout", AttrValue::String("NCHW"));
    attrs.set("out_layout", AttrValue::String("NCHW"));
    return make_call(op, {x->var}, std::move(attrs));
  }
  default:
    return std::nullopt;
  }
}

} // namespace rxv::fuzz::detail
