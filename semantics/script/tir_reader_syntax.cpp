/// Syntax helpers of the PrimExpr and TIR readers (also used by the Relax reader): dotted names,
/// short descriptions for messages, canonical source text, and attribute values of `T.func_attr`
/// / `T.block_attr` (kRaw keeps the source text of values rxv does not interpret).
#include <limits>

#include <fmt/format.h>

#include "semantics/script/reader_syntax.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::detail {

using py::PyExpr;
using py::PyExprKind;

namespace {

/// The Python operators TVMScript folds on two numbers.
bool is_arithmetic(std::string_view op) {
  return op == "+" || op == "-" || op == "*" || op == "/" || op == "//" || op == "%";
}

std::string text(const py::PyExprPtr& e) { return e ? source_text(*e) : ""; }

std::string join(py::PyExprList items, size_t first) {
  std::string out;
  for (size_t i = first; i < items.size(); ++i) {
    if (i > first) out += ", ";
    out += text(items[i]);
  }
  return out;
}

std::string unparenthesized(const PyExpr& e) {
  switch (e.kind) {
  case PyExprKind::kName: return std::string(e.str);
  case PyExprKind::kInt: return std::to_string(e.int_value);
  case PyExprKind::kFloat:
    return e.str.empty() ? fmt::format("{}", e.float_value) : std::string(e.str);
  case PyExprKind::kString: return relax_reader::python_string_literal(e.str);
  case PyExprKind::kBool: return e.int_value ? "True" : "False";
  case PyExprKind::kNone: return "None";
  case PyExprKind::kAttribute: return fmt::format("{}.{}", text(e.items[0]), e.str);
  case PyExprKind::kCall: {
    std::string out = text(e.items[0]) + "(" + join(e.items, 1);
    for (size_t i = 0; i < e.keywords().size(); ++i) {
      if (i > 0 || e.items.size() > 1) out += ", ";
      out += fmt::format("{}={}", e.keywords()[i].name, text(e.keywords()[i].value));
    }
    return out + ")";
  }
  case PyExprKind::kSubscript: return text(e.items[0]) + "[" + join(e.items, 1) + "]";
  case PyExprKind::kStarred: return "*" + text(e.items[0]);
  case PyExprKind::kSlice: {
    std::string out = text(e.items[0]) + ":" + text(e.items[1]);
    if (e.items.size() > 2 && e.items[2]) out += ":" + text(e.items[2]);
    return out;
  }
  case PyExprKind::kTuple: return "(" + join(e.items, 0) + (e.items.size() == 1 ? ",)" : ")");
  case PyExprKind::kList: return "[" + join(e.items, 0) + "]";
  case PyExprKind::kDict: {
    std::string out = "{";
    for (size_t i = 0; i + 1 < e.items.size(); i += 2) {
      if (i > 0) out += ", ";
      out += text(e.items[i]) + ": " + text(e.items[i + 1]);
    }
    return out + "}";
  }
  case PyExprKind::kBinOp:
    return fmt::format("{} {} {}", text(e.items[0]), e.str, text(e.items[1]));
  case PyExprKind::kUnaryOp:
    return fmt::format("{}{}", e.str == "not" ? "not " : e.str, text(e.items[0]));
  case PyExprKind::kCompare: {
    std::string out = text(e.items[0]);
    for (size_t i = 0; i < e.ops().size() && i + 1 < e.items.size(); ++i)
      out += fmt::format(" {} {}", e.ops()[i], text(e.items[i + 1]));
    return out;
  }
  case PyExprKind::kBoolOp: {
    std::string out;
    for (size_t i = 0; i < e.items.size(); ++i)
      out += i > 0 ? fmt::format(" {} {}", e.str, text(e.items[i])) : text(e.items[i]);
    return out;
  }
  case PyExprKind::kIfExp:
    return text(e.items[1]) + " if " + text(e.items[0]) + " else " + text(e.items[2]);
  case PyExprKind::kLambda: {
    std::string out = "lambda";
    for (size_t i = 0; i < e.params().size(); ++i) {
      out += i > 0 ? ", " : " ";
      out += e.params()[i];
    }
    return out + ": " + text(e.items[0]);
  }
  }
  return "";
}

} // namespace

bool is_bare_literal(const py::PyExpr& e) {
  switch (e.kind) {
  case PyExprKind::kInt:
  case PyExprKind::kFloat: return true;
  case PyExprKind::kUnaryOp:
    return (e.str == "-" || e.str == "+") && e.items[0] && is_bare_literal(*e.items[0]);
  case PyExprKind::kBinOp:
    return is_arithmetic(e.str) && e.items[0] && e.items[1] && is_bare_literal(*e.items[0]) &&
           is_bare_literal(*e.items[1]);
  default: return false;
  }
}

std::string dotted_name(const py::PyExpr& e) {
  if (e.kind == PyExprKind::kName) return e.str == "tirx" ? "T" : std::string(e.str);
  if (e.kind != PyExprKind::kAttribute || e.items.empty() || !e.items[0]) return "";
  std::string base = dotted_name(*e.items[0]);
  return base.empty() ? "" : fmt::format("{}.{}", base, e.str);
}

std::string canonical_tir_name(std::string name) {
  if (name == "T.sblock_alloc_buffer") return "T.alloc_buffer";
  if (name == "T.sblock_attr") return "T.block_attr";
  return name;
}

std::string describe(const py::PyExpr& e) {
  auto sub = [](const py::PyExprPtr& p) { return p ? describe(*p) : std::string("?"); };
  switch (e.kind) {
  case PyExprKind::kName: return std::string(e.str);
  case PyExprKind::kInt: return std::to_string(e.int_value);
  case PyExprKind::kFloat:
    return e.str.empty() ? fmt::format("{}", e.float_value) : std::string(e.str);
  case PyExprKind::kString: return fmt::format("\"{}\"", e.str);
  case PyExprKind::kBool: return e.int_value ? "True" : "False";
  case PyExprKind::kNone: return "None";
  case PyExprKind::kAttribute:
    return fmt::format("{}.{}", e.items.empty() ? "?" : sub(e.items[0]), e.str);
  case PyExprKind::kCall: return (e.items.empty() ? "?" : sub(e.items[0])) + "(...)";
  case PyExprKind::kSubscript: return (e.items.empty() ? "?" : sub(e.items[0])) + "[...]";
  case PyExprKind::kSlice: return "a slice";
  case PyExprKind::kTuple: return "a tuple";
  case PyExprKind::kList: return "a list";
  case PyExprKind::kDict: return "a dict";
  case PyExprKind::kLambda: return "a lambda";
  case PyExprKind::kStarred: return "a starred argument";
  case PyExprKind::kIfExp: return "a conditional expression";
  case PyExprKind::kBinOp:
  case PyExprKind::kUnaryOp:
  case PyExprKind::kCompare:
  case PyExprKind::kBoolOp: return "an expression";
  }
  return "an expression";
}

std::optional<DataType> dtype_of_name(std::string_view dotted) {
  if (!dotted.starts_with("T.")) return std::nullopt;
  auto dt = DataType::parse(std::string_view(dotted).substr(2));
  if (!dt || dt->is_void() || dt->is_handle() || dt->bits == 0 || dt->lanes == 0)
    return std::nullopt;
  return dt;
}

std::string source_text(const PyExpr& e) {
  std::string s = unparenthesized(e);
  // A tuple prints its own parentheses.
  return e.parenthesized && e.kind != PyExprKind::kTuple ? "(" + s + ")" : s;
}

AttrValue read_attr_value(const PyExpr& e, const PrimScope& scope, DiagnosticSink& sink) {
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
    for (const auto& item : e.items) v.items.push_back(read_attr_value(*item, scope, sink));
    return v;
  }
  case PyExprKind::kDict: {
    AttrValue v;
    v.kind = AttrValue::Kind::kDict;
    for (size_t i = 0; i + 1 < e.items.size(); i += 2) {
      const PyExpr& key = *e.items[i];
      if (key.kind != PyExprKind::kString) {
        sink.error(key.loc, fmt::format("attribute keys must be strings, got {}", describe(key)));
        return v;
      }
      v.entries.emplace_back(key.str, read_attr_value(*e.items[i + 1], scope, sink));
    }
    return v;
  }
  case PyExprKind::kUnaryOp:
    if (e.str == "-" && e.items[0]->kind == PyExprKind::kInt &&
        e.items[0]->int_value != std::numeric_limits<int64_t>::min())
      return AttrValue::Int(-e.items[0]->int_value);
    if (e.str == "-" && e.items[0]->kind == PyExprKind::kFloat)
      return AttrValue::Float(-e.items[0]->float_value);
    break;
  case PyExprKind::kCall:
    // TVM stores `T.bool(True)` and `True` alike; both are bool attributes.
    if (dotted_name(*e.items[0]) == "T.bool" && e.items.size() == 2 && e.keywords().empty() &&
        e.items[1]->kind == PyExprKind::kBool)
      return AttrValue::Bool(e.items[1]->int_value != 0);
    break;
  default: break;
  }
  // A PrimExpr if it reads as one; otherwise the text, kept for the printer.
  DiagnosticSink scratch;
  if (PrimExpr p = read_prim_expr(e, scope, scratch); p && !scratch.has_errors()) {
    AttrValue v;
    v.kind = AttrValue::Kind::kPrimExpr;
    v.prim = std::move(p);
    return v;
  }
  return AttrValue::Raw(source_text(e));
}

} // namespace rxv::sem::detail
