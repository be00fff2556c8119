// Generation specs of the nn_pool family (semantics/ops/nn_pool.cpp): max_pool, avg_pool and
// adaptive_avg_pool of 1 and 2 spatial dims on NCW / NCHW data (windows from
// fuzz/nn_window_gen.h); the 3-d ones are excluded (5-D data is too rare).
#include <fmt/format.h>

#include "fuzz/nn_window_gen.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;
using namespace nn_gen;

namespace {

const Avail* pick_data(Gen& g, Scope& scope, size_t nd) {
  return g.pick_tensor(
      scope, [nd](const Avail& a, const TensorSInfo& t) { return spatial_data(a, t, nd); });
}

std::optional<Expr> build_pool(Gen& g, Scope& scope, const OpSpec& spec, size_t nd) {
  Attrs attrs;
  const Avail* x = pick_data(g, scope, nd);
  if (!x) return std::nullopt;
  std::vector<Window> ws = windows(g, *known_dims(x->sinfo), nd);
  attrs.set("pool_size", per_axis(ws, [](const Window& w) { return w.size; }));
  attrs.set("strides", per_axis(ws, [](const Window& w) { return w.stride; }));
  attrs.set("dilation", per_axis(ws, [](const Window& w) { return w.dilation; }));
  attrs.set("padding", padding_attr(ws));
  attrs.set("ceil_mode", AttrValue::Bool(g.c_.chance(30)));
  attrs.set("count_include_pad", AttrValue::Bool(g.c_.chance(30)));
  attrs.set("layout", AttrValue::String(data_layout(nd)));
  attrs.set("out_layout", AttrValue::String(data_layout(nd)));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_adaptive_pool(Gen& g, Scope& scope, const OpSpec& spec, size_t nd) {
  Attrs attrs;
  const Avail* x = pick_data(g, scope, nd);
  if (!x) return std::nullopt;
  switch (g.c_.draw(3)) {
  case 0: attrs.set("output_size", AttrValue::None()); break;
  case 1: attrs.set("output_size", int_list_attr({g.c_.range(1, 3)})); break;
  default: {
    std::vector<int64_t> size;
    for (size_t j = 0; j < nd; ++j) size.push_back(g.c_.range(1, 3));
    attrs.set("output_size", int_list_attr(size));
    break;
  }
  }
  attrs.set("layout", AttrValue::String(data_layout(nd)));
  attrs.set("out_layout", AttrValue::String(data_layout(nd)));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_nn_pool_specs(OpSpecTable& table) {
  // Data of 3 or 4 dims is rare, so the pools are drawn more often (most draws find none and
  // build nothing). The 2-d ones first, as registered before the other ranks existed.
  for (size_t nd : {2, 1}) {
    for (const char* kind : {"max", "avg"})
      table.add(fmt::format("relax.nn.{}_pool{}d", kind, nd), 2,
                [nd](Gen& g, Scope& s, const OpSpec& spec) { return build_pool(g, s, spec, nd); });
    table.add(
        fmt::format("relax.nn.adaptive_avg_pool{}d", nd), 2,
        [nd](Gen& g, Scope& s, const OpSpec& spec) { return build_adaptive_pool(g, s, spec, nd); });
  }
  for (const char* op :
       {"relax.nn.max_pool3d", "relax.nn.avg_pool3d", "relax.nn.adaptive_avg_pool3d"})
    table.exclude(op, "needs 5-D data, which generated programs almost never hold (parameters "
                      "have at most 4 dims); its rank-generic rule and kernel are the ones the "
                      "1-d and 2-d specs exercise");
}

} // namespace rxv::fuzz
