// Generation specs of the nn_shape family (semantics/ops/nn_shape.cpp): pad of
// a tensor of known rank with small non-negative widths (constant with a
// pad_value, replicate, circular; reflect only on literal axes longer than
// their pads), batch_flatten of rank >= 2, pixel_shuffle of rank >= 3 with a
// literal channel count divisible by r^2.
#include "fuzz/ops_nn_common.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

auto known_rank(size_t min_ndim) {
  return [min_ndim](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return !t.dtype.is_bool() && d && d->size() >= min_ndim;
  };
}

std::optional<Expr> build_pad(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, known_rank(1));
  if (!x) return std::nullopt;
  const auto& dims = *known_dims(x->sinfo);
  static const char* const kModes[] = {"constant", "replicate", "circular", "reflect"};
  std::string mode = kModes[g.c_.draw(std::size(kModes))];
  std::vector<int64_t> widths;
  for (const PrimExpr& d : dims) {
    // replicate/circular need a non-empty axis, reflect one longer than each pad.
    int64_t most = 2;
    if (mode != "constant") {
      if (!is_int_imm(d) || d->int_value < 1) most = 0;
      if (mode == "reflect" && is_int_imm(d)) most = std::min<int64_t>(2, d->int_value - 1);
    }
    if (most < 0) most = 0;
    widths.push_back(g.c_.range(0, most));
    widths.push_back(g.c_.range(0, most));
  }
  Attrs attrs;
  attrs.set("pad_width", int_list_attr(widths));
  attrs.set("pad_mode", AttrValue::String(mode));
  attrs.set("pad_value", AttrValue::Float(mode == "constant" && g.c_.chance(50) ? 1.5 : 0.0));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_batch_flatten(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, known_rank(2));
  if (!x) return std::nullopt;
  return make_call(make_op(spec.op), {x->var}, Attrs{});
}

std::optional<Expr> build_pixel_shuffle(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return !t.dtype.is_bool() && d && d->size() >= 3 && is_int_imm((*d)[d->size() - 3]) &&
           (*d)[d->size() - 3]->int_value > 0;
  });
  if (!x) return std::nullopt;
  const auto& dims = *known_dims(x->sinfo);
  int64_t c = dims[dims.size() - 3]->int_value;
  std::vector<int64_t> factors{1};
  for (int64_t r = 2; r * r <= c; ++r)
    if (c % (r * r) == 0) factors.push_back(r);
  Attrs attrs;
  attrs.set("upscale_factor", AttrValue::Int(factors[g.c_.draw(factors.size())]));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_nn_shape_specs(OpSpecTable& table) {
  table.add("relax.nn.pad", 1, build_pad);
  table.add("relax.nn.batch_flatten", 1, build_batch_flatten);
  table.add("relax.nn.pixel_shuffle", 1, build_pixel_shuffle);
}

} // namespace rxv::fuzz
