// Halide lowerings of the nn_loss family (semantics/ops/nn_loss.cpp): none yet; the interpreter
// runs nll_loss (a data-dependent gather of class indices, checked in range) and
// cross_entropy_with_logits.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_nn_loss_lowerings(LoweringRegistry& r) {
  r.exclude("relax.nn.nll_loss", "not lowered: targets index the classes and must be checked in "
                                 "range, which the interpreter does");
  r.exclude("relax.nn.cross_entropy_with_logits", "not lowered yet (a full reduction)");
}

} // namespace rxv::halide
