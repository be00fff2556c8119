#pragma once
/// Value literals: a compact text form of run-time values, used by corpus `# EVAL:` lines, by
/// `rxv run --input NAME=LITERAL` and in reports. Grammar (corpus/README.md, "EVAL"):
///
///   value  := tensor | prim | shape | tuple | string | 'null'
///   tensor := DTYPE '[' [INT {',' INT}] ']' '{' [elem {',' elem}] '}'   row-major, flat
///   prim   := DTYPE '(' elem ')'                                        a PrimValue
///   shape  := 'shape' '(' [INT {',' INT}] ')'
///   tuple  := '(' ')' | '(' value ',' ')' | '(' value {',' value} [','] ')'
///   string := '"' chars '"'                                            \" and \\ escapes
///   elem   := ['-'] (INT | FLOAT | 'nan' | 'inf') | 'true' | 'false'
///
/// e.g. `int32[2,2]{1, -2, 3, 4}`, `float32[]{nan}`, `int64(5)`, `(shape(2, 3), bool(true))`.
#include <cstdint>
#include <string>
#include <string_view>

#include "semantics/support/diagnostic.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// Reads one value starting at `pos` (leading blanks skipped); on success `pos` is just past it.
/// Errors (with the column, 1-based, in `text`) for malformed text, an element count that does
/// not match the dims, a value out of the dtype's range, a dtype a tensor cannot hold.
Expected<Value> parse_value_literal(std::string_view text, size_t& pos);
/// The whole of `text` must be one value.
Expected<Value> parse_value_literal(std::string_view text);

/// The literal for `v` (parse_value_literal reads it back to an equal value; floats print in the
/// shortest form that round-trips). Closures and PackedFuncs, which have no literal, print as
/// `<closure name>` / `<packed_func name>`.
std::string format_value_literal(const Value& v);

/// Human-readable form for `rxv run`: tensors as nested lists with their type, e.g.
/// `R.Tensor((2, 2), "int32") [[1, 2], [3, 4]]`; tensors with more than `max_elements` elements
/// are abbreviated.
std::string format_value(const Value& v, int64_t max_elements = 1000);

} // namespace rxv::sem
