// Halide lowerings of the quantize family (semantics/ops/quantize.cpp): none yet. Both ops are
// elementwise and could be lowered; until then they run on the interpreter (the reason below is
// what the completeness test reports).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_quantize_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.quantize", "relax.dequantize"})
    r.exclude(op, "not lowered yet: runs on the interpreter (elementwise, per-axis parameters)");
}

} // namespace rxv::halide
