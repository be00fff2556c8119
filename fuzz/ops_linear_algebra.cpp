// Generation specs of the linear_algebra family
// (semantics/ops/linear_algebra.cpp): matmul(x, y) with x of 1 to 3 dims and
// y's first dim equal to x's last (a value in scope, or a constant when that
// dim is a literal).
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_matmul(Gen& g, Scope& scope, const OpSpec& spec) {
  Expr op = make_op(spec.op);
  std::vector<size_t> xs = g.candidates(scope, [](const Avail& a) {
    const auto* d = known_dims(a.sinfo);
    return is_tensor_of(a, non_bool) && d && !d->empty() && d->size() <= 3;
  });
  if (xs.empty()) return std::nullopt;
  const Avail& x = scope.vals[g.pick(xs)];
  const auto* xt = as_tensor(x.sinfo);
  const PrimExpr& k = known_dims(x.sinfo)->back();
  std::vector<size_t> ys = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    return t && t->dtype == xt->dtype && d && (d->size() == 1 || d->size() == 2) &&
           structural_equal((*d)[0], k);
  });
  if (!ys.empty() && g.c_.chance(70)) return make_call(op, {x.var, scope.vals[g.pick(ys)].var});
  if (!is_int_imm(k) || k->int_value <= 0) return std::nullopt;
  std::vector<int64_t> shape{k->int_value};
  if (g.c_.chance(70)) shape.push_back(g.c_.range(1, 3));
  return make_call(op, {x.var, g.make_constant(xt->dtype, shape, false)});
}

} // namespace

void register_linear_algebra_specs(OpSpecTable& table) {
  table.add("relax.matmul", 3, build_matmul);
}

} // namespace rxv::fuzz
