// Generation specs of the sampling family (semantics/ops/sampling.cpp): none.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

void register_sampling_specs(OpSpecTable& table) {
  table.exclude("relax.multinomial_from_uniform",
                "needs probability rows, (n, 1) samples and in-range row indices, which random "
                "tensors are not (corpus/eval/sampling/ covers it)");
}

} // namespace rxv::fuzz
