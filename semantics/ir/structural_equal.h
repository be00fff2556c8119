#pragma once
/// Structural equality and hashing modulo variable names (alpha-equivalence): two IR fragments are
/// equal when they have the same shape and their variables (Relax Vars, shape variables, TIR vars,
/// buffers) correspond one-to-one at their binding sites. Free variables compare by identity.
/// Source locations, name hints and IRModule::name are ignored; GlobalVars compare by name.
#include <cstddef>

#include "semantics/ir/module.h"

namespace rxv::sem {

bool structural_equal(const IRModule& a, const IRModule& b);
bool structural_equal(const Expr& a, const Expr& b);
bool structural_equal(const StructInfo& a, const StructInfo& b);
bool structural_equal(const PrimExpr& a, const PrimExpr& b);

/// Consistent with structural_equal: equal fragments hash equally.
size_t structural_hash(const IRModule& m);
size_t structural_hash(const Expr& e);
size_t structural_hash(const StructInfo& s);
size_t structural_hash(const PrimExpr& e);

} // namespace rxv::sem
