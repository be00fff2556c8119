#include "semantics/interp/packed_func.h"

#include <algorithm>

namespace rxv::sem {

void register_builtin_packed_funcs(PackedFuncRegistry& registry); // packed_builtins.cpp

const PackedFuncRegistry& PackedFuncRegistry::builtins() {
  static const PackedFuncRegistry registry = [] {
    PackedFuncRegistry r;
    register_builtin_packed_funcs(r);
    return r;
  }();
  return registry;
}

void PackedFuncRegistry::add(std::string name, PackedFunc fn, std::string doc) {
  entries_.insert_or_assign(std::move(name), Entry{std::move(fn), std::move(doc)});
}

void PackedFuncRegistry::add_op_lowering(std::string name, PackedFunc fn, std::string doc) {
  entries_.insert_or_assign(std::move(name), Entry{std::move(fn), std::move(doc), true});
}

bool PackedFuncRegistry::is_op_lowering(std::string_view name) const {
  auto it = entries_.find(name);
  return it != entries_.end() && it->second.op_lowering;
}

const PackedFunc* PackedFuncRegistry::find(std::string_view name) const {
  auto it = entries_.find(name);
  return it == entries_.end() ? nullptr : &it->second.fn;
}

std::vector<std::string> PackedFuncRegistry::names() const {
  std::vector<std::string> out;
  out.reserve(entries_.size());
  for (const auto& [name, entry] : entries_) out.push_back(name);
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace rxv::sem
