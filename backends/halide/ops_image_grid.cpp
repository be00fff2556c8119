// Halide lowerings of the image_grid family (semantics/ops/image_grid.cpp): none yet. affine_grid
// is an elementwise expression of its indices and could be lowered directly; grid_sample gathers
// data at grid-dependent (data-dependent) positions. Both run on the interpreter until then.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_image_grid_lowerings(LoweringRegistry& r) {
  r.exclude("relax.image.affine_grid", "not lowered yet: runs on the interpreter");
  r.exclude("relax.image.grid_sample",
            "not lowered yet: runs on the interpreter (a gather at grid-dependent positions)");
}

} // namespace rxv::halide
