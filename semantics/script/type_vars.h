#pragma once
/// Module-level shape-variable declarations of TVM >= 0.27's TVMScript:
///
///     n = TypeVar("n")
///     @I.ir_module
///     class Module:
///         @R.function
///         def main(x: R.Tensor((n, 4), dtype="float32")): ...
///
/// A declared name stands for a fresh int64 shape variable in each function whose signature
/// (parameter or return annotations) mentions it, unless a parameter has that name or an
/// enclosing function already defines it (TVM's parser, `_collect_symbolic_vars`). TVM's
/// printer writes one declaration for every name used so, and no longer writes `n = T.int64()`
/// in function bodies. Both the Relax and the TIR reader use this.
#include <string>
#include <unordered_set>
#include <vector>

#include "semantics/script/py_ast.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

using TypeVarNames = std::unordered_set<std::string>;

/// Whether `s` is `NAME = TypeVar(...)`.
bool is_type_var_declaration(const py::PyStmt& s);

/// Whether `s` is a `NAME = TypeVar("NAME")` declaration; adds NAME to `out`, reporting a
/// malformed one (a different string, extra arguments) to `sink`. TVM writes them at module
/// level, and inside a function body before a closure whose signature needs a new one.
bool read_type_var_declaration(const py::PyStmt& s, TypeVarNames& out, DiagnosticSink& sink);

/// Whether `name` occurs in `def` where a shape variable may stand: in an annotation (of a
/// parameter, the return or a binding, string dimensions included) or inside a shape-valued call
/// (`R.shape([n])`, `R.prim_value(n)`, `R.Tensor((n,))` as a value), in the body and nested
/// functions too.
bool mentions_as_shape_var(const py::PyStmt& def, std::string_view name);

/// The declared names `def`'s signature mentions (also inside string dimensions such as
/// `"n * 2"`), minus its parameters' names, sorted.
std::vector<std::string> signature_type_vars(const py::PyStmt& def, const TypeVarNames& declared);

} // namespace rxv::sem
