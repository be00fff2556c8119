// Generation specs of the reduction_collapse family (semantics/ops/reduction_collapse.cpp): none
// yet; each exclusion says why.
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

void register_reduction_collapse_specs(OpSpecTable& table) {
  for (const char* op : {"relax.collapse_sum_like", "relax.collapse_sum_to"})
    table.exclude(op, "needs a target shape that broadcasts to the data's, provably dim by dim; "
                      "not generated yet");
}

} // namespace rxv::fuzz
