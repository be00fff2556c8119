// Generation specs of the manipulation_scatter family (semantics/ops/manipulation_scatter.cpp).
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

void register_manipulation_scatter_specs(OpSpecTable& table) { (void)table; }

} // namespace rxv::fuzz
