// Generation specs of the creation family (semantics/ops/creation.cpp): zeros,
// ones, full, zeros_like, ones_like, full_like, arange, astype, tril and triu.
// The rules want a Shape argument (a ShapeExpr or a Shape-typed variable), a
// 0-d fill value, literal PrimValue ranges with a non-zero step, a non-void
// dtype where one is required, tril/triu on at least 2 dims.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

bool any_tensor(const Avail&, const TensorSInfo&) { return true; }

/// A dtype for a result: the usual four, bool now and then.
DataType result_dtype(Gen& g) { return g.c_.chance(10) ? DataType::Bool() : g.pick_dtype(); }

/// A shape argument: a Shape-typed Var in scope, or a literal/symbolic one.
/// (Not a DataflowVar: the result's StructInfo names the shape, and a closure
/// in the block may copy that StructInfo into an annotation, which WF-11
/// forbids.)
Expr shape_arg(Gen& g, Scope& scope) {
  std::vector<size_t> shapes = g.candidates(scope, [](const Avail& a) {
    const auto* s = as<ShapeSInfo>(a.sinfo);
    return s && s->ndim >= 0 && a.var->kind == ExprKind::kVar;
  });
  if (!shapes.empty() && g.c_.chance(30)) return scope.vals[g.pick(shapes)].var;
  return make_shape_expr(g.pick_shape(scope, g.c_.range(0, 3)));
}

/// A 0-d fill value: a 0-d tensor in scope, else a scalar constant.
Expr fill_value(Gen& g, Scope& scope) {
  std::vector<size_t> scalars = g.candidates(scope, [](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && t->ndim == 0 && !t->dtype.is_void();
  });
  if (!scalars.empty() && g.c_.chance(50)) return scope.vals[g.pick(scalars)].var;
  return g.make_constant(g.pick_dtype(), {}, false);
}

std::optional<Expr> build_zeros_ones(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  attrs.set("dtype", dtype_attr(result_dtype(g)));
  return make_call(make_op(spec.op), {shape_arg(g, scope)}, std::move(attrs));
}

std::optional<Expr> build_full(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  Expr shape = shape_arg(g, scope);
  Expr fill = fill_value(g, scope);
  attrs.set("dtype", dtype_attr(g.c_.chance(50) ? DataType::Void() : result_dtype(g)));
  return make_call(make_op(spec.op), {shape, fill}, std::move(attrs));
}

/// zeros_like / ones_like(x, dtype), or with `fill` full_like(x, value, dtype).
OpBuilder like_call(bool fill) {
  return [fill](Gen& g, Scope& scope, const OpSpec& spec) -> std::optional<Expr> {
    Attrs attrs;
    const Avail* x = g.pick_tensor(scope, any_tensor);
    if (!x) return std::nullopt;
    attrs.set("dtype", dtype_attr(g.c_.chance(50) ? DataType::Void() : result_dtype(g)));
    if (!fill) return make_call(make_op(spec.op), {x->var}, std::move(attrs));
    return make_call(make_op(spec.op), {x->var, fill_value(g, scope)}, std::move(attrs));
  };
}

std::optional<Expr> build_arange(Gen& g, Scope&, const OpSpec& spec) {
  Attrs attrs;
  // Literal PrimValues (WF-18 as rxv reads it); an empty range now and then.
  int64_t start = g.c_.range(-2, 3), stop = start + g.c_.range(-2, 6);
  int64_t step = stop >= start ? g.c_.range(1, 3) : -g.c_.range(1, 2);
  if (g.c_.chance(10)) step = -step;
  Expr end = prim_int(stop);
  static const DataType kTypes[] = {DataType::Int(64), DataType::Int(32), DataType::Float(32),
                                    DataType::Void()};
  attrs.set("dtype", dtype_attr(kTypes[g.c_.draw(4)]));
  return make_call(make_op(spec.op), {prim_int(start), end, prim_int(step)}, std::move(attrs));
}

std::optional<Expr> build_astype(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, any_tensor);
  if (!x) return std::nullopt;
  attrs.set("dtype", dtype_attr(result_dtype(g)));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_trilu(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x =
      g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) { return t.ndim >= 2; });
  if (!x) return std::nullopt;
  return make_call(make_op(spec.op), {x->var, prim_int(g.c_.range(-1, 1))});
}

} // namespace

void register_creation_specs(OpSpecTable& table) {
  for (const char* op : {"relax.zeros", "relax.ones"}) table.add(op, 1, build_zeros_ones);
  table.add("relax.full", 1, build_full);
  for (const char* op : {"relax.zeros_like", "relax.ones_like"}) table.add(op, 1, like_call(false));
  table.add("relax.full_like", 1, like_call(true));
  table.add("relax.arange", 1, build_arange);
  table.add("relax.astype", 1, build_astype);
  for (const char* op : {"relax.tril", "relax.triu"}) table.add(op, 1, build_trilu);
}

} // namespace rxv::fuzz
