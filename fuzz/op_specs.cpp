// The generation-spec table (op_specs.h): each family of the op table registers
// its specs and exclusions from fuzz/ops_<family>.cpp, in the op table's order
// of families (semantics/ops/op_families.h), so a family file of the op table
// without one here fails to link.
#include "fuzz/op_specs.h"

#include "semantics/ops/op_families.h"
#include "semantics/ops/op_table.h"
#include "semantics/support/assert.h"

namespace rxv::fuzz {

#define RXV_X(family) void register_##family##_specs(OpSpecTable& table);
RXV_OP_FAMILIES(RXV_X)
#undef RXV_X

const OpSpecTable& OpSpecTable::get() {
  static const OpSpecTable table = [] {
    OpSpecTable t;
#define RXV_X(family)                                                                              \
  t.family_ = #family;                                                                             \
  register_##family##_specs(t);
    RXV_OP_FAMILIES(RXV_X)
#undef RXV_X
    t.family_.clear();
    return t;
  }();
  return table;
}

void OpSpecTable::add(std::string op, int weight, OpBuilder build, OpPlace place,
                      bool nonneg_shape_tensor) {
  RXV_ASSERT(build && weight > 0 && !find(op)) << "bad or repeated spec " << op;
  specs_.push_back({std::move(op), family_, weight, std::move(build), place, nonneg_shape_tensor});
}

void OpSpecTable::exclude(std::string op, std::string reason) {
  excluded_.push_back({std::move(op), std::move(reason), family_});
}

const OpSpec* OpSpecTable::find(std::string_view op) const {
  for (const OpSpec& s : specs_)
    if (s.op == op) return &s;
  return nullptr;
}

std::vector<std::string> ops_without_spec() {
  std::vector<std::string> missing;
  for (const sem::OpDef& def : sem::OpTable::get().ops()) {
    bool excluded = false;
    for (const ExcludedOp& e : excluded_ops()) excluded = excluded || e.op == def.name;
    if (!excluded && !find_op_spec(def.name)) missing.push_back(def.name);
  }
  return missing;
}

} // namespace rxv::fuzz
