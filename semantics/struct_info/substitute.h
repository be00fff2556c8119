#pragma once
/// Shape-variable mapping and substitution at call sites (structinfo-and-semantics.md, "Checking a
/// function's signature at a call" and "Call of anything else").
#include <unordered_map>

#include "semantics/arith/arith.h"
#include "semantics/ir/expr.h"
#include "semantics/ir/struct_info.h"

namespace rxv::sem {

/// Shape variable (by node) -> the PrimExpr it stands for.
using ShapeVarMap = std::unordered_map<const PrimExprNode*, PrimExpr>;

/// Replaces mapped shape variables in `e`. Returns `e` itself when nothing changes.
PrimExpr substitute(const PrimExpr& e, const ShapeVarMap& map);
/// Replaces mapped shape variables everywhere in `s` (shapes, values, nested fields).
StructInfo substitute(const StructInfo& s, const ShapeVarMap& map);

/// Binds the callee's shape variables from the arguments: every dimension of `params` that is a
/// lone shape variable not yet in `map` is mapped to the argument's corresponding dimension, in any
/// parameter order (a first pass over all parameters), so that a later substitute() turns compound
/// dimensions into argument terms. Dimensions the argument does not know are left unmapped.
void bind_shape_vars(const std::vector<StructInfo>& params, const std::vector<StructInfo>& args,
                     ShapeVarMap& map);

} // namespace rxv::sem
