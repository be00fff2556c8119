// Halide lowerings of the manipulation_gather family (semantics/ops/manipulation_gather.cpp).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_manipulation_gather_lowerings(LoweringRegistry& r) { (void)r; }

} // namespace rxv::halide
