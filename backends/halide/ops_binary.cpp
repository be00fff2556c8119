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

/// An operand's dtype: the tensor's, or the literal PrimValue's.
DataType dtype_of(const Operand& o) { return o.tensor ? o.tensor->dtype : o.prim->dtype; }

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
  if (t.is_uint()) return a / b; // non-negative: Euclidean = floor = truncation
  Expr q = trunc_div_int(a, b);
  Expr r = wrap_sub(a, wrap_mul(q, b));
  return Halide::select(r != 0 && ((r < 0) != (b < 0)), q - 1, q);
}

using BinFn = std::function<Expr(Expr, Expr, DataType)>;

/// C's pow for floats, computed in float64 as exp(b * log|a|) with the sign and the special
/// cases of C99 spelled out: Halide's pow overflows to 0 and mishandles NaN and zero bases.
Expr float_pow(Expr a, Expr b) {
  Halide::Type t = a.type();
  Halide::Type d = Halide::Float(64);
  Expr x = Halide::cast(d, a), y = Halide::cast(d, b);
  auto c = [&](double v) { return Halide::Internal::make_const(d, v); };
  Expr y_int = Halide::floor(y) == y && !Halide::is_inf(y);
  Expr y_odd = y_int && Halide::abs(y - c(2) * Halide::floor(y / c(2))) == c(1);
  Expr mag = safe_exp(y * Halide::log(Halide::abs(x)));
  // The sign bit, not x < 0: pow(-0, -1) is -inf.
  Expr negative = (Halide::reinterpret(Halide::UInt(64), x) >> 63) != 0;
  Expr r = Halide::select(negative && y_odd, -mag, mag);
  r = Halide::select(x < c(0) && !y_int && !Halide::is_inf(y), c(NAN), r);
  r = Halide::select(x == c(-1) && Halide::is_inf(y), c(1), r);
  r = Halide::select(is_nan_strict(x) || is_nan_strict(y), c(NAN), r);
  r = Halide::select(y == c(0) || x == c(1), c(1), r);
  return Halide::cast(t, r);
}

void add_binary(LoweringRegistry& reg, const std::string& op, bool comparison, BinFn f,
                bool int_ok = true, bool float_ok = true) {
  std::string name = "relax." + op;
  reg.add(
      name,
      [=](const sem::CallNode&, const std::vector<Operand>& args,
          LowerContext& ctx) -> LowerResult {
        if (args.size() != 2) return std::string("needs two operands");
        for (const auto& a : args)
          if (!a.tensor && !a.prim)
            return std::string("an operand is neither a tensor nor a literal");
        if (!args[0].tensor && !args[1].tensor) return std::string("no tensor operand");
        // As the interpreter's kernel: equal dtypes, or one side bool; computed in the
        // non-bool side's dtype, the result in the lhs's dtype (bool: != 0).
        DataType da = dtype_of(args[0]), db = dtype_of(args[1]);
        if (da != db && !da.is_bool() && !db.is_bool())
          return std::string("the operands' dtypes differ (an error, left to the "
                             "interpreter)");
        DataType compute = da.is_bool() ? db : da;
        DataType out = comparison ? DataType::Bool() : da;
        if (!compute_type(compute) || !compute_type(out)) return std::string("no supported dtype");
        if ((!int_ok && !compute.is_float()) || (!float_ok && compute.is_float()))
          return std::string("not lowered for dtype ") + compute.str();
        View a = view_of(args[0], compute), b = view_of(args[1], compute);
        LTensor r;
        r.func = fresh_func(name);
        r.dtype = out;
        r.shape = broadcast_shape({a.shape(), b.shape()}, ctx);
        auto v = make_vars(static_cast<int>(r.shape.size()));
        auto idx = as_exprs(v);
        Expr e = f(a.at(idx, compute), b.at(idx, compute), compute);
        define(r.func, v, comparison ? e : convert(compute, out, round_to(compute, e)));
        return r;
      },
      RunTimeValues{true, {}, true});
}

Expr logical(Expr x) { return x.type().is_bool() ? x : x != Halide::Internal::make_zero(x.type()); }
Expr from_bool(Expr b, DataType t, Halide::Type ct) {
  return t.is_bool()
             ? b
             : Halide::select(b, Halide::Internal::make_one(ct), Halide::Internal::make_zero(ct));
}

} // namespace

void register_binary_lowerings(LoweringRegistry& r) {
  add_binary(r, "add", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a != b : wrap_add(a, b); // uint1 arithmetic wraps: 1 + 1 = 0
  });
  add_binary(r, "subtract", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a != b : wrap_sub(a, b);
  });
  add_binary(r, "multiply", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a && b : wrap_mul(a, b);
  });
  add_binary(r, "divide", false, [](Expr a, Expr b, DataType t) -> Expr {
    if (t.is_float()) return a / b;
    if (t.is_bool()) return a; // the divisor is true (false errors)
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
      r, "power", false, [](Expr a, Expr b, DataType) { return float_pow(a, b); }, false);
  add_binary(r, "maximum", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a || b : nan_max(a, b);
  });
  add_binary(r, "minimum", false, [](Expr a, Expr b, DataType t) -> Expr {
    return t.is_bool() ? a && b : nan_min(a, b);
  });
  // Float comparisons with a NaN operand are false (not_equal: true) as in C++; Halide's
  // simplifier may rewrite a <= b as !(b < a), so the NaN case is explicit.
  auto ordered = [](BinFn cmp) -> BinFn {
    return [cmp](Expr a, Expr b, DataType t) -> Expr {
      if (!t.is_float()) return cmp(a, b, t);
      return !is_nan_strict(a) && !is_nan_strict(b) && cmp(a, b, t);
    };
  };
  add_binary(r, "equal", true, ordered([](Expr a, Expr b, DataType) { return a == b; }));
  add_binary(r, "not_equal", true, [](Expr a, Expr b, DataType t) -> Expr {
    if (!t.is_float()) return a != b;
    return is_nan_strict(a) || is_nan_strict(b) || a != b;
  });
  add_binary(r, "less", true, ordered([](Expr a, Expr b, DataType) { return a < b; }));
  add_binary(r, "less_equal", true, ordered([](Expr a, Expr b, DataType) { return a <= b; }));
  add_binary(r, "greater", true, ordered([](Expr a, Expr b, DataType) { return a > b; }));
  add_binary(r, "greater_equal", true, ordered([](Expr a, Expr b, DataType) { return a >= b; }));
  add_binary(r, "logical_and", false, [](Expr a, Expr b, DataType t) {
    return from_bool(logical(a) && logical(b), t, a.type());
  });
  add_binary(r, "logical_or", false, [](Expr a, Expr b, DataType t) {
    return from_bool(logical(a) || logical(b), t, a.type());
  });
  // Integers and bool only (the interpreter's TypeError covers floats).
  add_binary(
      r, "bitwise_and", false,
      [](Expr a, Expr b, DataType t) { return t.is_bool() ? (a && b) : (a & b); }, true, false);
  add_binary(
      r, "bitwise_or", false,
      [](Expr a, Expr b, DataType t) { return t.is_bool() ? (a || b) : (a | b); }, true, false);
  for (const char* op : {"bitwise_xor", "logical_xor"}) // TOPI's logical_xor is a ^ b
    add_binary(
        r, op, false, [](Expr a, Expr b, DataType t) { return t.is_bool() ? (a != b) : (a ^ b); },
        true, false);
  // mod: truncated remainder on integers. Floats (libm's exact fmod) run on the interpreter.
  add_binary(
      r, "mod", false,
      [](Expr a, Expr b, DataType t) -> Expr {
        if (t.is_bool()) return Halide::cast(Halide::Bool(), false);
        if (t.is_uint()) return a % b; // non-negative: Euclidean = truncated
        return wrap_sub(a, wrap_mul(trunc_div_int(a, b), b));
      },
      true, false);
  add_binary(
      r, "atan2", false, [](Expr a, Expr b, DataType) { return Halide::atan2(a, b); }, false);
  r.exclude("relax.log_add_exp", "Halide's log is not IEEE at 0 and inf, where log(exp(a) + "
                                 "exp(b)) lands when exp under- or overflows");
  for (const char* op : {"relax.left_shift", "relax.right_shift"})
    r.exclude(op, "an amount outside [0, bits) is an EvalError, which a pipeline cannot raise");

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
      },
      RunTimeValues{false, {}, true});
}

} // namespace rxv::halide
