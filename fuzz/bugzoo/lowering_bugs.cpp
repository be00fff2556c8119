// Bug-zoo variants of legalization (fuzz/passes/legalize.cpp).
#include "fuzz/bugzoo/bugs.h"
#include "fuzz/passes/variants.h"

namespace rxv::fuzz::bugs {

/// Legalization/fusion that gives a comparison's kernel the input dtype instead
/// of bool (the astype from the comparison's result lost when fusing). Seen
/// statically: uses expecting bool (where, If, logical ops) or the function's
/// return StructInfo no longer match.
BugInfo legalize_comparison_loses_astype() {
  return {{"legalize_comparison_loses_astype", "lowered comparisons keep the input dtype",
           [](const sem::IRModule& m) {
             LegalizeOptions o;
             o.keep_input_dtype = true;
             return legalize_with(m, o);
           }},
          "fusion losing an astype (the result dtype of a fused comparison)",
          false};
}

/// Legalization of broadcasting elementwise calls that takes the first
/// operand's shape as the output shape (a broadcast rule that keeps a wrong
/// shape). Seen statically when the first operand is the smaller one.
BugInfo legalize_broadcast_keeps_lhs_shape() {
  return {{"legalize_broadcast_keeps_lhs_shape",
           "lowered broadcasting calls get the first operand's shape",
           [](const sem::IRModule& m) {
             LegalizeOptions o;
             o.broadcast_with_lhs_shape = true;
             return legalize_with(m, o);
           }},
          "a broadcast shape rule that keeps a wrong shape",
          false};
}

} // namespace rxv::fuzz::bugs
