#pragma once
/// IRModule: the unit rxv reads and checks (spec 000, "Top-Level Program Organization").
/// GlobalVars are bound to Relax Functions or TIR PrimFuncs; a GlobalVar is identified by its name.
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/ir/tir.h"
#include "semantics/ir/use_locs.h"

namespace rxv::sem {

struct GlobalFunc {
  std::string name; ///< the GlobalVar's name
  /// Exactly one of the two is set.
  Function relax;
  PrimFunc tir;
  SourceLoc loc;
  bool is_relax() const { return relax != nullptr; }
};

struct IRModule {
  /// The class name in `@I.ir_module class Name:` (printing only; not part of equality).
  std::string name = "Module";
  /// True when the source was a lone `@R.function` rather than a module; printed the same way.
  bool lone_function = false;
  std::vector<GlobalFunc>
      functions;      ///< in source order; names unique (the reader rejects duplicates)
  Attrs attrs;        ///< I.module_attrs
  Attrs global_infos; ///< I.module_global_infos (e.g. "vdevice")
  /// Where variables are used, for diagnostics only (not part of equality, hashing or printing);
  /// the reader may record each use's position here. Empty is fine: diagnostics then point at the
  /// enclosing expression.
  UseLocs use_locs;

  const GlobalFunc* find(const std::string& fname) const {
    for (const auto& f : functions)
      if (f.name == fname) return &f;
    return nullptr;
  }
};

} // namespace rxv::sem
