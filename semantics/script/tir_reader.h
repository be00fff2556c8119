#pragma once
/// The TIR reader: a `@T.prim_func def ...` into a PrimFunc (the subset in DESIGN.md).
#include "semantics/ir/tir.h"
#include "semantics/script/py_ast.h"
#include "semantics/script/type_vars.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

/// Translates the function definition `def` (its decorators included); `def.name` is the name it is
/// bound to in the module. Unless `private=True`, attrs get "global_symbol" = that name.
/// `type_vars`: the module's `n = TypeVar("n")` names (TVM >= 0.27), int64 variables of this
/// function where its signature mentions them. Reports errors to `sink` and returns null if any.
PrimFunc read_prim_func(const py::PyStmt& def, DiagnosticSink& sink,
                        const TypeVarNames& type_vars = {});

} // namespace rxv::sem
