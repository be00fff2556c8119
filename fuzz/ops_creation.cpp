// Generation specs of the creation ops and casts (op_specs.h): zeros, ones,
// full, zeros_like, ones_like, full_like, arange, astype, tril and triu. The
// rules are in semantics/ops/creation.cpp: a Shape argument (a ShapeExpr or a
// Shape-typed variable), a 0-d fill value, literal PrimValue ranges with a
// non-zero step, a non-void dtype where one is required, tril/triu on at
// least 2 dims.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz::detail {

using namespace sem;

std::optional<Expr> Gen::build_creation_call(const OpSpec &spec,
                                             Scope &scope) {
  Expr op = make_op(spec.op);
  Attrs attrs;
  auto any_tensor = [](const Avail &, const TensorSInfo &) { return true; };
  // A dtype for a result: the usual four, bool now and then.
  auto result_dtype = [&] {
    return c_.chance(10) ? DataType::Bool() : pick_dtype();
  };
  // A shape argument: a Shape-typed Var in scope, or a literal/symbolic one.
  // (Not a DataflowVar: the result's StructInfo names the shape, and a
  // closure in the block may copy that StructInfo into an annotation, which
  // WF-11 forbids.)
  auto shape_arg = [&]() -> Expr {
    std::vector<size_t> shapes = candidates(scope, [](const Avail &a) {
      const auto *s = as<ShapeSInfo>(a.sinfo);
      return s && s->ndim >= 0 && a.var->kind == ExprKind::kVar;
    });
    if (!shapes.empty() && c_.chance(30))
      return scope.vals[pick(shapes)].var;
    return make_shape_expr(pick_shape(scope, c_.range(0, 3)));
  };
  // A 0-d fill value: a 0-d tensor in scope, else a scalar constant.
  auto fill_value = [&]() -> Expr {
    std::vector<size_t> scalars = candidates(scope, [](const Avail &a) {
      const auto *t = as_tensor(a.sinfo);
      return t && t->ndim == 0 && !t->dtype.is_void();
    });
    if (!scalars.empty() && c_.chance(50))
      return scope.vals[pick(scalars)].var;
    return make_constant(pick_dtype(), {}, false);
  };
  switch (spec.form) {
  case OpForm::kZerosOnes:
    attrs.set("dtype", dtype_attr(result_dtype()));
    return make_call(op, {shape_arg()}, std::move(attrs));
  case OpForm::kFull: {
    Expr shape = shape_arg();
    Expr fill = fill_value();
    attrs.set("dtype", dtype_attr(c_.chance(50) ? DataType::Void()
                                                : result_dtype()));
    return make_call(op, {shape, fill}, std::move(attrs));
  }
  case OpForm::kLike:
  case OpForm::kFullLike: {
    const Avail *x = pick_tensor(scope, any_tensor);
    if (!x)
      return std::nullopt;
    attrs.set("dtype", dtype_attr(c_.chance(50) ? DataType::Void()
                                                : result_dtype()));
    if (spec.form == OpForm::kLike)
      return make_call(op, {x->var}, std::move(attrs));
    return make_call(op, {x->var, fill_value()}, std::move(attrs));
  }
  case OpForm::kArange: {
    // Literal PrimValues (WF-18 as rxv reads it); an empty range now and then.
    int64_t start = c_.range(-2, 3), stop = start + c_.range(-2, 6);
    int64_t step = stop >= start ? c_.range(1, 3) : -c_.range(1, 2);
    if (c_.chance(10))
      step = -step;
    Expr end = prim_int(stop);
    static const DataType kTypes[] = {DataType::Int(64), DataType::Int(32),
                                      DataType::Float(32), DataType::Void()};
    attrs.set("dtype", dtype_attr(kTypes[c_.draw(4)]));
    return make_call(op, {prim_int(start), end, prim_int(step)},
                     std::move(attrs));
  }
  case OpForm::kAstype: {
    const Avail *x = pick_tensor(scope, any_tensor);
    if (!x)
      return std::nullopt;
    attrs.set("dtype", dtype_attr(result_dtype()));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kTrilu: {
    const Avail *x = pick_tensor(
        scope, [](const Avail &, const TensorSInfo &t) { return t.ndim >= 2; });
    if (!x)
      return std::nullopt;
    return make_call(op, {x->var, prim_int(c_.range(-1, 1))});
  }
  default:
    return std::nullopt;
  }
}

} // namespace rxv::fuzz::detail
