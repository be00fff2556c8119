// Generation specs of the nn_pool family (semantics/ops/nn_pool.cpp): max_pool2d, avg_pool2d
// and adaptive_avg_pool2d on 4-D NCHW data (windows from fuzz/nn_window_gen.h).
#include "fuzz/nn_window_gen.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;
using namespace nn_gen;

namespace {

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

void register_nn_pool_specs(OpSpecTable& table) {
  // 4-D data is rare, so the NCHW ops are drawn more often (most draws find
  // none and build nothing).
  for (const char* op : {"relax.nn.max_pool2d", "relax.nn.avg_pool2d"})
    table.add(op, 2, build_pool2d);
  table.add("relax.nn.adaptive_avg_pool2d", 2, build_adaptive_pool2d);
}

} // namespace rxv::fuzz
