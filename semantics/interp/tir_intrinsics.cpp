/// The TIR interpreter's intrinsic calls: `T.exp`, `T.sqrt`, ..., `T.if_then_else`, `T.likely`
/// and the bitwise operations. Float intrinsics compute in their dtype's own width (float16 in
/// float32, then rounded), as C's <cmath> does; integer intrinsics wrap to the width. As the newest
/// TVM lowers them (LLVM), `T.round` and `T.nearbyint` round half to even (llvm.nearbyint; TVM
/// <= 0.23 lowered round to llvm.round, half away from zero: docs/spec-deviations.md); on integers
/// the rounding functions are the identity (TVM folds them when building the call).
#include <fmt/format.h>

#include <bit>
#include <cmath>

#include "semantics/interp/tir_interpreter_internal.h"

namespace rxv::sem::tir_detail {
namespace {

// ---- float intrinsics ----------------------------------------------------------------------

#define RXV_UNARY_FLOAT(Name, expr)                                                                \
  struct Name {                                                                                    \
    template <class T> static T f(T x) { return expr; }                                            \
  };
RXV_UNARY_FLOAT(Exp, std::exp(x))
RXV_UNARY_FLOAT(Exp2, std::exp2(x))
RXV_UNARY_FLOAT(Exp10, std::pow(T(10), x))
RXV_UNARY_FLOAT(Log, std::log(x))
RXV_UNARY_FLOAT(Log2, std::log2(x))
RXV_UNARY_FLOAT(Log10, std::log10(x))
RXV_UNARY_FLOAT(Log1p, std::log1p(x))
RXV_UNARY_FLOAT(Sqrt, std::sqrt(x))
RXV_UNARY_FLOAT(Rsqrt, T(1) / std::sqrt(x))
RXV_UNARY_FLOAT(Tanh, std::tanh(x))
RXV_UNARY_FLOAT(Tan, std::tan(x))
RXV_UNARY_FLOAT(Sigmoid, T(1) / (T(1) + std::exp(-x)))
RXV_UNARY_FLOAT(Erf, std::erf(x))
RXV_UNARY_FLOAT(Sin, std::sin(x))
RXV_UNARY_FLOAT(Cos, std::cos(x))
RXV_UNARY_FLOAT(Sinh, std::sinh(x))
RXV_UNARY_FLOAT(Cosh, std::cosh(x))
RXV_UNARY_FLOAT(Asin, std::asin(x))
RXV_UNARY_FLOAT(Acos, std::acos(x))
RXV_UNARY_FLOAT(Atan, std::atan(x))
RXV_UNARY_FLOAT(Asinh, std::asinh(x))
RXV_UNARY_FLOAT(Acosh, std::acosh(x))
RXV_UNARY_FLOAT(Atanh, std::atanh(x))
RXV_UNARY_FLOAT(Floor, std::floor(x))
RXV_UNARY_FLOAT(Ceil, std::ceil(x))
// nearbyint rounds in the current mode, which rxv never changes from to-nearest-even.
RXV_UNARY_FLOAT(Round, std::nearbyint(x))
RXV_UNARY_FLOAT(Nearbyint, std::nearbyint(x))
RXV_UNARY_FLOAT(Trunc, std::trunc(x))
RXV_UNARY_FLOAT(Fabs, std::fabs(x))
#undef RXV_UNARY_FLOAT

#define RXV_BINARY_FLOAT(Name, expr)                                                               \
  struct Name {                                                                                    \
    template <class T> static T f(T x, T y) { return expr; }                                       \
  };
RXV_BINARY_FLOAT(Pow, std::pow(x, y))
RXV_BINARY_FLOAT(Atan2, std::atan2(x, y))
RXV_BINARY_FLOAT(Fmod, std::fmod(x, y))
RXV_BINARY_FLOAT(Hypot, std::hypot(x, y))
RXV_BINARY_FLOAT(Copysign, std::copysign(x, y))
RXV_BINARY_FLOAT(Nextafter, std::nextafter(x, y))
// The exponent is a float of the same dtype (TVMScript unifies the operands); clamped so that
// the int conversion is defined (beyond +-4096 every finite result is 0 or infinity anyway).
RXV_BINARY_FLOAT(Ldexp,
                 std::ldexp(x, std::isnan(y) ? 0 : int(std::fmax(-4096, std::fmin(4096, y)))))
#undef RXV_BINARY_FLOAT

template <class Op, class T, bool kHalf> Scalar unary_float(const CExpr& n, Frame& f) {
  T r = Op::f(fget<T>(n.a->eval(f)));
  if constexpr (kHalf) r = round_half(r);
  return fput<T>(r);
}

template <class Op, class T, bool kHalf> Scalar binary_float(const CExpr& n, Frame& f) {
  T x = fget<T>(n.a->eval(f));
  T y = fget<T>(n.b->eval(f));
  T r = Op::f(x, y);
  if constexpr (kHalf) r = round_half(r);
  return fput<T>(r);
}

template <class Op> ExprFn unary_float_of(Num num) {
  switch (num) {
  case Num::kF16: return unary_float<Op, float, true>;
  case Num::kF32: return unary_float<Op, float, false>;
  case Num::kF64: return unary_float<Op, double, false>;
  default: return nullptr;
  }
}

template <class Op> ExprFn binary_float_of(Num num) {
  switch (num) {
  case Num::kF16: return binary_float<Op, float, true>;
  case Num::kF32: return binary_float<Op, float, false>;
  case Num::kF64: return binary_float<Op, double, false>;
  default: return nullptr;
  }
}

enum class FloatClass { kNan, kInf, kFinite };

template <FloatClass C, class T> Scalar classify_float(const CExpr& n, Frame& f) {
  T x = fget<T>(n.a->eval(f));
  if constexpr (C == FloatClass::kNan)
    return Scalar{.i = std::isnan(x)};
  else if constexpr (C == FloatClass::kInf)
    return Scalar{.i = std::isinf(x)};
  else
    return Scalar{.i = std::isfinite(x)};
}

/// isnan / isinf / isfinite of an integer: a constant, but its operand still runs (it may fail).
template <bool kValue> Scalar classify_int(const CExpr& n, Frame& f) {
  n.a->eval(f);
  return Scalar{.i = kValue};
}

// ---- integer intrinsics --------------------------------------------------------------------

/// The low `64 - shift` bits of a canonical integer.
inline uint64_t bits_of(int64_t v, int shift) { return (uint64_t(v) << shift) >> shift; }

template <bool kSigned> Scalar int_abs(const CExpr& n, Frame& f) {
  int64_t x = n.a->eval(f).i;
  if constexpr (kSigned) {
    if (x < 0) x = int64_t(0 - uint64_t(x));
    return Scalar{.i = wrap_int(x, n.shift, true)};
  } else {
    return Scalar{.i = x};
  }
}

enum class Bitwise { kAnd, kOr, kXor };

template <Bitwise B> Scalar bitwise(const CExpr& n, Frame& f) {
  int64_t x = n.a->eval(f).i;
  int64_t y = n.b->eval(f).i;
  // And/or/xor of two canonical values is canonical (sign or zero bits combine to the same).
  if constexpr (B == Bitwise::kAnd)
    return Scalar{.i = x & y};
  else if constexpr (B == Bitwise::kOr)
    return Scalar{.i = x | y};
  else
    return Scalar{.i = x ^ y};
}

template <bool kSigned> Scalar bitwise_not(const CExpr& n, Frame& f) {
  return Scalar{.i = wrap_int(~n.a->eval(f).i, n.shift, kSigned)};
}

/// Shifts by a negative amount or by the width or more are undefined in TVM (poison in LLVM):
/// reported, never guessed.
bool check_shift(const CExpr& n, Frame& f, int64_t amount) {
  int64_t width = 64 - n.shift;
  if (amount >= 0 && amount < width) return true;
  f.fail(EvalErrorKind::kOther, n.loc,
         fmt::format("shift by {} is undefined for {} (width {})", amount, n.dtype.str(), width));
  return false;
}

template <bool kSigned> Scalar shift_left(const CExpr& n, Frame& f) {
  int64_t x = n.a->eval(f).i;
  int64_t s = n.b->eval(f).i;
  if (!kSigned && s < 0) s = -1; // a huge uint64 amount reads as negative: still out of range
  if (!check_shift(n, f, s)) return Scalar{.i = 0};
  return Scalar{.i = wrap_int(int64_t(uint64_t(x) << s), n.shift, kSigned)};
}

template <bool kSigned> Scalar shift_right(const CExpr& n, Frame& f) {
  int64_t x = n.a->eval(f).i;
  int64_t s = n.b->eval(f).i;
  if (!kSigned && s < 0) s = -1;
  if (!check_shift(n, f, s)) return Scalar{.i = 0};
  // Canonical signed values are sign-extended, so the 64-bit arithmetic shift is the narrow one.
  if constexpr (kSigned)
    return Scalar{.i = x >> s};
  else
    return Scalar{.i = int64_t(uint64_t(x) >> s)};
}

Scalar clz(const CExpr& n, Frame& f) {
  uint64_t v = bits_of(n.a->eval(f).i, n.shift);
  return Scalar{.i = int64_t(std::countl_zero(v)) - n.shift};
}

Scalar popcount(const CExpr& n, Frame& f) {
  return Scalar{.i = std::popcount(bits_of(n.a->eval(f).i, n.shift))};
}

ExprFn int_only(Num num, ExprFn signed_fn, ExprFn unsigned_fn) {
  if (num == Num::kInt) return signed_fn;
  if (num == Num::kUInt || num == Num::kBool) return unsigned_fn;
  return nullptr;
}

/// The float intrinsics by TVMScript name (after "T."), each giving its function for a Num.
struct FloatIntrinsic {
  std::string_view name;
  ExprFn (*of)(Num);
};
constexpr FloatIntrinsic kUnaryFloat[] = {
    {"exp", unary_float_of<Exp>},     {"exp2", unary_float_of<Exp2>},
    {"exp10", unary_float_of<Exp10>}, {"log", unary_float_of<Log>},
    {"log2", unary_float_of<Log2>},   {"log10", unary_float_of<Log10>},
    {"log1p", unary_float_of<Log1p>}, {"sqrt", unary_float_of<Sqrt>},
    {"rsqrt", unary_float_of<Rsqrt>}, {"tanh", unary_float_of<Tanh>},
    {"tan", unary_float_of<Tan>},     {"sigmoid", unary_float_of<Sigmoid>},
    {"erf", unary_float_of<Erf>},     {"sin", unary_float_of<Sin>},
    {"cos", unary_float_of<Cos>},     {"sinh", unary_float_of<Sinh>},
    {"cosh", unary_float_of<Cosh>},   {"asin", unary_float_of<Asin>},
    {"acos", unary_float_of<Acos>},   {"atan", unary_float_of<Atan>},
    {"asinh", unary_float_of<Asinh>}, {"acosh", unary_float_of<Acosh>},
    {"atanh", unary_float_of<Atanh>}, {"floor", unary_float_of<Floor>},
    {"ceil", unary_float_of<Ceil>},   {"round", unary_float_of<Round>},
    {"trunc", unary_float_of<Trunc>}, {"nearbyint", unary_float_of<Nearbyint>},
    {"fabs", unary_float_of<Fabs>},
};
constexpr FloatIntrinsic kBinaryFloat[] = {
    {"pow", binary_float_of<Pow>},           {"atan2", binary_float_of<Atan2>},
    {"fmod", binary_float_of<Fmod>},         {"hypot", binary_float_of<Hypot>},
    {"copysign", binary_float_of<Copysign>}, {"nextafter", binary_float_of<Nextafter>},
    {"ldexp", binary_float_of<Ldexp>},
};

} // namespace

ExprFn intrinsic_fn(const std::string& name, Num num, Num result) {
  std::string_view s = name;
  if (!s.starts_with("T.")) return nullptr;
  s.remove_prefix(2);
  bool fl = is_float(num);
  for (const FloatIntrinsic& in : kUnaryFloat)
    if (s == in.name) return in.of(num);
  for (const FloatIntrinsic& in : kBinaryFloat)
    if (s == in.name) return num == Num::kF16 && s == "nextafter" ? nullptr : in.of(num);
  if (s == "abs") {
    if (fl) return unary_float_of<Fabs>(num);
    // Wrapping: the absolute value of the minimum is the minimum.
    return int_only(num, int_abs<true>, int_abs<false>);
  }
  if (s == "isnan" || s == "isinf" || s == "isfinite") {
    if (result != Num::kBool) return nullptr;
    bool f64 = num == Num::kF64;
    if (s == "isnan")
      return !fl   ? classify_int<false>
             : f64 ? classify_float<FloatClass::kNan, double>
                   : classify_float<FloatClass::kNan, float>;
    if (s == "isinf")
      return !fl   ? classify_int<false>
             : f64 ? classify_float<FloatClass::kInf, double>
                   : classify_float<FloatClass::kInf, float>;
    return !fl   ? classify_int<true>
           : f64 ? classify_float<FloatClass::kFinite, double>
                 : classify_float<FloatClass::kFinite, float>;
  }
  if (s == "bitwise_and") return fl ? nullptr : bitwise<Bitwise::kAnd>;
  if (s == "bitwise_or") return fl ? nullptr : bitwise<Bitwise::kOr>;
  if (s == "bitwise_xor") return fl ? nullptr : bitwise<Bitwise::kXor>;
  if (s == "bitwise_not") return int_only(num, bitwise_not<true>, bitwise_not<false>);
  if (s == "shift_left") return int_only(num, shift_left<true>, shift_left<false>);
  if (s == "shift_right") return int_only(num, shift_right<true>, shift_right<false>);
  if (s == "clz") return int_only(num, clz, clz);
  if (s == "popcount") return int_only(num, popcount, popcount);
  return nullptr;
}

const CExpr* Compiler::call(const PrimExprNode& e, SourceLoc loc) {
  for (const PrimExpr& a : e.operands)
    if (!a) return unsupported(loc, fmt::format("{} with a missing argument", e.name));
  bool rounding = e.name == "T.floor" || e.name == "T.ceil" || e.name == "T.round" ||
                  e.name == "T.nearbyint" || e.name == "T.trunc";
  if (e.name == "T.likely" || e.name == "T.assume" ||
      (rounding && e.operands.size() == 1 && e.operands[0]->dtype.is_integral() &&
       e.dtype == e.operands[0]->dtype)) {
    // A branch hint, an assumption (not checked: TVM's code generators drop it), or rounding
    // an integer: the value is the argument's.
    if (e.operands.size() != 1) return unsupported(loc, "T.likely without one argument");
    return expr(e.operands[0], loc);
  }
  if (e.name == "T.ret")
    return unsupported(loc, "a return that is not the PrimFunc's last statement");
  if (e.name == "T.if_then_else") {
    if (e.operands.size() != 3) return unsupported(loc, "T.if_then_else without three arguments");
    const CExpr* c = expr(e.operands[0], loc);
    const CExpr* t = expr(e.operands[1], loc);
    const CExpr* el = expr(e.operands[2], loc);
    if (!c || !t || !el) return nullptr;
    if (c->num != Num::kBool || t->dtype != e.dtype || el->dtype != e.dtype)
      return unsupported(loc, "T.if_then_else with mismatched operand dtypes");
    CExpr& n = new_expr(e, loc);
    n.fn = eval_if_then_else;
    n.a = c;
    n.b = t;
    n.c = el;
    return &n;
  }
  if (e.operands.empty() || e.operands.size() > 2)
    return unsupported(loc,
                       fmt::format("intrinsic {} with {} arguments", e.name, e.operands.size()));
  const CExpr* a = expr(e.operands[0], loc);
  const CExpr* b = e.operands.size() > 1 ? expr(e.operands[1], loc) : nullptr;
  if (!a || (e.operands.size() > 1 && !b)) return nullptr;
  if (b && b->dtype != a->dtype) {
    return unsupported(loc, fmt::format("{} of mismatched dtypes {} and {}", e.name, a->dtype.str(),
                                        b->dtype.str()));
  }
  Num result = *num_of(e.dtype);
  ExprFn fn = intrinsic_fn(e.name, a->num, result);
  // Except for the classifiers, an intrinsic's result has its operand's dtype.
  bool classifier = e.name == "T.isnan" || e.name == "T.isinf" || e.name == "T.isfinite";
  if (!fn || (!classifier && e.dtype != a->dtype)) {
    return unsupported(
        loc, fmt::format("intrinsic {} on {} (result {})", e.name, a->dtype.str(), e.dtype.str()));
  }
  // Arity: binary intrinsics need b, unary ones must not have it.
  static constexpr const char* kBinary[] = {
      "T.pow",   "T.atan2",       "T.fmod",       "T.hypot",       "T.copysign",   "T.nextafter",
      "T.ldexp", "T.bitwise_and", "T.bitwise_or", "T.bitwise_xor", "T.shift_left", "T.shift_right"};
  bool wants_two = false;
  for (const char* k : kBinary) wants_two |= e.name == k;
  if (wants_two != (b != nullptr)) {
    return unsupported(loc,
                       fmt::format("intrinsic {} with {} arguments", e.name, e.operands.size()));
  }
  CExpr& n = new_expr(e, loc);
  n.fn = fn;
  n.a = a;
  n.b = b;
  // Integer intrinsics wrap to the operand's width (equal to the result's, checked above).
  if (classifier) n.shift = a->shift;
  return &n;
}

} // namespace rxv::sem::tir_detail
