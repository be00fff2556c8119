#include "semantics/script/reader_syntax.h"

#include <cmath>

#include <fmt/format.h>

#include "semantics/script/py_parser.h"
#include "semantics/script/tir_reader_internal.h"
#include "semantics/support/assert.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;
using py::PyModule;

std::string head_name(const PyExpr& e) {
  if (e.kind == PyExprKind::kCall) return e.items.empty() ? "" : detail::dotted_name(*e.items[0]);
  return detail::dotted_name(e);
}

namespace {

/// dotted_name(e) == path, without building the name (this runs on every statement).
bool dotted_equals(const PyExpr& e, std::string_view path) {
  if (e.kind == PyExprKind::kName)
    return e.str == path || (path == "T" && e.str == "tirx") || (path == "R" && e.str == "relax");
  if (e.kind != PyExprKind::kAttribute || e.items.empty() || !e.items[0]) return false;
  if (path.size() < e.str.size() + 2 || !path.ends_with(e.str) ||
      path[path.size() - e.str.size() - 1] != '.')
    return false;
  return dotted_equals(*e.items[0], path.substr(0, path.size() - e.str.size() - 1));
}

} // namespace

bool is_call_to(const PyExpr* e, std::string_view path) {
  return e && e->kind == PyExprKind::kCall && !e->items.empty() && e->items[0] &&
         dotted_equals(*e->items[0], path);
}

std::string_view root_name(const PyExpr& e) {
  const PyExpr* p = &e;
  while (p->kind == PyExprKind::kAttribute && !p->items.empty() && p->items[0]) p = p->items[0];
  if (p->kind != PyExprKind::kName) return {};
  if (p->str == "tirx") return "T";
  if (p->str == "relax") return "R"; // TVM's parser also knows the relax module by name
  return p->str;
}

bool r_path(const PyExpr& e, std::string& out) {
  if (e.kind != PyExprKind::kAttribute || e.items.empty() || !e.items[0]) return false;
  const PyExpr& base = *e.items[0];
  if (base.kind == PyExprKind::kName) {
    if (base.str != "R" && base.str != "relax") return false;
  } else if (!r_path(base, out)) {
    return false;
  } else {
    out += '.';
  }
  out += e.str;
  return true;
}

std::string_view r_member(const PyExpr& e) {
  const PyExpr* p = e.kind == PyExprKind::kCall && !e.items.empty() ? e.items[0] : &e;
  if (!p || p->kind != PyExprKind::kAttribute || p->items.empty() || !p->items[0]) return {};
  const PyExpr& base = *p->items[0];
  if (base.kind != PyExprKind::kName || (base.str != "R" && base.str != "relax")) return {};
  return p->str;
}

std::optional<int64_t> int_literal(const PyExpr& e) {
  if (e.kind == PyExprKind::kInt) return e.int_value;
  if (e.kind == PyExprKind::kUnaryOp && e.str == "-" && e.items.size() == 1 &&
      e.items[0]->kind == PyExprKind::kInt)
    return -e.items[0]->int_value;
  return std::nullopt;
}

namespace {

// Python's operator precedence, loosest first; atoms bind tightest.
constexpr int kPrecLambda = 0, kPrecIf = 1, kPrecOr = 2, kPrecAnd = 3, kPrecNot = 4,
              kPrecCompare = 5, kPrecUnary = 12, kPrecPow = 13, kPrecAtom = 14;

int binop_prec(std::string_view op) {
  if (op == "|") return 6;
  if (op == "^") return 7;
  if (op == "&") return 8;
  if (op == "<<" || op == ">>") return 9;
  if (op == "+" || op == "-") return 10;
  if (op == "**") return kPrecPow;
  return 11; // * / // % @
}

int prec(const PyExpr& e) {
  switch (e.kind) {
  case PyExprKind::kLambda: return kPrecLambda;
  case PyExprKind::kIfExp: return kPrecIf;
  case PyExprKind::kBoolOp: return e.str == "or" ? kPrecOr : kPrecAnd;
  case PyExprKind::kUnaryOp: return e.str == "not" ? kPrecNot : kPrecUnary;
  case PyExprKind::kCompare: return kPrecCompare;
  case PyExprKind::kBinOp: return binop_prec(e.str);
  default: return kPrecAtom;
  }
}

/// Python's repr of a float: shortest round-trip digits, always with a `.` or an exponent.
std::string float_text(double v) {
  if (std::isnan(v)) return "float(\"nan\")";
  if (std::isinf(v)) return v > 0 ? "float(\"inf\")" : "float(\"-inf\")";
  std::string s = fmt::format("{}", v);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

class TextWriter {
public:
  std::string out;

  void write(const PyExpr* e) {
    if (e) write(*e);
  }

  void write(const PyExpr& e) {
    switch (e.kind) {
    case PyExprKind::kName: out += e.str; return;
    case PyExprKind::kInt: out += std::to_string(e.int_value); return;
    case PyExprKind::kFloat: out += float_text(e.float_value); return;
    case PyExprKind::kString: out += python_string_literal(e.str); return;
    case PyExprKind::kBool: out += e.int_value ? "True" : "False"; return;
    case PyExprKind::kNone: out += "None"; return;
    case PyExprKind::kAttribute:
      operand(e.items[0], kPrecAtom);
      out += ".";
      out += e.str;
      return;
    case PyExprKind::kCall: {
      operand(e.items[0], kPrecAtom);
      out += "(";
      bool first = true;
      for (size_t i = 1; i < e.items.size(); ++i) {
        sep(first);
        write(e.items[i]);
      }
      for (const auto& kw : e.keywords()) {
        sep(first);
        out += kw.name;
        out += "=";
        write(kw.value);
      }
      out += ")";
      return;
    }
    case PyExprKind::kSubscript:
      operand(e.items[0], kPrecAtom);
      out += "[";
      items(e, 1);
      out += "]";
      return;
    case PyExprKind::kSlice:
      for (size_t i = 0; i < e.items.size(); ++i) {
        if (i > 0) out += ":";
        write(e.items[i]);
      }
      return;
    case PyExprKind::kTuple:
      out += "(";
      items(e, 0);
      if (e.items.size() == 1) out += ",";
      out += ")";
      return;
    case PyExprKind::kList:
      out += "[";
      items(e, 0);
      out += "]";
      return;
    case PyExprKind::kDict:
      out += "{";
      for (size_t i = 0; i + 1 < e.items.size(); i += 2) {
        if (i > 0) out += ", ";
        write(e.items[i]);
        out += ": ";
        write(e.items[i + 1]);
      }
      out += "}";
      return;
    case PyExprKind::kBinOp: {
      int p = prec(e);
      bool right_assoc = e.str == "**";
      operand(e.items[0], right_assoc ? p + 1 : p);
      out += " ";
      out += e.str;
      out += " ";
      operand(e.items[1], right_assoc ? p : p + 1);
      return;
    }
    case PyExprKind::kUnaryOp:
      out += e.str == "not" ? "not " : e.str;
      operand(e.items[0], prec(e));
      return;
    case PyExprKind::kCompare:
      for (size_t i = 0; i < e.items.size(); ++i) {
        if (i > 0)
          fmt::format_to(std::back_inserter(out), " {} ",
                         i - 1 < e.ops().size() ? e.ops()[i - 1] : "?");
        operand(e.items[i], kPrecCompare + 1);
      }
      return;
    case PyExprKind::kBoolOp:
      for (size_t i = 0; i < e.items.size(); ++i) {
        if (i > 0) fmt::format_to(std::back_inserter(out), " {} ", e.str);
        operand(e.items[i], prec(e) + 1);
      }
      return;
    case PyExprKind::kIfExp: // items = {cond, then, else}
      operand(e.items[1], kPrecIf + 1);
      out += " if ";
      operand(e.items[0], kPrecIf + 1);
      out += " else ";
      operand(e.items[2], kPrecIf);
      return;
    case PyExprKind::kStarred:
      out += "*";
      operand(e.items.empty() ? nullptr : e.items[0], kPrecPow);
      return;
    case PyExprKind::kLambda: {
      out += "lambda";
      for (size_t i = 0; i < e.params().size(); ++i) {
        out += i == 0 ? " " : ", ";
        out += e.params()[i];
      }
      out += ": ";
      write(e.items.empty() ? nullptr : e.items[0]);
      return;
    }
    }
  }

private:
  void sep(bool& first) {
    if (!first) out += ", ";
    first = false;
  }
  void items(const PyExpr& e, size_t from) {
    for (size_t i = from; i < e.items.size(); ++i) {
      if (i > from) out += ", ";
      write(e.items[i]);
    }
  }
  /// Writes `e`, parenthesized when it binds looser than `min_prec`.
  void operand(const PyExpr* e, int min_prec) {
    if (!e) return;
    bool parens = prec(*e) < min_prec;
    if (parens) out += "(";
    write(*e);
    if (parens) out += ")";
  }
};

} // namespace

std::string py_text(const PyExpr& e) {
  TextWriter w;
  w.write(e);
  return std::move(w.out);
}

BoundArgs bind_args(const PyExpr& e, std::string_view fname,
                    std::span<const std::string_view> params, DiagnosticSink& sink) {
  BoundArgs r;
  RXV_ASSERT(params.size() <= BoundArgs::kMaxParams) << fname;
  if (e.kind != PyExprKind::kCall) return r;
  size_t positional = e.items.size() - 1;
  if (positional > params.size()) {
    sink.error(e.items[params.size() + 1]->loc,
               fmt::format("{} takes at most {} positional argument{}, got {}", fname,
                           params.size(), params.size() == 1 ? "" : "s", positional));
    r.ok = false;
  }
  for (size_t i = 0; i < positional && i < params.size(); ++i) r.args[i] = e.items[i + 1];
  for (const auto& kw : e.keywords()) {
    size_t idx = 0;
    for (std::string_view p : params) {
      if (p == kw.name) break;
      ++idx;
    }
    if (idx == params.size()) {
      sink.error(kw.loc, fmt::format("{}: unknown keyword '{}'", fname, kw.name));
      r.ok = false;
    } else if (r.args[idx]) {
      sink.error(kw.loc, fmt::format("{}: argument '{}' given twice", fname, kw.name));
      r.ok = false;
    } else {
      r.args[idx] = kw.value;
    }
  }
  return r;
}

SourceLoc relocate(SourceLoc inner, SourceLoc string_loc) {
  if (!inner.known()) return string_loc;
  if (inner.line == 1) return {string_loc.line, string_loc.col + inner.col};
  return {string_loc.line + inner.line - 1, inner.col};
}

void relocate_tree(PyExpr& e, SourceLoc string_loc) {
  e.loc = relocate(e.loc, string_loc);
  for (auto& item : e.items)
    if (item) relocate_tree(*item, string_loc);
  for (auto& kw : e.keywords()) {
    kw.loc = relocate(kw.loc, string_loc);
    if (kw.value) relocate_tree(*kw.value, string_loc);
  }
}

std::optional<PyModule> parse_string_expr(const PyExpr& s, DiagnosticSink& sink) {
  DiagnosticSink inner;
  auto parsed = py::parse_python(s.str, inner);
  for (Diagnostic d : inner.diagnostics()) {
    d.loc = relocate(d.loc, s.loc);
    sink.add(std::move(d));
  }
  if (!parsed) return std::nullopt;
  if (parsed->body.size() != 1 || parsed->body[0]->kind != py::PyStmtKind::kExpr ||
      !parsed->body[0]->value) {
    sink.error(s.loc, fmt::format("a shape string holds one expression, got \"{}\"", s.str));
    return std::nullopt;
  }
  relocate_tree(*parsed->body[0]->value, s.loc);
  return parsed;
}

std::string python_string_literal(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    default:
      if (c < 0x20 || c == 0x7f)
        out += fmt::format("\\x{:02x}", c);
      else
        out += char(c);
    }
  }
  return out + "\"";
}

} // namespace rxv::sem::relax_reader
