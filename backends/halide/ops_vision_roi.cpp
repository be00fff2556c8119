// Halide lowerings of the vision_roi family (semantics/ops/vision_roi.cpp): none. Both ops read
// data at positions computed from the values of the rois tensor (a data-dependent gather with a
// data-dependent reduction extent in roi_align); they run on the interpreter.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_vision_roi_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.vision.roi_align", "relax.vision.roi_pool"})
    r.exclude(op, "gathers at positions read from the rois tensor (data-dependent extents)");
}

} // namespace rxv::halide
