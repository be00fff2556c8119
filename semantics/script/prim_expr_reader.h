#pragma once
/// Translation of Python expressions to PrimExprs, shared by the Relax reader (shape dimensions,
/// `R.prim_value`, `R.Prim(value=)`) and the TIR reader (PrimFunc bodies).
#include <functional>
#include <string>

#include "semantics/ir/prim_expr.h"
#include "semantics/ir/tir.h"
#include "semantics/script/py_ast.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

/// How names in a PrimExpr resolve. Either callback may be empty.
struct PrimScope {
  /// The variable named `name`, or null if none is visible.
  std::function<PrimExpr(const std::string& name)> lookup_var;
  /// The buffer named `name` (for `A[i, j]` loads), or null.
  std::function<Buffer(const std::string& name)> lookup_buffer;
  /// dtype of a bare integer literal: int64 in Relax shapes, int32 in TIR (TVMScript's rules);
  /// a literal next to a typed operand takes that operand's dtype.
  DataType int_literal_dtype = DataType::Int(64);
};

/// Translates `e`; reports an error and returns null when it is not a PrimExpr.
PrimExpr read_prim_expr(const py::PyExpr& e, const PrimScope& scope, DiagnosticSink& sink);

} // namespace rxv::sem
