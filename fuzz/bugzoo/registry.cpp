#include "fuzz/bugzoo/bugs.h"

namespace rxv::fuzz {

const std::vector<BugInfo>& bugzoo() {
  static const std::vector<BugInfo> zoo = {
      bugs::dce_drops_shape_match_cast(),
      bugs::dce_drops_print(),
      bugs::cse_merges_impure(),
      bugs::cse_across_dataflow_blocks(),
      bugs::fold_truncating_division(),
      bugs::canonicalize_past_dataflow_block(),
      bugs::match_cast_removal_drops_refinement(),
      bugs::inliner_swaps_arguments(),
      bugs::legalize_comparison_loses_astype(),
      bugs::legalize_broadcast_keeps_lhs_shape(),
      bugs::reorder_across_print(),
      bugs::lub_keeps_then_shape(),
      bugs::reduce_axis_off_by_one(),
  };
  return zoo;
}

} // namespace rxv::fuzz
