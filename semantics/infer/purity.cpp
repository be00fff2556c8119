/// Purity (relax_spec_full.md, "Checking Purity" and rule 14; structinfo-and-semantics.md,
/// "Purity"). Every call is classified where it is inferred (infer_call.cpp):
///   - a call of an Op: the op table's `pure` flag (print, assert_op, invoke_closure, ... are
///     impure; call_tir, call_dps_packed, call_pure_packed are pure);
///   - any other call: the callee's FuncStructInfo purity. ExternFunc (call_packed) is impure;
///     a global Relax function is as its `is_pure` says (pure=False makes it impure); a PrimFunc
///     called directly is impure when its body stores into a buffer, and always under the spec
///     rules (rule 16; Inferrer::prim_func_sinfo).
/// An impure call is allowed only outside DataflowBlocks (else PUR-1) and in a function that is
/// impure or has relax.force_pure (else PUR-2). The function is the innermost one: a closure's
/// body is judged by the closure's own purity, and it never runs inside the DataflowBlock that
/// defines it.
#include <fmt/format.h>

#include "semantics/infer/infer_internal.h"

namespace rxv::sem::infer_detail {

void Inferrer::check_purity(const CallNode& call, bool callee_pure, const std::string& callee) {
  if (callee_pure) return;
  if (in_dataflow_) {
    error(call.loc, "PUR-1",
          fmt::format("impure call of {} inside a DataflowBlock (dataflow blocks may only "
                      "call pure functions; move the call out of `with R.dataflow()`)",
                      callee));
    return;
  }
  if (!functions_.empty() && functions_.back().must_be_pure)
    error(call.loc, "PUR-2",
          fmt::format("impure call of {} in `{}`, which is marked pure (declare it "
                      "@R.function(pure=False), or give it R.func_attr({{\"relax.force_pure\": "
                      "True}}) if its effects are not visible)",
                      callee, functions_.back().name));
}

} // namespace rxv::sem::infer_detail
