// Gather operators: relax.gather_elements, gather_nd, index_tensor, one_hot and reverse_sequence
// (TVM: src/relax/op/tensor/manipulate.cc; kernels: the TOPI computes their legalizations call,
// topi.gather, gather_nd, adv_index, one_hot and reverse_sequence). Each output element reads one
// element of the input at a position computed from index values.
//
// StructInfo rules (TVM's):
// - gather_elements(data, indices, axis=0): indices a signed-integer tensor of data's ndim, axis
//   in range; the result has indices' shape and data's dtype.
// - gather_nd(data, indices, batch_dims=0): indices an int64 tensor whose last dim l (a literal)
//   indexes data's dims after the first batch_dims; the result's shape is indices.shape[:-1] +
//   data.shape[batch_dims + l:]. 0 <= batch_dims <= min(data's ndim, indices' ndim - 1) and
//   l <= data's ndim - batch_dims. With l unknown the ndim is unknown.
// - index_tensor(data, indices): indices a non-empty tuple of at most data's ndim signed-integer
//   tensors; the result is their broadcast shape followed by data's remaining dims. A pair of
//   index dims that are neither provably equal nor 1 makes the shape unknown (TVM: the ndim too).
// - one_hot(indices, on_value, off_value, depth, axis=-1): integer indices; on and off are
//   PrimValues of one dtype, the result's; `depth` is inserted at `axis` (in [-ndim-1, ndim]).
// - reverse_sequence(data, seq_lengths, seq_axis=1, batch_axis=0): seq_lengths a 1-D int32/int64
//   tensor whose length is not provably different from data's batch_axis dim; both axes in range;
//   the result is data's StructInfo.
//
// Kernels. None of these ops wraps negative indices (their TOPI computes read at the index as
// given): an index outside [0, dim), negative ones included, reads out of bounds in TVM and is an
// IndexOutOfRange here; so is an index tensor dim that exceeds the data dim it walks.
// - gather_elements: out[p] = data[p with the `axis` coordinate replaced by indices[p]].
// - gather_nd: out[b, i, r] = data[b, indices[b, i, 0..l), r] (b the batch coordinates).
// - index_tensor: out[i, r] = data[indices_0[i], ..., indices_k[i], r], the indices broadcast
//   numpy-style.
// - one_hot: out[..., j (at axis), ...] = indices[...] == j ? on_value : off_value.
// - reverse_sequence: along seq_axis, the first len = seq_lengths[b] elements of batch b are
//   reversed (all of them when len exceeds the dim); len <= 1 leaves the batch as it is.
//
// Deviations from TVM (collected into docs/spec-deviations.md): the IndexOutOfRange errors above
// (TVM: undefined reads); one_hot with an axis below -1 is normalized as the StructInfo rule does
// (TOPI mishandles it).
#include <fmt/format.h>

#include <algorithm>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_families.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

using namespace manip;

// ---- StructInfo rules ------------------------------------------------------------------------

/// Reports a known dtype that is not a signed integer (TVM's kDLInt checks); true when fine.
bool check_signed_index(const CallNode& call, DataType dtype, const char* what,
                        OpInferContext& ctx) {
  if (dtype.is_void() || dtype.is_int()) return true;
  ctx.error(fmt::format("{}: {} must have a signed integer dtype, got {}", op_name(call), what,
                        dtype.str()));
  return false;
}

/// A tensor of `like`'s shape (its ShapeExpr or shape Var, else its ndim) with `dtype` on
/// `vdevice`.
StructInfo with_shape_of(const TensorSInfo& like, DataType dtype,
                         std::optional<std::string> vdevice) {
  if (like.shape) return tensor_of_shape(like.shape, like.ndim, dtype, std::move(vdevice));
  return tensor_of_ndim(dtype, like.ndim, std::move(vdevice));
}

StructInfo infer_gather_elements(const CallNode& call, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* indices = expect_tensor(call, args, 1, "indices", ctx);
  if (!data || !indices || !check_signed_index(call, indices->dtype, "indices", ctx))
    return make_object_sinfo();
  if (data->ndim < 0 || indices->ndim < 0) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  if (!normalize_axis(call, read_attr<int64_t>(call, "axis", 0, ctx), data->ndim, ctx))
    return make_object_sinfo();
  if (data->ndim != indices->ndim) {
    ctx.error(fmt::format("relax.gather_elements: indices must have data's ndim {}, got {}",
                          data->ndim, indices->ndim));
    return make_object_sinfo();
  }
  return with_shape_of(*indices, data->dtype, data->vdevice);
}

StructInfo infer_gather_nd(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* indices = expect_tensor(call, args, 1, "indices", ctx);
  if (!data || !indices) return make_object_sinfo();
  int64_t batch_dims = read_attr<int64_t>(call, "batch_dims", 0, ctx);
  if (batch_dims < 0) {
    ctx.error(fmt::format("relax.gather_nd: batch_dims must be >= 0, got {}", batch_dims));
    return make_object_sinfo();
  }
  if (!indices->dtype.is_void() && indices->dtype != DataType::Int(64)) {
    ctx.error(fmt::format("relax.gather_nd: indices must have dtype int64, got {}",
                          indices->dtype.str()));
    return make_object_sinfo();
  }
  if (data->ndim < 0 || indices->ndim < 0) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  if (batch_dims > data->ndim || batch_dims > indices->ndim - 1) {
    ctx.error(fmt::format("relax.gather_nd: batch_dims {} must be at most data's ndim {} and "
                          "indices' ndim - 1 ({})",
                          batch_dims, data->ndim, indices->ndim - 1));
    return make_object_sinfo();
  }
  const std::vector<PrimExpr>* idims = tensor_dims(*indices);
  if (!idims || !is_int_imm(idims->back())) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  int64_t l = idims->back()->int_value;
  if (l > data->ndim - batch_dims) {
    ctx.error(fmt::format("relax.gather_nd: the last dim of indices ({}) must be at most data's "
                          "ndim minus batch_dims ({})",
                          l, data->ndim - batch_dims));
    return make_object_sinfo();
  }
  int out_ndim = int(indices->ndim - 1 + data->ndim - l - batch_dims);
  const std::vector<PrimExpr>* ddims = tensor_dims(*data);
  if (!ddims) return tensor_of_ndim(data->dtype, out_ndim, data->vdevice);
  std::vector<PrimExpr> out(idims->begin(), idims->end() - 1);
  out.insert(out.end(), ddims->begin() + std::ptrdiff_t(batch_dims + l), ddims->end());
  return tensor_of_dims(std::move(out), data->dtype, data->vdevice);
}

StructInfo infer_index_tensor(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const auto* tuple = as<TupleSInfo>(args[1]);
  if (!tuple) {
    ctx.error(fmt::format("relax.index_tensor: argument 1 (indices) must be a tuple of tensors, "
                          "got {}",
                          describe(args[1])));
    return make_object_sinfo();
  }
  if (!data) return make_object_sinfo();
  if (tuple->fields.empty()) {
    ctx.error("relax.index_tensor: indices must hold at least one tensor");
    return make_object_sinfo();
  }
  std::vector<const TensorSInfo*> idx;
  for (size_t i = 0; i < tuple->fields.size(); ++i) {
    const auto* t = as<TensorSInfo>(tuple->fields[i]);
    if (!t) {
      ctx.error(fmt::format("relax.index_tensor: index {} must be a tensor, got {}", i,
                            describe(tuple->fields[i])));
      return make_object_sinfo();
    }
    if (!check_signed_index(call, t->dtype, "every index tensor", ctx)) return make_object_sinfo();
    idx.push_back(t);
  }
  int n = int(idx.size());
  if (data->ndim >= 0 && n > data->ndim) {
    ctx.error(fmt::format("relax.index_tensor: {} index tensors for a tensor of {} dimensions", n,
                          data->ndim));
    return make_object_sinfo();
  }
  std::optional<std::vector<PrimExpr>> shape = std::vector<PrimExpr>{};
  for (const TensorSInfo* t : idx) {
    const std::vector<PrimExpr>* d = tensor_dims(*t);
    if (!d) {
      shape.reset();
      break;
    }
    Broadcast b = broadcast_shapes(*shape, *d, ctx.arith());
    if (b.status == Broadcast::Status::kError) {
      ctx.error("relax.index_tensor: the index tensors do not broadcast: " + b.message);
      return make_object_sinfo();
    }
    if (b.status == Broadcast::Status::kUndecided) {
      shape.reset();
      break;
    }
    shape = std::move(b.dims);
  }
  const std::vector<PrimExpr>* ddims = tensor_dims(*data);
  if (!shape || data->ndim < 0) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  if (!ddims)
    return tensor_of_ndim(data->dtype, int(shape->size()) + data->ndim - n, data->vdevice);
  shape->insert(shape->end(), ddims->begin() + n, ddims->end());
  return tensor_of_dims(std::move(*shape), data->dtype, data->vdevice);
}

StructInfo infer_one_hot(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* indices = expect_tensor(call, args, 0, "indices", ctx);
  const auto* on = as<PrimSInfo>(args[1]);
  const auto* off = as<PrimSInfo>(args[2]);
  if (!on || !off) {
    ctx.error(fmt::format("relax.one_hot: on_value and off_value must be PrimValues, got {} and "
                          "{}",
                          describe(args[1]), describe(args[2])));
    return make_object_sinfo();
  }
  if (!indices) return make_object_sinfo();
  if (on->dtype != off->dtype) {
    ctx.error(fmt::format("relax.one_hot: on_value ({}) and off_value ({}) must have one dtype",
                          on->dtype.str(), off->dtype.str()));
    return make_object_sinfo();
  }
  if (!check_index_dtype(call, *indices, "indices", ctx)) return make_object_sinfo();
  int64_t depth = read_attr<int64_t>(call, "depth", 0, ctx);
  if (depth < 0) {
    ctx.error(fmt::format("relax.one_hot: depth must be >= 0, got {}", depth));
    return make_object_sinfo();
  }
  DataType dtype = on->dtype;
  if (indices->ndim < 0) return tensor_of_ndim(dtype, -1, indices->vdevice);
  int64_t axis = read_attr<int64_t>(call, "axis", -1, ctx);
  if (axis < -indices->ndim - 1 || axis > indices->ndim) {
    ctx.error(fmt::format("relax.one_hot: axis {} is out of range for a result of {} dimensions",
                          axis, indices->ndim + 1));
    return make_object_sinfo();
  }
  if (axis < 0) axis += indices->ndim + 1;
  const std::vector<PrimExpr>* dims = tensor_dims(*indices);
  if (!dims) return tensor_of_ndim(dtype, indices->ndim + 1, indices->vdevice);
  std::vector<PrimExpr> out = *dims;
  out.insert(out.begin() + std::ptrdiff_t(axis), make_int(depth));
  return tensor_of_dims(std::move(out), dtype, indices->vdevice);
}

StructInfo infer_reverse_sequence(const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* lengths = expect_tensor(call, args, 1, "seq_lengths", ctx);
  if (!data || !lengths) return make_object_sinfo();
  if (lengths->ndim >= 0 && lengths->ndim != 1) {
    ctx.error(fmt::format("relax.reverse_sequence: seq_lengths must be 1-D, got {} dimensions",
                          lengths->ndim));
    return make_object_sinfo();
  }
  DataType ld = lengths->dtype;
  if (!ld.is_void() && !(ld.is_int() && (ld.bits == 32 || ld.bits == 64))) {
    ctx.error(fmt::format("relax.reverse_sequence: seq_lengths must have dtype int32 or int64, "
                          "got {}",
                          ld.str()));
    return make_object_sinfo();
  }
  if (data->ndim < 0) return args[0];
  auto seq = normalize_axis(call, read_attr<int64_t>(call, "seq_axis", 1, ctx), data->ndim, ctx);
  auto batch =
      normalize_axis(call, read_attr<int64_t>(call, "batch_axis", 0, ctx), data->ndim, ctx);
  if (!seq || !batch) return make_object_sinfo();
  const std::vector<PrimExpr>* dd = tensor_dims(*data);
  const std::vector<PrimExpr>* ld_dims = tensor_dims(*lengths);
  if (dd && ld_dims && ld_dims->size() == 1 &&
      ctx.arith().prove_equal((*ld_dims)[0], (*dd)[size_t(*batch)]).is_refuted()) {
    ctx.error(fmt::format("relax.reverse_sequence: seq_lengths has {} entries, the batch axis {} "
                          "has length {}",
                          print_prim_expr((*ld_dims)[0]), *batch,
                          print_prim_expr((*dd)[size_t(*batch)])));
    return make_object_sinfo();
  }
  return args[0];
}

// ---- Kernels ---------------------------------------------------------------------------------

EvalError out_of_range(const CallNode& call, int64_t index, size_t dim_axis, int64_t dim,
                       KernelContext& ctx) {
  return ctx.error(EvalErrorKind::kIndexOutOfRange,
                   fmt::format("{}: index {} is out of range for axis {} of length {}",
                               op_name(call), index, dim_axis, dim));
}

/// Allocates the output of `shape` and fills element `flat` (at multi-index `idx`) with data's
/// element at the coordinates coords(idx, c) writes into `c` (one per data dim); a coordinate
/// outside data's dim is an IndexOutOfRange.
template <class F>
EvalOr<Value> gather_at(const CallNode& call, const Tensor& data, std::vector<int64_t> shape,
                        KernelContext& ctx, F&& coords) {
  auto out = ctx.alloc(data.dtype, std::move(shape));
  if (!out) return out.error();
  std::vector<int64_t> strides = strides_of(data.shape), c(data.shape.size());
  std::optional<EvalError> failure;
  for_each_index(out->shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
    if (failure) return;
    coords(idx, c);
    int64_t src = 0;
    for (size_t k = 0; k < c.size(); ++k) {
      if (c[k] < 0 || c[k] >= data.shape[k]) {
        failure = out_of_range(call, c[k], k, data.shape[k], ctx);
        return;
      }
      src += c[k] * strides[k];
    }
    copy_elem(*out, flat, data, src);
  });
  if (failure) return *failure;
  return Value(*out);
}

EvalOr<Value> kernel_gather_elements(const CallNode& call, const std::vector<Value>& args,
                                     KernelContext& ctx) {
  auto in = data_and_indices(call, args, "indices", ctx);
  if (!in) return in.error();
  const Tensor &d = *in->data, &ix = *in->indices;
  auto axis = kernel_axis_attr(call, "axis", 0, d.ndim(), ctx);
  if (!axis) return axis.error();
  if (ix.ndim() != d.ndim())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.gather_elements: indices {} and data {} differ in ndim",
                                 format_shape(ix.shape), format_shape(d.shape)));
  std::vector<int64_t> istrides = strides_of(ix.shape);
  size_t a = size_t(*axis);
  return gather_at(call, d, ix.shape, ctx, [&](const std::vector<int64_t>& idx, auto& c) {
    int64_t flat = 0;
    for (size_t k = 0; k < idx.size(); ++k) {
      flat += idx[k] * istrides[k];
      c[k] = idx[k];
    }
    c[a] = read_index(ix, flat);
  });
}

EvalOr<Value> kernel_gather_nd(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto in = data_and_indices(call, args, "indices", ctx);
  if (!in) return in.error();
  const Tensor &d = *in->data, &ix = *in->indices;
  auto batch_attr = read_attr<int64_t>(call, "batch_dims", 0, ctx);
  if (!batch_attr) return batch_attr.error();
  int64_t b = *batch_attr, l = ix.ndim() > 0 ? ix.shape.back() : 0;
  if (ix.ndim() < 1 || b < 0 || b > ix.ndim() - 1 || b + l > d.ndim())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.gather_nd: indices {} with batch_dims {} do not index "
                                 "data {}",
                                 format_shape(ix.shape), b, format_shape(d.shape)));
  std::vector<int64_t> shape(ix.shape.begin(), ix.shape.end() - 1);
  shape.insert(shape.end(), d.shape.begin() + b + l, d.shape.end());
  size_t lead = size_t(ix.ndim() - 1);
  return gather_at(call, d, shape, ctx, [&](const std::vector<int64_t>& idx, auto& c) {
    int64_t row = 0; // the position of indices[idx[:lead], 0]
    for (size_t k = 0; k < lead; ++k) row = row * ix.shape[k] + idx[k];
    size_t j = 0;
    for (; j < size_t(b); ++j) c[j] = idx[j];
    for (int64_t m = 0; m < l; ++m) c[j++] = read_index(ix, row * l + m);
    for (size_t k = lead; k < idx.size(); ++k) c[j++] = idx[k];
  });
}

EvalOr<Value> kernel_index_tensor(const CallNode& call, const std::vector<Value>& args,
                                  KernelContext& ctx) {
  auto data = tensor_arg(call, args, 0, ctx);
  if (!data) return data.error();
  const Tensor& d = **data;
  const TupleValue* t = args.size() > 1 ? args[1].as_tuple() : nullptr;
  if (!t || t->fields.empty() || int64_t(t->fields.size()) > d.ndim())
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.index_tensor: indices must be a tuple of 1 to ndim(data) tensors");
  std::vector<const Tensor*> idx;
  std::vector<std::vector<int64_t>> shapes;
  for (const Value& f : t->fields) {
    const Tensor* x = f.as_tensor();
    if (!x || !x->dtype.is_integral() || x->dtype.is_bool())
      return ctx.error(EvalErrorKind::kTypeError,
                       "relax.index_tensor: every index must be an integer tensor");
    idx.push_back(x);
    shapes.push_back(x->shape);
  }
  auto bshape = broadcast_run_shapes(call, shapes, ctx);
  if (!bshape) return bshape.error();
  size_t nb = bshape->size(), n = idx.size();
  std::vector<std::vector<int64_t>> bstrides;
  for (const Tensor* x : idx) bstrides.push_back(broadcast_strides(x->shape, *bshape));
  std::vector<int64_t> shape = *bshape;
  shape.insert(shape.end(), d.shape.begin() + std::ptrdiff_t(n), d.shape.end());
  return gather_at(call, d, shape, ctx, [&](const std::vector<int64_t>& o, auto& c) {
    for (size_t i = 0; i < n; ++i) {
      int64_t at = 0;
      for (size_t k = 0; k < nb; ++k) at += o[k] * bstrides[i][k];
      c[i] = read_index(*idx[i], at);
    }
    for (size_t k = nb; k < o.size(); ++k) c[n + k - nb] = o[k];
  });
}

EvalOr<Value> kernel_one_hot(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  auto indices = index_tensor_arg(call, args, 0, "indices", ctx);
  if (!indices) return indices.error();
  const Tensor& ix = **indices;
  const PrimScalar* on = args.size() > 1 ? args[1].as_prim() : nullptr;
  const PrimScalar* off = args.size() > 2 ? args[2].as_prim() : nullptr;
  if (!on || !off || on->dtype != off->dtype || !is_tensor_dtype(on->dtype))
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.one_hot: on_value and off_value must be PrimValues of one dtype");
  auto depth = read_attr<int64_t>(call, "depth", 0, ctx);
  if (!depth) return depth.error();
  auto axis = kernel_axis_attr(call, "axis", -1, ix.ndim() + 1, ctx);
  if (!axis) return axis.error();
  if (*depth < 0)
    return ctx.error(EvalErrorKind::kShapeMismatch, "relax.one_hot: depth must be >= 0");
  size_t a = size_t(*axis);
  std::vector<int64_t> shape = ix.shape;
  shape.insert(shape.begin() + std::ptrdiff_t(a), *depth);
  auto out = ctx.alloc(on->dtype, shape);
  if (!out) return out.error();
  // on and off as 0-d tensors of the dtype (the PrimValue cast rules), copied per element.
  Tensor values = Tensor::zeros(on->dtype, {2});
  dispatch_dtype(on->dtype, [&](auto tag) {
    using T = decltype(tag);
    values.ptr<T>()[0] = prim_to_elem<T>(*off, on->dtype.is_bool());
    values.ptr<T>()[1] = prim_to_elem<T>(*on, on->dtype.is_bool());
  });
  std::vector<int64_t> istrides = strides_of(ix.shape);
  for_each_index(shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
    int64_t at = 0;
    for (size_t k = 0, m = 0; k < idx.size(); ++k)
      if (k != a) at += idx[k] * istrides[m++];
    copy_elem(*out, flat, values, read_index(ix, at) == idx[a] ? 1 : 0);
  });
  return Value(*out);
}

EvalOr<Value> kernel_reverse_sequence(const CallNode& call, const std::vector<Value>& args,
                                      KernelContext& ctx) {
  auto in = data_and_indices(call, args, "seq_lengths", ctx);
  if (!in) return in.error();
  const Tensor &d = *in->data, &len = *in->indices;
  auto seq = kernel_axis_attr(call, "seq_axis", 1, d.ndim(), ctx);
  if (!seq) return seq.error();
  auto batch = kernel_axis_attr(call, "batch_axis", 0, d.ndim(), ctx);
  if (!batch) return batch.error();
  size_t s = size_t(*seq), bt = size_t(*batch);
  if (len.ndim() != 1 || len.shape[0] != d.shape[bt])
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.reverse_sequence: seq_lengths {} must have one entry per "
                                 "batch (axis {} of data {})",
                                 format_shape(len.shape), bt, format_shape(d.shape)));
  std::vector<int64_t> strides = strides_of(d.shape);
  int64_t dim = d.shape[s];
  return gather(d, d.shape, ctx, [&](const std::vector<int64_t>& idx) {
    int64_t n = read_index(len, idx[bt]), i = idx[s], src = 0;
    if (n > 1 && i < n) i = (n > dim ? dim : n) - 1 - i;
    for (size_t k = 0; k < idx.size(); ++k) src += (k == s ? i : idx[k]) * strides[k];
    return src;
  });
}

} // namespace

void register_manipulation_gather_ops(OpTable& table) {
  table.add(OpBuilder("manipulation_gather", "relax.gather_elements")
                .args(2)
                .attrs({{"axis", AttrType::kInt, false}})
                .signature("data, indices, axis=0")
                .infer(infer_gather_elements)
                .kernel(kernel_gather_elements)
                .doc("out[p] = data[p with its `axis` coordinate replaced by indices[p]]; "
                     "out-of-range indices error"));
  table.add(OpBuilder("manipulation_gather", "relax.gather_nd")
                .args(2)
                .attrs({{"batch_dims", AttrType::kInt, false}})
                .signature("data, indices, batch_dims=0")
                .infer(infer_gather_nd)
                .kernel(kernel_gather_nd)
                .doc("the slices of data at the index tuples in indices' last dim (after "
                     "batch_dims shared leading dims); out-of-range indices error"));
  table.add(OpBuilder("manipulation_gather", "relax.index_tensor")
                .args(2)
                .signature("data, indices")
                .infer(infer_index_tensor)
                .kernel(kernel_index_tensor)
                .doc("advanced indexing data[i0, i1, ...] by a tuple of broadcast integer "
                     "tensors; out-of-range indices (negative ones too) error"));
  table.add(OpBuilder("manipulation_gather", "relax.one_hot")
                .args(3)
                .attrs({{"depth", AttrType::kInt, true}, {"axis", AttrType::kInt, false}})
                .signature("indices, on_value, off_value, depth, axis=-1")
                .infer(infer_one_hot)
                .kernel(kernel_one_hot)
                .doc("on_value where indices equals the position along the new `axis` of length "
                     "`depth`, else off_value"));
  table.add(OpBuilder("manipulation_gather", "relax.reverse_sequence")
                .args(2)
                .attrs({{"seq_axis", AttrType::kInt, false}, {"batch_axis", AttrType::kInt, false}})
                .signature("data, seq_lengths, seq_axis=1, batch_axis=0")
                .infer(infer_reverse_sequence)
                .kernel(kernel_reverse_sequence)
                .doc("reverses the first seq_lengths[b] elements along seq_axis of each batch b"));
}

} // namespace rxv::sem
