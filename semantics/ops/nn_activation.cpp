// More activations: relax.nn.gelu_tanh, selu, softplus, prelu, dropout. StructInfo rules (TVM's
// src/relax/op/nn/nn.cc):
// - gelu_tanh, selu, softplus(data, beta=1.0, threshold=20.0): a float tensor when the dtype is
//   known (InferStructInfoUnaryArith<require_float_dtype=true>); data's StructInfo.
// - prelu(data, alpha, axis=1): data float and `axis` in range when data's ndim is known; alpha
//   is not checked (as in TVM); data's StructInfo.
// - dropout(data, rate=0.5): any tensor; the tuple (data, data) of its StructInfo.
// Kernels (the legalizations in TVM's python/tvm/relax/transform/legalize_ops/nn.py), with the
// constants in x's dtype; float16 rounds after every operation of the legalized expression, as
// TVM's compiled code does (1 + tanh(..) near -1 cancels to 0 there, not to 1e-4):
// - gelu_tanh = 0.5 x (1 + tanh(sqrt(2 / pi) x (1 + 0.044715 x^2))), tanh by exp as TVM's LLVM
//   lowering computes it;
// - selu = scale (max(0, x) + min(0, alpha (exp(x) - 1))), alpha 1.6732632423543772,
//   scale 1.0507009873554805;
// - softplus = beta x > threshold ? x : log(1 + exp(beta x)) / beta (TOPI's softplus; where
//   exp(beta x) overflows the dtype, log(1 + exp(beta x)) in float64: TVM gives inf there);
// - prelu = x > 0 ? x : x * alpha[c], c = x's index along `axis`; alpha is 1-D of length 1
//   (broadcast) or data.shape[axis], else a ShapeMismatch (TOPI asserts the same);
// - dropout: inference meaning, as TVM's runtime gives it (its legalization): (data, ones like
//   data); `rate` drops nothing.
#include <fmt/format.h>

#include <cmath>

#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

// ---- StructInfo rules --------------------------------------------------------------------------

StructInfo infer_float_unary(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  if (!x) return make_object_sinfo();
  if (!x->dtype.is_void() && !x->dtype.is_float())
    ctx.error(fmt::format("{} needs a float tensor, got dtype {}", op_name(call), x->dtype.str()));
  return tensor_like(*x, x->dtype);
}

StructInfo infer_prelu(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  if (!x) return make_object_sinfo();
  if (x->ndim < 0) return tensor_like(*x, x->dtype);
  if (!x->dtype.is_void() && !x->dtype.is_float())
    ctx.error(fmt::format("{} needs a float tensor, got dtype {}", op_name(call), x->dtype.str()));
  normalize_axis(call, read_attr<int64_t>(call, "axis", 1, ctx), x->ndim, ctx);
  return tensor_like(*x, x->dtype);
}

StructInfo infer_dropout(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  if (!x) return make_object_sinfo();
  return make_tuple_sinfo({tensor_like(*x, x->dtype), tensor_like(*x, x->dtype)});
}

// ---- Kernels -----------------------------------------------------------------------------------

/// An elementwise kernel of float tensors: f(v, dtype) in the compute type.
template <class F> Kernel float_map_kernel(const char* op, F f) {
  return [op, f](const CallNode& call, const std::vector<Value>& args,
                 KernelContext& ctx) -> EvalOr<Value> {
    auto x = tensor_arg(call, args, 0, ctx);
    if (!x) return x.error();
    if (auto st = require_float(**x, op, ctx); !st) return st.error();
    DataType dtype = (*x)->dtype;
    return map_elements(**x, ctx, [&](auto v) { return f(v, dtype); });
  };
}

/// `c` as a constant of `dtype` (float16: rounded first), in the compute type C.
template <class C> C constant(double c, DataType dtype) { return C(round_to_dtype(c, dtype)); }

/// One step of the legalization's expression: float16 rounds every intermediate (TVM computes
/// each float16 operation in float32 and rounds it back); wider types are unchanged.
template <class C> C step(C v, DataType dtype) { return C(round_to_dtype(double(v), dtype)); }

/// tanh as TVM's LLVM code computes it (DispatchNumericalStableTanh), step by step:
/// (1 - exp(-2x)) / (1 + exp(-2x)) for x >= 0, (exp(2x) - 1) / (exp(2x) + 1) below.
template <class C> C stable_tanh(C x, DataType dtype) {
  auto r = [dtype](C a) { return step(a, dtype); };
  C e = r(C(std::exp(r(C(x >= C(0) ? -2 : 2) * x))));
  return x >= C(0) ? r(r(C(1) - e) / r(C(1) + e)) : r(r(e - C(1)) / r(e + C(1)));
}

EvalOr<Value> softplus_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  if (auto st = require_float(**x, "relax.nn.softplus", ctx); !st) return st.error();
  auto beta = read_attr(call, "beta", 1.0, ctx);
  if (!beta) return beta.error();
  auto threshold = read_attr(call, "threshold", 20.0, ctx);
  if (!threshold) return threshold.error();
  DataType dtype = (*x)->dtype;
  return map_elements(**x, ctx, [&](auto v) {
    using C = decltype(v);
    C b = constant<C>(*beta, dtype), t = constant<C>(*threshold, dtype);
    C bv = step<C>(b * v, dtype);
    if (bv > t) return v;
    C inv = step<C>(C(1) / b, dtype);
    C e = step<C>(std::exp(bv), dtype);
    // exp overflowing the dtype (float16 from beta x > 11.1, below the default threshold 20)
    // is no overflow of the result: log(1 + exp(bv)) is taken in float64 there (TVM's compiled
    // code gives inf: docs/tvm-findings.md).
    if (std::isinf(double(e)) && bv > C(0))
      return step<C>(C(double(inv) * std::log1p(std::exp(double(bv)))), dtype);
    return step<C>(inv * step<C>(std::log(step<C>(C(1) + e, dtype)), dtype), dtype);
  });
}

EvalOr<Value> prelu_kernel(const CallNode& call, const std::vector<Value>& args,
                           KernelContext& ctx) {
  const char* op = "relax.nn.prelu";
  auto x_arg = tensor_arg(call, args, 0, ctx);
  if (!x_arg) return x_arg.error();
  auto alpha_arg = tensor_arg(call, args, 1, ctx);
  if (!alpha_arg) return alpha_arg.error();
  const Tensor& x = **x_arg;
  const Tensor& alpha = **alpha_arg;
  if (auto st = require_float(x, op, ctx); !st) return st.error();
  auto axis_attr = read_attr<int64_t>(call, "axis", 1, ctx);
  if (!axis_attr) return axis_attr.error();
  auto axis = normalize_run_axis(call, *axis_attr, x.ndim(), ctx);
  if (!axis) return axis.error();
  int64_t channels = x.shape[size_t(*axis)];
  if (alpha.ndim() != 1 || (alpha.shape[0] != 1 && alpha.shape[0] != channels) ||
      alpha.dtype != x.dtype)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: alpha must be a 1-D {} tensor of length 1 or {} (data's "
                                 "axis {}), got {} {}",
                                 op, x.dtype.str(), channels, *axis, alpha.dtype.str(),
                                 format_shape(alpha.shape)));
  int64_t inner = 1;
  for (size_t d = size_t(*axis) + 1; d < x.shape.size(); ++d) inner *= x.shape[d];
  auto out = ctx.alloc(x.dtype, x.shape);
  if (!out) return out.error();
  int64_t n = x.num_elements();
  dispatch_dtype(x.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* s = x.ptr<T>();
    const T* a = alpha.ptr<T>();
    T* d = out->ptr<T>();
    for (int64_t i = 0; i < n; ++i) {
      auto v = load_elem(s[i]);
      int64_t c = alpha.shape[0] == 1 ? 0 : (i / inner) % channels;
      d[i] = v > 0 ? s[i] : store_elem<T>(v * load_elem(a[c]));
    }
  });
  return Value(*out);
}

EvalOr<Value> dropout_kernel(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto ones = ctx.alloc((*x)->dtype, (*x)->shape);
  if (!ones) return ones.error();
  int64_t n = (*x)->num_elements();
  for (int64_t i = 0; i < n; ++i) ones->set_float(i, 1.0);
  return make_tuple_value({Value((*x)->clone()), Value(*ones)});
}

} // namespace

void register_nn_activation_ops(OpTable& table) {
  table.add(OpBuilder("nn_activation", "relax.nn.gelu_tanh")
                .args(1)
                .infer(infer_float_unary)
                .kernel(float_map_kernel("relax.nn.gelu_tanh",
                                         [](auto v, DataType dtype) {
                                           using C = decltype(v);
                                           C k = constant<C>(0.79788456080286535588, dtype);
                                           C c = constant<C>(0.044715, dtype);
                                           auto r = [dtype](C a) { return step(a, dtype); };
                                           C inner = r(C(1) + r(r(c * v) * v));
                                           C th = stable_tanh(r(r(k * v) * inner), dtype);
                                           return r(r(C(0.5) * v) * r(C(1) + th));
                                         }))
                .signature("data")
                .doc("0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))) elementwise; needs a float "
                     "tensor"));
  table.add(OpBuilder("nn_activation", "relax.nn.selu")
                .args(1)
                .infer(infer_float_unary)
                .kernel(float_map_kernel("relax.nn.selu",
                                         [](auto v, DataType dtype) {
                                           using C = decltype(v);
                                           C alpha = constant<C>(1.6732632423543772848, dtype);
                                           C scale = constant<C>(1.0507009873554804934, dtype);
                                           auto r = [dtype](C a) { return step(a, dtype); };
                                           if (v != v)
                                             return v; // NaN propagates, as numpy's max/min
                                           C pos = v > C(0) ? v : C(0);
                                           C neg = r(alpha * r(r(std::exp(v)) - C(1)));
                                           neg = neg < C(0) ? neg : C(0);
                                           return r(scale * r(pos + neg));
                                         }))
                .signature("data")
                .doc("scale (max(0, x) + min(0, alpha (exp(x) - 1))) elementwise; needs a float "
                     "tensor"));
  table.add(OpBuilder("nn_activation", "relax.nn.softplus")
                .args(1)
                .attrs({{"beta", AttrType::kFloat, false}, {"threshold", AttrType::kFloat, false}})
                .infer(infer_float_unary)
                .kernel(softplus_kernel)
                .signature("data, beta=1.0, threshold=20.0")
                .doc("log(1 + exp(beta x)) / beta, or x where beta x > threshold; needs a float "
                     "tensor"));
  table.add(
      OpBuilder("nn_activation", "relax.nn.prelu")
          .args(2)
          .attrs({{"axis", AttrType::kInt, false}})
          .infer(infer_prelu)
          .kernel(prelu_kernel)
          .signature("data, alpha, axis=1")
          .doc("x if x > 0 else x * alpha[c] along `axis` (alpha of length 1 or the axis's)"));
  table.add(OpBuilder("nn_activation", "relax.nn.dropout")
                .args(1)
                .attrs({{"rate", AttrType::kFloat, false}})
                .infer(infer_dropout)
                .kernel(dropout_kernel)
                .signature("data, rate=0.5")
                .doc("inference dropout, as TVM's legalization: (data, ones like data)"));
}

} // namespace rxv::sem
