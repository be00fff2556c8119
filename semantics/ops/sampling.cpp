// relax.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype="int64"): for each
// row r, the index drawn from distribution prob[sample_indices[r, 0]] by the uniform number
// uniform_sample[r, 0] (TVM's src/relax/op/tensor/sampling.cc).
// StructInfo: prob and uniform_sample float tensors, sample_indices an int tensor (checked when
// known, as TVM); with every ndim known each must be 2; with every shape known the two batch
// lengths must be provably equal and both second dims literally 1; the result is (n, 1) of
// `dtype` with prob's vdevice ((ndim 2) or (unknown ndim) when less is known).
// Kernel: TVM's CPU lowering (DispatchSampling): the row's inclusive cumsum c in prob's dtype,
// then over j in order, index j is written when (u < c[j] or j is the last) and (j == 0 or
// u >= c[j - 1]); the last write stands. For a row whose cumsum rises that is the first j with
// u < c[j], else the last index. A row where no j is written (a NaN sample) is an EvalError:
// TVM leaves that output element uninitialized. A sample index outside [0, batch) is
// IndexOutOfRange.
#include <fmt/format.h>

#include <algorithm>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

StructInfo infer_multinomial(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  static const char* const kNames[] = {"prob", "uniform_sample", "sample_indices"};
  const TensorSInfo* t[3];
  for (size_t i = 0; i < 3; ++i) t[i] = expect_tensor(call, args, i, kNames[i], ctx);
  if (!t[0] || !t[1] || !t[2]) return make_object_sinfo();
  for (size_t i = 0; i < 2; ++i)
    if (!t[i]->dtype.is_void() && !t[i]->dtype.is_float())
      ctx.error(fmt::format("relax.multinomial_from_uniform: {} must be a float tensor, got {}",
                            kNames[i], t[i]->dtype.str()));
  if (!t[2]->dtype.is_void() && !t[2]->dtype.is_int())
    ctx.error(fmt::format("relax.multinomial_from_uniform: sample_indices must be an int tensor, "
                          "got {}",
                          t[2]->dtype.str()));
  DataType dtype = read_attr(call, "dtype", DataType::Int(64), ctx);
  if (t[0]->ndim < 0 || t[1]->ndim < 0 || t[2]->ndim < 0)
    return tensor_of_ndim(dtype, -1, t[0]->vdevice);
  for (size_t i = 0; i < 3; ++i)
    if (t[i]->ndim != 2) {
      ctx.error(fmt::format("relax.multinomial_from_uniform: {} must be 2-D, got {}", kNames[i],
                            describe(args[i])));
      return tensor_of_ndim(dtype, 2, t[0]->vdevice);
    }
  const std::vector<PrimExpr>* d[3] = {tensor_dims(*t[0]), tensor_dims(*t[1]), tensor_dims(*t[2])};
  if (!d[0] || !d[1] || !d[2]) return tensor_of_ndim(dtype, 2, t[0]->vdevice);
  const PrimExpr& n = (*d[1])[0];
  if (!ctx.arith().prove_equal(n, (*d[2])[0]).is_proved())
    ctx.error(fmt::format("relax.multinomial_from_uniform: uniform_sample and sample_indices "
                          "must have provably equal batch lengths, got {} and {}",
                          describe_dims({n}), describe_dims({(*d[2])[0]})));
  auto is_one = [](const PrimExpr& e) { return is_int_imm(e) && e->int_value == 1; };
  if (!is_one((*d[1])[1]) || !is_one((*d[2])[1]))
    ctx.error(fmt::format("relax.multinomial_from_uniform: uniform_sample and sample_indices "
                          "must be (n, 1), got {} and {}",
                          describe(args[1]), describe(args[2])));
  return tensor_of_dims({n, make_int(1)}, dtype, t[0]->vdevice);
}

EvalOr<Value> multinomial_kernel(const CallNode& call, const std::vector<Value>& args,
                                 KernelContext& ctx) {
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  const Tensor &prob = *t[0], &u = *t[1], &idx = *t[2];
  if (!prob.dtype.is_float() || !u.dtype.is_float() || !idx.dtype.is_int())
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.multinomial_from_uniform needs float prob and uniform_sample and int "
                     "sample_indices");
  if (prob.ndim() != 2 || u.ndim() != 2 || idx.ndim() != 2 || u.shape[1] != 1 ||
      idx.shape[1] != 1 || u.shape[0] != idx.shape[0])
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.multinomial_from_uniform: prob must be 2-D and "
                                 "uniform_sample and sample_indices (n, 1), got {}, {} and {}",
                                 format_shape(prob.shape), format_shape(u.shape),
                                 format_shape(idx.shape)));
  auto dtype = read_attr(call, "dtype", DataType::Int(64), ctx);
  if (!dtype) return dtype.error();
  int64_t rows = u.shape[0], batch = prob.shape[0], vocab = prob.shape[1];
  auto out = alloc_tensor(*dtype, {rows, 1}, ctx);
  if (!out) return out.error();
  std::vector<double> cum(size_t(std::max<int64_t>(vocab, 0)));
  for (int64_t r = 0; r < rows; ++r) {
    int64_t b = idx.get_int(r);
    if (b < 0 || b >= batch)
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("relax.multinomial_from_uniform: sample index {} is outside "
                                   "[0, {})",
                                   b, batch));
    // The cumsum in prob's dtype: each partial sum rounded to it.
    dispatch_dtype(prob.dtype, [&](auto tag) {
      using T = decltype(tag);
      if constexpr (is_float_storage_v<T>) {
        const T* p = prob.ptr<T>() + b * vocab;
        T acc = store_elem<T>(0);
        for (int64_t j = 0; j < vocab; ++j) {
          acc = store_elem<T>(load_elem(acc) + load_elem(p[j]));
          cum[size_t(j)] = double(load_elem(acc));
        }
      }
    });
    double s = u.get_float(r);
    int64_t chosen = -1;
    for (int64_t j = 0; j < vocab; ++j)
      if ((s < cum[size_t(j)] || j + 1 == vocab) && (j == 0 || s >= cum[size_t(j - 1)])) chosen = j;
    if (chosen < 0)
      return ctx.error(
          EvalErrorKind::kOther,
          fmt::format("relax.multinomial_from_uniform: row {} selects no index (sample "
                      "{}); TVM leaves its output uninitialized",
                      r, s));
    out->set_int(r, chosen);
  }
  return Value(*out);
}

} // namespace

void register_sampling_ops(OpTable& table) {
  table.add(OpBuilder("sampling", "relax.multinomial_from_uniform")
                .args(3)
                .attrs({{"dtype", AttrType::kDType, false}})
                .infer(infer_multinomial)
                .kernel(multinomial_kernel)
                .doc("per row r, the index where prob[sample_indices[r]]'s cumsum first exceeds "
                     "uniform_sample[r]")
                .signature("prob, uniform_sample, sample_indices, dtype='int64'"));
}

} // namespace rxv::sem
