// Generation specs of the nn_conv_pool family (semantics/ops/nn_conv_pool.cpp):
// conv2d, max_pool2d, avg_pool2d and adaptive_avg_pool2d on 4-D NCHW data
// whose (padded) height and width fit the window. For a symbolic height the
// padding covers the dilated window, so the output length is never negative
// for any value of the dim.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

AttrValue pair_attr(int64_t a, int64_t b) { return int_list_attr({a, b}); }

/// 4-D data with no literal 0 among C, H and W (an empty row has no window
/// that starts inside the input).
bool nchw(const Avail& a, const TensorSInfo& t) {
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

Window window(Gen& g, const PrimExpr& d, int64_t stride, int64_t dilation) {
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
std::pair<Window, Window> windows(Gen& g, const std::vector<PrimExpr>& dims) {
  int64_t s = g.c_.range(1, 2), d = g.c_.chance(20) ? 2 : 1;
  Window h = window(g, dims[2], s, d);
  if (g.c_.chance(50)) {
    s = g.c_.range(1, 2);
    d = g.c_.chance(20) ? 2 : 1;
  }
  return {h, window(g, dims[3], s, d)};
}

std::optional<Expr> build_conv2d(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, nchw);
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  const PrimExpr& channels = dims[1];
  auto [h, w] = windows(g, dims);
  int64_t groups = 1;
  Expr weight;
  if (is_int_imm(channels) && channels->int_value > 0) {
    int64_t c = channels->int_value;
    // Depthwise now and then: I = 1, O a multiple of C.
    if (c > 1 && g.c_.chance(25)) groups = c;
    int64_t out = groups == 1 ? g.c_.range(1, 3) : c * g.c_.range(1, 2);
    weight = g.make_constant(dtype, {out, c / groups, h.size, w.size}, false);
  } else {
    // A weight in scope with I equal to the (symbolic) channel count; its
    // window must satisfy the symbolic padding rule, so only 1x1 ones.
    std::vector<size_t> ws = g.candidates(scope, [&](const Avail& a) {
      const auto* t = as_tensor(a.sinfo);
      const auto* d = known_dims(a.sinfo);
      return t && t->dtype == dtype && d && d->size() == 4 && structural_equal((*d)[1], channels) &&
             is_int_imm((*d)[2]) && (*d)[2]->int_value == 1 && is_int_imm((*d)[3]) &&
             (*d)[3]->int_value == 1;
    });
    if (ws.empty()) return std::nullopt;
    weight = scope.vals[g.pick(ws)].var;
    h = Window{1, h.stride, h.dilation, 0, 0};
    w = Window{1, w.stride, w.dilation, 0, 0};
  }
  attrs.set("strides", pair_attr(h.stride, w.stride));
  attrs.set("padding", int_list_attr({h.pad_lo, w.pad_lo, h.pad_hi, w.pad_hi}));
  attrs.set("dilation", pair_attr(h.dilation, w.dilation));
  attrs.set("groups", AttrValue::Int(groups));
  attrs.set("data_layout", AttrValue::String("NCHW"));
  attrs.set("kernel_layout", AttrValue::String("OIHW"));
  attrs.set("out_layout", AttrValue::String("NCHW"));
  attrs.set("out_dtype", dtype_attr(DataType::Void()));
  return make_call(make_op(spec.op), {x->var, weight}, std::move(attrs));
}

std::optional<Expr> build_pool2d(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, nchw);
  if (!x) return std::nullopt;
  const auto& dims = *known_dims(x->sinfo);
  auto [h, w] = windows(g, dims);
  attrs.set("pool_size", pair_attr(h.size, w.size));
  attrs.set("strides", pair_attr(h.stride, w.stride));
  attrs.set("dilation", pair_attr(h.dilation, w.dilation));
  attrs.set("padding", int_list_attr({h.pad_lo, w.pad_lo, h.pad_hi, w.pad_hi}));
  attrs.set("ceil_mode", AttrValue::Bool(g.c_.chance(30)));
  attrs.set("count_include_pad", AttrValue::Bool(g.c_.chance(30)));
  attrs.set("layout", AttrValue::String("NCHW"));
  attrs.set("out_layout", AttrValue::String("NCHW"));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_adaptive_pool2d(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, nchw);
  if (!x) return std::nullopt;
  switch (g.c_.draw(3)) {
  case 0: attrs.set("output_size", AttrValue::None()); break;
  case 1: attrs.set("output_size", int_list_attr({g.c_.range(1, 3)})); break;
  default: attrs.set("output_size", pair_attr(g.c_.range(1, 3), g.c_.range(1, 3))); break;
  }
  attrs.set("layout", AttrValue::String("NCHW"));
  attrs.set("out_layout", AttrValue::String("NCHW"));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_nn_conv_pool_specs(OpSpecTable& table) {
  // 4-D data is rare, so the NCHW ops are drawn more often (most draws find
  // none and build nothing).
  table.add("relax.nn.conv2d", 3, build_conv2d);
  for (const char* op : {"relax.nn.max_pool2d", "relax.nn.avg_pool2d"})
    table.add(op, 2, build_pool2d);
  table.add("relax.nn.adaptive_avg_pool2d", 2, build_adaptive_pool2d);
}

} // namespace rxv::fuzz
