// Generation specs of the sorting family (semantics/ops/sorting.cpp): sort and argsort of any
// non-bool tensor of at least one dimension along an axis in range, either direction; topk with
// k of 0 (the whole axis) or 1 and any ret_type; median over all axes or one.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

/// A non-bool tensor of at least one dimension.
const Avail* pick_sortable(Gen& g, Scope& scope) {
  return g.pick_tensor(
      scope, [](const Avail&, const TensorSInfo& t) { return t.ndim >= 1 && non_bool(t.dtype); });
}

/// An axis of x (negative now and then).
AttrValue sort_axis(Gen& g, const Avail& x) {
  int64_t ndim = as_tensor(x.sinfo)->ndim, axis = g.c_.range(0, ndim - 1);
  return AttrValue::Int(g.c_.chance(30) ? axis - ndim : axis);
}

// Attributes in the op's order (the printer's), so that print/read round-trips.
std::optional<Expr> build_sort(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = pick_sortable(g, scope);
  if (!x) return std::nullopt;
  Attrs attrs;
  attrs.set("axis", sort_axis(g, *x));
  attrs.set("descending", AttrValue::Bool(g.c_.chance(50)));
  if (spec.op == "relax.argsort")
    attrs.set("dtype", AttrValue::String(g.c_.chance(50) ? "int32" : "int64"));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_topk(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = pick_sortable(g, scope);
  if (!x) return std::nullopt;
  Attrs attrs;
  attrs.set("k", AttrValue::Int(g.c_.chance(50) ? 0 : 1));
  attrs.set("axis", sort_axis(g, *x));
  static const char* const kRet[] = {"both", "values", "indices"};
  attrs.set("ret_type", AttrValue::String(kRet[g.c_.draw(3)]));
  attrs.set("largest", AttrValue::Bool(g.c_.chance(70)));
  attrs.set("dtype", AttrValue::String(g.c_.chance(50) ? "int32" : "int64"));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_median(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, float_only);
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  Attrs attrs;
  if (ndim > 0 && g.c_.chance(60)) attrs.set("axis", int_list_attr({g.c_.range(0, ndim - 1)}));
  if (g.c_.chance(40)) attrs.set("keepdims", AttrValue::Bool(true));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_sorting_specs(OpSpecTable& table) {
  for (const char* op : {"relax.sort", "relax.argsort"}) table.add(op, 1, build_sort);
  table.add("relax.topk", 1, build_topk);
  table.add("relax.median", 1, build_median);
}

} // namespace rxv::fuzz
