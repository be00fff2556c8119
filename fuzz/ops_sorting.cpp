// Generation specs of the sorting family (semantics/ops/sorting.cpp).
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

void register_sorting_specs(OpSpecTable& table) { (void)table; }

} // namespace rxv::fuzz
