#pragma once
/// Finds a module's functions by name in O(1). IRModule::find scans the function list, which is
/// quadratic when called once per call site of a large module; analyses that look up every
/// GlobalVar build one of these over the module they walk (which must not change meanwhile: the
/// keys point into its function names).
#include <string_view>
#include <unordered_map>

#include "semantics/ir/module.h"

namespace rxv::sem {

class FunctionIndex {
public:
  explicit FunctionIndex(const IRModule& mod) {
    by_name_.reserve(mod.functions.size());
    // emplace keeps the first of duplicate names, as IRModule::find does.
    for (const GlobalFunc& f : mod.functions) by_name_.emplace(f.name, &f);
  }

  const GlobalFunc* find(std::string_view name) const {
    auto it = by_name_.find(name);
    return it == by_name_.end() ? nullptr : it->second;
  }

private:
  std::unordered_map<std::string_view, const GlobalFunc*> by_name_;
};

} // namespace rxv::sem
