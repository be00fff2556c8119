// Halide lowerings of the nn_activation family (semantics/ops/nn_activation.cpp): gelu_tanh,
// selu and softplus elementwise with their constants in x's dtype and every step rounded to it
// (float16), as the interpreter's kernels and TVM's compiled code. prelu and dropout are left to
// the interpreter.
#include "backends/halide/ops_nn_common.h"

namespace rxv::halide {

namespace {

using Halide::Expr;

/// `c` as a constant of e's type rounded to `dtype` (float16 constants are float16 values).
Expr constant(sem::DataType dtype, const Expr& e, double c) {
  return round_to(dtype, Halide::Internal::make_const(e.type(), c));
}

/// tanh as TVM's LLVM code computes it, each step rounded to `dt` (the interpreter's
/// stable_tanh): (1 - exp(-2x)) / (1 + exp(-2x)) for x >= 0, (exp(2x) - 1) / (exp(2x) + 1) below.
Expr stable_tanh(Expr x, sem::DataType dt) {
  auto rd = [dt](Expr a) { return round_to(dt, a); };
  Expr zero = Halide::Internal::make_zero(x.type());
  Expr one = Halide::Internal::make_one(x.type());
  Expr two = Halide::Internal::make_const(x.type(), 2.0);
  Expr e = rd(safe_exp(rd(Halide::select(x >= zero, -two, two) * x)));
  return Halide::select(x >= zero, rd(rd(one - e) / rd(one + e)), rd(rd(e - one) / rd(e + one)));
}

/// `c` (a Float(64) Expr, maybe a run-time value) as a value of e's type rounded to `dtype`.
Expr constant(sem::DataType dtype, const Expr& e, const Expr& c) {
  return round_to(dtype, Halide::cast(e.type(), c));
}

/// A lowering of a float elementwise op: `f(e, dtype, call, ctx)`.
template <class F> OpLowering float_map(const char* op, F f) {
  return [op, f](const sem::CallNode& call, const std::vector<Operand>& args,
                 LowerContext& ctx) -> LowerResult {
    const LTensor* x = tensor_arg(args, 0);
    if (!x || !x->dtype.is_float()) return std::string(op) + " needs a float tensor";
    sem::DataType dtype = x->dtype;
    return map_float(op, *x, [&](Expr e) { return f(e, dtype, call, ctx); });
  };
}

} // namespace

void register_nn_activation_lowerings(LoweringRegistry& r) {
  r.add("relax.nn.gelu_tanh",
        float_map("relax.nn.gelu_tanh",
                  [](Expr e, sem::DataType dt, const sem::CallNode&, LowerContext&) {
                    auto rd = [dt](Expr a) { return round_to(dt, a); };
                    Expr one = constant(dt, e, 1.0);
                    Expr inner = rd(one + rd(rd(constant(dt, e, 0.044715) * e) * e));
                    Expr th = stable_tanh(
                        rd(rd(constant(dt, e, 0.79788456080286535588) * e) * inner), dt);
                    return rd(rd(constant(dt, e, 0.5) * e) * rd(one + th));
                  }),
        RunTimeValues{false, {}, true});
  r.add("relax.nn.selu",
        float_map("relax.nn.selu",
                  [](Expr e, sem::DataType dt, const sem::CallNode&, LowerContext&) {
                    auto rd = [dt](Expr a) { return round_to(dt, a); };
                    Expr zero = Halide::Internal::make_zero(e.type());
                    Expr neg = rd(constant(dt, e, 1.6732632423543772848) *
                                  rd(rd(safe_exp(e)) - constant(dt, e, 1)));
                    Expr y = rd(constant(dt, e, 1.0507009873554804934) *
                                rd(Halide::select(e > zero, e, zero) +
                                   Halide::select(neg < zero, neg, zero)));
                    // NaN propagates (numpy's max/min; corpus/regressions/halide_selu_nan.py).
                    return Halide::select(is_nan_strict(e), e, y);
                  }),
        RunTimeValues{false, {}, true});
  auto softplus = float_map("relax.nn.softplus", [](Expr e, sem::DataType dt,
                                                    const sem::CallNode& call, LowerContext& ctx) {
    auto rd = [dt](Expr a) { return round_to(dt, a); };
    Expr b = constant(dt, e, ctx.float_value(call, "beta", 1.0));
    Expr t = constant(dt, e, ctx.float_value(call, "threshold", 20.0));
    Expr one = constant(dt, e, 1.0);
    Expr bv = rd(b * e);
    Expr soft = rd(rd(one / b) * rd(Halide::log(rd(one + rd(safe_exp(bv))))));
    // Halide's log of NaN is not NaN: keep a NaN input (a fuzz find,
    // corpus/regressions/fuzz_halide_softplus_nan.py).
    return Halide::select(is_nan_strict(e), e, bv > t, e, soft);
  });
  // float16 is left to the interpreter: exp overflows to inf there (TVM's too, below the default
  // threshold), and Halide's float16 rounding of that inf does not give inf.
  r.add(
      "relax.nn.softplus",
      [softplus](const sem::CallNode& call, const std::vector<Operand>& args,
                 LowerContext& ctx) -> LowerResult {
        const LTensor* x = tensor_arg(args, 0);
        if (x && x->dtype.is_float() && x->dtype.bits == 16)
          return std::string("softplus on float16 is left to the interpreter");
        return softplus(call, args, ctx);
      },
      RunTimeValues{false, {"beta", "threshold"}, true});
  r.exclude("relax.nn.prelu", "not lowered yet (a per-channel slope tensor)");
  r.exclude("relax.nn.dropout", "a tuple of the input and ones; nothing to compute");
}

} // namespace rxv::halide
