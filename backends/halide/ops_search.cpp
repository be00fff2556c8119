// Halide lowerings of the search family (semantics/ops/search.cpp): none; both ops have an output
// shape that depends on the data, which a pipeline's symbolic extents cannot express.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_search_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.unique", "relax.nonzero"})
    r.exclude(op, "a data-dependent output shape");
}

} // namespace rxv::halide
