// Halide lowerings of the grad family (semantics/ops/grad.cpp): none; the interpreter runs the
// gradient ops (scatters into the input's shape, with index checks).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_grad_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.grad.nll_loss_backward", "relax.grad.max_pool2d_backward",
                         "relax.grad.avg_pool2d_backward", "relax.grad.take_backward"})
    r.exclude(op, "not lowered yet (a scatter of gradients; the interpreter checks its indices)");
}

} // namespace rxv::halide
