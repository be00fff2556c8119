// Generation specs of the nn_conv family (semantics/ops/nn_conv.cpp): conv2d on 4-D NCHW data
// (windows from fuzz/nn_window_gen.h).
#include "fuzz/nn_window_gen.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;
using namespace nn_gen;

namespace {

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

} // namespace

void register_nn_conv_specs(OpSpecTable& table) {
  // 4-D data is rare, so the NCHW ops are drawn more often (most draws find
  // none and build nothing).
  table.add("relax.nn.conv2d", 3, build_conv2d);
}

} // namespace rxv::fuzz
