// Halide lowering of relax.ewise_fma (semantics/ops/ternary.cpp): x1 * x2 + x3 on three tensors
// of one dtype and one shape (a run-time check per dim). Floats below 64 bits are computed in
// float64, where the product is exact, and rounded: the interpreter's single rounding up to a
// double rounding (Halide 14 has no fma); float64 rounds twice, within the backend tolerance.
// Integers wrap; bool is nonzero-is-true.
#include "backends/halide/lowering.h"

namespace rxv::halide {

using Halide::Expr;
using sem::DataType;

void register_ternary_lowerings(LoweringRegistry& r) {
  r.add(
      "relax.ewise_fma",
      [](const sem::CallNode&, const std::vector<Operand>& args, LowerContext& ctx) -> LowerResult {
        const LTensor* t[3] = {tensor_arg(args, 0), tensor_arg(args, 1), tensor_arg(args, 2)};
        if (!t[0] || !t[1] || !t[2]) return std::string("ewise_fma needs three tensors");
        DataType d = t[0]->dtype;
        if (t[1]->dtype != d || t[2]->dtype != d) return std::string("the dtypes differ");
        if (t[1]->ndim() != t[0]->ndim() || t[2]->ndim() != t[0]->ndim())
          return std::string("the ndims differ (an error, left to the interpreter)");
        for (int k = 1; k < 3; ++k)
          for (int i = 0; i < t[0]->ndim(); ++i)
            ctx.require(t[k]->shape[i] == t[0]->shape[i], "the arguments' shapes differ");
        LTensor out;
        out.func = fresh_func("relax.ewise_fma");
        out.dtype = d;
        out.shape = t[0]->shape;
        auto v = make_vars(out.ndim());
        auto idx = as_exprs(v);
        Expr a = t[0]->at(idx), b = t[1]->at(idx), c = t[2]->at(idx);
        Expr e;
        if (d.is_bool()) {
          e = (a && b) || c; // nonzero is true, as the interpreter
        } else if (d.is_float()) {
          Halide::Type f64 = Halide::Float(64);
          e = round_to(d, Halide::cast(a.type(), Halide::cast(f64, a) * Halide::cast(f64, b) +
                                                     Halide::cast(f64, c)));
        } else {
          e = wrap_add(wrap_mul(a, b), c);
        }
        define(out.func, v, e);
        return out;
      },
      RunTimeValues{false, {}, true});
}

} // namespace rxv::halide
