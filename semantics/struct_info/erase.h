#pragma once
/// Erasure when leaving a scope (structinfo-and-semantics.md, "Erasure when leaving a scope"):
/// information that mentions a shape variable or Relax var no longer in scope is dropped.
#include <functional>

#include "semantics/ir/expr.h"
#include "semantics/ir/struct_info.h"

namespace rxv::sem {

/// What is still in scope after the exit.
struct ScopeQuery {
  std::function<bool(const PrimExprNode* shape_var)> has_shape_var;
  std::function<bool(const VarNode* var)> has_var;
};

/// Drops a Tensor's shape or a Shape's values (keeping ndim and dtype), or a Prim's value, whenever
/// it mentions something not in scope; recurses into Tuples and Func returns/params.
/// Returns `s` itself when nothing needs to go.
StructInfo erase_to_well_defined(const StructInfo& s, const ScopeQuery& scope);

} // namespace rxv::sem
