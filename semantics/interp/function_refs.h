#pragma once
/// The variables a Relax Function refers to: what a closure must capture (spec,
/// Evaluation rule 9: "a mapping of any free Relax variables or shape variables
/// ... to the values they hold"). Collected once per Function node and cached
/// by the interpreter; at closure creation the references that are bound in the
/// enclosing frame are the free ones (the function's own parameters and
/// bindings are distinct nodes, not yet bound there).
#include <vector>

#include "semantics/ir/expr.h"

namespace rxv::sem {

struct FunctionRefs {
  std::vector<const VarNode*> relax_vars; ///< every Relax Var used, deduplicated
  std::vector<PrimExpr> shape_vars;       ///< every shape variable mentioned, deduplicated
};

/// Every Relax variable used and every shape variable mentioned in `fn`
/// (parameters' and return StructInfo, bindings' annotations, MatchCast
/// patterns, nested functions), by node identity.
FunctionRefs collect_function_refs(const FunctionNode& fn);

} // namespace rxv::sem
