// Generation specs of the nn_norm family (semantics/ops/nn_norm.cpp): rms_norm
// over the last k axes with a weight of those dims; group_norm and
// instance_norm of float16/float32 data (TOPI's two) of rank >= 2 with the
// channel axis 1 (or 0 now and then), the other axes normalized, gamma and
// beta of the channel's length, and num_groups a divisor of a literal channel
// count (1 for a symbolic one).
#include "fuzz/ops_nn_common.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_rms_norm(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, float_dims(1));
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  int64_t ndim = int64_t(dims.size());
  int64_t k = g.c_.range(1, ndim);
  bool negative = g.c_.chance(50);
  std::vector<int64_t> axes;
  std::vector<PrimExpr> wdims;
  for (int64_t a = ndim - k; a < ndim; ++a) {
    axes.push_back(negative ? a - ndim : a);
    wdims.push_back(dims[size_t(a)]);
  }
  Expr weight = param(g, scope, dtype, wdims);
  if (!weight) return std::nullopt;
  Attrs attrs;
  attrs.set("axes", int_list_attr(axes));
  attrs.set("epsilon", AttrValue::Float(1e-5));
  return make_call(make_op(spec.op), {x->var, weight}, std::move(attrs));
}

std::optional<Expr> build_channel_norm(Gen& g, Scope& scope, const OpSpec& spec) {
  bool grouped = spec.op == "relax.nn.group_norm";
  const Avail* x = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return t.dtype.is_float() && t.dtype.bits <= 32 && d && d->size() >= 2;
  });
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  int64_t ndim = int64_t(dims.size());
  int64_t channel = g.c_.chance(80) ? 1 : 0;
  std::vector<int64_t> axes;
  for (int64_t a = 0; a < ndim; ++a)
    if (a != channel && (a > channel || g.c_.chance(30))) axes.push_back(a);
  if (axes.empty()) axes.push_back(channel == 0 ? 1 : 0);
  Expr gamma = param(g, scope, dtype, {dims[size_t(channel)]});
  Expr beta = param(g, scope, dtype, {dims[size_t(channel)]});
  if (!gamma || !beta) return std::nullopt;
  Attrs attrs;
  if (grouped) {
    const PrimExpr& c = dims[size_t(channel)];
    std::vector<int64_t> divisors{1};
    if (is_int_imm(c))
      for (int64_t d = 2; d <= c->int_value; ++d)
        if (c->int_value % d == 0) divisors.push_back(d);
    attrs.set("num_groups", AttrValue::Int(divisors[g.c_.draw(divisors.size())]));
  }
  attrs.set("channel_axis", AttrValue::Int(channel));
  attrs.set("axes", int_list_attr(axes));
  attrs.set("epsilon", AttrValue::Float(1e-5));
  attrs.set("center", AttrValue::Bool(true));
  attrs.set("scale", AttrValue::Bool(true));
  return make_call(make_op(spec.op), {x->var, gamma, beta}, std::move(attrs));
}

} // namespace

void register_nn_norm_specs(OpSpecTable& table) {
  table.add("relax.nn.rms_norm", 1, build_rms_norm);
  table.add("relax.nn.group_norm", 1, build_channel_norm);
  table.add("relax.nn.instance_norm", 1, build_channel_norm);
}

} // namespace rxv::fuzz
