#pragma once
/// The TVMScript reader: text -> IRModule (DESIGN.md, "The input language").
/// Accepts one `@I.ir_module class ...:` or one lone `@R.function` per file.
#include <optional>
#include <string_view>

#include "semantics/ir/module.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem {

/// Reads `source`. Errors go to `sink` with line:col; returns nullopt when any error was reported.
/// Names resolve to the nearest visible binding; a use outside its binding's scope is still linked
/// so that the well-formedness checker can name the exact criterion it breaks.
std::optional<IRModule> read_module(std::string_view source, DiagnosticSink& sink);

} // namespace rxv::sem
