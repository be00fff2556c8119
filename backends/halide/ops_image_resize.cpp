// Halide lowerings of the image_resize family (semantics/ops/image_resize.cpp): none yet. Both
// resizes gather data-dependent taps (clamped neighbours) and would lower as gathers; until then
// they run on the interpreter.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_image_resize_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.image.resize2d", "relax.image.resize3d"})
    r.exclude(op, "not lowered yet: runs on the interpreter (a gather of clamped neighbours)");
}

} // namespace rxv::halide
