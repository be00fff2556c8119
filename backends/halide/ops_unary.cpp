// Halide lowerings of the elementwise unary ops (semantics/ops/unary.cpp): same names, same
// dtype rules. Integers wrap (abs and negative of the minimum give the minimum); float16 is
// computed in float32 and rounded; NaN propagates (sign(NaN) is NaN, clip keeps NaN).
#include <cmath>

#include "backends/halide/lowering.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// x -> f(x) elementwise, giving dtype `out`.
LTensor map_unary(const std::string& name, const LTensor& x, DataType out,
                  const std::function<Expr(Expr)>& f) {
  LTensor r;
  r.func = fresh_func(name);
  r.dtype = out;
  r.shape = x.shape;
  auto v = make_vars(x.ndim());
  define(r.func, v, round_to(out, f(x.at(as_exprs(v)))));
  return r;
}

enum class Domain { kAny, kFloat, kIntOrBool };

void add_unary(LoweringRegistry& reg, const std::string& op, Domain domain, bool to_bool,
               std::function<Expr(Expr, DataType)> f) {
  std::string name = "relax." + op;
  reg.add(
      name,
      [name, domain, to_bool, f](const sem::CallNode&, const std::vector<Operand>& args,
                                 LowerContext&) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x) return std::string("the argument is not a tensor");
        if (domain == Domain::kFloat && !x->dtype.is_float())
          return std::string("needs a float tensor, got ") + x->dtype.str();
        if (domain == Domain::kIntOrBool && x->dtype.is_float())
          return std::string("needs an integer or bool tensor, got ") + x->dtype.str();
        DataType dt = x->dtype;
        return map_unary(name, *x, to_bool ? DataType::Bool() : dt,
                         [&](Expr e) { return f(e, dt); });
      },
      RunTimeValues{false, {}, true});
}

Expr zero_of(Expr e) { return Halide::Internal::make_zero(e.type()); }
Expr one_of(Expr e) { return Halide::Internal::make_one(e.type()); }
Expr inf_of(Expr e) { return Halide::cast(e.type(), Expr(double(INFINITY))); }

// Halide's log is a polynomial that does not follow IEEE at the edges (log(NaN) and log of a
// negative are finite): the special values are handled here as libm, which the interpreter uses,
// does. (exp and erf: safe_exp / safe_erf in lowering_helpers.h.)
Expr ieee_log(Expr x) {
  return Halide::select(is_nan_strict(x) || x < zero_of(x),
                        Halide::cast(x.type(), Expr(double(NAN))), x == zero_of(x), -inf_of(x),
                        x == inf_of(x), x, Halide::log(x));
}

} // namespace

void register_unary_lowerings(LoweringRegistry& r) {
  add_unary(r, "abs", Domain::kAny, false, [](Expr x, DataType t) -> Expr {
    if (t.is_bool() || t.is_uint()) return x;
    if (t.is_float()) return Halide::abs(x);
    return Halide::select(x < 0, wrap_sub(zero_of(x), x), x);
  });
  add_unary(r, "negative", Domain::kAny, false, [](Expr x, DataType t) -> Expr {
    if (t.is_bool()) return x; // -true is true in uint1 storage: 0 - 1 wraps to 1
    if (t.is_float()) {
      // Halide's -x is 0 - x, which loses the sign of zero: flip the sign bit instead.
      Halide::Type u = Halide::UInt(x.type().bits());
      Expr mask = Halide::cast(u, Expr(uint64_t(1) << (x.type().bits() - 1)));
      return Halide::reinterpret(x.type(), Halide::reinterpret(u, x) ^ mask);
    }
    return wrap_sub(zero_of(x), x);
  });
  add_unary(r, "exp", Domain::kFloat, false, [](Expr x, DataType) { return safe_exp(x); });
  add_unary(r, "log", Domain::kFloat, false, [](Expr x, DataType) { return ieee_log(x); });
  add_unary(r, "sqrt", Domain::kFloat, false, [](Expr x, DataType) { return Halide::sqrt(x); });
  add_unary(r, "rsqrt", Domain::kFloat, false,
            [](Expr x, DataType) { return one_of(x) / Halide::sqrt(x); });
  add_unary(r, "sin", Domain::kFloat, false, [](Expr x, DataType) { return Halide::sin(x); });
  add_unary(r, "cos", Domain::kFloat, false, [](Expr x, DataType) { return Halide::cos(x); });
  add_unary(r, "tanh", Domain::kFloat, false, [](Expr x, DataType) { return Halide::tanh(x); });
  add_unary(r, "sigmoid", Domain::kFloat, false,
            [](Expr x, DataType) { return one_of(x) / (one_of(x) + safe_exp(-x)); });
  add_unary(r, "erf", Domain::kFloat, false, [](Expr x, DataType) { return safe_erf(x); });
  // Halide's inverse and hyperbolic functions are libm's on the host (PureExtern calls).
  add_unary(r, "tan", Domain::kFloat, false, [](Expr x, DataType) { return Halide::tan(x); });
  add_unary(r, "sinh", Domain::kFloat, false, [](Expr x, DataType) { return Halide::sinh(x); });
  add_unary(r, "cosh", Domain::kFloat, false, [](Expr x, DataType) { return Halide::cosh(x); });
  add_unary(r, "asin", Domain::kFloat, false, [](Expr x, DataType) { return Halide::asin(x); });
  add_unary(r, "acos", Domain::kFloat, false, [](Expr x, DataType) { return Halide::acos(x); });
  add_unary(r, "atan", Domain::kFloat, false, [](Expr x, DataType) { return Halide::atan(x); });
  add_unary(r, "asinh", Domain::kFloat, false, [](Expr x, DataType) { return Halide::asinh(x); });
  add_unary(r, "acosh", Domain::kFloat, false, [](Expr x, DataType) { return Halide::acosh(x); });
  add_unary(r, "atanh", Domain::kFloat, false, [](Expr x, DataType) { return Halide::atanh(x); });
  add_unary(r, "trunc", Domain::kAny, false,
            [](Expr x, DataType t) { return t.is_float() ? Halide::trunc(x) : x; });
  add_unary(r, "floor", Domain::kAny, false,
            [](Expr x, DataType t) { return t.is_float() ? Halide::floor(x) : x; });
  add_unary(r, "ceil", Domain::kAny, false,
            [](Expr x, DataType t) { return t.is_float() ? Halide::ceil(x) : x; });
  // To nearest, ties to even, as the spec's: Halide's round for float32 (and float16, computed
  // in float32) is that on every target; float64 is spelled out (CUDA rounds ties away).
  add_unary(r, "round", Domain::kAny, false, [](Expr x, DataType t) -> Expr {
    if (!t.is_float()) return x;
    return t.bits == 64 ? round_half_even(x) : Halide::round(x);
  });
  add_unary(r, "sign", Domain::kAny, false, [](Expr x, DataType t) -> Expr {
    if (t.is_bool()) return x;
    Expr s = Halide::select(x > zero_of(x), one_of(x), x < zero_of(x), zero_of(x) - one_of(x),
                            zero_of(x));
    if (t.is_uint()) return Halide::select(x > zero_of(x), one_of(x), zero_of(x));
    return t.is_float() ? Halide::select(is_nan_strict(x), x, s) : s;
  });
  add_unary(r, "square", Domain::kAny, false, [](Expr x, DataType t) -> Expr {
    if (t.is_bool()) return x;
    return wrap_mul(x, x);
  });
  add_unary(r, "logical_not", Domain::kAny, false, [](Expr x, DataType t) -> Expr {
    if (t.is_bool()) return !x;
    return Halide::select(x == zero_of(x), one_of(x), zero_of(x));
  });
  add_unary(r, "bitwise_not", Domain::kIntOrBool, false,
            [](Expr x, DataType t) -> Expr { return t.is_bool() ? !x : ~x; });
  add_unary(r, "isnan", Domain::kAny, true, [](Expr x, DataType t) -> Expr {
    return t.is_float() ? is_nan_strict(x) : Halide::cast(Halide::Bool(), false);
  });
  add_unary(r, "isfinite", Domain::kAny, true, [](Expr x, DataType t) -> Expr {
    return t.is_float() ? !is_nan_strict(x) && !Halide::is_inf(x)
                        : Halide::cast(Halide::Bool(), true);
  });
  add_unary(r, "isinf", Domain::kAny, true, [](Expr x, DataType t) -> Expr {
    return t.is_float() ? Halide::is_inf(x) : Halide::cast(Halide::Bool(), false);
  });

  // clip(x, min, max) = max(min(x, max), min) with min and max cast to x's dtype; NaN stays.
  r.add(
      "relax.clip",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext&) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (!x || args.size() != 3 || !args[1].prim || !args[2].prim)
          return std::string("clip needs a tensor and two literal PrimValues");
        DataType t = x->dtype;
        Expr lo = literal(*args[1].prim, t), hi = literal(*args[2].prim, t);
        return map_unary("relax.clip", *x, t, [&](Expr e) -> Expr {
          if (t.is_bool()) return (e && hi) || lo;
          Expr c = Halide::select(hi < e, hi, e);
          c = Halide::select(c < lo, lo, c);
          return t.is_float() ? Halide::select(is_nan_strict(e), e, c) : c;
        });
      },
      RunTimeValues{true, {}, true});
}

} // namespace rxv::halide
