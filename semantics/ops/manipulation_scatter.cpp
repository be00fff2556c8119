// Scatter operators: relax.scatter_elements, scatter_nd, slice_scatter and index_put (TVM:
// src/relax/op/tensor/manipulate.cc; kernels: TOPI's scatter_elements, scatter_nd, slice_scatter
// and index_put, as the ops' legalizations in python/tvm/relax/transform/legalize_ops/ call them).
// Each writes a copy of `data` with some elements replaced or combined with `updates`.
//
// StructInfo rules (TVM's):
// - scatter_elements(data, indices, updates, axis=0, reduction="update"): three tensors; indices
//   and updates have data's ndim and the same shape (a provably different dim is an error),
//   updates data's dtype, indices an integer dtype. The result is data's StructInfo.
//
// Kernels. The updates are applied in row-major order of the indices, each combining the
// destination element with the update by `reduction`: "update" replaces it, "add" adds, "mul"
// multiplies (integers wrap), "mean" takes (dst + update) / 2 in the dtype (integers: truncated),
// "min"/"max" keep the smaller/larger (NaN propagates). An index counts from the end when
// negative (once, TVM's `i + (i < 0) * dim`); one still outside [0, dim) is an IndexOutOfRange.
// - scatter_elements: update p of `updates` goes to data's element at p's coordinates with the
//   `axis` coordinate replaced by indices[p]; indices' other dims must not exceed data's.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - An index out of range is an IndexOutOfRange; TVM writes out of bounds (undefined).
// - scatter_elements with indices smaller than data in a dim other than `axis` and the last one:
//   TOPI flattens the indices' coordinates with data's strides, which writes to the wrong
//   elements (docs/tvm-findings.md); rxv follows ONNX's definition, which TVM documents.
// - An unknown `reduction` is an SI-op error here; TVM fails when legalizing.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

using namespace manip;

// ---- StructInfo rules ------------------------------------------------------------------------

bool valid_reduction(const std::string& r) {
  return r == "update" || r == "add" || r == "mul" || r == "mean" || r == "min" || r == "max";
}

/// Reports a `reduction` attribute that is not one of TVM's; true when it is fine.
bool check_reduction(const CallNode& call, OpInferContext& ctx) {
  auto r = read_attr<std::optional<std::string>>(call, "reduction", {}, ctx);
  if (!r || valid_reduction(*r)) return true;
  ctx.error(fmt::format("{}: reduction must be \"update\", \"add\", \"mul\", \"mean\", \"min\" or "
                        "\"max\", got \"{}\"",
                        op_name(call), *r));
  return false;
}

/// Reports updates whose dtype differs from data's (both known); true when fine.
bool check_same_dtype(const CallNode& call, const TensorSInfo& data, const TensorSInfo& updates,
                      OpInferContext& ctx) {
  if (data.dtype.is_void() || updates.dtype.is_void() || data.dtype == updates.dtype) return true;
  ctx.error(fmt::format("{}: updates must have data's dtype {}, got {}", op_name(call),
                        data.dtype.str(), updates.dtype.str()));
  return false;
}

StructInfo infer_scatter_elements(const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* indices = expect_tensor(call, args, 1, "indices", ctx);
  const TensorSInfo* updates = expect_tensor(call, args, 2, "updates", ctx);
  if (!data || !indices || !updates) return make_object_sinfo();
  if (data->ndim < 0) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  if (indices->ndim >= 0 && updates->ndim >= 0 &&
      (indices->ndim != data->ndim || updates->ndim != indices->ndim)) {
    ctx.error(fmt::format("relax.scatter_elements: data, indices and updates must have the same "
                          "ndim, got {}, {} and {}",
                          data->ndim, indices->ndim, updates->ndim));
    return make_object_sinfo();
  }
  if (!check_same_dtype(call, *data, *updates, ctx) ||
      !check_index_dtype(call, *indices, "indices", ctx) || !check_reduction(call, ctx))
    return make_object_sinfo();
  const auto* id = tensor_dims(*indices);
  const auto* ud = tensor_dims(*updates);
  if (id && ud && compare_dims(*id, *ud, ctx.arith()) == Compat::kIncompatible) {
    ctx.error(fmt::format("relax.scatter_elements: indices {} and updates {} must have the same "
                          "shape",
                          describe_dims(*id), describe_dims(*ud)));
    return make_object_sinfo();
  }
  if (data->ndim >= 0 && indices->ndim >= 0)
    if (auto axis = read_attr<OptInt>(call, "axis", {}, ctx);
        axis && !normalize_axis(call, *axis, data->ndim, ctx))
      return make_object_sinfo();
  return args[0];
}

// ---- Kernels ---------------------------------------------------------------------------------

enum class Reduction { kUpdate, kAdd, kMul, kMean, kMin, kMax };

EvalOr<Reduction> read_reduction(const CallNode& call, const std::string& fallback,
                                 KernelContext& ctx) {
  auto r = read_attr<std::string>(call, "reduction", fallback, ctx);
  if (!r) return r.error();
  static const std::pair<const char*, Reduction> kNames[] = {
      {"update", Reduction::kUpdate}, {"add", Reduction::kAdd}, {"mul", Reduction::kMul},
      {"mean", Reduction::kMean},     {"min", Reduction::kMin}, {"max", Reduction::kMax}};
  for (const auto& [name, kind] : kNames)
    if (*r == name) return kind;
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{}: unknown reduction \"{}\"", op_name(call), *r));
}

/// dst[di] = reduce(dst[di], src[si]) in the dtype (same dtype for both; see the file comment).
void combine(const Tensor& dst, int64_t di, const Tensor& src, int64_t si, Reduction r) {
  if (r == Reduction::kUpdate) {
    copy_elem(dst, di, src, si);
    return;
  }
  bool to_bool = dst.dtype.is_bool();
  dispatch_dtype(dst.dtype, [&](auto tag) {
    using T = decltype(tag);
    T* pd = dst.ptr<T>();
    compute_t<T> a = load_elem(pd[di]), b = load_elem(src.ptr<T>()[si]), v;
    if constexpr (is_float_storage_v<T>) {
      switch (r) {
      case Reduction::kAdd: v = a + b; break;
      case Reduction::kMul: v = a * b; break;
      case Reduction::kMean: v = (a + b) / 2; break;
      case Reduction::kMin: v = a != a || b != b ? a + b : std::min(a, b); break; // NaN wins
      default: v = a != a || b != b ? a + b : std::max(a, b); break;
      }
      pd[di] = store_elem<T>(v);
    } else {
      switch (r) {
      case Reduction::kAdd: v = wrap_add(a, b); break;
      case Reduction::kMul: v = wrap_mul(a, b); break;
      case Reduction::kMean: v = T(wrap_add(a, b) / 2); break;
      case Reduction::kMin: v = std::min(a, b); break;
      default: v = std::max(a, b); break;
      }
      pd[di] = to_bool ? T(v != 0) : T(v);
    }
  });
}

/// A fresh copy of `data`, the output every scatter writes into.
EvalOr<Tensor> copy_of(const Tensor& data, KernelContext& ctx) {
  auto out = ctx.alloc(data.dtype, data.shape);
  if (!out) return out.error();
  if (data.num_elements() > 0)
    std::memcpy(out->data->data(), data.data->data(),
                size_t(data.num_elements() * data.elem_bytes()));
  return *out;
}

EvalError index_error(const CallNode& call, int64_t index, int64_t axis, int64_t dim,
                      KernelContext& ctx) {
  return ctx.error(EvalErrorKind::kIndexOutOfRange,
                   fmt::format("{}: index {} is out of range for axis {} of length {}",
                               op_name(call), index, axis, dim));
}

EvalOr<Value> kernel_scatter_elements(const CallNode& call, const std::vector<Value>& args,
                                      KernelContext& ctx) {
  auto data = tensor_arg(call, args, 0, ctx);
  if (!data) return data.error();
  auto indices = index_tensor_arg(call, args, 1, "indices", ctx);
  if (!indices) return indices.error();
  auto updates = tensor_arg(call, args, 2, ctx);
  if (!updates) return updates.error();
  const Tensor &d = **data, &ix = **indices, &u = **updates;
  auto axis_attr = read_attr<int64_t>(call, "axis", 0, ctx);
  if (!axis_attr) return axis_attr.error();
  auto axis = kernel_axis(call, *axis_attr, d.ndim(), ctx);
  if (!axis) return axis.error();
  auto reduction = read_reduction(call, "update", ctx);
  if (!reduction) return reduction.error();
  if (u.dtype != d.dtype)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.scatter_elements: updates have dtype {}, data {}",
                                 u.dtype.str(), d.dtype.str()));
  bool fits = ix.ndim() == d.ndim() && u.shape == ix.shape;
  for (size_t k = 0; fits && k < ix.shape.size(); ++k)
    fits = int(k) == *axis || ix.shape[k] <= d.shape[k];
  if (!fits)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.scatter_elements: indices {} and updates {} must have "
                                 "the same shape, no larger than data {} outside axis {}",
                                 format_shape(ix.shape), format_shape(u.shape),
                                 format_shape(d.shape), *axis));
  auto out = copy_of(d, ctx);
  if (!out) return out.error();
  std::vector<int64_t> strides = strides_of(d.shape);
  size_t a = size_t(*axis);
  std::optional<EvalError> failure;
  for_each_index(ix.shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
    if (failure) return;
    int64_t raw = read_index(ix, flat);
    auto i = index_in_dim(raw, d.shape[a]);
    if (!i) {
      failure = index_error(call, raw, int64_t(a), d.shape[a], ctx);
      return;
    }
    int64_t dst = 0;
    for (size_t k = 0; k < idx.size(); ++k) dst += (k == a ? *i : idx[k]) * strides[k];
    combine(*out, dst, u, flat, *reduction);
  });
  if (failure) return *failure;
  return Value(*out);
}

} // namespace

void register_manipulation_scatter_ops(OpTable& table) {
  table.add(OpBuilder("manipulation_scatter", "relax.scatter_elements")
                .args(3)
                .attrs({{"axis", AttrType::kInt, false}, {"reduction", AttrType::kString, false}})
                .signature("data, indices, updates, axis=0, reduction='update'")
                .infer(infer_scatter_elements)
                .kernel(kernel_scatter_elements)
                .doc("data with updates[p] combined (by `reduction`) into the element at p with "
                     "its `axis` coordinate replaced by indices[p]; out-of-range indices error"));
}

} // namespace rxv::sem
