#pragma once
/// The text that relax.print and the printing PackedFuncs record in the effect
/// trace: values as TVM's runtime prints them, roughly (tensors as nested
/// lists, shapes and tuples in parentheses), and Python's `str.format` with
/// positional `{}` / `{0}` fields.
#include <string>
#include <string_view>
#include <vector>

#include "semantics/value/eval_error.h"
#include "semantics/value/value.h"

namespace rxv::sem {

/// `[[1, 2], [3, 4]]` for an int tensor, `[0.5, 1]` for a float one, `(2, 3)`
/// for a shape,
/// `(a, b)` for a tuple, the number for a PrimValue, the text for a string,
/// `None` for null. Tensors of more than `max_elements` elements are elided
/// after that many.
std::string format_value_for_print(const Value& v, int64_t max_elements = 1000);

/// Python's `fmt.format(*args)` for `{}`, `{i}`, `{{` and `}}` (format specs
/// after `:` are ignored). An empty `fmt` joins the values with spaces, as
/// Python's print does. A field beyond the arguments or a lone brace is an
/// error (kind Other) with the message Python would give.
EvalOr<std::string> python_format(std::string_view fmt, const std::vector<Value>& args);

} // namespace rxv::sem
