// Generation specs of the grad family (semantics/ops/grad.cpp): none. Its ops
// are what TVM's Gradient pass emits, each tied to a forward call: the output
// gradient must have the forward result's shape, and the class indices
// (nll_loss_backward) and taken indices (take_backward) must be in range,
// which generated integer inputs are not; each exclusion says why.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_grad_specs(OpSpecTable& table) {
  const char* tied = "a gradient op of TVM's Gradient pass: its output_grad has the shape of a "
                     "forward call's result, which generated programs do not pair";
  table.exclude("relax.grad.max_pool2d_backward", tied);
  table.exclude("relax.grad.avg_pool2d_backward", tied);
  const char* indices = "a gradient op whose integer inputs index another tensor and must be in "
                        "range; generated integer tensors are arbitrary";
  table.exclude("relax.grad.nll_loss_backward", indices);
  table.exclude("relax.grad.take_backward", indices);
}

} // namespace rxv::fuzz
