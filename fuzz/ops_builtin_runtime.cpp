// Generation specs of the builtin_runtime family (semantics/ops/builtin_runtime.cpp): none. Its
// ops belong to lowered modules or to single passes; each exclusion says why.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_builtin_runtime_specs(OpSpecTable& table) {
  table.exclude("relax.builtin.stop_lift_params",
                "a marker of LiftTransformParams (identity): nothing for other passes to change");
  table.exclude("relax.wrap_param", "written by ToMixedPrecision around parameters only");
  table.exclude("relax.invoke_pure_closure", "needs closures (make_closure of a lifted function)");
  table.exclude("relax.vm.call_tir_dyn", "VM form of call_tir after VMBuiltinLower");
  table.exclude("relax.to_vdevice", "needs a module declaring virtual devices");
  table.exclude("relax.hint_on_device",
                "a device hint for RealizeVDevice (identity on one device): nothing to compute");
  table.exclude("relax.call_builtin_with_ctx", "calls VM runtime builtins, after lowering");
  table.exclude("relax.call_inplace_packed",
                "calls a PackedFunc that mutates its arguments: needs a registered one");
}

} // namespace rxv::fuzz
