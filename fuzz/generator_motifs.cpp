// Motifs (generator_impl.h): small groups of bindings in the shapes TVM's
// pattern-rewriting Relax passes look for, which op calls drawn one at a time
// almost never make (a matmul is 3 of the op table's thousands of weight, and
// two of them sharing an operand rarer still). Each motif builds only calls
// the op rules accept; emit() still asks the rules and records a rejection as
// a generator bug.
//   matmul chain          AdjustMatmulOrder, FuseOps/FuseTIR (chains of matmuls)
//   parallel matmuls      CombineParallelMatmul (one lhs, bias add, activation)
//   matmul of a sum       ExpandMatmulOfSum
//   take after matmul     ReorderTakeAfterMatmul
//   concat of permutes    ReorderPermuteDimsAfterConcat
// Float16 programs (ToMixedPrecision, DecomposeOpsForInference) come from
// run()'s uniform-float parameters (generator_control.cpp).
#include "fuzz/generator_impl.h"

namespace rxv::fuzz::detail {

using namespace sem;

std::optional<Avail> Gen::emit_call(BindingBlock& block, Scope& scope, const std::string& op,
                                    std::vector<Expr> args, Attrs attrs) {
  if (!emit(block, scope, make_call(make_op(op), std::move(args), std::move(attrs)), nullptr))
    return std::nullopt;
  return scope.vals.back(); // a copy: later emits grow scope.vals
}

bool Gen::add_motif(BindingBlock& block, Scope& scope) {
  switch (c_.draw(5)) {
  case 0: return add_matmul_chain(block, scope);
  case 1: return add_parallel_matmuls(block, scope);
  case 2: return add_matmul_of_sum(block, scope);
  case 3: return add_take_after_matmul(block, scope);
  default: return add_concat_of_permutes(block, scope);
  }
}

} // namespace rxv::fuzz::detail
