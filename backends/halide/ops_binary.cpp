// Halide lowerings of the broadcasting binary ops and relax.where (semantics/ops/binary.cpp).
// Operands are tensors or literal PrimValues (0-d); shapes broadcast numpy-style with a run-time
// check per dim pair. The result dtype is the lhs's (bool mixes with anything; each operand is
// converted to it first); comparisons give bool. Integer division truncates (divide) or floors
// (floor_divide, floor_mod); a zero integer divisor is an EvalError, which the region runner
// checks on the divisor's buffer before the pipeline runs (see region.h: a divisor is always a
// region input). Halide's own `/` is Euclidean, so it is not used on integers.
#include <cmath>

#include "backends/halide/lowering.h"

namespace rxv::halide {

namespace {

using Halide::Expr;
using sem::DataType;

/// An operand as a broadcastable tensor view: a tensor, or a literal of dtype `t` (0-d).
struct View {
  const LTensor* tensor = nullptr;
  Expr scalar;
  DataType dtype;
  std::vector<Expr> shape() const { return tensor ? tensor->shape : std::vector<Expr>{}; }
  Expr at(const std::vector<Expr>& idx, DataType to) const {
    if (!tensor) return scalar;
    return convert(dtype, to, broadcast_at(*tensor, idx));
  }
};

/// The result dtype (the lhs's unless it is a literal: then the tensor's).
std::optional<DataType> operand_dtype(const Operand& a, const Operand& b) {
  if (a.tensor) return a.tensor->dtype;
  if (b.tensor) return b.tensor->dtype;
  return std::nullopt;
}

View view_of(const Operand& o, DataType t) {
  View v;
  if (o.tensor) {
    v.tensor = &*o.tensor;
    v.dtype = o.tensor->dtype;
  } else {
    v.scalar = literal(*o.prim, t);
    v.dtype = t;
  }
  return v;
}

/// Truncating signed division that never traps: zero divisors were rejected before the run (and
/// masked vector lanes may hold zeros), and min / -1 wraps to min as C++ on two's complement.
Expr trunc_div_int(Expr a, Expr b) {
  Expr safe = Halide::select(b == 0 || b == -1, Halide::Internal::make_one(b.type()), b);
  return Halide::select(b == -1, wrap_sub(Halide::Internal::make_zero(a.type()), a),
                        Halide::div_round_to_zero(a, safe));
}

Expr floor_div_int(Expr a, Expr b, DataType t) {
  if (t.is_uint()) return a / b;  // non-negative: Euclidean = floor = truncation
  Expr q = trunc_div_int(a, b);
  Expr r = wrap_sub(a, wrap_mul(q, b));
  return Halide::select(r != 0 && ((r < 0) != (b < 0)), q - 1, q);
}

/// pow with C's special values (C11 Annex F, as the interpreter's std::pow): Halide's pow is a
/// polynomial that gives pow(0, -0.5) = 0 and pow(0, NaN) = 0; it is used only for a positive
/// finite base and a finite exponent, and on |x| for a negative base with an integer exponent.
Expr ieee_pow(Expr x, Expr y) {
  Halide::Type t = x.type();
  Expr zero = Halide::Internal::make_zero(t), one = Halide::Internal::make_one(t);
  Expr inf = Halide::cast(t, Expr(double(INFINITY))), nan = Halide::cast(t, Expr(double(NAN)));
  Expr y_inf = Halide::is_inf(y), x_inf = Halide::is_inf(x);
  Expr y_int = !y_inf && Halide::floor(y) == y;
  Expr y_odd = y_int && Halide::floor(y * Halide::cast(t, Expr(0.5))) * 2 != y;
  Halide::Type u = Halide::UInt(t.bits());
  Expr x_neg = (Halide::reinterpret(u, x) >> (t.bits() - 1)) != 0;  // sign bit (-0 too)
  Expr ax = Halide::abs(x);
  Expr regular = Halide::pow(ax, y);
  return Halide::select(
      y == zero || x == one, one, is_nan_strict(x) || is_nan_strict(y), nan,
      y_inf, Halide::select(ax == one, one, (ax < one) == (y > zero), zero, inf),
      x == zero,
      Halide::select(y < zero, Halide::select(y_odd && x_neg, -inf, inf), y_odd, x, zero),
      x_inf,
      Halide::select(y < zero, Halide::select(y_odd && x_neg, -zero, zero),
                     Halide::select(y_odd && x_neg, -inf, inf)),
      x < zero, Halide::select(!y_int, nan, y_odd, -regular, regular),
      regular);
}

using BinFn = std::function<Expr(Expr, Expr, DataType)>;

void add_binary(LoweringRegistry& reg, const std::string& op, bool comparison, BinFn f,
                bool int_ok = true) {
  std::string name = "relax." + op;
  reg.add(name,
          [=](const sem::CallNode&, const std::vector<Operand>& args,
              LowerContext& ctx) -> LowerResult {
            if (args.size() != 2) return std::string("needs two operands");
            for (const auto& a : args)
              if (!a.tensor && !a.prim)
                return std::string("an operand is neither a tensor nor a literal");
            auto dt = operand_dtype(args[0], args[1]);
            if (!dt) return std::string("no tensor operand");
            if (!int_ok && !dt->is_float())
              return std::string("not lowered for dtype ") + dt->str();
            View a = view_of(args[0], *dt), b = view_of(args[1], *dt);
            LTensor r;
            r.func = fresh_func(name);
            r.dtype = comparison ? DataType::Bool() : *dt;
            r.shape = broadcast_shape({a.shape(), b.shape()}, ctx);
            auto v = make_vars(static_cast<int>(r.shape.size()));
            auto idx = as_exprs(v);
            define(r.func, v, round_to(r.dtype, f(a.at(idx, *dt), b.at(idx, *dt), *dt)));
            return r;
          });
}

Expr logical(Expr x) { return x.type().is_bool() ? x : x != Halide::Internal::make_zero(x.type()); }
Expr from_bool(Expr b, DataType t, Halide::Type ct) {
  return t.is_bool()
             ? b
             : Halide::select(b, Halide::Internal::make_one(ct), Halide::Internal::make_zero(ct));
}

}  // namespace

void register_binary_lowerings(LoweringRegistry& r) {
  add_binary(r, "add", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a != b : wrap_add(a, b);  // uint1 arithmetic wraps: 1 + 1 = 0
  });
  add_binary(r, "subtract", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a != b : wrap_sub(a, b);
  });
  add_binary(r, "multiply", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a && b : wrap_mul(a, b);
  });
  add_binary(r, "divide", false, [](Expr a, Expr b, DataType t) -> Expr {
    if (t.is_float()) return a / b;
    if (t.is_bool()) return a;  // the divisor is true (false errors)
    return t.is_uint() ? a / b : trunc_div_int(a, b);
  });
  add_binary(r, "floor_divide", false, [](Expr a, Expr b, DataType t) -> Expr {
    if (t.is_float()) return Halide::floor(a / b);
    if (t.is_bool()) return a;
    return floor_div_int(a, b, t);
  });
  add_binary(r, "floor_mod", false, [](Expr a, Expr b, DataType t) -> Expr {
    if (t.is_float()) return a - Halide::floor(a / b) * b;
    if (t.is_bool()) return Halide::cast(Halide::Bool(), false);
    return wrap_sub(a, wrap_mul(floor_div_int(a, b, t), b));
  });
  // Integer power is left to the interpreter (its overflow and negative-exponent rules).
  add_binary(
      r, "power", false, [](Expr a, Expr b, DataType) { return ieee_pow(a, b); }, false);
  add_binary(r, "maximum", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a || b : nan_max(a, b);
  });
  add_binary(r, "minimum", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a && b : nan_min(a, b);
  });
  // Halide does not keep IEEE comparisons with NaN (it rewrites a <= b to !(b < a), and gave
  // NaN == 0): on floats every comparison but != is false, != true, when an operand is NaN.
  auto ordered = [](Expr a, Expr b) { return !is_nan_strict(a) && !is_nan_strict(b); };
  add_binary(r, "equal", true, [=](Expr a, Expr b, DataType t) -> Expr {
    return t.is_float() ? ordered(a, b) && a == b : a == b;
  });
  add_binary(r, "not_equal", true, [=](Expr a, Expr b, DataType t) -> Expr {
    return t.is_float() ? !ordered(a, b) || a != b : a != b;
  });
  add_binary(r, "less", true, [=](Expr a, Expr b, DataType t) -> Expr {
    return t.is_float() ? ordered(a, b) && a < b : a < b;
  });
  add_binary(r, "less_equal", true, [=](Expr a, Expr b, DataType t) -> Expr {
    return t.is_float() ? ordered(a, b) && a <= b : a <= b;
  });
  add_binary(r, "greater", true, [=](Expr a, Expr b, DataType t) -> Expr {
    return t.is_float() ? ordered(a, b) && a > b : a > b;
  });
  add_binary(r, "greater_equal", true, [=](Expr a, Expr b, DataType t) -> Expr {
    return t.is_float() ? ordered(a, b) && a >= b : a >= b;
  });
  add_binary(r, "logical_and", false, [](Expr a, Expr b, DataType t) {
    return from_bool(logical(a) && logical(b), t, a.type());
  });
  add_binary(r, "logical_or", false, [](Expr a, Expr b, DataType t) {
    return from_bool(logical(a) || logical(b), t, a.type());
  });

  r.add(
      "relax.where",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext& ctx) -> LowerResult {
        const LTensor* c = tensor_arg(args, 0);
        const LTensor* x = tensor_arg(args, 1);
        const LTensor* y = tensor_arg(args, 2);
        if (!c || !x || !y) return std::string("where needs three tensors");
        if (x->dtype != y->dtype) return std::string("where: x1 and x2 dtypes differ");
        LTensor out;
        out.func = fresh_func("relax.where");
        out.dtype = x->dtype;
        out.shape = broadcast_shape({c->shape, x->shape, y->shape}, ctx);
        auto v = make_vars(static_cast<int>(out.shape.size()));
        auto idx = as_exprs(v);
        Expr cond = convert(c->dtype, DataType::Bool(), broadcast_at(*c, idx));
        define(out.func, v, Halide::select(cond, broadcast_at(*x, idx), broadcast_at(*y, idx)));
        return out;
      });
}

}  // namespace rxv::halide
