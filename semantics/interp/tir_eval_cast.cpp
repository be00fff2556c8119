/// The TIR interpreter's casts (PrimKind Cast, and `T.float32(x)` on a non-literal): integer to
/// integer wraps to the target width; to bool is "nonzero"; integer to float rounds to nearest;
/// float to integer truncates toward zero, with NaN, infinities and values outside int64 (uint64
/// for a uint64 target) giving 0, as Tensor::set_float does (C++ leaves them undefined).
#include <cmath>
#include <type_traits>

#include "semantics/interp/tir_interpreter_internal.h"

namespace rxv::sem::tir_detail {

int64_t float_to_int(double d, bool to_u64) {
  if (!std::isfinite(d)) return 0;
  d = std::trunc(d);
  if (d >= -9223372036854775808.0 && d < 9223372036854775808.0) return int64_t(d);
  if (to_u64 && d >= 0 && d < 18446744073709551616.0) return int64_t(uint64_t(d));
  return 0;
}

namespace {

/// The C++ type a float Num computes in.
template <Num N> using FloatT = std::conditional_t<N == Num::kF64, double, float>;

template <class T, Num From> T to_float(Scalar v) {
  if constexpr (From == Num::kInt)
    return T(v.i);
  else if constexpr (From == Num::kUInt || From == Num::kBool)
    return T(uint64_t(v.i));
  else
    return T(fget<FloatT<From>>(v));
}

template <Num From, Num To> Scalar cast_fn(const CExpr& n, Frame& f) {
  Scalar v = n.a->eval(f);
  if constexpr (To == Num::kBool) {
    if constexpr (is_float(From))
      return Scalar{.i = fget<FloatT<From>>(v) != 0};
    else
      return Scalar{.i = v.i != 0};
  } else if constexpr (To == Num::kInt || To == Num::kUInt) {
    int64_t x;
    if constexpr (is_float(From))
      x = float_to_int(double(fget<FloatT<From>>(v)), To == Num::kUInt && n.shift == 0);
    else
      x = v.i;
    return Scalar{.i = wrap_int(x, n.shift, To == Num::kInt)};
  } else if constexpr (To == Num::kF64) {
    return fput<double>(to_float<double, From>(v));
  } else {
    float r = to_float<float, From>(v);
    if constexpr (To == Num::kF16) r = round_half(r);
    return fput<float>(r);
  }
}

template <Num From> ExprFn cast_to(Num to) {
  switch (to) {
  case Num::kInt: return cast_fn<From, Num::kInt>;
  case Num::kUInt: return cast_fn<From, Num::kUInt>;
  case Num::kBool: return cast_fn<From, Num::kBool>;
  case Num::kF16: return cast_fn<From, Num::kF16>;
  case Num::kF32: return cast_fn<From, Num::kF32>;
  case Num::kF64: return cast_fn<From, Num::kF64>;
  }
  return nullptr;
}

ExprFn cast_of(Num from, Num to) {
  switch (from) {
  case Num::kInt: return cast_to<Num::kInt>(to);
  case Num::kUInt: return cast_to<Num::kUInt>(to);
  case Num::kBool: return cast_to<Num::kBool>(to);
  case Num::kF16: return cast_to<Num::kF16>(to);
  case Num::kF32: return cast_to<Num::kF32>(to);
  case Num::kF64: return cast_to<Num::kF64>(to);
  }
  return nullptr;
}

} // namespace

const CExpr* Compiler::cast(const PrimExprNode& e, SourceLoc loc) {
  if (e.operands.size() != 1) return unsupported(loc, "a Cast without one operand");
  const CExpr* a = expr(e.operands[0], loc);
  if (!a) return nullptr;
  CExpr& n = new_expr(e, loc);
  n.fn = cast_of(a->num, n.num);
  n.a = a;
  return &n;
}

} // namespace rxv::sem::tir_detail
