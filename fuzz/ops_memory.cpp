// Generation specs of the memory family (semantics/ops/memory.cpp): none. Its
// ops belong to lowered modules (memory planning, VM codegen) or mark
// gradient checkpoints; each exclusion says why.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_memory_specs(OpSpecTable& table) {
  const char* planning = "memory planning of lowered modules (StaticPlanBlockMemory, VM "
                         "codegen): impure, not written by users before lowering";
  for (const char* op :
       {"relax.builtin.alloc_tensor", "relax.memory.alloc_storage", "relax.memory.alloc_tensor",
        "relax.memory.kill_storage", "relax.memory.kill_tensor", "relax.vm.alloc_storage",
        "relax.vm.alloc_tensor", "relax.vm.kill_object"})
    table.exclude(op, planning);
  const char* marker = "a marker of TVM's Gradient pass (identity on values): "
                       "nothing for the passes under test to change";
  for (const char* op :
       {"relax.grad.start_checkpoint", "relax.grad.end_checkpoint", "relax.grad.no_grad"})
    table.exclude(op, marker);
}

} // namespace rxv::fuzz
