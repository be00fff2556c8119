// Halide lowerings of the reduction_collapse family (semantics/ops/reduction_collapse.cpp): none
// yet; the interpreter sums them.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_reduction_collapse_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.collapse_sum_like", "relax.collapse_sum_to"})
    r.exclude(op, "not lowered yet");
}

} // namespace rxv::halide
