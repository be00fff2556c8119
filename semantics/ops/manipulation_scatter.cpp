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
// multiplies (integers wrap), "mean" takes (dst + update) / 2 in the dtype (floats only: TVM
// cannot legalize an integer mean, so one is Unsupported),
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
#include "semantics/script/printer.h"

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
                      const char* what, OpInferContext& ctx) {
  if (data.dtype.is_void() || updates.dtype.is_void() || data.dtype == updates.dtype) return true;
  ctx.error(fmt::format("{}: {} must have the dtype of the tensor written into, {}; got {}",
                        op_name(call), what, data.dtype.str(), updates.dtype.str()));
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
  if (!check_same_dtype(call, *data, *updates, "updates", ctx) ||
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

StructInfo infer_scatter_nd(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* indices = expect_tensor(call, args, 1, "indices", ctx);
  const TensorSInfo* updates = expect_tensor(call, args, 2, "updates", ctx);
  if (!data || !indices || !updates) return make_object_sinfo();
  if (data->dtype.is_void() || updates->dtype.is_void()) {
    ctx.error("relax.scatter_nd: data and updates must have known dtypes");
    return make_object_sinfo();
  }
  if (!check_same_dtype(call, *data, *updates, "updates", ctx) ||
      !check_index_dtype(call, *indices, "indices", ctx) || !check_reduction(call, ctx))
    return make_object_sinfo();
  if (read_attr<std::string>(call, "reduction", "update", ctx) == "mean") {
    ctx.error("relax.scatter_nd: reduction \"mean\" is not one of scatter_nd's (TOPI has update, "
              "add, mul, min and max)");
    return make_object_sinfo();
  }
  const auto* dd = tensor_dims(*data);
  const auto* id = tensor_dims(*indices);
  const auto* ud = tensor_dims(*updates);
  if (dd && id && ud) {
    if (id->empty() || !is_int_imm(id->back())) {
      ctx.error("relax.scatter_nd: the last dim of indices must be a literal");
      return make_object_sinfo();
    }
    int64_t k = id->back()->int_value;
    if (k > int64_t(dd->size())) {
      ctx.error(fmt::format("relax.scatter_nd: the last dim of indices ({}) exceeds data's ndim "
                            "({})",
                            k, dd->size()));
      return make_object_sinfo();
    }
    std::vector<PrimExpr> expected(id->begin(), id->end() - 1);
    expected.insert(expected.end(), dd->begin() + k, dd->end());
    if (compare_dims(expected, *ud, ctx.arith()) != Compat::kCompatible) {
      ctx.error(fmt::format("relax.scatter_nd: updates {} must have the shape indices.shape[:-1] "
                            "+ data.shape[{}:] = {}",
                            describe_dims(*ud), k, describe_dims(expected)));
      return make_object_sinfo();
    }
  }
  return args[0];
}

StructInfo infer_slice_scatter(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "input_tensor", ctx);
  const TensorSInfo* src = expect_tensor(call, args, 1, "src", ctx);
  bool bad = false;
  static const char* const kNames[] = {"input_tensor", "src", "start", "end", "step"};
  std::optional<PrimExpr> bounds[3];
  for (size_t i = 2; i < 5; ++i) {
    const auto* p = as<PrimSInfo>(args[i]);
    if (!p || (!p->dtype.is_void() && (!p->dtype.is_integral() || p->dtype.is_bool()))) {
      ctx.error(fmt::format("relax.slice_scatter: {} must be an integer PrimValue, got {}",
                            kNames[i], describe(args[i])));
      bad = true;
    } else if (p->value) {
      bounds[i - 2] = p->value;
    }
  }
  if (!data || !src || bad) return make_object_sinfo();
  if (data->ndim < 0) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  auto axis = normalize_axis(call, read_attr<int64_t>(call, "axis", 0, ctx), data->ndim, ctx);
  if (!axis) return make_object_sinfo();
  if (src->ndim >= 0 && src->ndim != data->ndim) {
    ctx.error(fmt::format("relax.slice_scatter: src must have input_tensor's ndim {}, got {}",
                          data->ndim, src->ndim));
    return make_object_sinfo();
  }
  if (!check_same_dtype(call, *data, *src, "src", ctx)) return make_object_sinfo();
  Arith& arith = ctx.arith();
  if (bounds[2] && arith.prove_lt(*bounds[2], make_int(1)).is_proved()) {
    ctx.error("relax.slice_scatter: step must be >= 1");
    return make_object_sinfo();
  }
  if (bounds[0] && bounds[1] && arith.prove_lt(*bounds[1], *bounds[0]).is_proved()) {
    ctx.error("relax.slice_scatter: start must be <= end");
    return make_object_sinfo();
  }
  const auto* dd = tensor_dims(*data);
  const auto* sd = tensor_dims(*src);
  if (dd && sd) {
    for (size_t i = 0; i < dd->size(); ++i) {
      if (int(i) == *axis || !arith.prove_not_equal((*dd)[i], (*sd)[i]).is_proved()) continue;
      ctx.error(fmt::format("relax.slice_scatter: src {} must have input_tensor's shape {} "
                            "outside axis {}",
                            describe_dims(*sd), describe_dims(*dd), *axis));
      return make_object_sinfo();
    }
    if (bounds[0] && bounds[1] && bounds[2]) {
      // The slice's length: floor((end - start + step - 1) / step).
      PrimExpr n = make_binary(
          PrimKind::kFloorDiv,
          make_binary(PrimKind::kSub,
                      make_binary(PrimKind::kAdd,
                                  make_binary(PrimKind::kSub, *bounds[1], *bounds[0]), *bounds[2]),
                      make_int(1)),
          *bounds[2]);
      if (arith.prove_not_equal((*sd)[size_t(*axis)], n).is_proved()) {
        ctx.error(fmt::format("relax.slice_scatter: src has {} elements along axis {}, the slice "
                              "{}",
                              print_prim_expr((*sd)[size_t(*axis)]), *axis,
                              print_prim_expr(arith.simplify(n))));
        return make_object_sinfo();
      }
    }
  }
  return args[0];
}

/// The index tensors of index_put's argument 1 (a tuple of tensors, or one tensor).
std::optional<std::vector<const TensorSInfo*>>
index_put_indices(const CallNode& call, const StructInfo& s, OpInferContext& ctx) {
  std::vector<const TensorSInfo*> out;
  if (const auto* t = as<TensorSInfo>(s)) return std::vector<const TensorSInfo*>{t};
  const auto* tuple = as<TupleSInfo>(s);
  for (size_t i = 0; tuple && i < tuple->fields.size(); ++i) {
    const auto* t = as<TensorSInfo>(tuple->fields[i]);
    if (!t) {
      ctx.error(fmt::format("{}: index {} must be a tensor, got {}", op_name(call), i,
                            describe(tuple->fields[i])));
      return std::nullopt;
    }
    out.push_back(t);
  }
  if (!tuple) {
    ctx.error(fmt::format("relax.index_put: indices must be a tensor or a tuple of tensors, got "
                          "{}",
                          describe(s)));
    return std::nullopt;
  }
  return out;
}

StructInfo infer_index_put(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* values = expect_tensor(call, args, 2, "values", ctx);
  auto indices = index_put_indices(call, args[1], ctx);
  if (!data || !values || !indices) return make_object_sinfo();
  if (data->ndim < 0) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  for (size_t i = 0; i < indices->size(); ++i) {
    const TensorSInfo& t = *(*indices)[i];
    if (t.ndim == 0) {
      ctx.error(fmt::format("relax.index_put: index {} must have at least 1 dimension", i));
      return make_object_sinfo();
    }
    if (!check_index_dtype(call, t, "every index", ctx)) return make_object_sinfo();
  }
  if (int64_t(indices->size()) != data->ndim) {
    ctx.error(fmt::format("relax.index_put: {} index tensors for data of {} dimensions",
                          indices->size(), data->ndim));
    return make_object_sinfo();
  }
  if (!check_same_dtype(call, *data, *values, "values", ctx)) return make_object_sinfo();
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
      case Reduction::kMean: v = T(wrap_add(a, b) / 2); break; // unreached: floats only
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

/// The operands of scatter_elements and scatter_nd: data, integer indices, updates, and the
/// reduction attribute.
struct ScatterOperands {
  const Tensor *data, *indices, *updates;
  Reduction reduction;
};

EvalOr<ScatterOperands> scatter_operands(const CallNode& call, const std::vector<Value>& args,
                                         KernelContext& ctx) {
  auto in = data_and_indices(call, args, "indices", ctx);
  if (!in) return in.error();
  auto updates = tensor_arg(call, args, 2, ctx);
  if (!updates) return updates.error();
  auto reduction = read_reduction(call, "update", ctx);
  if (!reduction) return reduction.error();
  return ScatterOperands{in->data, in->indices, *updates, *reduction};
}

EvalOr<Value> kernel_scatter_elements(const CallNode& call, const std::vector<Value>& args,
                                      KernelContext& ctx) {
  auto ops = scatter_operands(call, args, ctx);
  if (!ops) return ops.error();
  const Tensor &d = *ops->data, &ix = *ops->indices, &u = *ops->updates;
  const Reduction* reduction = &ops->reduction;
  auto axis = kernel_axis_attr(call, "axis", 0, d.ndim(), ctx);
  if (!axis) return axis.error();
  if (*reduction == Reduction::kMean && !d.dtype.is_float())
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("relax.scatter_elements: reduction \"mean\" of {}: TVM's "
                                 "legalization divides integers with an ambiguous `/`, which it "
                                 "rejects",
                                 d.dtype.str()));
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

EvalOr<Value> kernel_scatter_nd(const CallNode& call, const std::vector<Value>& args,
                                KernelContext& ctx) {
  auto ops = scatter_operands(call, args, ctx);
  if (!ops) return ops.error();
  const Tensor &d = *ops->data, &ix = *ops->indices, &u = *ops->updates;
  const Reduction* reduction = &ops->reduction;
  int64_t k = ix.ndim() > 0 ? ix.shape.back() : -1;
  std::vector<int64_t> expected;
  if (k >= 0 && k <= d.ndim()) {
    expected.assign(ix.shape.begin(), ix.shape.end() - 1);
    expected.insert(expected.end(), d.shape.begin() + k, d.shape.end());
  }
  if (k < 0 || k > d.ndim() || u.shape != expected || u.dtype != d.dtype ||
      *reduction == Reduction::kMean)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.scatter_nd: indices {} and updates {} do not scatter "
                                 "into data {}",
                                 format_shape(ix.shape), format_shape(u.shape),
                                 format_shape(d.shape)));
  auto out = copy_of(d, ctx);
  if (!out) return out.error();
  std::vector<int64_t> strides = strides_of(d.shape);
  int64_t rows = ix.num_elements() / std::max<int64_t>(k, 1), inner = 1;
  if (k == 0) rows = shape_size(std::vector<int64_t>(ix.shape.begin(), ix.shape.end() - 1));
  for (int64_t a = k; a < d.ndim(); ++a) inner *= d.shape[size_t(a)];
  // Index tuple i (in order) addresses the data block at (indices[i, 0..k), *).
  for (int64_t i = 0; i < rows; ++i) {
    int64_t base = 0;
    for (int64_t a = 0; a < k; ++a) {
      int64_t v = read_index(ix, i * k + a);
      if (v < 0 || v >= d.shape[size_t(a)]) return index_error(call, v, a, d.shape[size_t(a)], ctx);
      base += v * strides[size_t(a)];
    }
    for (int64_t j = 0; j < inner; ++j) combine(*out, base + j, u, i * inner + j, *reduction);
  }
  return Value(*out);
}

EvalOr<Value> kernel_slice_scatter(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  auto data = tensor_arg(call, args, 0, ctx);
  if (!data) return data.error();
  auto src = tensor_arg(call, args, 1, ctx);
  if (!src) return src.error();
  const Tensor &d = **data, &s = **src;
  int64_t b[3];
  for (size_t i = 0; i < 3; ++i) {
    auto v = int_arg(call, args, i + 2, ctx);
    if (!v) return v.error();
    b[i] = *v;
  }
  auto axis = kernel_axis_attr(call, "axis", 0, d.ndim(), ctx);
  if (!axis) return axis.error();
  size_t a = size_t(*axis);
  bool fits = s.dtype == d.dtype && s.ndim() == d.ndim();
  for (size_t k = 0; fits && k < d.shape.size(); ++k) fits = k == a || s.shape[k] == d.shape[k];
  if (!fits || b[2] < 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.slice_scatter: src {} (step {}) does not fit "
                                 "input_tensor {} along axis {}",
                                 format_shape(s.shape), b[2], format_shape(d.shape), a));
  int64_t start = b[0], end = b[1], step = b[2], n = s.shape[a];
  auto out = copy_of(d, ctx);
  if (!out) return out.error();
  std::vector<int64_t> dstr = strides_of(d.shape), sstr = strides_of(s.shape);
  std::optional<EvalError> failure;
  for_each_index(d.shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
    int64_t i = idx[a];
    // TOPI's mask: start <= i < end, (i - start) % step == 0; src's position along the axis is
    // (i - start) / step, clipped into src as topi.take's clip mode does.
    if (failure || i < start || i >= end || (i - start) % step != 0) return;
    if (n == 0) {
      failure = index_error(call, 0, int64_t(a), 0, ctx);
      return;
    }
    int64_t m = std::min(std::max((i - start) / step, int64_t{0}), n - 1), si = 0;
    for (size_t k = 0; k < idx.size(); ++k) si += (k == a ? m : idx[k]) * sstr[k];
    copy_elem(*out, flat, s, si);
  });
  if (failure) return *failure;
  return Value(*out);
}

EvalOr<Value> kernel_index_put(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto data = tensor_arg(call, args, 0, ctx);
  if (!data) return data.error();
  auto values = tensor_arg(call, args, 2, ctx);
  if (!values) return values.error();
  const Tensor &d = **data, &v = **values;
  std::vector<const Tensor*> idx;
  if (args.size() > 1 && args[1].as_tensor()) {
    idx.push_back(args[1].as_tensor());
  } else if (const TupleValue* t = args.size() > 1 ? args[1].as_tuple() : nullptr) {
    for (const Value& f : t->fields) idx.push_back(f.as_tensor());
  }
  std::vector<std::vector<int64_t>> shapes;
  for (const Tensor* x : idx) {
    if (!x || !x->dtype.is_integral() || x->dtype.is_bool())
      return ctx.error(EvalErrorKind::kTypeError,
                       "relax.index_put: indices must be integer tensors");
    shapes.push_back(x->shape);
  }
  auto accumulate = read_attr(call, "accumulate", false, ctx);
  if (!accumulate) return accumulate.error();
  if (int64_t(idx.size()) != d.ndim() || v.dtype != d.dtype)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.index_put: {} index tensors and {} values for data {} of "
                                 "{}",
                                 idx.size(), v.dtype.str(), format_shape(d.shape), d.dtype.str()));
  auto bshape = broadcast_run_shapes(call, shapes, ctx);
  if (!bshape) return bshape.error();
  int64_t count = shape_size(*bshape);
  // TOPI reads values[k] for the k-th broadcast position: values hold one element per position.
  if (v.num_elements() != count)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.index_put: values {} must have one element per index "
                                 "position ({})",
                                 format_shape(v.shape), count));
  std::vector<std::vector<int64_t>> bstrides;
  for (const Tensor* x : idx) bstrides.push_back(broadcast_strides(x->shape, *bshape));
  auto out = copy_of(d, ctx);
  if (!out) return out.error();
  std::vector<int64_t> strides = strides_of(d.shape);
  std::vector<int64_t> written; // destinations, to find duplicates
  std::optional<EvalError> failure;
  for_each_index(*bshape, [&](const std::vector<int64_t>& pos, int64_t k) {
    if (failure) return;
    int64_t dst = 0;
    for (size_t dim = 0; dim < idx.size(); ++dim) {
      int64_t at = 0;
      for (size_t q = 0; q < pos.size(); ++q) at += pos[q] * bstrides[dim][q];
      int64_t raw = read_index(*idx[dim], at);
      auto i = index_in_dim(raw, d.shape[dim]);
      if (!i) {
        failure = index_error(call, raw, int64_t(dim), d.shape[dim], ctx);
        return;
      }
      dst += *i * strides[dim];
    }
    written.push_back(dst);
    combine(*out, dst, v, k, *accumulate ? Reduction::kAdd : Reduction::kUpdate);
  });
  if (failure) return *failure;
  if (!*accumulate) {
    std::sort(written.begin(), written.end());
    if (std::adjacent_find(written.begin(), written.end()) != written.end())
      return ctx.error(EvalErrorKind::kOther,
                       "relax.index_put: two index positions name the same element with "
                       "accumulate=False; TVM writes them in parallel, so which value lands is "
                       "unspecified");
  }
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
  table.add(OpBuilder("manipulation_scatter", "relax.scatter_nd")
                .args(3)
                .attrs({{"reduction", AttrType::kString, false}})
                .signature("data, indices, updates, reduction='update'")
                .infer(infer_scatter_nd)
                .kernel(kernel_scatter_nd)
                .doc("data with each slice updates[i] combined (by `reduction`) into data at the "
                     "index tuple indices[i]; out-of-range indices error"));
  table.add(OpBuilder("manipulation_scatter", "relax.slice_scatter")
                .args(5)
                .attrs({{"axis", AttrType::kInt, false}})
                .signature("input_tensor, src, start, end, step, axis=0")
                .infer(infer_slice_scatter)
                .kernel(kernel_slice_scatter)
                .doc("input_tensor with the slice start:end:step along `axis` replaced by src"));
  table.add(OpBuilder("manipulation_scatter", "relax.index_put")
                .args(3)
                .attrs({{"accumulate", AttrType::kBool, false}})
                .signature("data, indices, values, accumulate=False")
                .infer(infer_index_put)
                .kernel(kernel_index_put)
                .doc("data with values written (or added, accumulate=True) at the positions the "
                     "broadcast index tensors name; duplicates without accumulate error"));
}

} // namespace rxv::sem
