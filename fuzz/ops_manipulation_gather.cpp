// Generation specs of the manipulation_gather family (semantics/ops/manipulation_gather.cpp):
// none yet. Each op needs an integer index tensor (or, for reverse_sequence, a lengths tensor)
// shaped to match data, which the generator's scope seldom holds.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

void register_manipulation_gather_specs(OpSpecTable& table) {
  for (const char* op : {"relax.gather_elements", "relax.gather_nd", "relax.index_tensor",
                         "relax.one_hot", "relax.reverse_sequence"})
    table.exclude(op, "needs an integer index tensor matched to data; not generated yet");
}

} // namespace rxv::fuzz
