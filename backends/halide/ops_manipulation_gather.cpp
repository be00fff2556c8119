// Halide lowerings of the gather family (semantics/ops/manipulation_gather.cpp): none yet. The
// gathers read at positions held in a tensor and error on out-of-range ones, which a pipeline
// would have to check element by element before it runs (as relax.take's "fast" mode is left to
// the interpreter); one_hot and reverse_sequence are plain index remaps, to be lowered.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_manipulation_gather_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.gather_elements", "relax.gather_nd"})
    r.exclude(op, "data-dependent reads with per-element index checks; not lowered yet");
  r.exclude("relax.index_tensor", "a tuple argument, which a region does not carry");
  for (const char* op : {"relax.one_hot", "relax.reverse_sequence"})
    r.exclude(op, "not lowered yet");
}

} // namespace rxv::halide
