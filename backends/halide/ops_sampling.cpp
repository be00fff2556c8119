// Halide lowerings of the sampling family (semantics/ops/sampling.cpp): none.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_sampling_lowerings(LoweringRegistry& r) {
  r.exclude("relax.multinomial_from_uniform",
            "a data-dependent row gather and a sequential search, with EvalErrors (bad sample "
            "index, NaN sample) a pipeline cannot raise");
}

} // namespace rxv::halide
