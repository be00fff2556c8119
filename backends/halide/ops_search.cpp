// Halide lowerings of the search family (semantics/ops/search.cpp): none; unique and nonzero have
// an output shape that depends on the data, which a pipeline's symbolic extents cannot express,
// and bucketize's per-element binary search is not lowered yet.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_search_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.unique", "relax.nonzero"})
    r.exclude(op, "a data-dependent output shape");
  r.exclude("relax.bucketize",
            "a binary search per element (a data-dependent loop); not lowered yet");
}

} // namespace rxv::halide
