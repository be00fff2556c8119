// call_tir into a fresh elementwise PrimFunc (generator_impl.h, tir_builder.h).
#include "fuzz/generator_impl.h"
#include "fuzz/tir_builder.h"

namespace rxv::fuzz::detail {

using namespace sem;

Expr Gen::make_call_tir(const Avail& x, const Avail* y) {
  const auto& dims = *known_dims(x.sinfo);
  DataType dtype = as_tensor(x.sinfo)->dtype;
  std::string name = "tir_ew" + std::to_string(counter_++);
  PrimExpr lit = dtype.is_float() ? make_float(double(c_.range(0, 4)) * 0.5, dtype)
                                  : make_int(c_.range(0, 4), dtype);
  uint64_t form = c_.draw(4);
  PrimFunc pf =
      make_elementwise_prim_func(dims, dtype, y ? 2 : 1, [&](const std::vector<PrimExpr>& in) {
        const PrimExpr& a = in[0];
        const PrimExpr& b = in.size() > 1 ? in[1] : in[0];
        switch (form) {
        case 0: return make_binary(PrimKind::kAdd, a, b);
        case 1: return make_binary(PrimKind::kMul, a, b);
        case 2: return make_binary(PrimKind::kMax, a, lit);
        default: return make_binary(PrimKind::kSub, b, lit);
        }
      });
  mod_.functions.push_back(GlobalFunc{name, nullptr, pf, {}});
  std::vector<Expr> args{x.var};
  if (y) args.push_back(y->var);
  return make_call(make_op("relax.call_tir"), {make_global_var(name), make_tuple(std::move(args))},
                   {}, {make_tensor_sinfo(dims, dtype)});
}

} // namespace rxv::fuzz::detail
