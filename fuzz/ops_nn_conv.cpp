// Generation specs of the nn_conv family (semantics/ops/nn_conv.cpp): conv1d / conv2d on NCW /
// NCHW data and their transposed convolutions on data with literal extents (windows from
// fuzz/nn_window_gen.h); the 3-d ones are excluded (5-D data is too rare).
#include <fmt/format.h>

#include "fuzz/nn_window_gen.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;
using namespace nn_gen;

namespace {

/// The layout and dtype attributes every convolution takes (canonical layouts).
void set_layouts(Attrs& attrs, size_t nd, const char* weight_lead) {
  std::string dl = data_layout(nd);
  attrs.set("data_layout", AttrValue::String(dl));
  attrs.set("kernel_layout", AttrValue::String(weight_lead + dl.substr(2)));
  attrs.set("out_layout", AttrValue::String(dl));
  attrs.set("out_dtype", dtype_attr(DataType::Void()));
}

std::optional<Expr> build_conv(Gen& g, Scope& scope, const OpSpec& spec, size_t nd) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(
      scope, [nd](const Avail& a, const TensorSInfo& t) { return spatial_data(a, t, nd); });
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  const PrimExpr& channels = dims[1];
  std::vector<Window> ws = windows(g, dims, nd);
  int64_t groups = 1;
  Expr weight;
  if (is_int_imm(channels) && channels->int_value > 0) {
    int64_t c = channels->int_value;
    // Depthwise now and then: I = 1, O a multiple of C.
    if (c > 1 && g.c_.chance(25)) groups = c;
    int64_t out = groups == 1 ? g.c_.range(1, 3) : c * g.c_.range(1, 2);
    std::vector<int64_t> shape{out, c / groups};
    for (const Window& w : ws) shape.push_back(w.size);
    weight = g.make_constant(dtype, shape, false);
  } else {
    // A weight in scope with I equal to the (symbolic) channel count; its
    // window must satisfy the symbolic padding rule, so only 1x1 ones.
    std::vector<size_t> cands = g.candidates(scope, [&](const Avail& a) {
      const auto* t = as_tensor(a.sinfo);
      const auto* d = known_dims(a.sinfo);
      if (!t || t->dtype != dtype || !d || d->size() != nd + 2 ||
          !structural_equal((*d)[1], channels))
        return false;
      for (size_t j = 2; j < nd + 2; ++j)
        if (!is_int_imm((*d)[j]) || (*d)[j]->int_value != 1) return false;
      return true;
    });
    if (cands.empty()) return std::nullopt;
    weight = scope.vals[g.pick(cands)].var;
    for (Window& w : ws) w = Window{1, w.stride, w.dilation, 0, 0};
  }
  attrs.set("strides", per_axis(ws, [](const Window& w) { return w.stride; }));
  attrs.set("padding", padding_attr(ws));
  attrs.set("dilation", per_axis(ws, [](const Window& w) { return w.dilation; }));
  attrs.set("groups", AttrValue::Int(groups));
  set_layouts(attrs, nd, "OI");
  return make_call(make_op(spec.op), {x->var, weight}, std::move(attrs));
}

/// Data whose channels and spatial dims are literal and positive (the transposed output length
/// (in - 1) * stride - pads + dil * (k - 1) + output_padding + 1 is then at least 1).
bool literal_data(const Avail& a, const TensorSInfo& t, size_t nd) {
  if (!spatial_data(a, t, nd)) return false;
  const auto* d = known_dims(a.sinfo);
  for (size_t i = 1; i < nd + 2; ++i)
    if (!is_int_imm((*d)[i])) return false;
  return true;
}

std::optional<Expr> build_conv_transpose(Gen& g, Scope& scope, const OpSpec& spec, size_t nd) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(
      scope, [nd](const Avail& a, const TensorSInfo& t) { return literal_data(a, t, nd); });
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  int64_t c = (*known_dims(x->sinfo))[1]->int_value;
  int64_t groups = c > 1 && g.c_.chance(25) ? c : 1;
  std::vector<int64_t> shape{c, groups == 1 ? g.c_.range(1, 3) : g.c_.range(1, 2)};
  std::vector<int64_t> strides, dilation, output_padding, pad_lo, pad_hi;
  for (size_t j = 0; j < nd; ++j) {
    int64_t k = g.c_.range(1, 3), s = g.c_.range(1, 2), d = g.c_.chance(20) ? 2 : 1;
    shape.push_back(k);
    strides.push_back(s);
    dilation.push_back(d);
    output_padding.push_back(g.c_.range(0, s - 1));
    // Each padding at most half the dilated window: the pads never exceed d * (k - 1).
    pad_lo.push_back(g.c_.range(0, d * (k - 1) / 2));
    pad_hi.push_back(g.c_.range(0, d * (k - 1) / 2));
  }
  pad_lo.insert(pad_lo.end(), pad_hi.begin(), pad_hi.end());
  attrs.set("strides", int_list_attr(strides));
  attrs.set("padding", int_list_attr(pad_lo));
  attrs.set("output_padding", int_list_attr(output_padding));
  attrs.set("dilation", int_list_attr(dilation));
  attrs.set("groups", AttrValue::Int(groups));
  set_layouts(attrs, nd, "IO");
  Expr weight = g.make_constant(dtype, shape, false);
  return make_call(make_op(spec.op), {x->var, weight}, std::move(attrs));
}

} // namespace

void register_nn_conv_specs(OpSpecTable& table) {
  // Data of 3 or 4 dims is rare, so the convolutions are drawn more often (most draws find
  // none and build nothing). conv2d first, as registered before the other ranks existed.
  table.add("relax.nn.conv2d", 3,
            [](Gen& g, Scope& s, const OpSpec& spec) { return build_conv(g, s, spec, 2); });
  table.add("relax.nn.conv1d", 2,
            [](Gen& g, Scope& s, const OpSpec& spec) { return build_conv(g, s, spec, 1); });
  for (size_t nd : {1, 2})
    table.add(fmt::format("relax.nn.conv{}d_transpose", nd), 2,
              [nd](Gen& g, Scope& s, const OpSpec& spec) {
                return build_conv_transpose(g, s, spec, nd);
              });
  for (const char* op : {"relax.nn.conv3d", "relax.nn.conv3d_transpose"})
    table.exclude(op, "needs 5-D data, which generated programs almost never hold (parameters "
                      "have at most 4 dims); its rank-generic rule and kernel are the ones the "
                      "1-d and 2-d specs exercise");
}

} // namespace rxv::fuzz
