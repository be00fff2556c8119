// Bug-zoo variants of dead-code elimination and CSE (fuzz/passes/dce.cpp,
// cse.cpp).
#include "fuzz/bugzoo/bugs.h"
#include "fuzz/passes/variants.h"

namespace rxv::fuzz::bugs {

/// DCE that drops an unused match_cast even when it is what binds a shape
/// variable used later (TVM's DCE once removed MatchCast bindings whose var was
/// unused, leaving later annotations with an undefined symbolic variable). Seen
/// statically: WF-5.
BugInfo dce_drops_shape_match_cast() {
  return {{"dce_drops_shape_match_cast", "DCE removes a shape-defining match_cast",
           [](const sem::IRModule& m) {
             DceOptions o;
             o.keep_shape_match_casts = false;
             return dce_with(m, o);
           }},
          "dead-code elimination dropping a binding that defines symbolic "
          "shape variables",
          false};
}

/// DCE that considers R.print pure and removes an unused print (a purity table
/// missing an entry). Seen only by evaluation: the effect trace loses the
/// print.
BugInfo dce_drops_print() {
  return {{"dce_drops_print", "DCE removes unused R.print calls",
           [](const sem::IRModule& m) {
             DceOptions o;
             o.treat_as_pure = {"relax.print"};
             return dce_with(m, o);
           }},
          "dead-code elimination of an impure call whose result is unused",
          true};
}

/// CSE that merges two R.print calls of the same value (purity not consulted).
/// Seen by evaluation: one print instead of two in the effect trace.
BugInfo cse_merges_impure() {
  return {{"cse_merges_impure", "CSE merges identical impure calls",
           [](const sem::IRModule& m) {
             CseOptions o;
             o.treat_as_pure = {"relax.print"};
             return cse_with(m, o);
           }},
          "CSE merging impure calls (each evaluation is a visible effect)",
          true};
}

/// CSE whose table of available expressions is not reset at the end of a
/// dataflow block, so a later block reads a DataflowVar out of its scope. Seen
/// statically: WF-1.
BugInfo cse_across_dataflow_blocks() {
  return {{"cse_across_dataflow_blocks", "CSE reuses DataflowVars of earlier dataflow blocks",
           [](const sem::IRModule& m) {
             CseOptions o;
             o.reuse_across_blocks = true;
             return cse_with(m, o);
           }},
          "CSE reusing a value outside the scope that defines it",
          false};
}

} // namespace rxv::fuzz::bugs
