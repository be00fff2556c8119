// Generation specs of the nn family (semantics/ops/nn.cpp): relu (any
// non-bool tensor), gelu, silu and leakyrelu (float tensors; alpha of either
// sign, above 1 now and then), softmax and log_softmax
// along an axis in range, layer_norm and batch_norm with float data and
// parameters whose dims provably equal the normalized ones.
#include "fuzz/ops_nn_common.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_softmax(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(
      scope, [](const Avail&, const TensorSInfo& t) { return t.dtype.is_float() && t.ndim >= 1; });
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  attrs.set("axis", AttrValue::Int(g.c_.range(-ndim, ndim - 1)));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_layer_norm(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, float_dims(1));
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  int64_t ndim = int64_t(dims.size());
  // The last k axes (TVM's usual use), written negatively half the time.
  int64_t k = g.c_.range(1, ndim);
  std::vector<int64_t> axes;
  std::vector<PrimExpr> pdims;
  bool negative = g.c_.chance(50);
  for (int64_t a = ndim - k; a < ndim; ++a) {
    axes.push_back(negative ? a - ndim : a);
    pdims.push_back(dims[size_t(a)]);
  }
  Expr gamma = param(g, scope, dtype, pdims), beta = param(g, scope, dtype, pdims);
  if (!gamma || !beta) return std::nullopt;
  attrs.set("axes", int_list_attr(axes));
  attrs.set("epsilon", AttrValue::Float(1e-5));
  attrs.set("center", AttrValue::Bool(g.c_.chance(80)));
  attrs.set("scale", AttrValue::Bool(g.c_.chance(80)));
  return make_call(make_op(spec.op), {x->var, gamma, beta}, std::move(attrs));
}

std::optional<Expr> build_batch_norm(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, float_dims(1));
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  const auto& dims = *known_dims(x->sinfo);
  int64_t ndim = int64_t(dims.size());
  int64_t axis = ndim >= 2 && g.c_.chance(70) ? 1 : g.c_.range(0, ndim - 1);
  std::vector<Expr> args{x->var};
  for (int i = 0; i < 4; ++i) {
    Expr p = param(g, scope, dtype, {dims[size_t(axis)]});
    if (!p) return std::nullopt;
    args.push_back(p);
  }
  attrs.set("axis", AttrValue::Int(axis));
  attrs.set("epsilon", AttrValue::Float(1e-5));
  attrs.set("center", AttrValue::Bool(g.c_.chance(80)));
  attrs.set("scale", AttrValue::Bool(g.c_.chance(80)));
  attrs.set("momentum", AttrValue::Float(0.1));
  attrs.set("training", AttrValue::Bool(g.c_.chance(50)));
  return make_call(make_op(spec.op), std::move(args), std::move(attrs));
}

std::optional<Expr> build_leakyrelu(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, float_only);
  if (!x) return std::nullopt;
  static const double kAlphas[] = {0.01, 0.1, 0.2, 0.5, 1.5, -0.25};
  Attrs attrs;
  attrs.set("alpha", AttrValue::Float(kAlphas[g.c_.draw(std::size(kAlphas))]));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_nn_specs(OpSpecTable& table) {
  table.add("relax.nn.relu", 1, one_tensor_call(non_bool));
  for (const char* op : {"relax.nn.gelu", "relax.nn.silu"})
    table.add(op, 1, one_tensor_call(float_only));
  table.add("relax.nn.leakyrelu", 1, build_leakyrelu);
  for (const char* op : {"relax.nn.softmax", "relax.nn.log_softmax"})
    table.add(op, 1, build_softmax);
  table.add("relax.nn.layer_norm", 1, build_layer_norm);
  table.add("relax.nn.batch_norm", 1, build_batch_norm);
}

} // namespace rxv::fuzz
