// Halide lowerings of the nn_shape family (semantics/ops/nn_shape.cpp): none yet; the
// interpreter's kernels move the elements (pad's reflect mode checks its index in range).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_nn_shape_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.nn.pad", "relax.nn.batch_flatten", "relax.nn.pixel_shuffle"})
    r.exclude(op, "not lowered yet (an index remapping the interpreter runs)");
}

} // namespace rxv::halide
