// Halide lowerings of the nn_attention family (semantics/ops/nn_attention.cpp): none yet; the
// interpreter runs attention and attention_bias (two matmuls around a masked softmax).
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_nn_attention_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.nn.attention", "relax.nn.attention_bias"})
    r.exclude(op, "not lowered yet (two batched matmuls around a masked softmax)");
  r.exclude("relax.nn.attention_var_len",
            "its sequences' bounds are run-time values (seqstart_q/k): data-dependent regions");
}

} // namespace rxv::halide
