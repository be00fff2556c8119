// Generation specs of the ternary family (semantics/ops/ternary.cpp): ewise_fma(x1, x2, x3) on
// three visible tensors of one dtype and structurally equal known shapes (x itself when no other
// one fits), so the rule's provably-equal-shapes check always holds.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_ewise_fma(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    return !t.dtype.is_bool() && known_dims(a.sinfo);
  });
  if (!x) return std::nullopt;
  const auto* xt = as_tensor(x->sinfo);
  const auto* xd = known_dims(x->sinfo);
  std::vector<size_t> same = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    if (!t || t->dtype != xt->dtype || !d || d->size() != xd->size()) return false;
    for (size_t i = 0; i < d->size(); ++i)
      if (!structural_equal((*d)[i], (*xd)[i])) return false;
    return true;
  });
  auto other = [&]() -> Expr { return same.empty() ? x->var : scope.vals[g.pick(same)].var; };
  Expr b = other(), c = other();
  return make_call(make_op(spec.op), {x->var, b, c});
}

} // namespace

void register_ternary_specs(OpSpecTable& table) {
  table.add("relax.ewise_fma", 1, build_ewise_fma);
}

} // namespace rxv::fuzz
