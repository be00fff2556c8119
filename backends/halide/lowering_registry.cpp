// The lowering registry: every family registers its lowerings once, on first use.
#include <algorithm>

#include "backends/halide/lowering.h"

namespace rxv::halide {

const LoweringRegistry& LoweringRegistry::get() {
  static LoweringRegistry registry = [] {  // not const: replace_for_testing
    LoweringRegistry r;
    register_unary_lowerings(r);
    register_binary_lowerings(r);
    register_reduction_lowerings(r);
    register_linear_algebra_lowerings(r);
    register_manipulation_lowerings(r);
    register_nn_lowerings(r);
    register_nn_norm_lowerings(r);
    register_creation_lowerings(r);
    register_manipulation_join_lowerings(r);
    register_manipulation_index_lowerings(r);
    std::sort(r.entries_.begin(), r.entries_.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return r;
  }();
  return registry;
}

const OpLowering* LoweringRegistry::find(std::string_view op_name) const {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), op_name,
                             [](const auto& e, std::string_view n) { return e.first < n; });
  return it != entries_.end() && it->first == op_name ? &it->second : nullptr;
}

std::vector<std::string> LoweringRegistry::names() const {
  std::vector<std::string> out;
  for (const auto& e : entries_) out.push_back(e.first);
  return out;
}

void LoweringRegistry::add(std::string name, OpLowering fn) {
  entries_.emplace_back(std::move(name), std::move(fn));
}

OpLowering LoweringRegistry::replace_for_testing(std::string_view name, OpLowering fn) {
  auto& r = const_cast<LoweringRegistry&>(get());
  auto it = std::lower_bound(r.entries_.begin(), r.entries_.end(), name,
                             [](const auto& e, std::string_view n) { return e.first < n; });
  if (it != r.entries_.end() && it->first == name) {
    std::swap(it->second, fn);
    return fn;
  }
  r.entries_.insert(it, {std::string(name), std::move(fn)});
  return {};
}

}  // namespace rxv::halide
