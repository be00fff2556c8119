#pragma once
// Lowering helpers the nn families share (backends/halide/ops_nn.cpp, ops_nn_activation.cpp).
#include <functional>
#include <string>

#include "backends/halide/lowering.h"

namespace rxv::halide {

/// `f` applied to each element of float tensor `x` in its compute type, rounded to x's dtype.
inline LTensor map_float(const std::string& name, const LTensor& x,
                         const std::function<Halide::Expr(Halide::Expr)>& f) {
  LTensor r;
  r.func = fresh_func(name);
  r.dtype = x.dtype;
  r.shape = x.shape;
  auto v = make_vars(x.ndim());
  define(r.func, v, round_to(x.dtype, f(x.at(as_exprs(v)))));
  return r;
}

} // namespace rxv::halide
