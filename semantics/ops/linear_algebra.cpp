// relax.matmul: numpy's matmul. StructInfo rule (structinfo-and-semantics.md; TVM's
// InferStructInfoMatmul): both arguments are tensors of at least one dimension (0-d is an
// error). A 1-D lhs is promoted to (1, k) and a 1-D rhs to (k, 1), and the promoted dimension is
// dropped from the result; the batch dims (all but the last two) broadcast; the lhs's last dim
// and the rhs's second-to-last are the reduction length, which must agree. The result dtype is
// `out_dtype` when given (not void), else the operands' dtype by the binary arithmetic rule
// (equal dtypes; bool mixes with anything, the lhs's wins).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - A reduction length that is neither provably equal nor provably different (k vs m) is a
//   Possibly warning (a run-time check is needed); TVM silently assumes the lengths are equal.
// - Batch dims that provably cannot broadcast are an error; undecided ones give an unknown shape
//   of known ndim (as TVM), decided by the Arith rather than by literals.
//
// Kernel: both operands are cast to the result dtype first (TVM's matmul with out_dtype casts
// its inputs), then each output element is the sum over k of products, accumulated in float64
// for floats and rounded once (a reference more exact than a float32 order) and wrapping in the
// dtype for integers (bool: any product true). Reduction lengths or batch dims that disagree at
// run time are a ShapeMismatch naming both shapes. The loops run i-k-j over each matrix pair, so
// the innermost loop walks a row of x2 and of the accumulator contiguously.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

DataType matmul_dtype(const CallNode& call, const TensorSInfo& a, const TensorSInfo& b,
                      OpInferContext& ctx) {
  if (auto out = read_attr<std::optional<DataType>>(call, "out_dtype", {}, ctx);
      out && !out->is_void())
    return *out;
  if (a.dtype.is_void() || b.dtype.is_void()) return DataType::Void();
  if (a.dtype != b.dtype && !a.dtype.is_bool() && !b.dtype.is_bool())
    ctx.error(fmt::format("relax.matmul: the operands' dtypes differ: {} and {}", a.dtype.str(),
                          b.dtype.str()));
  return a.dtype;
}

StructInfo infer_matmul(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* a = expect_tensor(call, args, 0, "x1", ctx);
  const TensorSInfo* b = expect_tensor(call, args, 1, "x2", ctx);
  if (!a || !b) return make_object_sinfo();
  DataType dtype = matmul_dtype(call, *a, *b, ctx);
  auto vdevice = merge_vdevice(call, a->vdevice, b->vdevice, ctx);
  if (a->ndim < 0 || b->ndim < 0) return tensor_of_ndim(dtype, -1, vdevice);
  if (a->ndim == 0 || b->ndim == 0) {
    ctx.error(fmt::format("relax.matmul needs operands of at least 1 dimension, but {} is 0-d",
                          a->ndim == 0 ? "x1" : "x2"));
    return tensor_of_ndim(dtype, -1, vdevice);
  }
  bool a_promoted = a->ndim == 1, b_promoted = b->ndim == 1;
  int a_ndim = std::max(a->ndim, 2), b_ndim = std::max(b->ndim, 2);
  int out_ndim = std::max(a_ndim, b_ndim) - int(a_promoted) - int(b_promoted);
  const std::vector<PrimExpr>* ad = tensor_dims(*a);
  const std::vector<PrimExpr>* bd = tensor_dims(*b);
  if (!ad || !bd) return tensor_of_ndim(dtype, out_ndim, vdevice);

  // The reduction length: x1's last dim against x2's second-to-last (its only dim if 1-D).
  const PrimExpr& ka = ad->back();
  const PrimExpr& kb = b_promoted ? (*bd)[0] : (*bd)[bd->size() - 2];
  Arith& arith = ctx.arith();
  if (!arith.prove_equal(ka, kb).is_proved()) {
    if (arith.prove_not_equal(ka, kb).is_proved()) {
      ctx.error(fmt::format("relax.matmul: the reduction lengths differ: x1 {} has {} columns, "
                            "x2 {} has {} rows",
                            describe_dims(*ad), print_prim_expr(ka), describe_dims(*bd),
                            print_prim_expr(kb)));
      return tensor_of_ndim(dtype, out_ndim, vdevice);
    }
    ctx.warning(fmt::format("relax.matmul: the reduction lengths {} and {} are not provably "
                            "equal; a run-time check is needed",
                            print_prim_expr(ka), print_prim_expr(kb)));
  }

  std::vector<PrimExpr> a_batch(ad->begin(), ad->end() - (a_promoted ? 1 : 2));
  std::vector<PrimExpr> b_batch(bd->begin(), bd->end() - (b_promoted ? 1 : 2));
  Broadcast batch = broadcast_shapes(a_batch, b_batch, arith);
  if (batch.status == Broadcast::Status::kError) {
    ctx.error("relax.matmul: batch " + batch.message);
    return tensor_of_ndim(dtype, out_ndim, vdevice);
  }
  if (batch.status == Broadcast::Status::kUndecided)
    return tensor_of_ndim(dtype, out_ndim, vdevice);
  std::vector<PrimExpr> out = std::move(batch.dims);
  if (!a_promoted) out.push_back((*ad)[ad->size() - 2]);
  if (!b_promoted) out.push_back(bd->back());
  return tensor_of_dims(std::move(out), dtype, vdevice);
}

/// out (m x n) = a (m x k) * b (k x n), all row-major, in storage type T.
template <class T>
void gemm(const T* a, const T* b, T* out, int64_t m, int64_t k, int64_t n, bool to_bool) {
  using Acc = std::conditional_t<is_float_storage_v<T>, double, uint64_t>;
  std::vector<Acc> row(static_cast<size_t>(n));
  for (int64_t i = 0; i < m; ++i) {
    std::fill(row.begin(), row.end(), Acc(0));
    Acc* r = row.data();
    for (int64_t p = 0; p < k; ++p) {
      Acc x = Acc(load_elem(a[i * k + p]));
      const T* bp = b + p * n;
      for (int64_t j = 0; j < n; ++j) r[j] += x * Acc(load_elem(bp[j]));
    }
    T* o = out + i * n;
    for (int64_t j = 0; j < n; ++j) {
      if constexpr (is_float_storage_v<T>)
        o[j] = store_elem<T>(compute_t<T>(r[j]));
      else
        o[j] = to_bool ? T(r[j] != 0) : T(r[j]);
    }
  }
}

EvalOr<Value> matmul_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  auto a_arg = tensor_arg(call, args, 0, ctx);
  if (!a_arg) return a_arg.error();
  const Tensor* a = *a_arg;
  auto b_arg = tensor_arg(call, args, 1, ctx);
  if (!b_arg) return b_arg.error();
  const Tensor* b = *b_arg;
  if (a->ndim() == 0 || b->ndim() == 0)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.matmul needs operands of at least 1 dimension, got shapes "
                                 "{} and {}",
                                 format_shape(a->shape), format_shape(b->shape)));
  auto out_dtype = read_attr(call, "out_dtype", DataType::Void(), ctx); // void: unset
  if (!out_dtype) return out_dtype.error();
  if (!out_dtype->is_void() && !is_tensor_dtype(*out_dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("relax.matmul: attribute 'out_dtype' names dtype {}, which "
                                 "tensors cannot hold",
                                 out_dtype->str()));
  if (out_dtype->is_void() && a->dtype != b->dtype && !a->dtype.is_bool() && !b->dtype.is_bool())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.matmul: the operands' dtypes differ: {} and {}",
                                 a->dtype.str(), b->dtype.str()));
  DataType dtype = out_dtype->is_void() ? a->dtype : *out_dtype;

  // numpy's promotion: a 1-D x1 is (1, k), a 1-D x2 is (k, 1); the added dim is dropped later.
  bool a_vec = a->ndim() == 1, b_vec = b->ndim() == 1;
  std::vector<int64_t> as = a->shape, bs = b->shape;
  if (a_vec) as.insert(as.begin(), 1);
  if (b_vec) bs.push_back(1);
  int64_t m = as[as.size() - 2], k = as.back(), kb = bs[bs.size() - 2], n = bs.back();
  auto mismatch = [&](const std::string& what) {
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.matmul: {}: x1 has shape {}, x2 has shape {}", what,
                                 format_shape(a->shape), format_shape(b->shape)));
  };
  if (k != kb) return mismatch(fmt::format("the reduction lengths differ ({} vs {})", k, kb));
  std::vector<int64_t> a_batch(as.begin(), as.end() - 2), b_batch(bs.begin(), bs.end() - 2);
  auto batch = broadcast_run_shapes(call, {a_batch, b_batch}, ctx);
  if (!batch) return mismatch("the batch dimensions do not broadcast");
  std::vector<int64_t> out_shape = *batch;
  if (!a_vec) out_shape.push_back(m);
  if (!b_vec) out_shape.push_back(n);

  auto ta = cast_tensor(*a, dtype, ctx);
  if (!ta) return ta.error();
  auto tb = cast_tensor(*b, dtype, ctx);
  if (!tb) return tb.error();
  auto out = ctx.alloc(dtype, std::move(out_shape));
  if (!out) return out.error();
  // k multiply-adds per result element.
  if (EvalStatus st = ctx.charge(saturating_product({out->num_elements(), k})); !st.ok())
    return st.error();
  bool to_bool = dtype.is_bool();
  std::array<std::vector<int64_t>, 2> strides = {broadcast_strides(a_batch, *batch),
                                                 broadcast_strides(b_batch, *batch)};
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* pa = ta->ptr<T>();
    const T* pb = tb->ptr<T>();
    T* po = out->ptr<T>();
    // Walk the batch index space; offsets count matrices.
    for_each_row<2>(*batch, strides,
                    [&](int64_t o, const std::array<int64_t, 2>& off, int64_t count,
                        const std::array<int64_t, 2>& st) {
                      for (int64_t i = 0; i < count; ++i)
                        gemm<T>(pa + (off[0] + i * st[0]) * m * k,
                                pb + (off[1] + i * st[1]) * k * n, po + (o + i) * m * n, m, k, n,
                                to_bool);
                    });
  });
  return Value(*out);
}

} // namespace

void register_linear_algebra_ops(OpTable& table) {
  table.add(OpBuilder("linear_algebra", "relax.matmul")
                .args(2)
                .attrs({{"out_dtype", AttrType::kDType, false}})
                .infer(infer_matmul)
                .kernel(matmul_kernel)
                .doc("numpy matmul (1-D operands promoted, batch dims broadcast); the reduction "
                     "lengths must agree"));
}

} // namespace rxv::sem
