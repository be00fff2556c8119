// Generation specs of the manipulation_gather family (semantics/ops/manipulation_gather.cpp).
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

void register_manipulation_gather_specs(OpSpecTable& table) { (void)table; }

} // namespace rxv::fuzz
