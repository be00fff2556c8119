// Halide lowerings of the manipulation_layout family (semantics/ops/manipulation_layout.cpp):
// none yet.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_manipulation_layout_lowerings(LoweringRegistry& r) {
  r.exclude("relax.layout_transform", "index maps are lambdas kept as source text");
}

} // namespace rxv::halide
