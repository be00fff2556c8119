// Halide lowerings of the manipulation_scatter family (semantics/ops/manipulation_scatter.cpp).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_manipulation_scatter_lowerings(LoweringRegistry& r) { (void)r; }

} // namespace rxv::halide
