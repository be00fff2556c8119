// Generation specs of the unary family (semantics/ops/unary.cpp): the
// elementwise ops on any non-bool tensor, those on float tensors only,
// bitwise_not on integer or bool tensors, the float checks (isnan, isinf,
// isfinite), and clip with PrimValue bounds of x's kind.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_clip(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, non_bool);
  if (!x) return std::nullopt;
  DataType d = as_tensor(x->sinfo)->dtype;
  int64_t lo = g.c_.range(-2, 1), hi = g.c_.range(0, 3);
  auto prim = [&](int64_t v) -> Expr {
    auto p = std::make_shared<PrimValueNode>();
    p->value = d.is_float() ? make_float(double(v), DataType::Float(32)) : make_int(v);
    return p;
  };
  return make_call(make_op(spec.op), {x->var, prim(lo), prim(hi)});
}

} // namespace

void register_unary_specs(OpSpecTable& table) {
  for (const char* op : {"abs", "negative", "floor", "ceil", "round", "sign", "square", "trunc"})
    table.add(std::string("relax.") + op, 2, one_tensor_call(non_bool));
  // logical_not keeps the dtype (TVM): any tensor works.
  table.add("relax.logical_not", 1, one_tensor_call(non_bool));
  for (const char* op : {"exp", "log", "sqrt", "rsqrt", "sin", "cos", "tanh", "sigmoid", "erf"})
    table.add(std::string("relax.") + op, 1, one_tensor_call(float_only));
  for (const char* op : {"tan", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh"})
    table.add(std::string("relax.") + op, 1, one_tensor_call(float_only));
  // ~x on integers (logical not on bool).
  table.add("relax.bitwise_not", 1, one_tensor_call(int_or_bool));
  // isnan / isinf / isfinite -> bool, of a float tensor.
  for (const char* op : {"isnan", "isinf", "isfinite"})
    table.add(std::string("relax.") + op, 1, one_tensor_call(float_only));
  table.add("relax.clip", 2, build_clip);
}

} // namespace rxv::fuzz
