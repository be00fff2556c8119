// Halide lowerings of the builtin_call_tir family (semantics/ops/builtin_call_tir.cpp): none. A
// call_tir runs its PrimFunc on the TIR interpreter; a destination-passing packed call needs the
// registered function.
#include "backends/halide/lowering.h"

namespace rxv::halide {

void register_builtin_call_tir_lowerings(LoweringRegistry& r) {
  for (const char* op : {"relax.call_tir", "relax.call_tir_inplace", "relax.call_tir_with_grad"})
    r.exclude(op, "runs a TIR PrimFunc, which the TIR interpreter evaluates");
  r.exclude("relax.call_dps_packed", "calls a registered PackedFunc");
  r.exclude("relax.call_py_func", "calls a Python function of the module");
}

} // namespace rxv::halide
