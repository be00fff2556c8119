/// PrimExpr reader: Python expressions → PrimExpr, with TVMScript's typing rules.
///
/// A bare Python number is not typed where it is written: it takes the dtype of the operand it is
/// combined with (`n + 1` with n int64 is int64), and only when it stands alone the scope's default
/// (int64 in Relax shapes, int32 in TIR; float32 for floats). Arithmetic between two bare numbers
/// is Python's, folded here, as TVMScript evaluates it before building IR. Two typed operands of
/// different dtypes are an error, never silently promoted.
#include <cmath>
#include <limits>
#include <optional>
#include <unordered_map>

#include <fmt/format.h>

#include "semantics/script/prim_expr_reader.h"
#include "semantics/script/tir_reader_internal.h"
#include "semantics/support/assert.h"

namespace rxv::sem {
namespace {

using detail::describe;
using detail::dotted_name;
using detail::dtype_of_name;
using py::PyExpr;
using py::PyExprKind;

/// Bounds recursion on pathological trees (the parser bounds nesting, this bounds long chains).
constexpr int kMaxPrimReadDepth = 2000;

/// A value under translation: a typed PrimExpr, or a bare Python number waiting for its dtype.
struct Operand {
  enum class Lit : uint8_t { kNone, kInt, kFloat };
  PrimExpr expr; ///< the typed value; null for a bare number or after an error
  Lit lit = Lit::kNone;
  int64_t int_value = 0;
  double float_value = 0;
  SourceLoc loc;

  bool ok() const { return expr || lit != Lit::kNone; }
  bool is_lit() const { return lit != Lit::kNone; }
  double as_double() const { return lit == Lit::kInt ? double(int_value) : float_value; }
  static Operand typed(PrimExpr e) {
    Operand o;
    o.loc = e->loc;
    o.expr = std::move(e);
    return o;
  }
  static Operand of_int(int64_t v, SourceLoc loc) {
    Operand o;
    o.lit = Lit::kInt;
    o.int_value = v;
    o.loc = loc;
    return o;
  }
  static Operand of_float(double v, SourceLoc loc) {
    Operand o;
    o.lit = Lit::kFloat;
    o.float_value = v;
    o.loc = loc;
    return o;
  }
};

/// One intrinsic: `T.exp` etc. Result dtype is the first argument's, or bool.
struct Intrinsic {
  const char* name;
  int arity;
  bool returns_bool;
};

constexpr Intrinsic kIntrinsics[] = {
    {"T.exp", 1, false},         {"T.exp2", 1, false},        {"T.exp10", 1, false},
    {"T.log", 1, false},         {"T.log2", 1, false},        {"T.log10", 1, false},
    {"T.log1p", 1, false},       {"T.sqrt", 1, false},        {"T.rsqrt", 1, false},
    {"T.tanh", 1, false},        {"T.tan", 1, false},         {"T.sigmoid", 1, false},
    {"T.erf", 1, false},         {"T.sin", 1, false},         {"T.cos", 1, false},
    {"T.sinh", 1, false},        {"T.cosh", 1, false},        {"T.asin", 1, false},
    {"T.acos", 1, false},        {"T.atan", 1, false},        {"T.asinh", 1, false},
    {"T.acosh", 1, false},       {"T.atanh", 1, false},       {"T.floor", 1, false},
    {"T.ceil", 1, false},        {"T.round", 1, false},       {"T.nearbyint", 1, false},
    {"T.trunc", 1, false},       {"T.fabs", 1, false},        {"T.abs", 1, false},
    {"T.clz", 1, false},         {"T.popcount", 1, false},    {"T.bitwise_not", 1, false},
    {"T.likely", 1, false},      {"T.isnan", 1, true},        {"T.isinf", 1, true},
    {"T.isfinite", 1, true},     {"T.pow", 2, false},         {"T.atan2", 2, false},
    {"T.fmod", 2, false},        {"T.hypot", 2, false},       {"T.copysign", 2, false},
    {"T.nextafter", 2, false},   {"T.ldexp", 2, false},       {"T.bitwise_and", 2, false},
    {"T.bitwise_or", 2, false},  {"T.bitwise_xor", 2, false}, {"T.shift_left", 2, false},
    {"T.shift_right", 2, false},
};

/// Python operators that TVM maps to intrinsic calls rather than PrimExpr kinds.
std::optional<std::string> operator_intrinsic(std::string_view op) {
  if (op == "**") return "T.pow";
  if (op == "&") return "T.bitwise_and";
  if (op == "|") return "T.bitwise_or";
  if (op == "^") return "T.bitwise_xor";
  if (op == "<<") return "T.shift_left";
  if (op == ">>") return "T.shift_right";
  return std::nullopt;
}

std::optional<PrimKind> binary_kind(std::string_view op) {
  if (op == "+") return PrimKind::kAdd;
  if (op == "-") return PrimKind::kSub;
  if (op == "*") return PrimKind::kMul;
  if (op == "/") return PrimKind::kDiv;
  if (op == "//") return PrimKind::kFloorDiv;
  if (op == "%") return PrimKind::kFloorMod;
  return std::nullopt;
}

std::optional<PrimKind> compare_kind(std::string_view op) {
  if (op == "<") return PrimKind::kLT;
  if (op == "<=") return PrimKind::kLE;
  if (op == ">") return PrimKind::kGT;
  if (op == ">=") return PrimKind::kGE;
  if (op == "==") return PrimKind::kEQ;
  if (op == "!=") return PrimKind::kNE;
  return std::nullopt;
}

std::optional<PrimKind> function_kind(const std::string& name) {
  if (name == "T.floordiv") return PrimKind::kFloorDiv;
  if (name == "T.floormod") return PrimKind::kFloorMod;
  if (name == "T.truncdiv") return PrimKind::kDiv;
  if (name == "T.truncmod") return PrimKind::kMod;
  if (name == "T.min") return PrimKind::kMin;
  if (name == "T.max") return PrimKind::kMax;
  // The node constructors: T.Add, T.Div (truncated for integers), T.FloorMod, T.LT, T.And, ...
  static const std::unordered_map<std::string, PrimKind> nodes = [] {
    std::unordered_map<std::string, PrimKind> m;
#define RXV_X(node, spelling)                                                                      \
  if (is_binary(PrimKind::k##node)) m.emplace("T." #node, PrimKind::k##node);
    RXV_PRIM_KINDS(RXV_X)
#undef RXV_X
    return m;
  }();
  if (auto it = nodes.find(name); it != nodes.end()) return it->second;
  return std::nullopt;
}

/// Whether `v` is representable in the integral dtype `dt`.
bool fits(int64_t v, DataType dt) {
  if (dt.is_bool()) return v == 0 || v == 1;
  if (dt.bits >= 64) return dt.is_int() || v >= 0;
  if (dt.is_uint()) return v >= 0 && v < (int64_t(1) << dt.bits);
  int64_t half = int64_t(1) << (dt.bits - 1);
  return v >= -half && v < half;
}

/// Python's floor division and modulo on int64 (divisor nonzero, no overflow). (arith/eval.h has
/// the same as floor_div/floor_mod, in a layer above the reader's.)
int64_t literal_floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
int64_t literal_floor_mod(int64_t a, int64_t b) { return a - literal_floor_div(a, b) * b; }

class Reader {
public:
  Reader(const PrimScope& scope, DiagnosticSink& sink) : scope_(scope), sink_(sink) {}

  Operand read(const PyExpr& e) {
    if (++depth_ > kMaxPrimReadDepth) {
      --depth_;
      sink_.error(e.loc, "expression nested too deeply");
      return {};
    }
    Operand r = read_inner(e);
    r.loc = e.loc; // where a later error about this operand points
    --depth_;
    return r;
  }

  /// The operand as a typed PrimExpr, a bare number taking the scope's default dtype.
  PrimExpr materialize(const Operand& v) {
    if (v.expr || !v.ok()) return v.expr;
    if (v.lit == Operand::Lit::kFloat) return make_float(v.float_value, DataType::Float(32), v.loc);
    DataType dt = scope_.int_literal_dtype;
    // TVM widens a literal that int32 cannot hold instead of truncating it.
    if (!fits(v.int_value, dt) && dt.is_int()) dt = DataType::Int(64);
    return as_dtype(v, dt);
  }

  /// The operand converted to `dt` if it is a bare number (null after reporting when it does not
  /// fit); a typed operand is returned unchanged.
  PrimExpr as_dtype(const Operand& v, DataType dt) {
    if (v.expr || !v.ok()) return v.expr;
    if (dt.is_float()) return make_float(v.as_double(), dt, v.loc);
    if (v.lit == Operand::Lit::kFloat) {
      sink_.error(v.loc, fmt::format("float literal {} used as {}", v.float_value, dt.str()));
      return nullptr;
    }
    if (!dt.is_integral()) {
      sink_.error(v.loc, fmt::format("integer literal {} used as {}", v.int_value, dt.str()));
      return nullptr;
    }
    if (!fits(v.int_value, dt)) {
      sink_.error(v.loc,
                  fmt::format("integer literal {} does not fit in {}", v.int_value, dt.str()));
      return nullptr;
    }
    return make_int(v.int_value, dt, v.loc);
  }

private:
  Operand fail() { return {}; }

  Operand read_inner(const PyExpr& e) {
    switch (e.kind) {
    case PyExprKind::kInt: return Operand::of_int(e.int_value, e.loc);
    case PyExprKind::kFloat: return Operand::of_float(e.float_value, e.loc);
    case PyExprKind::kBool: return Operand::typed(make_bool(e.int_value != 0, e.loc));
    case PyExprKind::kName: return read_name(e);
    case PyExprKind::kBinOp: return read_binop(e);
    case PyExprKind::kUnaryOp: return read_unary(e);
    case PyExprKind::kCompare: return read_compare(e);
    case PyExprKind::kBoolOp: return read_boolop(e);
    case PyExprKind::kCall: return read_call(e);
    case PyExprKind::kSubscript: return read_subscript(e);
    case PyExprKind::kString:
      sink_.error(e.loc, fmt::format("expected a PrimExpr, got the string {}", describe(e)));
      return fail();
    case PyExprKind::kNone: sink_.error(e.loc, "expected a PrimExpr, got None"); return fail();
    case PyExprKind::kIfExp:
      sink_.error(e.loc, "unsupported PrimExpr: conditional expression (use T.Select)");
      return fail();
    default:
      sink_.error(e.loc, fmt::format("unsupported PrimExpr: {}", describe(e)));
      return fail();
    }
  }

  Operand read_name(const PyExpr& e) {
    if (scope_.lookup_var)
      if (PrimExpr v = scope_.lookup_var(std::string(e.str))) return Operand::typed(v);
    if (scope_.lookup_buffer && scope_.lookup_buffer(std::string(e.str))) {
      sink_.error(e.loc,
                  fmt::format("buffer '{}' used as a scalar (index it: {}[...])", e.str, e.str));
      return fail();
    }
    // Only TIR scopes have buffers; in Relax every PrimExpr name is a shape variable.
    const char* what = scope_.lookup_buffer ? "variable" : "shape variable";
    sink_.error(e.loc, fmt::format("undefined {} '{}'", what, e.str));
    return fail();
  }

  /// Reads both operands and brings them to one dtype (a bare number adopts the other's).
  /// `op` names the operation in messages. Returns false after reporting.
  bool unify(Operand a, Operand b, std::string_view op, SourceLoc loc, PrimExpr& out_a,
             PrimExpr& out_b) {
    if (!a.ok() || !b.ok()) return false;
    if (a.is_lit() && b.is_lit()) {
      out_a = materialize(a);
      out_b = materialize(b);
    } else if (a.is_lit() || b.is_lit()) {
      Operand& lit = a.is_lit() ? a : b;
      Operand& typed = a.is_lit() ? b : a;
      DataType dt = typed.expr->dtype;
      if (lit.lit == Operand::Lit::kFloat && dt.is_integral()) {
        // TVM promotes the integer side to the float literal's dtype (`i * 0.5`).
        dt = DataType::Float(32);
        typed.expr = make_cast(dt, typed.expr, typed.loc);
      }
      lit.expr = as_dtype(lit, dt);
      lit.lit = Operand::Lit::kNone;
      out_a = a.expr;
      out_b = b.expr;
    } else {
      out_a = a.expr;
      out_b = b.expr;
    }
    if (!out_a || !out_b) return false;
    if (out_a->dtype != out_b->dtype) {
      sink_.error(loc, fmt::format("mismatched dtypes in '{}': {} and {}", op, out_a->dtype.str(),
                                   out_b->dtype.str()));
      return false;
    }
    if (out_a->dtype.is_handle()) {
      sink_.error(loc, fmt::format("'{}' does not apply to handles", op));
      return false;
    }
    return true;
  }

  /// Python arithmetic (`+ - * / // %`) on two bare numbers; nullopt after reporting (division by
  /// zero, overflow).
  std::optional<Operand> fold(const Operand& a, const Operand& b, std::string_view op,
                              SourceLoc loc) {
    if (a.lit == Operand::Lit::kInt && b.lit == Operand::Lit::kInt && op != "/") {
      int64_t x = a.int_value, y = b.int_value, r = 0;
      bool overflow = false;
      if (op == "+")
        overflow = __builtin_add_overflow(x, y, &r);
      else if (op == "-")
        overflow = __builtin_sub_overflow(x, y, &r);
      else if (op == "*")
        overflow = __builtin_mul_overflow(x, y, &r);
      else if (op == "//" || op == "%") {
        if (y == 0) {
          sink_.error(loc, "integer division by zero");
          return std::nullopt;
        }
        if (x == std::numeric_limits<int64_t>::min() && y == -1)
          overflow = true;
        else
          r = op == "//" ? literal_floor_div(x, y) : literal_floor_mod(x, y);
      } else {
        RXV_UNREACHABLE() << op;
      }
      if (overflow) {
        sink_.error(loc, "integer literal arithmetic overflows int64");
        return std::nullopt;
      }
      return Operand::of_int(r, loc);
    }
    double x = a.as_double(), y = b.as_double();
    if ((op == "/" || op == "//" || op == "%") && y == 0) {
      sink_.error(loc, "division by zero");
      return std::nullopt;
    }
    if (op == "+") return Operand::of_float(x + y, loc);
    if (op == "-") return Operand::of_float(x - y, loc);
    if (op == "*") return Operand::of_float(x * y, loc);
    if (op == "/") return Operand::of_float(x / y, loc);
    if (op == "//") return Operand::of_float(std::floor(x / y), loc);
    RXV_ASSERT(op == "%") << op;
    double m = std::fmod(x, y);
    if (m != 0 && ((m < 0) != (y < 0))) m += y;
    return Operand::of_float(m, loc);
  }

  Operand read_binop(const PyExpr& e) {
    Operand a = read(*e.items[0]);
    Operand b = read(*e.items[1]);
    if (!a.ok() || !b.ok()) return fail();
    auto kind = binary_kind(e.str);
    if (kind && a.is_lit() && b.is_lit()) {
      auto r = fold(a, b, e.str, e.loc);
      return r ? *r : fail();
    }
    if (auto intrinsic = operator_intrinsic(e.str)) return call2(*intrinsic, a, b, e.str, e.loc);
    if (!kind) {
      sink_.error(e.loc, fmt::format("unsupported PrimExpr operator '{}'", e.str));
      return fail();
    }
    return binary(*kind, a, b, e.str, e.loc);
  }

  Operand binary(PrimKind kind, const Operand& a, const Operand& b, std::string_view op,
                 SourceLoc loc) {
    PrimExpr x, y;
    if (!unify(a, b, op, loc, x, y)) return fail();
    if (x->dtype.is_bool() && !is_comparison(kind)) {
      sink_.error(loc, fmt::format("'{}' does not apply to bool operands", op));
      return fail();
    }
    return Operand::typed(make_binary(kind, std::move(x), std::move(y), loc));
  }

  Operand call2(const std::string& name, const Operand& a, const Operand& b, std::string_view op,
                SourceLoc loc) {
    PrimExpr x, y;
    if (!unify(a, b, op, loc, x, y)) return fail();
    DataType dt = x->dtype;
    return Operand::typed(make_call(name, dt, {std::move(x), std::move(y)}, loc));
  }

  Operand read_unary(const PyExpr& e) {
    Operand a = read(*e.items[0]);
    if (!a.ok()) return fail();
    if (e.str == "+") return a;
    if (e.str == "not") {
      PrimExpr x = require_bool(a, "'not'");
      return x ? Operand::typed(make_not(x, e.loc)) : fail();
    }
    if (e.str == "~") {
      PrimExpr x = materialize(a);
      return Operand::typed(make_call("T.bitwise_not", x->dtype, {x}, e.loc));
    }
    if (e.str != "-") {
      sink_.error(e.loc, fmt::format("unsupported PrimExpr operator '{}'", e.str));
      return fail();
    }
    if (a.lit == Operand::Lit::kFloat) return Operand::of_float(-a.float_value, e.loc);
    if (a.lit == Operand::Lit::kInt) {
      if (a.int_value == std::numeric_limits<int64_t>::min()) {
        sink_.error(e.loc, "integer literal arithmetic overflows int64");
        return fail();
      }
      return Operand::of_int(-a.int_value, e.loc);
    }
    DataType dt = a.expr->dtype;
    if (dt.is_bool() || dt.is_handle()) {
      sink_.error(e.loc, fmt::format("unary '-' does not apply to {}", dt.str()));
      return fail();
    }
    PrimExpr zero = dt.is_float() ? make_float(0, dt, e.loc) : make_int(0, dt, e.loc);
    return Operand::typed(make_binary(PrimKind::kSub, zero, a.expr, e.loc));
  }

  PrimExpr require_bool(const Operand& a, const std::string& what) {
    PrimExpr x = materialize(a);
    if (!x) return nullptr;
    if (!x->dtype.is_bool()) {
      sink_.error(a.loc, fmt::format("{} needs a bool operand, got {}", what, x->dtype.str()));
      return nullptr;
    }
    return x;
  }

  Operand read_compare(const PyExpr& e) {
    std::vector<Operand> operands;
    for (const auto& item : e.items) {
      operands.push_back(read(*item));
      if (!operands.back().ok()) return fail();
    }
    PrimExpr result;
    for (size_t i = 0; i < e.ops().size() && i + 1 < operands.size(); ++i) {
      auto kind = compare_kind(e.ops()[i]);
      if (!kind) {
        sink_.error(e.loc, fmt::format("unsupported PrimExpr operator '{}'", e.ops()[i]));
        return fail();
      }
      Operand c = binary(*kind, operands[i], operands[i + 1], e.ops()[i], e.loc);
      if (!c.ok()) return fail();
      result = result ? make_binary(PrimKind::kAnd, result, c.expr, e.loc) : c.expr;
    }
    if (!result) {
      sink_.error(e.loc, "malformed comparison");
      return fail();
    }
    return Operand::typed(result);
  }

  Operand read_boolop(const PyExpr& e) {
    PrimKind kind = e.str == "or" ? PrimKind::kOr : PrimKind::kAnd;
    PrimExpr result;
    for (const auto& item : e.items) {
      Operand a = read(*item);
      if (!a.ok()) return fail();
      PrimExpr x = require_bool(a, fmt::format("'{}'", e.str));
      if (!x) return fail();
      result = result ? make_binary(kind, result, x, e.loc) : x;
    }
    if (!result) {
      sink_.error(e.loc, "malformed boolean expression");
      return fail();
    }
    return Operand::typed(result);
  }

  /// Checks the call's shape: exactly `arity` positional arguments and no keywords (but
  /// `dtype=` where `allow_dtype`: TVMScript's wrapper of the math intrinsics drops it).
  bool check_arity(const PyExpr& e, const std::string& written, size_t arity,
                   bool allow_dtype = false) {
    for (const auto& kw : e.keywords()) {
      if (allow_dtype && kw.name == "dtype") continue;
      sink_.error(kw.loc, fmt::format("{} takes no keyword arguments, got '{}'", written, kw.name));
      return false;
    }
    size_t got = e.items.size() - 1;
    if (got != arity) {
      sink_.error(e.loc, fmt::format("{} takes {} argument{}, got {}", written, arity,
                                     arity == 1 ? "" : "s", got));
      return false;
    }
    return true;
  }

  Operand read_call(const PyExpr& e) {
    const PyExpr& callee = *e.items[0];
    std::string name = dotted_name(callee);
    std::string written =
        callee.kind == PyExprKind::kAttribute && name.starts_with("T.") ? describe(callee) : name;
    if (!name.starts_with("T.")) {
      sink_.error(e.loc, fmt::format("unsupported PrimExpr: {}", describe(e)));
      return fail();
    }
    if (auto kind = function_kind(name)) {
      if (!check_arity(e, written, 2)) return fail();
      Operand a = read(*e.items[1]);
      Operand b = read(*e.items[2]);
      if (!a.ok() || !b.ok()) return fail();
      return binary(*kind, a, b, written, e.loc);
    }
    if (name == "T.Select" || name == "T.if_then_else") {
      // T.if_then_else goes through the same dtype-dropping wrapper as the math intrinsics.
      if (!check_arity(e, written, 3, name == "T.if_then_else")) return fail();
      Operand c = read(*e.items[1]);
      Operand t = read(*e.items[2]);
      Operand f = read(*e.items[3]);
      if (!c.ok() || !t.ok() || !f.ok()) return fail();
      PrimExpr cond = require_bool(c, written);
      PrimExpr x, y;
      if (!cond || !unify(t, f, written, e.loc, x, y)) return fail();
      if (name == "T.Select") return Operand::typed(make_select(cond, x, y, e.loc));
      DataType dt = x->dtype;
      return Operand::typed(make_call("T.if_then_else", dt, {cond, x, y}, e.loc));
    }
    if (name == "T.Cast") {
      if (!check_arity(e, written, 2)) return fail();
      auto dt = dtype_argument(*e.items[1], written);
      if (!dt) return fail();
      Operand v = read(*e.items[2]);
      PrimExpr x = materialize(v);
      return x ? Operand::typed(make_cast(*dt, x, e.loc)) : fail();
    }
    if (name == "T.min_value" || name == "T.max_value" || name == "T.infinity") {
      if (!check_arity(e, written, 1)) return fail();
      auto dt = dtype_argument(*e.items[1], written);
      return dt ? limit_value(name, *dt, e.loc, written) : fail();
    }
    if (auto dt = dtype_of_name(name)) return dtype_constructor(e, *dt, written);
    for (const Intrinsic& in : kIntrinsics) {
      if (name != in.name) continue;
      if (!check_arity(e, written, size_t(in.arity), /*allow_dtype=*/true)) return fail();
      if (in.arity == 2) {
        Operand a = read(*e.items[1]);
        Operand b = read(*e.items[2]);
        if (!a.ok() || !b.ok()) return fail();
        return call2(in.name, a, b, written, e.loc);
      }
      PrimExpr x = materialize(read(*e.items[1]));
      if (!x) return fail();
      DataType dt = in.returns_bool ? DataType::Bool() : x->dtype;
      return Operand::typed(make_call(in.name, dt, {x}, e.loc));
    }
    sink_.error(e.loc, fmt::format("unsupported TIR construct: {}", written));
    return fail();
  }

  std::optional<DataType> dtype_argument(const PyExpr& arg, const std::string& written) {
    if (arg.kind == PyExprKind::kString) {
      auto dt = DataType::parse(arg.str);
      if (dt && !dt->is_void() && !dt->is_handle() && dt->bits > 0) return dt;
      sink_.error(arg.loc, fmt::format("unknown dtype \"{}\"", arg.str));
      return std::nullopt;
    }
    sink_.error(arg.loc, fmt::format("{} expects a dtype string, got {}", written, describe(arg)));
    return std::nullopt;
  }

  Operand limit_value(const std::string& name, DataType dt, SourceLoc loc,
                      const std::string& written) {
    if (name == "T.infinity") {
      if (!dt.is_float()) {
        sink_.error(loc, fmt::format("{} needs a float dtype, got {}", written, dt.str()));
        return fail();
      }
      return Operand::typed(make_float(std::numeric_limits<double>::infinity(), dt, loc));
    }
    bool max = name == "T.max_value";
    if (dt.is_float()) {
      double v = dt.bits == 16   ? 65504.0
                 : dt.bits == 32 ? double(std::numeric_limits<float>::max())
                                 : std::numeric_limits<double>::max();
      if (dt.code == DataType::Code::kBFloat) v = 3.38953138925153547590470800371487866880e+38;
      return Operand::typed(make_float(max ? v : -v, dt, loc));
    }
    if (dt.is_uint()) {
      if (dt.bits >= 64 && max) {
        sink_.error(loc, fmt::format("{}(\"{}\") is not representable", written, dt.str()));
        return fail();
      }
      return Operand::typed(make_int(max ? (int64_t(1) << dt.bits) - 1 : 0, dt, loc));
    }
    if (dt.bits > 64) {
      sink_.error(loc, fmt::format("{}(\"{}\") is not representable", written, dt.str()));
      return fail();
    }
    int64_t hi =
        dt.bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t(1) << (dt.bits - 1)) - 1;
    return Operand::typed(make_int(max ? hi : -hi - 1, dt, loc));
  }

  /// `T.int64(4)` (an Imm), `T.float32("inf")`, `T.float32(x)` (a Cast unless x has that dtype).
  Operand dtype_constructor(const PyExpr& e, DataType dt, const std::string& written) {
    if (e.items.size() == 1 && e.keywords().empty()) {
      sink_.error(e.loc, fmt::format("{}() declares a variable; it is not a value here", written));
      return fail();
    }
    if (!check_arity(e, written, 1)) return fail();
    const PyExpr& arg = *e.items[1];
    if (arg.kind == PyExprKind::kString) {
      std::optional<double> v;
      if (arg.str == "inf" || arg.str == "+inf")
        v = std::numeric_limits<double>::infinity();
      else if (arg.str == "-inf")
        v = -std::numeric_limits<double>::infinity();
      else if (arg.str == "nan")
        v = std::numeric_limits<double>::quiet_NaN();
      if (!dt.is_float() || !v) {
        sink_.error(arg.loc, fmt::format("{} expects a number, got {}", written, describe(arg)));
        return fail();
      }
      return Operand::typed(make_float(*v, dt, e.loc));
    }
    Operand v = read(arg);
    if (!v.ok()) return fail();
    if (v.is_lit()) {
      if (v.lit == Operand::Lit::kFloat && !dt.is_float()) {
        sink_.error(arg.loc, fmt::format("{} needs an integer, got {}", written, v.float_value));
        return fail();
      }
      v.loc = e.loc;
      PrimExpr x = as_dtype(v, dt);
      return x ? Operand::typed(x) : fail();
    }
    if (v.expr->dtype == dt) return v;
    return Operand::typed(make_cast(dt, v.expr, e.loc));
  }

  Operand read_subscript(const PyExpr& e) {
    const PyExpr& base = *e.items[0];
    if (base.kind != PyExprKind::kName || !scope_.lookup_buffer) {
      sink_.error(e.loc, fmt::format("unsupported PrimExpr: {}", describe(e)));
      return fail();
    }
    Buffer buf = scope_.lookup_buffer(std::string(base.str));
    if (!buf) {
      if (scope_.lookup_var && scope_.lookup_var(std::string(base.str)))
        sink_.error(base.loc, fmt::format("'{}' is not a buffer", base.str));
      else
        sink_.error(base.loc, fmt::format("undefined buffer '{}'", base.str));
      return fail();
    }
    std::vector<const PyExpr*> index_exprs;
    for (size_t i = 1; i < e.items.size(); ++i) index_exprs.push_back(e.items[i]);
    // `A[()]` indexes a 0-d buffer; `A[(i, j)]` is `A[i, j]`.
    if (index_exprs.size() == 1 && index_exprs[0]->kind == PyExprKind::kTuple) {
      const PyExpr* t = index_exprs[0];
      index_exprs.clear();
      for (const auto& item : t->items) index_exprs.push_back(item);
    }
    if (index_exprs.size() != buf->shape.size()) {
      sink_.error(e.loc, fmt::format("buffer '{}' has {} dimension{}, indexed with {}", buf->name,
                                     buf->shape.size(), buf->shape.size() == 1 ? "" : "s",
                                     index_exprs.size()));
      return fail();
    }
    std::vector<PrimExpr> indices;
    for (const PyExpr* ix : index_exprs) {
      if (ix->kind == PyExprKind::kSlice) {
        sink_.error(ix->loc, "a slice is only allowed in a T.reads/T.writes region");
        return fail();
      }
      PrimExpr x = materialize(read(*ix));
      if (!x) return fail();
      if (!x->dtype.is_int() && !x->dtype.is_uint()) {
        sink_.error(ix->loc,
                    fmt::format("buffer index must be an integer, got {}", x->dtype.str()));
        return fail();
      }
      indices.push_back(std::move(x));
    }
    return Operand::typed(make_buffer_load(buf, std::move(indices), e.loc));
  }

  const PrimScope& scope_;
  DiagnosticSink& sink_;
  int depth_ = 0;
};

} // namespace

PrimExpr read_prim_expr(const py::PyExpr& e, const PrimScope& scope, DiagnosticSink& sink) {
  Reader r(scope, sink);
  return r.materialize(r.read(e));
}

namespace detail {

PrimExpr read_prim_expr_as(const py::PyExpr& e, const PrimScope& scope, DataType want,
                           DiagnosticSink& sink) {
  Reader r(scope, sink);
  Operand v = r.read(e);
  if (!v.ok()) return nullptr;
  if (v.is_lit() && (want.is_integral() || want.is_float())) return r.as_dtype(v, want);
  return r.materialize(v);
}

} // namespace detail
} // namespace rxv::sem
