/// The Relax reader: attribute values of `R.func_attr`, `I.module_attrs`, `I.module_global_infos`
/// and operator keywords (semantics/ir/attrs.h). Python data (None, bools, numbers, strings, lists,
/// tuples, dicts) maps to its kind; Relax expressions, StructInfo and PrimExprs are translated;
/// anything else (a lambda, `T.index_map(...)`, `I.vdevice(...)`) is kept as canonical text.
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

namespace {

/// `T.*` functions that the PrimExpr reader translates (besides the `T.<dtype>(...)` literals).
bool is_prim_function(std::string_view head) {
  static const char* const kNames[] = {
      "T.Cast",     "T.max",    "T.min",          "T.truncdiv",  "T.truncmod",  "T.floordiv",
      "T.floormod", "T.Select", "T.if_then_else", "T.max_value", "T.min_value", "T.infinity"};
  for (const char* n : kNames)
    if (head == n) return true;
  return detail::dtype_of_name(head).has_value();
}

/// `float("inf")`, `float("-inf")`, `float("nan")`.
std::optional<double> special_float(const PyExpr& e) {
  if (!is_call_to(&e, "float") || e.items.size() != 2 || !e.keywords().empty() ||
      e.items[1]->kind != PyExprKind::kString)
    return std::nullopt;
  std::string_view s = e.items[1]->str;
  if (s == "inf" || s == "+inf") return std::numeric_limits<double>::infinity();
  if (s == "-inf") return -std::numeric_limits<double>::infinity();
  if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
  return std::nullopt;
}

} // namespace

AttrValue Reader::read_attr_value(const PyExpr& e) {
  auto prim = [&](const PyExpr& x) {
    AttrValue v;
    v.prim = read_prim(x, prim_scope_);
    if (v.prim) v.kind = AttrValue::Kind::kPrimExpr;
    return v;
  };
  auto expr = [&](const PyExpr& x) {
    AttrValue v;
    v.expr = read_expr(x);
    if (v.expr) v.kind = AttrValue::Kind::kExpr;
    return v;
  };
  switch (e.kind) {
  case PyExprKind::kNone: return AttrValue::None();
  case PyExprKind::kBool: return AttrValue::Bool(e.int_value != 0);
  case PyExprKind::kInt: return AttrValue::Int(e.int_value);
  case PyExprKind::kFloat: return AttrValue::Float(e.float_value);
  case PyExprKind::kString: return AttrValue::String(std::string(e.str));
  case PyExprKind::kList:
  case PyExprKind::kTuple: {
    AttrValue v;
    v.kind = AttrValue::Kind::kList;
    v.is_tuple = e.kind == PyExprKind::kTuple;
    for (const auto& item : e.items) v.items.push_back(read_attr_value(*item));
    return v;
  }
  case PyExprKind::kDict: {
    AttrValue v;
    v.kind = AttrValue::Kind::kDict;
    for (size_t i = 0; i + 1 < e.items.size(); i += 2) {
      const PyExpr& key = *e.items[i];
      if (key.kind != PyExprKind::kString) {
        sink_.error(key.loc, fmt::format("attribute dict keys must be strings, got {}",
                                         detail::describe(key)));
        continue;
      }
      v.entries.emplace_back(key.str, read_attr_value(*e.items[i + 1]));
    }
    return v;
  }
  case PyExprKind::kUnaryOp:
    if (auto i = int_literal(e)) return AttrValue::Int(*i);
    if (e.str == "-" && e.items[0]->kind == PyExprKind::kFloat)
      return AttrValue::Float(-e.items[0]->float_value);
    return prim(e);
  case PyExprKind::kBinOp:
  case PyExprKind::kCompare:
  case PyExprKind::kBoolOp: return prim(e);
  case PyExprKind::kName:
    if (!lookup_relax(e.str) && lookup_shape(e.str)) return prim(e);
    return expr(e);
  case PyExprKind::kAttribute: {
    if (looks_like_sinfo(e)) {
      AttrValue v;
      v.kind = AttrValue::Kind::kStructInfo;
      v.sinfo = read_sinfo(e);
      return v;
    }
    const PyExpr& base = *e.items[0];
    const RelaxName* rn = base.kind == PyExprKind::kName ? lookup_relax(base.str) : nullptr;
    if (rn && rn->kind == RelaxName::Kind::kModule) return expr(e);
    return AttrValue::Raw(py_text(e));
  }
  case PyExprKind::kCall: {
    if (auto f = special_float(e)) return AttrValue::Float(*f);
    if (looks_like_sinfo(e)) {
      AttrValue v;
      v.kind = AttrValue::Kind::kStructInfo;
      v.sinfo = read_sinfo(e);
      return v;
    }
    std::string head = head_name(e);
    if (head == "R.device_mesh") {
      AttrValue v;
      v.mesh = read_device_mesh(e);
      if (v.mesh) v.kind = AttrValue::Kind::kDeviceMesh;
      return v;
    }
    if (head.starts_with("R.")) return expr(e);
    if (is_prim_function(head)) return prim(e);
    return AttrValue::Raw(py_text(e));
  }
  case PyExprKind::kSubscript:
    if (reject_metadata(e)) return AttrValue::None();
    return AttrValue::Raw(py_text(e));
  default: return AttrValue::Raw(py_text(e));
  }
}

bool Reader::read_attr_dict(const PyExpr& e, const char* what, Attrs& out) {
  if (e.kind != PyExprKind::kDict) {
    sink_.error(e.loc, fmt::format("{} takes a dict, got {}", what, detail::describe(e)));
    return false;
  }
  size_t before = error_mark();
  for (size_t i = 0; i + 1 < e.items.size(); i += 2) {
    const PyExpr& key = *e.items[i];
    if (key.kind != PyExprKind::kString) {
      sink_.error(key.loc,
                  fmt::format("{}: keys must be strings, got {}", what, detail::describe(key)));
      continue;
    }
    out.set(std::string(key.str), read_attr_value(*e.items[i + 1]));
  }
  return error_mark() == before;
}

} // namespace rxv::sem::relax_reader
