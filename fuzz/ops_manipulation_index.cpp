// Generation specs of the manipulation_index family
// (semantics/ops/manipulation_index.cpp): strided_slice with tuples of
// PrimValues, one entry per sliced axis, distinct axes in range and a non-zero
// literal stride; take with integer (not bool) indices in every mode.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

auto any_ndim(int64_t min_ndim) {
  return [min_ndim](const Avail&, const TensorSInfo& t) { return t.ndim >= min_ndim; };
}

std::optional<Expr> build_strided_slice(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, any_ndim(1));
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  std::vector<int64_t> order(static_cast<size_t>(ndim));
  for (int64_t i = 0; i < ndim; ++i) order[size_t(i)] = i;
  for (int64_t i = ndim - 1; i > 0; --i)
    std::swap(order[size_t(i)], order[g.c_.draw(uint64_t(i + 1))]);
  std::vector<Expr> axes, begin, end, strides;
  for (int64_t i = 0, n = g.c_.range(1, std::min<int64_t>(ndim, 2)); i < n; ++i) {
    axes.push_back(prim_int(order[size_t(i)]));
    int64_t stride = g.c_.chance(70) ? g.c_.range(1, 3) : -g.c_.range(1, 2);
    // Negative begin/end count from the end; both are clamped to the dim.
    begin.push_back(prim_int(stride > 0 ? g.c_.range(-2, 2) : g.c_.range(-1, 4)));
    // (Literal begin and end only: a PrimValue holding a shape variable
    // breaks WF-18 as rxv reads it.)
    end.push_back(prim_int(stride > 0 ? g.c_.range(-1, 6) : g.c_.range(-6, 1)));
    strides.push_back(prim_int(stride));
  }
  std::vector<Expr> args{x->var, make_tuple(axes), make_tuple(begin), make_tuple(end)};
  bool unit = true;
  for (const Expr& s : strides) unit = unit && as<PrimValueNode>(s)->value->int_value == 1;
  if (!unit || g.c_.chance(50)) args.push_back(make_tuple(strides));
  attrs.set("assume_inbound", AttrValue::Bool(false));
  return make_call(make_op(spec.op), std::move(args), std::move(attrs));
}

std::optional<Expr> build_take(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, any_ndim(1));
  if (!x) return std::nullopt;
  const auto* xt = as_tensor(x->sinfo);
  Expr indices;
  std::vector<size_t> ints = g.candidates(scope, [](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && t->dtype.is_int() && t->ndim >= 0 && t->ndim <= 2;
  });
  if (!ints.empty() && g.c_.chance(40)) {
    indices = scope.vals[g.pick(ints)].var;
  } else if (g.c_.chance(25)) {
    indices = prim_int(g.c_.range(0, 3));
  } else {
    std::vector<int64_t> shape;
    for (int64_t i = 0, n = g.c_.range(0, 2); i < n; ++i) shape.push_back(g.c_.range(1, 3));
    indices =
        g.make_constant(g.c_.chance(50) ? DataType::Int(64) : DataType::Int(32), shape, false);
  }
  if (xt->ndim == 1 && g.c_.chance(25))
    attrs.set("axis", AttrValue::None());
  else
    attrs.set("axis", AttrValue::Int(g.c_.range(0, xt->ndim - 1)));
  // "clip" and "wrap" never fail on a non-empty axis, nor "nan" on a float
  // x; "fast" errors on an index out of range (an erroring program refines
  // to anything, so it is kept to index 0).
  std::string mode = g.c_.chance(50) ? "clip" : "wrap";
  if (xt->dtype.is_float() && g.c_.chance(20)) mode = "nan";
  if (g.c_.chance(15)) {
    indices = prim_int(0);
    mode = "fast";
  }
  attrs.set("mode", AttrValue::String(mode));
  return make_call(make_op(spec.op), {x->var, indices}, std::move(attrs));
}

} // namespace

void register_manipulation_index_specs(OpSpecTable& table) {
  table.exclude("relax.dynamic_strided_slice", "needs int64 bound tensors of x's ndim entries; "
                                               "not generated yet");
  table.add("relax.strided_slice", 1, build_strided_slice);
  table.add("relax.take", 1, build_take);
}

} // namespace rxv::fuzz
