// Generation specs of the search family (semantics/ops/search.cpp): unique
// with literal flags (and an axis now and then), nonzero of any non-bool
// tensor.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

auto any_ndim(int64_t min_ndim) {
  return [min_ndim](const Avail&, const TensorSInfo& t) { return t.ndim >= min_ndim; };
}

std::optional<Expr> build_unique(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, any_ndim(0));
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  std::vector<Expr> args{x->var};
  for (int i = 0; i < 4; ++i) args.push_back(prim_bool(g.c_.chance(i == 0 ? 60 : 30)));
  if (ndim > 0 && g.c_.chance(40)) args.push_back(prim_int(g.c_.range(0, ndim - 1)));
  return make_call(make_op(spec.op), std::move(args));
}

} // namespace

void register_search_specs(OpSpecTable& table) {
  table.add("relax.unique", 1, build_unique);
  table.add("relax.nonzero", 1, one_tensor_call(non_bool));
  table.exclude("relax.bucketize", "needs a 1-D boundaries tensor of a comparable dtype; not "
                                   "generated yet");
}

} // namespace rxv::fuzz
