// Manipulation operators that join, cut or replicate tensors along axes: relax.concat, split, tile,
// repeat and flip (TVM: src/relax/op/tensor/manipulate.cc). TVMScript:
// `R.concat((a, b), axis=0)` (the tensors as one Tuple argument), `R.split(x,
// indices_or_sections=2, axis=0)` (an int: that many pieces; a list: the cut points),
// `R.tile(x, repeats=[2, 1])`, `R.repeat(x, repeats=2, axis=None)`, `R.flip(x, axis=0)`.
//
// StructInfo rules (TVM's, except where listed below):
// - concat: a tuple of at least one tensor of one dtype and ndim; every dim but `axis` must agree
//   (provably different is an error; undecided gives a shape of known ndim, unknown dims); the
//   axis dims add up. axis=None means 1-D inputs joined along axis 0 (TVM's reading). One tensor
//   gives its own StructInfo.
// - split: a Tuple of pieces. With a list of cut points, piece i spans [c(i-1), c(i)) clamped to
//   [0, dim] (empty when reversed); with n sections, pieces of ceil(dim / n), the last one taking
//   what is left. One section, or no cut point, gives x's StructInfo itself, not a 1-tuple (TVM).
// - tile: repeats aligned from the right with x's dims (the shorter one padded with 1s); each dim
//   multiplied. repeat: `axis` multiplied by `repeats` (None: the flattened tensor, 1-D).
//   flip: x's StructInfo; axis must be in range.
//
// Kernels: results are fresh tensors. concat checks its inputs' dims and dtypes at run time
// (ShapeMismatch / TypeError).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - split into n sections of a length not divisible by n: the pieces are ceil(dim / n) long with
//   the rest (possibly empty) at the end, so no piece is ever negative (TVM's StructInfo gives
//   the last piece dim - ceil(dim / n) * (n - 1), negative e.g. for 5 in 4 sections). Divisible
//   and symbolic lengths that provably fit get TVM's formulas.
// - tile and repeat reject negative repeat counts (TVM: undefined); 0 is allowed (empty result).
// - concat: dims that are not provably equal give an unknown shape without a warning, as TVM;
//   the kernel checks them. Tensors on different vdevices are an error (as in the binary family);
//   TVM drops the vdevice.
#include <fmt/format.h>

#include <algorithm>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

using namespace manip;

// ---- StructInfo rules ------------------------------------------------------------------------

StructInfo infer_concat(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const auto* tup = as<TupleSInfo>(args[0]);
  if (!tup) {
    ctx.error(fmt::format("relax.concat: argument 0 (tensors) must be a tuple of tensors, got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  if (tup->fields.empty()) {
    ctx.error("relax.concat needs at least one tensor, got an empty tuple");
    return make_object_sinfo();
  }
  std::vector<const TensorSInfo*> ts;
  for (size_t i = 0; i < tup->fields.size(); ++i) {
    const auto* t = as<TensorSInfo>(tup->fields[i]);
    if (!t) {
      ctx.error(fmt::format("relax.concat: field {} of the tuple must be a tensor, got {}", i,
                            describe(tup->fields[i])));
      return make_object_sinfo();
    }
    ts.push_back(t);
  }
  const AttrValue* axis_attr = call.attrs.find("axis");
  bool axis_none = axis_attr && axis_attr->kind == AttrValue::Kind::kNone;
  int64_t axis_value = read_attr<int64_t>(call, "axis", 0, ctx);

  DataType dtype = DataType::Void();
  bool void_dtype = false;
  std::optional<std::string> vdevice;
  int ndim = axis_none ? 1 : -1;
  for (size_t i = 0; i < ts.size(); ++i) {
    const TensorSInfo* t = ts[i];
    if (t->dtype.is_void()) {
      void_dtype = true;
    } else if (dtype.is_void()) {
      dtype = t->dtype;
    } else if (t->dtype != dtype) {
      ctx.error(fmt::format("relax.concat: the tensors' dtypes differ: {} and {}", dtype.str(),
                            t->dtype.str()));
      return make_object_sinfo();
    }
    if (ndim < 0) {
      ndim = t->ndim;
    } else if (t->ndim >= 0 && t->ndim != ndim) {
      ctx.error(fmt::format("relax.concat: tensor {} has {} dimensions, expected {}{}", i, t->ndim,
                            ndim, axis_none ? " (axis=None joins 1-D tensors)" : ""));
      return make_object_sinfo();
    }
    vdevice = merge_vdevice(call, vdevice, t->vdevice, ctx);
  }
  if (void_dtype) dtype = DataType::Void();
  if (ndim < 0) return ts.size() == 1 ? tup->fields[0] : tensor_of_ndim(dtype, -1, vdevice);
  if (ndim == 0) {
    ctx.error("relax.concat cannot join 0-d tensors");
    return tensor_of_ndim(dtype, 0, vdevice);
  }
  auto axis = normalize_axis(call, axis_value, ndim, ctx);
  if (!axis) return tensor_of_ndim(dtype, ndim, vdevice);
  if (ts.size() == 1) return tup->fields[0];

  Arith& arith = ctx.arith();
  const std::vector<PrimExpr>* first = nullptr;
  bool all_known = true, undecided = false;
  PrimExpr sum;
  for (size_t i = 0; i < ts.size(); ++i) {
    const std::vector<PrimExpr>* d = tensor_dims(*ts[i]);
    if (!d) {
      all_known = false;
      continue;
    }
    sum = sum ? make_binary(PrimKind::kAdd, sum, (*d)[size_t(*axis)]) : (*d)[size_t(*axis)];
    if (!first) {
      first = d;
      continue;
    }
    for (size_t k = 0; k < d->size(); ++k) {
      if (int(k) == *axis || arith.prove_equal((*first)[k], (*d)[k]).is_proved()) continue;
      if (arith.prove_not_equal((*first)[k], (*d)[k]).is_proved()) {
        ctx.error(fmt::format(
            "relax.concat: dimension {} differs between the tensors: {} and {} (only axis {} "
            "may differ)",
            k, describe_dims(*first), describe_dims(*d), *axis));
        return tensor_of_ndim(dtype, ndim, vdevice);
      }
      undecided = true;
    }
  }
  if (!all_known || undecided) return tensor_of_ndim(dtype, ndim, vdevice);
  std::vector<PrimExpr> out = *first;
  out[size_t(*axis)] = arith.simplify(sum);
  return tensor_of_dims(std::move(out), dtype, vdevice);
}

/// The cut points of a split into `n` sections of a dim `dim` (see the file comment).
std::vector<PrimExpr> section_cuts(const PrimExpr& dim, int64_t n, Arith& arith, bool* even) {
  PrimExpr len = arith.simplify(make_binary(
      PrimKind::kFloorDiv, make_binary(PrimKind::kAdd, dim, make_int(n - 1)), make_int(n)));
  // The pieces fit (no clamping needed) when (n - 1) * len <= dim.
  *even = arith.prove_le(make_binary(PrimKind::kMul, len, make_int(n - 1)), dim).is_proved();
  std::vector<PrimExpr> cuts;
  for (int64_t i = 1; i < n; ++i) cuts.push_back(make_binary(PrimKind::kMul, len, make_int(i)));
  return cuts;
}

StructInfo infer_split(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  const AttrValue* ios = call.attrs.find("indices_or_sections");
  // (Plain values, not std::optional: GCC 12 misreports an optional<int64_t> as uninitialized.)
  int64_t n_sections = 0;
  bool by_sections = false;
  if (ios)
    if (auto v = decode_attr<int64_t>(*ios)) {
      n_sections = *v;
      by_sections = true;
    }
  std::vector<int64_t> indices;
  if (!by_sections) {
    auto list = read_attr<OptIntList>(call, "indices_or_sections", {}, ctx);
    if (!list) {
      ctx.error(
          fmt::format("relax.split: indices_or_sections must be an int or a list of ints, got {}",
                      ios ? describe_attr(*ios) : "nothing"));
      return make_object_sinfo();
    }
    indices = std::move(*list);
  } else if (n_sections <= 0) {
    ctx.error(
        fmt::format("relax.split: the number of sections must be positive, got {}", n_sections));
    return make_object_sinfo();
  }
  int64_t axis_value = read_attr<int64_t>(call, "axis", 0, ctx);
  std::optional<int> axis;
  if (x->ndim >= 0) {
    axis = normalize_axis(call, axis_value, x->ndim, ctx);
    if (!axis) return make_object_sinfo();
  }
  int64_t pieces = by_sections ? n_sections : int64_t(indices.size()) + 1;
  if (pieces == 1) return args[0];
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (pieces > 1 << 16) {
    ctx.error(fmt::format("relax.split: {} pieces is more than rxv supports", pieces));
    return make_object_sinfo();
  }
  if (!dims)
    return make_tuple_sinfo(
        std::vector<StructInfo>(size_t(pieces), tensor_of_ndim(x->dtype, x->ndim, x->vdevice)));
  Arith& arith = ctx.arith();
  const PrimExpr& dim = (*dims)[size_t(*axis)];
  bool even = false;
  std::vector<PrimExpr> cuts;
  if (by_sections) {
    cuts = section_cuts(dim, n_sections, arith, &even);
  } else {
    for (int64_t c : indices) cuts.push_back(make_int(c));
  }
  PrimExpr zero = make_int(0);
  auto clamp = [&](const PrimExpr& c) {
    return make_binary(PrimKind::kMin, make_binary(PrimKind::kMax, c, zero), dim);
  };
  std::vector<StructInfo> out;
  for (int64_t i = 0; i < pieces; ++i) {
    PrimExpr len;
    if (even) {
      // TVM's formulas: every piece but the last is ceil(dim / n), the last the rest.
      len = i + 1 < pieces ? cuts[0] : make_binary(PrimKind::kSub, dim, cuts[size_t(pieces - 2)]);
    } else {
      PrimExpr left = i == 0 ? zero : clamp(cuts[size_t(i - 1)]);
      PrimExpr right = i + 1 == pieces ? dim : clamp(cuts[size_t(i)]);
      len = make_binary(PrimKind::kSub, right, left);
      if (!arith.prove_ge(len, zero).is_proved()) len = make_binary(PrimKind::kMax, len, zero);
    }
    std::vector<PrimExpr> d = *dims;
    d[size_t(*axis)] = arith.simplify(len);
    out.push_back(tensor_of_dims(std::move(d), x->dtype, x->vdevice));
  }
  return make_tuple_sinfo(std::move(out));
}

StructInfo infer_tile(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  std::vector<int64_t> repeats = read_attr(call, "repeats", IntList{}, ctx);
  for (int64_t r : repeats) {
    if (r < 0) {
      ctx.error(fmt::format("relax.tile: repeat counts must not be negative, got {}", r));
      return make_object_sinfo();
    }
  }
  int l = int(repeats.size());
  if (x->ndim < 0) return tensor_of_ndim(x->dtype, -1, x->vdevice);
  int out_ndim = std::max(l, x->ndim);
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) {
    if (l <= x->ndim &&
        std::all_of(repeats.begin(), repeats.end(), [](int64_t r) { return r == 1; }))
      return args[0];
    return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  }
  std::vector<PrimExpr> out;
  for (int i = 0; i < out_ndim; ++i) {
    int di = i - (out_ndim - x->ndim), ri = i - (out_ndim - l);
    PrimExpr d = di >= 0 ? (*dims)[size_t(di)] : make_int(1);
    int64_t r = ri >= 0 ? repeats[size_t(ri)] : 1;
    out.push_back(ctx.arith().simplify(make_binary(PrimKind::kMul, d, make_int(r))));
  }
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

StructInfo infer_repeat(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  int64_t repeats = read_attr<int64_t>(call, "repeats", 1, ctx);
  if (repeats < 0) {
    ctx.error(fmt::format("relax.repeat: the repeat count must not be negative, got {}", repeats));
    return make_object_sinfo();
  }
  auto axis = read_attr<OptInt>(call, "axis", {}, ctx);
  std::optional<int> a;
  if (axis && x->ndim >= 0) {
    a = normalize_axis(call, *axis, x->ndim, ctx);
    if (!a) return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
  }
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  PrimExpr r = make_int(repeats);
  if (!axis) {
    if (!dims) return tensor_of_ndim(x->dtype, 1, x->vdevice);
    PrimExpr n = make_binary(PrimKind::kMul, shape_product(*dims, ctx.arith()), r);
    return tensor_of_dims({ctx.arith().simplify(n)}, x->dtype, x->vdevice);
  }
  if (!dims) return repeats == 1 ? args[0] : tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
  std::vector<PrimExpr> out = *dims;
  out[size_t(*a)] = ctx.arith().simplify(make_binary(PrimKind::kMul, out[size_t(*a)], r));
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

StructInfo infer_flip(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  if (auto axis = read_attr<OptInt>(call, "axis", {}, ctx); axis && x->ndim >= 0)
    normalize_axis(call, *axis, x->ndim, ctx);
  return args[0];
}

// ---- Kernels ---------------------------------------------------------------------------------

EvalOr<Value> kernel_concat(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  const TupleValue* tup = args.empty() ? nullptr : args[0].as_tuple();
  if (!tup || tup->fields.empty())
    return ctx.error(EvalErrorKind::kTypeError, "relax.concat: argument 0 must be a non-empty "
                                                "tuple of tensors");
  std::vector<const Tensor*> ts;
  for (const Value& v : tup->fields) {
    const Tensor* t = v.as_tensor();
    if (!t)
      return ctx.error(
          EvalErrorKind::kTypeError,
          fmt::format("relax.concat: a tuple field is a {}, not a tensor", v.kind_name()));
    ts.push_back(t);
  }
  const AttrValue* axis_attr = call.attrs.find("axis");
  auto axis_value = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_value) return axis_value.error();
  const Tensor& first = *ts[0];
  if (axis_attr && axis_attr->kind == AttrValue::Kind::kNone && first.ndim() != 1)
    return ctx.error(EvalErrorKind::kShapeMismatch, "relax.concat: axis=None joins 1-D tensors");
  auto axis = kernel_axis(call, axis_value->value_or(0), first.ndim(), ctx);
  if (!axis) return axis.error();
  std::vector<int64_t> shape = first.shape;
  shape[size_t(*axis)] = 0;
  for (const Tensor* t : ts) {
    if (t->dtype != first.dtype)
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("relax.concat: the dtypes differ: {} and {}", first.dtype.str(),
                                   t->dtype.str()));
    bool ok = t->shape.size() == first.shape.size();
    for (size_t k = 0; ok && k < first.shape.size(); ++k)
      ok = int(k) == *axis || t->shape[k] == first.shape[k];
    if (!ok)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("relax.concat: shapes {} and {} differ outside axis {}",
                                   format_shape(first.shape), format_shape(t->shape), *axis));
    shape[size_t(*axis)] += t->shape[size_t(*axis)];
  }
  auto out = ctx.alloc(first.dtype, shape);
  if (!out) return out.error();
  std::vector<int64_t> out_strides = strides_of(shape);
  int64_t offset = 0; // along the axis
  for (const Tensor* t : ts) {
    for_each_index(t->shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
      int64_t dst = offset * out_strides[size_t(*axis)];
      for (size_t k = 0; k < idx.size(); ++k) dst += idx[k] * out_strides[k];
      copy_elem(*out, dst, *t, flat);
    });
    offset += t->shape[size_t(*axis)];
  }
  return Value(*out);
}

EvalOr<Value> kernel_split(const CallNode& call, const std::vector<Value>& args,
                           KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto axis_value = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_value) return axis_value.error();
  auto axis = kernel_axis(call, axis_value->value_or(0), in.ndim(), ctx);
  if (!axis) return axis.error();
  int64_t dim = in.shape[size_t(*axis)];
  auto ios = read_attr<OptIntList>(call, "indices_or_sections", {}, ctx);
  if (!ios || !*ios)
    return ctx.error(EvalErrorKind::kTypeError, "relax.split: indices_or_sections is missing");
  const AttrValue* raw = call.attrs.find("indices_or_sections");
  bool is_sections = decode_attr<int64_t>(*raw).has_value();
  std::vector<int64_t> cuts;
  if (is_sections) {
    int64_t n = (**ios)[0];
    if (n <= 0 || n > (1 << 16))
      return ctx.error(EvalErrorKind::kShapeMismatch, fmt::format("relax.split: {} sections", n));
    int64_t len = (dim + n - 1) / n;
    for (int64_t i = 1; i < n; ++i) cuts.push_back(len * i);
  } else {
    cuts = **ios;
  }
  // One piece: the tensor itself (TVM's StructInfo says so), as a fresh copy.
  if (cuts.empty()) return reshaped_copy(in, in.shape, ctx);
  std::vector<int64_t> in_strides = strides_of(in.shape);
  std::vector<Value> pieces;
  auto clamp = [&](int64_t c) { return std::min(std::max(c, int64_t{0}), dim); };
  for (size_t i = 0; i <= cuts.size(); ++i) {
    int64_t left = i == 0 ? 0 : clamp(cuts[i - 1]);
    int64_t right = i == cuts.size() ? dim : clamp(cuts[i]);
    std::vector<int64_t> shape = in.shape;
    shape[size_t(*axis)] = std::max(right - left, int64_t{0});
    auto piece = gather(in, std::move(shape), ctx, [&](const std::vector<int64_t>& idx) {
      int64_t s = left * in_strides[size_t(*axis)];
      for (size_t k = 0; k < idx.size(); ++k) s += idx[k] * in_strides[k];
      return s;
    });
    if (!piece) return piece.error();
    pieces.push_back(std::move(*piece));
  }
  return make_tuple_value(std::move(pieces));
}

EvalOr<Value> kernel_tile(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto attr = read_attr<OptIntList>(call, "repeats", {}, ctx);
  if (!attr) return attr.error();
  std::vector<int64_t> repeats = attr->value_or(std::vector<int64_t>{});
  for (int64_t r : repeats)
    if (r < 0)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("relax.tile: negative repeat count {}", r));
  size_t n = in.shape.size(), l = repeats.size(), m = std::max(n, l);
  std::vector<int64_t> shape(m), in_dim(m, 1), step(m, 0);
  std::vector<int64_t> in_strides = strides_of(in.shape);
  for (size_t i = 0; i < m; ++i) {
    int64_t di = int64_t(i) - int64_t(m - n), ri = int64_t(i) - int64_t(m - l);
    if (di >= 0) {
      in_dim[i] = in.shape[size_t(di)];
      step[i] = in_strides[size_t(di)];
    }
    int64_t r = ri >= 0 ? repeats[size_t(ri)] : 1;
    if (__builtin_mul_overflow(in_dim[i], r, &shape[i]))
      return ctx.error(EvalErrorKind::kOverflow, "relax.tile: the result shape overflows");
  }
  return gather(in, std::move(shape), ctx, [&](const std::vector<int64_t>& idx) {
    int64_t s = 0;
    for (size_t i = 0; i < m; ++i) s += (idx[i] % in_dim[i]) * step[i];
    return s;
  });
}

EvalOr<Value> kernel_repeat(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto r = read_attr<OptInt>(call, "repeats", {}, ctx);
  if (!r) return r.error();
  int64_t repeats = r->value_or(1);
  if (repeats < 0)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.repeat: negative repeat count {}", repeats));
  auto axis_value = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_value) return axis_value.error();
  if (!*axis_value) {
    int64_t count;
    if (__builtin_mul_overflow(in.num_elements(), repeats, &count))
      return ctx.error(EvalErrorKind::kOverflow, "relax.repeat: the result shape overflows");
    return gather(in, {count}, ctx,
                  [&](const std::vector<int64_t>& idx) { return idx[0] / repeats; });
  }
  auto axis = kernel_axis(call, **axis_value, in.ndim(), ctx);
  if (!axis) return axis.error();
  std::vector<int64_t> shape = in.shape, in_strides = strides_of(in.shape);
  if (__builtin_mul_overflow(shape[size_t(*axis)], repeats, &shape[size_t(*axis)]))
    return ctx.error(EvalErrorKind::kOverflow, "relax.repeat: the result shape overflows");
  return gather(in, std::move(shape), ctx, [&](const std::vector<int64_t>& idx) {
    int64_t s = 0;
    for (size_t k = 0; k < idx.size(); ++k)
      s += (int(k) == *axis ? idx[k] / repeats : idx[k]) * in_strides[k];
    return s;
  });
}

EvalOr<Value> kernel_flip(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto axis_value = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_value) return axis_value.error();
  if (!*axis_value) return ctx.error(EvalErrorKind::kTypeError, "relax.flip: axis is missing");
  auto axis = kernel_axis(call, **axis_value, in.ndim(), ctx);
  if (!axis) return axis.error();
  std::vector<int64_t> in_strides = strides_of(in.shape);
  int64_t last = in.shape[size_t(*axis)] - 1;
  return gather(in, in.shape, ctx, [&](const std::vector<int64_t>& idx) {
    int64_t s = 0;
    for (size_t k = 0; k < idx.size(); ++k)
      s += (int(k) == *axis ? last - idx[k] : idx[k]) * in_strides[k];
    return s;
  });
}

} // namespace

void register_manipulation_join_ops(OpTable& table) {
  table.add(OpBuilder("manipulation_join", "relax.concat")
                .args(1)
                .attrs({{"axis", AttrType::kOptionalInt, false}})
                .infer(infer_concat)
                .kernel(kernel_concat)
                .doc("joins a tuple of tensors along `axis` (None: 1-D tensors); the other dims "
                     "must agree"));
  table.add(
      OpBuilder("manipulation_join", "relax.split")
          .args(1)
          .attrs({{"indices_or_sections", AttrType::kAny, true}, {"axis", AttrType::kInt, false}})
          .infer(infer_split)
          .kernel(kernel_split)
          .doc("cuts x along `axis` into n near-equal pieces or at the given indices; a "
               "tuple of the pieces (one piece: x itself)"));
  table.add(OpBuilder("manipulation_join", "relax.tile")
                .args(1)
                .attrs({{"repeats", AttrType::kIntList, true}})
                .infer(infer_tile)
                .kernel(kernel_tile)
                .doc("x repeated `repeats[i]` times along each dim (aligned from the right)"));
  table.add(OpBuilder("manipulation_join", "relax.repeat")
                .args(1)
                .attrs({{"repeats", AttrType::kInt, true}, {"axis", AttrType::kOptionalInt, false}})
                .infer(infer_repeat)
                .kernel(kernel_repeat)
                .doc("each element repeated `repeats` times along `axis` (None: flattened)"));
  table.add(OpBuilder("manipulation_join", "relax.flip")
                .args(1)
                .attrs({{"axis", AttrType::kInt, true}})
                .infer(infer_flip)
                .kernel(kernel_flip)
                .doc("x reversed along `axis`"));
}

} // namespace rxv::sem
