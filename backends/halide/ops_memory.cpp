// Halide lowerings of the memory family (semantics/ops/memory.cpp): none. Its ops allocate and
// free storage in lowered modules, or mark gradient checkpoints; none computes tensor elements.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_memory_lowerings(LoweringRegistry& r) {
  for (const char* op :
       {"relax.builtin.alloc_tensor", "relax.memory.alloc_storage", "relax.memory.alloc_tensor",
        "relax.memory.kill_storage", "relax.memory.kill_tensor", "relax.vm.alloc_storage",
        "relax.vm.alloc_tensor", "relax.vm.kill_object"})
    r.exclude(op, "storage management of lowered modules: allocates, computes no elements");
  for (const char* op :
       {"relax.grad.start_checkpoint", "relax.grad.end_checkpoint", "relax.grad.no_grad"})
    r.exclude(op, "a marker of TVM's Gradient pass (identity on values)");
}

} // namespace rxv::halide
