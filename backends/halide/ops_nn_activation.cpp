// Halide lowerings of the nn_activation family (semantics/ops/nn_activation.cpp): gelu_tanh,
// selu and softplus elementwise in the compute type with their constants in x's dtype, as the
// interpreter's kernels. prelu and dropout are left to the interpreter.
#include "backends/halide/ops_nn_common.h"

namespace rxv::halide {

namespace {

using Halide::Expr;

/// `c` as a constant of e's type rounded to `dtype` (float16 constants are float16 values).
Expr constant(sem::DataType dtype, const Expr& e, double c) {
  return round_to(dtype, Halide::Internal::make_const(e.type(), c));
}

/// A lowering of a float elementwise op: `f(e, dtype, call)`.
template <class F> OpLowering float_map(const char* op, F f) {
  return [op, f](const sem::CallNode& call, const std::vector<Operand>& args,
                 LowerContext&) -> LowerResult {
    const LTensor* x = tensor_arg(args, 0);
    if (!x || !x->dtype.is_float()) return std::string(op) + " needs a float tensor";
    sem::DataType dtype = x->dtype;
    return map_float(op, *x, [&](Expr e) { return f(e, dtype, call); });
  };
}

} // namespace

void register_nn_activation_lowerings(LoweringRegistry& r) {
  r.add("relax.nn.gelu_tanh",
        float_map("relax.nn.gelu_tanh", [](Expr e, sem::DataType dt, const sem::CallNode&) {
          Expr one = constant(dt, e, 1.0);
          Expr inner = constant(dt, e, 0.79788456080286535588) * e *
                       (one + constant(dt, e, 0.044715) * e * e);
          return constant(dt, e, 0.5) * e * (one + Halide::tanh(inner));
        }));
  r.add("relax.nn.selu",
        float_map("relax.nn.selu", [](Expr e, sem::DataType dt, const sem::CallNode&) {
          Expr zero = Halide::Internal::make_zero(e.type());
          Expr neg = constant(dt, e, 1.6732632423543772848) * (safe_exp(e) - constant(dt, e, 1));
          return constant(dt, e, 1.0507009873554804934) *
                 (Halide::select(e > zero, e, zero) + Halide::select(neg < zero, neg, zero));
        }));
  r.add("relax.nn.softplus",
        float_map("relax.nn.softplus", [](Expr e, sem::DataType dt, const sem::CallNode& call) {
          Expr b = constant(dt, e, float_attr(call, "beta").value_or(1.0));
          Expr t = constant(dt, e, float_attr(call, "threshold").value_or(20.0));
          Expr one = constant(dt, e, 1.0);
          return Halide::select(b * e > t, e, one / b * Halide::log(one + safe_exp(b * e)));
        }));
  r.exclude("relax.nn.prelu", "not lowered yet (a per-channel slope tensor)");
  r.exclude("relax.nn.dropout", "a tuple of the input and ones; nothing to compute");
}

} // namespace rxv::halide
