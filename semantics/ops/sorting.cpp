#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

void register_sorting_ops(OpTable& table) { (void)table; }

} // namespace rxv::sem
