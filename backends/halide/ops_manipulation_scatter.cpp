// Halide lowerings of the scatter family (semantics/ops/manipulation_scatter.cpp): none yet.
// Each op writes at positions read from a tensor, in order, with out-of-range and duplicate
// checks the interpreter reports; a pipeline would need those as run-time requirements first.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_manipulation_scatter_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.scatter_elements", "relax.scatter_nd", "relax.index_put"})
    r.exclude(op, "data-dependent writes with per-element index checks; not lowered yet");
  r.exclude("relax.slice_scatter", "not lowered yet");
}

} // namespace rxv::halide
