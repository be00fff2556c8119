// Bug-zoo variants of constant folding, binding canonicalization, match_cast
// removal and inlining (fuzz/passes/).
#include "fuzz/bugzoo/bugs.h"
#include "fuzz/passes/variants.h"

namespace rxv::fuzz::bugs {

/// Constant folding that computes integer floor_divide / floor_mod with C's
/// truncating / and % (wrong for operands of different signs: -3 // 2 is -2,
/// not -1). Seen by evaluation.
BugInfo fold_truncating_division() {
  return {{"fold_truncating_division", "constant folding with truncating integer division",
           [](const sem::IRModule& m) {
             FoldOptions o;
             o.truncating_division = true;
             return fold_with(m, o);
           }},
          "constant folding with truncating instead of floor division",
          true};
}

/// Binding canonicalization that keeps substituting `v = lv` past the end of
/// lv's dataflow block. Seen statically: WF-1 (a DataflowVar used outside its
/// block).
BugInfo canonicalize_past_dataflow_block() {
  return {{"canonicalize_past_dataflow_block",
           "alias substitution ignores the scope of DataflowVars",
           [](const sem::IRModule& m) {
             CanonicalizeOptions o;
             o.substitute_past_block = true;
             return canonicalize_with(m, o);
           }},
          "copy propagation across a dataflow block boundary",
          false};
}

/// match_cast "simplification" that removes any tensor-to-tensor cast of equal
/// dtype and ndim, although it refines the shape (or binds shape variables).
/// Seen statically when the refined shape or a bound variable is used later
/// (WF-5, SI errors); by evaluation when the cast would have failed.
BugInfo match_cast_removal_drops_refinement() {
  return {{"match_cast_removal_drops_refinement", "removes refining match_casts",
           [](const sem::IRModule& m) {
             MatchCastOptions o;
             o.remove_refining = true;
             return remove_match_cast_with(m, o);
           }},
          "a StructInfo simplification that treats a refinement as redundant",
          false};
}

/// An inliner that maps parameters to arguments in the wrong order (captures
/// the wrong variable). Seen statically when the swapped arguments differ in
/// StructInfo; by evaluation otherwise.
BugInfo inliner_swaps_arguments() {
  return {{"inliner_swaps_arguments", "inlining binds each parameter to the wrong argument",
           [](const sem::IRModule& m) {
             InlineOptions o;
             o.reverse_params = true;
             return inline_with(m, o);
           }},
          "an inliner substituting the wrong variable",
          false};
}

} // namespace rxv::fuzz::bugs
