// The lowering registry: every family of the op table registers its lowerings and exclusions
// once, on first use, from backends/halide/ops_<family>.cpp; a family file of the op table
// without one here fails to link.
#include <algorithm>

#include "backends/halide/lowering.h"
#include "semantics/ops/op_families.h"

namespace rxv::halide {

#define RXV_X(family) void register_##family##_lowerings(LoweringRegistry& r);
RXV_OP_FAMILIES(RXV_X)
#undef RXV_X

const LoweringRegistry& LoweringRegistry::get() {
  static LoweringRegistry registry = [] { // not const: replace_for_testing
    LoweringRegistry r;
#define RXV_X(family)                                                                              \
  r.family_ = #family;                                                                             \
  register_##family##_lowerings(r);
    RXV_OP_FAMILIES(RXV_X)
#undef RXV_X
    r.family_.clear();
    std::sort(r.entries_.begin(), r.entries_.end(),
              [](const Entry& a, const Entry& b) { return a.name < b.name; });
    return r;
  }();
  return registry;
}

const OpLowering* LoweringRegistry::find(std::string_view op_name) const {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), op_name,
                             [](const Entry& e, std::string_view n) { return e.name < n; });
  return it != entries_.end() && it->name == op_name ? &it->fn : nullptr;
}

std::vector<std::string> LoweringRegistry::names() const {
  std::vector<std::string> out;
  for (const auto& e : entries_) out.push_back(e.name);
  return out;
}

const RunTimeValues& LoweringRegistry::run_time_values(std::string_view op_name) const {
  static const RunTimeValues none;
  auto it = std::lower_bound(entries_.begin(), entries_.end(), op_name,
                             [](const Entry& e, std::string_view n) { return e.name < n; });
  return it != entries_.end() && it->name == op_name ? it->run_time : none;
}

void LoweringRegistry::add(std::string name, OpLowering fn, RunTimeValues run_time) {
  entries_.push_back({std::move(name), std::move(fn), family_, std::move(run_time)});
}

void LoweringRegistry::exclude(std::string name, std::string reason) {
  excluded_.push_back({std::move(name), std::move(reason), family_});
}

std::string_view LoweringRegistry::family_of(std::string_view name) const {
  for (const auto& e : entries_)
    if (e.name == name) return e.family;
  for (const auto& e : excluded_)
    if (e.op == name) return e.family;
  return {};
}

OpLowering LoweringRegistry::replace_for_testing(std::string_view name, OpLowering fn) {
  auto& r = const_cast<LoweringRegistry&>(get());
  auto it = std::lower_bound(r.entries_.begin(), r.entries_.end(), name,
                             [](const Entry& e, std::string_view n) { return e.name < n; });
  if (it != r.entries_.end() && it->name == name) {
    std::swap(it->fn, fn);
    return fn;
  }
  r.entries_.insert(it, {std::string(name), std::move(fn), "test", {}});
  return {};
}

} // namespace rxv::halide
