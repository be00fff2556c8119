// Generation specs of the builtin family (semantics/ops/builtin.cpp):
// shape_of, shape_to_tensor (of a shape in scope, shape arithmetic on the
// shape variables in scope, or a tensor's dims), tensor_to_shape of
// shape_to_tensor's results (non-negative elements), null_value and print
// (impure: ordinary blocks of impure functions only); the packed calls,
// assert_op and closures are not generated, each for the reason given.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_shape_to_tensor(Gen& g, Scope& scope, const OpSpec& spec) {
  Expr op = make_op(spec.op);
  const Avail* x = g.pick_tensor_of(scope, any_dtype);
  if (!x) return std::nullopt;
  // shape_to_tensor of a shape in scope, else of a literal shape.
  std::vector<size_t> shapes =
      g.candidates(scope, [](const Avail& a) { return as<ShapeSInfo>(a.sinfo) != nullptr; });
  if (!shapes.empty() && g.c_.chance(50)) return make_call(op, {scope.vals[g.pick(shapes)].var});
  // Shape arithmetic on the shape variables in scope (those a match_cast
  // bound included).
  if (!scope.shape_vars.empty() && g.c_.chance(50)) {
    std::vector<PrimExpr> dims;
    for (int64_t i = 0, n = g.c_.range(1, 2); i < n; ++i) {
      // The most recently bound variable half the time (often a
      // match_cast's).
      PrimExpr v = g.c_.chance(50) ? scope.shape_vars.back()
                                   : scope.shape_vars[g.c_.draw(scope.shape_vars.size())];
      switch (g.c_.draw(3)) {
      case 0: dims.push_back(v); break;
      case 1: dims.push_back(make_binary(PrimKind::kMul, v, make_int(2))); break;
      default: dims.push_back(make_binary(PrimKind::kAdd, v, make_int(1))); break;
      }
    }
    return make_call(op, {make_shape_expr(dims)});
  }
  std::vector<PrimExpr> dims;
  if (const auto* d = known_dims(x->sinfo)) dims = *d;
  return make_call(op, {make_shape_expr(dims)});
}

std::optional<Expr> build_tensor_to_shape(Gen& g, Scope& scope, const OpSpec& spec) {
  std::vector<size_t> idx =
      g.candidates(scope, [](const Avail& a) { return a.nonneg_shape_tensor; });
  if (idx.empty()) return std::nullopt;
  return make_call(make_op(spec.op), {scope.vals[g.pick(idx)].var});
}

std::optional<Expr> build_null_value(Gen&, Scope&, const OpSpec& spec) {
  return make_call(make_op(spec.op), {});
}

std::optional<Expr> build_print(Gen& g, Scope& scope, const OpSpec& spec) {
  std::vector<size_t> idx = g.candidates(
      scope, [](const Avail& a) { return a.sinfo && a.sinfo->kind != SInfoKind::kFunc; });
  if (idx.empty()) return std::nullopt;
  Attrs attrs;
  attrs.set("format", AttrValue::String(g.c_.chance(50) ? "" : "value: {}"));
  return make_call(make_op(spec.op), {scope.vals[g.pick(idx)].var}, std::move(attrs));
}

} // namespace

void register_builtin_specs(OpSpecTable& table) {
  table.add("relax.shape_of", 1, one_tensor_call(any_dtype));
  table.add("relax.size", 1, one_tensor_call(any_dtype));
  table.add("relax.shape_to_tensor", 1, build_shape_to_tensor, OpPlace::kAnywhere,
            /*nonneg_shape_tensor=*/true);
  table.add("relax.tensor_to_shape", 1, build_tensor_to_shape);
  table.add("relax.null_value", 1, build_null_value);
  // print is what most bug-zoo entries need: a high weight.
  table.add("relax.print", 20, build_print, OpPlace::kImpureBlock);
  table.exclude("relax.call_pure_packed",
                "needs a registered pure PackedFunc; calls to unregistered "
                "names only ever error");
  table.exclude("relax.assert_op", "errors whenever its data-dependent condition is false; an "
                                   "erroring input refines anything, so it would mostly disable "
                                   "the oracle");
  table.exclude("relax.make_closure", "produced by closure lowering (LambdaLift), not written by "
                                      "users; closures are generated as nested Functions");
  table.exclude("relax.invoke_closure", "produced by closure lowering together with make_closure");
}

} // namespace rxv::fuzz
