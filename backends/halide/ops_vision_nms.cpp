// Halide lowerings of the vision_nms family (semantics/ops/vision_nms.cpp): none. Both ops sort,
// then suppress boxes greedily (each decision depends on the earlier ones) and compact the kept
// ones: sequential, data-dependent work that runs on the interpreter.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_vision_nms_lowerings(LoweringRegistry& r) {
  r.exclude("relax.vision.non_max_suppression",
            "a sort and a greedy, sequential suppression (data-dependent)");
  r.exclude("relax.vision.all_class_non_max_suppression",
            "a sort and a greedy, sequential suppression per class, compacted into rows");
}

} // namespace rxv::halide
