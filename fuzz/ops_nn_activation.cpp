// Generation specs of the nn_activation family (semantics/ops/nn_activation.cpp):
// gelu_tanh, selu (float tensors), softplus (beta and threshold from a few
// values), prelu (float data of known rank >= 1, alpha of length 1 or the
// axis's), dropout (any tensor; a rate in [0, 1)).
#include "fuzz/ops_nn_common.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_softplus(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, float_only);
  if (!x) return std::nullopt;
  static const double kBetas[] = {1.0, 0.5, 2.0};
  static const double kThresholds[] = {20.0, 1.0, 5.0};
  Attrs attrs;
  attrs.set("beta", AttrValue::Float(kBetas[g.c_.draw(std::size(kBetas))]));
  attrs.set("threshold", AttrValue::Float(kThresholds[g.c_.draw(std::size(kThresholds))]));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_prelu(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, float_dims(1));
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  int64_t ndim = int64_t(dims.size());
  int64_t axis = ndim >= 2 && g.c_.chance(70) ? 1 : g.c_.range(0, ndim - 1);
  Expr alpha = g.c_.chance(20) ? param(g, scope, dtype, {make_int(1)})
                               : param(g, scope, dtype, {dims[size_t(axis)]});
  if (!alpha) return std::nullopt;
  Attrs attrs;
  attrs.set("axis", AttrValue::Int(axis));
  return make_call(make_op(spec.op), {x->var, alpha}, std::move(attrs));
}

std::optional<Expr> build_dropout(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, non_bool);
  if (!x) return std::nullopt;
  static const double kRates[] = {0.5, 0.1, 0.0};
  Attrs attrs;
  attrs.set("rate", AttrValue::Float(kRates[g.c_.draw(std::size(kRates))]));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_nn_activation_specs(OpSpecTable& table) {
  for (const char* op : {"relax.nn.gelu_tanh", "relax.nn.selu"})
    table.add(op, 1, one_tensor_call(float_only));
  table.add("relax.nn.softplus", 1, build_softplus);
  table.add("relax.nn.prelu", 1, build_prelu);
  table.add("relax.nn.dropout", 1, build_dropout);
}

} // namespace rxv::fuzz
