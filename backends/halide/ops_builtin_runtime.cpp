// Halide lowerings of the builtin_runtime family (semantics/ops/builtin_runtime.cpp): none but
// where an op is a cast. Its ops call functions (closures, PrimFuncs, runtime builtins), mark
// parameters or move tensors between devices; none computes tensor elements of its own.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_builtin_runtime_lowerings(LoweringRegistry& r) {
  r.exclude("relax.builtin.stop_lift_params", "a marker of LiftTransformParams (identity)");
  r.exclude("relax.wrap_param", "a parameter cast of ToMixedPrecision, lowered as astype is once "
                                "legalized; not generated for backends");
  r.exclude("relax.invoke_pure_closure", "calls a closure: no tensor computation of its own");
  r.exclude("relax.vm.call_tir_dyn", "calls a PrimFunc in a lowered module (VM form)");
  r.exclude("relax.to_vdevice", "a copy between devices: one process has one device");
  r.exclude("relax.hint_on_device", "a device hint (identity): one process has one device");
  r.exclude("relax.call_builtin_with_ctx", "calls a VM runtime builtin");
  r.exclude("relax.call_inplace_packed", "calls a PackedFunc: no tensor computation of its own");
}

} // namespace rxv::halide
