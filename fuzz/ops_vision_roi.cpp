// Generation specs of the vision_roi family (semantics/ops/vision_roi.cpp):
// none. A rois row starts with a batch index that must lie inside data (else
// the call errs at run time), which random tensors and constants of the
// generator do not respect; the corpus covers both ops.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_vision_roi_specs(OpSpecTable& table) {
  for (const char* op : {"relax.vision.roi_align", "relax.vision.roi_pool"})
    table.exclude(op, "rois rows carry batch indices that must index data: valid calls "
                      "depend on tensor values the generator does not control");
}

} // namespace rxv::fuzz
