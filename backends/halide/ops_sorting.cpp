// Halide lowerings of the sorting family (semantics/ops/sorting.cpp): none. A stable sort along
// an axis is not a pipeline stage Halide expresses (no data-dependent permutation), and median
// and topk are built on it.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_sorting_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.sort", "relax.argsort", "relax.topk", "relax.median"})
    r.exclude(op, "a stable sort, which a Halide pipeline does not express");
}

} // namespace rxv::halide
