// Printing PrimExprs (docs/tvmscript-dialect.md, "PrimExpr"): Python operators with minimal
// parentheses by Python's precedence, T.* functions for the rest, and literals by the Relax or TIR
// rules. Also the shared literal helpers (integers, round-trip doubles, quoted strings).
#include <charconv>
#include <cmath>

#include "semantics/script/printer_impl.h"

namespace rxv::sem::print_detail {
namespace {

// Python precedence, loosest first. Bare negative literals bind like unary minus.
constexpr int kOrPrec = 1;
constexpr int kAndPrec = 2;
constexpr int kNotPrec = 3;
constexpr int kCmpPrec = 4;
constexpr int kAddPrec = 5;
constexpr int kMulPrec = 6;
constexpr int kUnaryPrec = 7;
constexpr int kAtomPrec = 8;

bool is_bare_int(const PrimExprNode& e, LiteralRules rules) {
  if (e.kind != PrimKind::kIntImm) return false;
  return rules == LiteralRules::kRelax ? e.dtype == DataType::Int(64)
                                       : e.dtype == DataType::Int(32);
}

// The Python operator of a binary kind, or null when the kind prints as a T.* call.
const char* infix_op(const PrimExprNode& e) {
  switch (e.kind) {
  case PrimKind::kAdd: return "+";
  case PrimKind::kSub: return "-";
  case PrimKind::kMul: return "*";
  // `/` is TIR's Div only on floats; on integers Div truncates and prints as T.truncdiv.
  case PrimKind::kDiv: return e.dtype.is_float() ? "/" : nullptr;
  case PrimKind::kFloorDiv: return "//";
  case PrimKind::kFloorMod: return "%";
  case PrimKind::kEQ: return "==";
  case PrimKind::kNE: return "!=";
  case PrimKind::kLT: return "<";
  case PrimKind::kLE: return "<=";
  case PrimKind::kGT: return ">";
  case PrimKind::kGE: return ">=";
  case PrimKind::kAnd: return "and";
  case PrimKind::kOr: return "or";
  default: return nullptr;
  }
}

// The T.* function that prints a binary kind without a Python operator.
const char* binary_function(PrimKind k) {
  switch (k) {
  case PrimKind::kDiv: return "truncdiv";
  case PrimKind::kMod: return "truncmod";
  case PrimKind::kMin: return "min";
  case PrimKind::kMax: return "max";
  default: return nullptr;
  }
}

int infix_precedence(PrimKind k) {
  switch (k) {
  case PrimKind::kAdd:
  case PrimKind::kSub: return kAddPrec;
  case PrimKind::kMul:
  case PrimKind::kDiv:
  case PrimKind::kFloorDiv:
  case PrimKind::kFloorMod: return kMulPrec;
  case PrimKind::kAnd: return kAndPrec;
  case PrimKind::kOr: return kOrPrec;
  default: return kCmpPrec;
  }
}

bool well_formed_arity(const PrimExprNode& e) {
  if (is_binary(e.kind) || e.kind == PrimKind::kMin || e.kind == PrimKind::kMax)
    return e.operands.size() == 2;
  switch (e.kind) {
  case PrimKind::kNot:
  case PrimKind::kCast: return e.operands.size() == 1;
  case PrimKind::kSelect: return e.operands.size() == 3;
  default: return true;
  }
}

int precedence(const PrimExprNode& e, LiteralRules rules) {
  if (!well_formed_arity(e)) return kAtomPrec;
  if (is_bare_int(e, rules)) return e.int_value < 0 ? kUnaryPrec : kAtomPrec;
  if (e.kind == PrimKind::kNot) return kNotPrec;
  if (infix_op(e)) return infix_precedence(e.kind);
  return kAtomPrec;
}

} // namespace

void append_int(std::string& out, int64_t v) {
  char buf[24];
  auto [p, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, p);
}

void append_uint(std::string& out, uint64_t v) {
  char buf[24];
  auto [p, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, p);
}

void append_finite_double(std::string& out, double v) {
  char buf[32];
  auto [p, ec] = std::to_chars(buf, buf + sizeof buf, v); // shortest round-trip form
  std::string_view s(buf, size_t(p - buf));
  out += s;
  if (s.find_first_of(".e") == std::string_view::npos) out += ".0";
}

void append_quoted(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (char c : s) {
    auto u = static_cast<unsigned char>(c);
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      if (u < 0x20 || u == 0x7f) {
        out += "\\x";
        out += kHex[u >> 4];
        out += kHex[u & 15];
      } else {
        out += c; // bytes >= 0x80 stay as they are (UTF-8)
      }
    }
  }
  out += '"';
}

void ScriptPrinter::dtype_literal_prefix(DataType dt) {
  t_prefix();
  out_ += dt.str();
}

void ScriptPrinter::prim_literal(const PrimExprNode& e, bool typed) {
  if (e.kind == PrimKind::kIntImm) {
    if (e.dtype.is_bool()) {
      t_prefix();
      out_ += e.int_value ? "bool(True)" : "bool(False)";
      return;
    }
    bool bare = !typed && is_bare_int(e, rules_);
    if (!bare) {
      dtype_literal_prefix(e.dtype);
      out_ += '(';
    }
    if (e.dtype.is_uint() && e.dtype.bits == 64)
      append_uint(out_, static_cast<uint64_t>(e.int_value));
    else
      append_int(out_, e.int_value);
    if (!bare) out_ += ')';
    return;
  }
  // FloatImm: always typed; TVMScript has no bare spelling for inf and nan.
  dtype_literal_prefix(e.dtype);
  out_ += '(';
  double v = e.float_value;
  if (std::isnan(v))
    out_ += "\"nan\"";
  else if (std::isinf(v))
    out_ += v > 0 ? "\"inf\"" : "\"-inf\"";
  else
    append_finite_double(out_, v);
  out_ += ')';
}

void ScriptPrinter::prim_expr_typed(const PrimExpr& e) {
  if (e && (e->kind == PrimKind::kIntImm || e->kind == PrimKind::kFloatImm)) {
    prim_literal(*e, /*typed=*/true);
    return;
  }
  prim_expr(e);
}

void ScriptPrinter::prim_operand(const PrimExpr& e, int min_prec, int depth) {
  bool parens = e && precedence(*e, rules_) < min_prec;
  if (parens) out_ += '(';
  prim_expr(e, depth + 1);
  if (parens) out_ += ')';
}

void ScriptPrinter::prim_call_args(const std::vector<PrimExpr>& args, int depth) {
  out_ += '(';
  for (size_t i = 0; i < args.size(); ++i) {
    if (i) out_ += ", ";
    prim_expr(args[i], depth + 1);
  }
  out_ += ')';
}

void ScriptPrinter::prim_expr(const PrimExpr& ref, int depth) {
  if (!ref) {
    out_ += "None";
    return;
  }
  if (depth > kMaxNesting) {
    out_ += "...";
    return;
  }
  const PrimExprNode& e = *ref;
  if (!well_formed_arity(e)) {
    // Ill-formed node (wrong operand count): a readable call spelling, e.g. `T.Add(a)`.
    t_prefix();
    out_ += prim_kind_name(e.kind);
    prim_call_args(e.operands, depth);
    return;
  }
  switch (e.kind) {
  case PrimKind::kIntImm:
  case PrimKind::kFloatImm: prim_literal(e, /*typed=*/false); return;
  case PrimKind::kStringImm: append_quoted(out_, e.name); return;
  case PrimKind::kVar: out_ += name_of(&e, e.name); return;
  case PrimKind::kNot:
    out_ += "not ";
    prim_operand(e.operands[0], kNotPrec, depth);
    return;
  case PrimKind::kSelect:
    t_prefix();
    out_ += "Select";
    prim_call_args(e.operands, depth);
    return;
  case PrimKind::kCast:
    t_prefix();
    out_ += "Cast(";
    append_quoted(out_, e.dtype.str());
    out_ += ", ";
    prim_expr(e.operands[0], depth + 1);
    out_ += ')';
    return;
  case PrimKind::kCall:
    if (e.name.empty()) {
      t_prefix();
      out_ += "call_intrin"; // no intrinsic name: an approximation that still reads as a call
    } else {
      if (e.name.compare(0, 2, "T.") == 0) uses_tir_ = true;
      out_ += e.name;
    }
    prim_call_args(e.operands, depth);
    return;
  case PrimKind::kBufferLoad: buffer_indices(e.buffer, e.operands, depth); return;
  default: break;
  }
  if (const char* op = infix_op(e)) {
    int prec = infix_precedence(e.kind);
    // Comparisons chain in Python (`a < b < c`), so a comparison operand always gets parentheses.
    int left_min = prec == kCmpPrec ? prec + 1 : prec;
    prim_operand(e.operands[0], left_min, depth);
    out_ += ' ';
    out_ += op;
    out_ += ' ';
    prim_operand(e.operands[1], prec + 1, depth);
    return;
  }
  const char* fn = binary_function(e.kind);
  t_prefix();
  out_ += fn ? fn : prim_kind_name(e.kind);
  prim_call_args(e.operands, depth);
}

} // namespace rxv::sem::print_detail
