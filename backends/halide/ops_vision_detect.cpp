// Halide lowerings of the vision_detect family (semantics/ops/vision_detect.cpp): none. Both ops
// return tuples; get_valid_counts also compacts rows (a data-dependent scatter); they run on the
// interpreter.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_vision_detect_lowerings(LoweringRegistry& r) {
  r.exclude("relax.vision.get_valid_counts",
            "a tuple result and a data-dependent compaction of rows");
  r.exclude("relax.vision.multibox_transform_loc", "a tuple result (boxes, scores)");
}

} // namespace rxv::halide
