// Halide lowerings of the sorting family (semantics/ops/sorting.cpp).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_sorting_lowerings(LoweringRegistry& r) { (void)r; }

} // namespace rxv::halide
