#include "semantics/script/type_vars.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace rxv::sem {

using py::PyExpr;
using py::PyExprKind;
using py::PyStmt;
using py::PyStmtKind;

bool is_type_var_declaration(const PyStmt& s) {
  if (s.kind != PyStmtKind::kAssign || !s.target || !s.value) return false;
  const PyExpr& call = *s.value;
  return s.target->kind == PyExprKind::kName && call.kind == PyExprKind::kCall &&
         call.items[0]->kind == PyExprKind::kName && call.items[0]->str == "TypeVar";
}

bool read_type_var_declaration(const PyStmt& s, TypeVarNames& out, DiagnosticSink& sink) {
  if (!is_type_var_declaration(s)) return false;
  const PyExpr& call = *s.value;
  std::string_view name = s.target->str;
  if (call.items.size() != 2 || !call.keywords().empty() ||
      call.items[1]->kind != PyExprKind::kString) {
    sink.error(call.loc,
               fmt::format("TypeVar declaration of '{}': expected TypeVar(\"{}\")", name, name));
    return true;
  }
  if (call.items[1]->str != name) {
    sink.error(call.items[1]->loc,
               fmt::format("TypeVar binding '{}' must match its declared name '{}'", name,
                           call.items[1]->str));
    return true;
  }
  out.emplace(name);
  return true;
}

namespace {

/// Identifiers in `text` (a string dimension is a Python expression over shape variables).
void identifiers_in(std::string_view text, std::vector<std::string_view>& out) {
  for (size_t i = 0; i < text.size();) {
    if (std::isalpha(static_cast<unsigned char>(text[i])) || text[i] == '_') {
      size_t j = i;
      while (j < text.size() &&
             (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_'))
        ++j;
      out.push_back(text.substr(i, j - i));
      i = j;
    } else {
      ++i;
    }
  }
}

void names_in(const PyExpr& e, std::vector<std::string_view>& out) {
  if (e.kind == PyExprKind::kName) out.push_back(e.str);
  if (e.kind == PyExprKind::kString) identifiers_in(e.str, out);
  for (const PyExpr* item : e.items)
    if (item) names_in(*item, out);
  for (const auto& kw : e.keywords())
    if (kw.value) names_in(*kw.value, out);
}

bool expr_mentions(const PyExpr* e, std::string_view name) {
  if (!e) return false;
  std::vector<std::string_view> found;
  names_in(*e, found);
  return std::find(found.begin(), found.end(), name) != found.end();
}

/// `e` has a shape-valued call (R.shape, R.prim_value, a StructInfo) that mentions `name`.
bool shape_call_mentions(const PyExpr* e, std::string_view name) {
  if (!e) return false;
  if (e->kind == PyExprKind::kCall && e->items[0]->kind == PyExprKind::kAttribute &&
      e->items[0]->items[0]->kind == PyExprKind::kName && e->items[0]->items[0]->str == "R") {
    std::string_view f = e->items[0]->str;
    if ((f == "shape" || f == "prim_value" || f == "Tensor" || f == "Shape" || f == "Prim" ||
         f == "DTensor") &&
        expr_mentions(e, name))
      return true;
  }
  for (const PyExpr* item : e->items)
    if (shape_call_mentions(item, name)) return true;
  for (const auto& kw : e->keywords())
    if (shape_call_mentions(kw.value, name)) return true;
  return false;
}

bool stmt_mentions(const PyStmt& s, std::string_view name) {
  for (const auto& p : s.params)
    if (expr_mentions(p.annotation, name)) return true;
  if (expr_mentions(s.returns, name) || expr_mentions(s.annotation, name) ||
      shape_call_mentions(s.value, name))
    return true;
  for (const PyStmt* b : s.body)
    if (b && stmt_mentions(*b, name)) return true;
  for (const PyStmt* b : s.orelse)
    if (b && stmt_mentions(*b, name)) return true;
  return false;
}

} // namespace

bool mentions_as_shape_var(const PyStmt& def, std::string_view name) {
  return stmt_mentions(def, name);
}

std::vector<std::string> signature_type_vars(const PyStmt& def, const TypeVarNames& declared) {
  if (declared.empty()) return {};
  std::vector<std::string_view> names;
  for (const auto& p : def.params)
    if (p.annotation) names_in(*p.annotation, names);
  if (def.returns) names_in(*def.returns, names);
  std::vector<std::string> out;
  for (std::string_view n : names) {
    bool is_param = std::any_of(def.params.begin(), def.params.end(),
                                [&](const py::PyParam& p) { return p.name == n; });
    if (!is_param && declared.count(std::string(n))) out.emplace_back(n);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

} // namespace rxv::sem
