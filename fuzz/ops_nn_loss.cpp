// Generation specs of the nn_loss family (semantics/ops/nn_loss.cpp):
// cross_entropy_with_logits of two float tensors of the same known dims.
// nll_loss is not generated: its targets must be class indices in range, and
// generated integer inputs are arbitrary (TVM's kernel reads out of bounds on
// one that is not).
#include "fuzz/ops_nn_common.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_cross_entropy(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, float_dims(1));
  if (!x) return std::nullopt;
  Expr y = param(g, scope, as_tensor(x->sinfo)->dtype, *known_dims(x->sinfo));
  if (!y) return std::nullopt;
  return make_call(make_op(spec.op), {x->var, y}, Attrs{});
}

} // namespace

void register_nn_loss_specs(OpSpecTable& table) {
  table.add("relax.nn.cross_entropy_with_logits", 1, build_cross_entropy);
  table.exclude("relax.nn.nll_loss",
                "targets must be class indices in range; generated integer tensors are "
                "arbitrary and TVM's kernel reads out of bounds on the others");
}

} // namespace rxv::fuzz
