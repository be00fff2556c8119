#pragma once
/// The TIR-subset interpreter: runs a PrimFunc (the subset in DESIGN.md, as LegalizeOps emits it)
/// on tensors in destination-passing style. Buffers are bounds-checked; `T.match_buffer` and
/// `T.Buffer` parameters bind their symbolic shape variables from the tensors they receive (and
/// check them where already bound); loop iterations count against EvalLimits.
#include <cstdint>
#include <vector>

#include "semantics/ir/tir.h"
#include "semantics/value/eval_error.h"
#include "semantics/value/kernel.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// Runs `func` on `args`. Tensors are bound, in order, to the parameters that are buffers (or
/// handles with a match_buffer), PrimScalars in order to the scalar parameters: this binding is the
/// same whether a caller orders call_tir's arguments as the spec does (args, tir_vars, outs) or as
/// TVM does (args, outs, tir_vars). Writes go to the tensors' shared storage (outputs are mutated
/// in place). `iterations` counts loop iterations across calls against
/// limits.max_tir_iterations. Errors (arity, dtype/shape mismatch, out-of-bounds access, division
/// by zero, unsupported statements) are EvalErrors located at the PrimFunc's statement.
/// A function with a return annotation (`-> T.int64`) stores its result in `*ret` when `ret` is
/// given.
EvalStatus run_prim_func(const PrimFuncNode& func, const std::vector<Value>& args,
                         const EvalLimits& limits, int64_t& iterations, PrimScalar* ret = nullptr);

} // namespace rxv::sem
