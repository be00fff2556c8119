#pragma once
/// The TVMScript reader: text -> IRModule (DESIGN.md, "The input language").
/// Accepts one `@I.ir_module class ...:` or one lone `@R.function` per file.
#include <optional>
#include <string>
#include <string_view>

#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

/// Reads `source`. Errors go to `sink` with line:col; returns nullopt when any error was reported.
/// Names resolve to the nearest visible binding; a use outside its binding's scope is still linked
/// so that the well-formedness checker can name the exact criterion it breaks.
std::optional<IRModule> read_module(std::string_view source, DiagnosticSink& sink);
/// The same, for a caller that needs `source` no more: it is freed once parsed (the syntax tree
/// holds copies of what it uses), so that it is not alive while the IR is built.
std::optional<IRModule> read_module_consuming(std::string&& source, DiagnosticSink& sink);

} // namespace rxv::sem
