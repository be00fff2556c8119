// Halide lowerings of the nn_norm family (semantics/ops/nn_norm.cpp): none yet. The
// interpreter runs rms_norm, group_norm and instance_norm (float64 statistics); a lowering would
// follow lower_layer_norm in ops_nn.cpp.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_nn_norm_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.nn.rms_norm", "relax.nn.group_norm", "relax.nn.instance_norm"})
    r.exclude(op, "not lowered yet (statistics reductions; the interpreter runs it)");
}

} // namespace rxv::halide
