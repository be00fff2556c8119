// Generation specs of the manipulation_scatter family (semantics/ops/manipulation_scatter.cpp):
// none yet. Each op needs an integer index tensor shaped to match data and updates, which the
// generator's scope seldom holds; random index values would also mostly be out of range.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

void register_manipulation_scatter_specs(OpSpecTable& table) {
  for (const char* op :
       {"relax.scatter_elements", "relax.scatter_nd", "relax.slice_scatter", "relax.index_put"})
    table.exclude(op, "needs an index tensor (or slice bounds) matched to data and updates; not "
                      "generated yet");
}

} // namespace rxv::fuzz
