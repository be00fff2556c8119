// The elementwise ternary operator relax.ewise_fma(x1, x2, x3) = x1 * x2 + x3 (TVM's
// src/relax/op/tensor/ternary.cc). StructInfo: three tensors, no broadcasting; known ndims must
// agree and known dtypes be one (an unknown dtype gives an unknown result dtype); with three known
// shapes every dim triple must be provably equal, an undecided triple being an error as in TVM
// (CanProveEqual); otherwise a shape Var all three share carries over, else only the ndim.
// Kernel: TVM registers no legalization for the op; rxv takes its documented meaning, rounded
// once on floats (std::fma; float16 is computed in float32 and rounded), wrapping on integers,
// nonzero-is-true on bool. Operands of different dtypes or shapes are a TypeError or a
// ShapeMismatch at run time.
#include <fmt/format.h>

#include <cmath>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

/// ewise_fma(x1, x2, x3) (TVM's ternary.cc): no broadcasting. The known ndims must agree, the
/// known dtypes be one, and with three known shapes every dim triple must be provably equal (an
/// undecided one is an error, as TVM's CanProveEqual); otherwise a shape all three share as the
/// same expression carries over.
StructInfo infer_ewise_fma(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx) {
  static const char* const kNames[] = {"x1", "x2", "x3"};
  const TensorSInfo* t[3];
  for (size_t i = 0; i < 3; ++i) t[i] = expect_tensor(call, args, i, kNames[i], ctx);
  if (!t[0] || !t[1] || !t[2]) return make_object_sinfo();
  int ndim = -1;
  for (const TensorSInfo* x : t) {
    if (x->ndim < 0) continue;
    if (ndim >= 0 && x->ndim != ndim) {
      ctx.error(fmt::format("relax.ewise_fma: the arguments' ndims differ: {}, {} and {}",
                            describe(args[0]), describe(args[1]), describe(args[2])));
      return make_object_sinfo();
    }
    ndim = x->ndim;
  }
  DataType dtype = DataType::Void();
  if (!t[0]->dtype.is_void() && !t[1]->dtype.is_void() && !t[2]->dtype.is_void()) {
    if (t[0]->dtype != t[1]->dtype || t[1]->dtype != t[2]->dtype)
      ctx.error(fmt::format("relax.ewise_fma: the arguments' dtypes differ: {}, {} and {}",
                            t[0]->dtype.str(), t[1]->dtype.str(), t[2]->dtype.str()));
    dtype = t[0]->dtype;
  }
  auto vdevice = merge_vdevice(call, merge_vdevice(call, t[0]->vdevice, t[1]->vdevice, ctx),
                               t[2]->vdevice, ctx);
  const std::vector<PrimExpr>* d[3] = {tensor_dims(*t[0]), tensor_dims(*t[1]), tensor_dims(*t[2])};
  if (d[0] && d[1] && d[2]) {
    for (size_t i = 1; i < 3; ++i) {
      int bad = -1;
      if (compare_dims(*d[0], *d[i], ctx.arith(), &bad) != Compat::kCompatible) {
        ctx.error(fmt::format("relax.ewise_fma: the arguments' shapes are not provably equal: "
                              "{} and {} (dim {})",
                              describe_dims(*d[0]), describe_dims(*d[i]), bad));
        return tensor_of_ndim(dtype, ndim, vdevice);
      }
    }
    return tensor_of_dims(*d[0], dtype, vdevice);
  }
  return tensor_of_shared_shape(args, dtype, ndim, std::move(vdevice));
}

/// ewise_fma: x1 * x2 + x3 on three tensors of one dtype and one shape.
EvalOr<Value> ewise_fma_kernel(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  if (t[0]->dtype != t[1]->dtype || t[1]->dtype != t[2]->dtype)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.ewise_fma: the arguments' dtypes differ: {}, {} and {}",
                                 t[0]->dtype.str(), t[1]->dtype.str(), t[2]->dtype.str()));
  if (t[0]->shape != t[1]->shape || t[1]->shape != t[2]->shape)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.ewise_fma: the arguments' shapes differ: {}, {} and {}",
                                 format_shape(t[0]->shape), format_shape(t[1]->shape),
                                 format_shape(t[2]->shape)));
  auto out = ctx.alloc(t[0]->dtype, t[0]->shape);
  if (!out) return out.error();
  bool to_bool = t[0]->dtype.is_bool();
  dispatch_dtype(t[0]->dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* a = t[0]->ptr<T>();
    const T* b = t[1]->ptr<T>();
    const T* c = t[2]->ptr<T>();
    T* o = out->ptr<T>();
    for (int64_t i = 0, n = out->num_elements(); i < n; ++i) {
      auto x = load_elem(a[i]), y = load_elem(b[i]), z = load_elem(c[i]);
      using C = decltype(x);
      C r;
      if constexpr (kFloatC<C>)
        r = C(std::fma(x, y, z));
      else
        r = wrap_add(wrap_mul(x, y), z);
      o[i] = store_elem<T>(to_bool ? C(r != C(0)) : r);
    }
  });
  return Value(*out);
}

} // namespace

void register_ternary_ops(OpTable& table) {
  table.add(OpBuilder("ternary", "relax.ewise_fma")
                .args(3)
                .infer(infer_ewise_fma)
                .kernel(ewise_fma_kernel)
                .doc("x1 * x2 + x3 elementwise (one rounding on floats); one dtype, one shape")
                .signature("x1, x2, x3"));
}

} // namespace rxv::sem
