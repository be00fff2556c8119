// Generation specs of the reduction family (semantics/ops/reduction.cpp):
// sum, mean, max, min and prod over distinct axes (written negatively now and
// then) or all, argmax/argmin over one axis or all, and cumsum with an
// optional dtype and exclusive flag (cumprod the same); variance over any non-bool
// tensor and std over float ones, as sum; keepdims either way.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

/// sum-like reductions of a tensor `filter` accepts.
template <class Filter>
std::optional<Expr> build_reduce_of(Gen& g, Scope& scope, const OpSpec& spec, Filter filter) {
  const Avail* x = g.pick_tensor_of(scope, filter);
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  Attrs attrs;
  if (ndim > 0 && g.c_.chance(60)) {
    std::vector<int64_t> axes;
    for (int64_t a = 0; a < ndim; ++a)
      if (g.c_.chance(50)) axes.push_back(g.c_.chance(20) ? a - ndim : a);
    if (axes.empty()) axes.push_back(0);
    attrs.set("axis", int_list_attr(axes));
  }
  if (g.c_.chance(40)) attrs.set("keepdims", AttrValue::Bool(true));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_reduce(Gen& g, Scope& scope, const OpSpec& spec) {
  return build_reduce_of(g, scope, spec, non_bool);
}

/// std takes a float tensor (an integer one is Unsupported at run time).
std::optional<Expr> build_float_reduce(Gen& g, Scope& scope, const OpSpec& spec) {
  return build_reduce_of(g, scope, spec, float_only);
}

std::optional<Expr> build_arg_reduce(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, non_bool);
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  Attrs attrs;
  if (ndim > 0 && g.c_.chance(60)) attrs.set("axis", AttrValue::Int(g.c_.range(0, ndim - 1)));
  if (g.c_.chance(40)) attrs.set("keepdims", AttrValue::Bool(true));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_cumsum(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, non_bool);
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  Attrs attrs;
  if (ndim > 0 && g.c_.chance(60)) attrs.set("axis", AttrValue::Int(g.c_.range(0, ndim - 1)));
  if (g.c_.chance(30)) {
    AttrValue dt;
    dt.kind = AttrValue::Kind::kString;
    dt.str = g.pick_dtype().str();
    attrs.set("dtype", dt);
  }
  if (g.c_.chance(30)) attrs.set("exclusive", AttrValue::Bool(true));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_reduction_specs(OpSpecTable& table) {
  for (const char* op : {"sum", "mean", "max", "min", "prod"})
    table.add(std::string("relax.") + op, 2, build_reduce);
  for (const char* op : {"argmax", "argmin"})
    table.add(std::string("relax.") + op, 1, build_arg_reduce);
  table.add("relax.cumsum", 2, build_cumsum);
  table.add("relax.cumprod", 1, build_cumsum);
  table.add("relax.variance", 1, build_reduce);
  table.add("relax.std", 1, build_float_reduce);
}

} // namespace rxv::fuzz
