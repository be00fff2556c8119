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

/// outer of two visible 1-D tensors of one dtype (x with itself when no other fits).
std::optional<Expr> build_outer(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(
      scope, [](const Avail&, const TensorSInfo& t) { return t.ndim == 1 && !t.dtype.is_bool(); });
  if (!x) return std::nullopt;
  DataType d = as_tensor(x->sinfo)->dtype;
  std::vector<size_t> same = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && t->ndim == 1 && t->dtype == d;
  });
  return make_call(make_op(spec.op), {x->var, scope.vals[g.pick(same)].var});
}

/// einsum of one visible tensor of ndim 1 to 3 (letters a, b, c) onto a random ordered subset
/// of its labels: transposes and sums over axes.
std::optional<Expr> build_einsum(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) {
    return t.ndim >= 1 && t.ndim <= 3 && !t.dtype.is_bool();
  });
  if (!x) return std::nullopt;
  std::string in = std::string("abc").substr(0, size_t(as_tensor(x->sinfo)->ndim));
  std::vector<int64_t> perm = permutation(g.c_, int64_t(in.size()));
  std::string out;
  for (int64_t p : perm)
    if (g.c_.chance(70)) out.push_back(in[size_t(p)]);
  Attrs attrs;
  attrs.set("subscripts", AttrValue::String(in + "->" + out));
  return make_call(make_op(spec.op), {make_tuple({x->var})}, std::move(attrs));
}

} // namespace

void register_linear_algebra_specs(OpSpecTable& table) {
  table.add("relax.matmul", 3, build_matmul);
  table.add("relax.outer", 1, build_outer);
  table.add("relax.einsum", 1, build_einsum);
}

} // namespace rxv::fuzz
