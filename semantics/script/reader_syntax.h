#pragma once
/// Helpers over the Python syntax tree (py_ast.h) shared by the Relax reader's files: recognizing
/// calls, binding call arguments to parameter names, canonical source text, and moving the
/// locations of a tree parsed from a string literal to where that string lies in the file.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/script/py_ast.h"
#include "semantics/support/diagnostic.h"

namespace rxv::sem::relax_reader {

/// The dotted name of `e`'s callee if `e` is a call, else of `e` itself (`R.Tensor(...)` and
/// `R.Tensor` both give "R.Tensor"; `tirx` is spelled `T`). Empty when it is not a dotted name.
std::string head_name(const py::PyExpr& e);

/// True when `e` is a call whose callee's dotted name is `path`, e.g. "R.output".
bool is_call_to(const py::PyExpr* e, std::string_view path);

/// The leftmost name of a Name/Attribute chain (`R` for `R.nn.relu`, `T` for `tirx.max`), or
/// empty. Allocation-free, for dispatching on the prefix.
std::string_view root_name(const py::PyExpr& e);

/// For `R.<path>` (a call's callee or a bare attribute), appends `<path>` ("nn.relu") to `out`
/// and returns true; false when `e` is not rooted at `R`.
bool r_path(const py::PyExpr& e, std::string& out);

/// `R.<name>` with one level (`R.Tensor`, `R.Tensor(...)`): the name; empty otherwise.
std::string_view r_member(const py::PyExpr& e);

/// `s` as a Python string literal: double quotes, backslash escapes for quotes, backslashes and
/// control characters.
std::string python_string_literal(std::string_view s);

/// An integer literal, possibly negated (`3`, `-1`); nullopt for anything else.
std::optional<int64_t> int_literal(const py::PyExpr& e);

/// Canonical source text of `e`: single spaces around binary operators, `, ` between items,
/// double-quoted strings, parentheses only where Python precedence needs them. Stored for
/// attribute values the reader keeps verbatim (AttrValue::kRaw), e.g. `T.index_map(lambda i:
/// (i,))`.
std::string py_text(const py::PyExpr& e);

/// A call's arguments matched to parameter names the way Python matches them: positional
/// arguments fill `params` in order, keywords by name. `args[i]` is the argument for `params[i]`
/// or null. Reports (as `fname: ...`) unknown keywords, too many positional arguments and an
/// argument given twice; `ok` is false after a report. A non-call (`R.Tensor`) binds nothing.
struct BoundArgs {
  static constexpr size_t kMaxParams = 8;
  std::array<const py::PyExpr*, kMaxParams> args{};
  bool ok = true;
  const py::PyExpr* operator[](size_t i) const { return args[i]; }
};
BoundArgs bind_args(const py::PyExpr& e, std::string_view fname,
                    std::span<const std::string_view> params, DiagnosticSink& sink);
inline BoundArgs bind_args(const py::PyExpr& e, std::string_view fname,
                           std::initializer_list<std::string_view> params, DiagnosticSink& sink) {
  return bind_args(e, fname, std::span<const std::string_view>(params.begin(), params.size()),
                   sink);
}

/// The file location of `inner`, a location inside a tree parsed from the contents of the
/// one-line string literal at `string_loc` (whose opening quote is at `string_loc`).
SourceLoc relocate(SourceLoc inner, SourceLoc string_loc);
/// Applies `relocate` to every node of `e`.
void relocate_tree(py::PyExpr& e, SourceLoc string_loc);

/// The one Python expression held by the string literal `s` (a shape string such as
/// `"n * T.int64(3)"`), parsed, with its locations moved to where the string lies in the file.
/// Reports a syntax error or anything but one expression to `sink` and returns nullopt. The
/// expression is `body[0]->value` of the returned module, which owns it.
std::optional<py::PyModule> parse_string_expr(const py::PyExpr& s, DiagnosticSink& sink);

} // namespace rxv::sem::relax_reader
