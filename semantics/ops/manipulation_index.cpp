// Indexing operators: relax.strided_slice, dynamic_strided_slice and take (TVM:
// src/relax/op/tensor/index.cc).
// TVMScript (TVM >= 0.16): `R.strided_slice(x, (R.prim_value(0),), (R.prim_value(1),),
// (R.prim_value(8),), (R.prim_value(3),), assume_inbound=False)`: axes, begin, end and the optional
// strides are Relax arguments, tuples of int64 PrimValues; `R.take(x, indices, axis=0,
// mode="fast")` where indices is an integer tensor or an integer PrimValue.
//
// StructInfo rules (TVM's, except where listed below):
// - strided_slice: the tuples have one entry per sliced axis (equal lengths; axes distinct and in
//   range); each sliced dim becomes the slice length when begin, end and stride are known
//   (symbolic begin/end are fine, the stride must be a literal); otherwise the shape is unknown
//   with the ndim kept. Lengths follow numpy: negative begin/end count from the end, both are
//   clamped to the dim ([0, dim] for a positive stride, [-1, dim - 1] for a negative one), and the
//   length is ceil((end - begin) / stride). With assume_inbound=True begin and end are used as
//   given (the caller promises 0 <= begin, end <= dim).
// - dynamic_strided_slice(x, begin, end, strides): the bounds are 1-D tensors of x's ndim entries
//   (a known length) and dtype int64 (unknown allowed); the result keeps x's ndim, its shape
//   unknown (it depends on the bounds' values). With x's ndim unknown nothing is checked.
// - take: the result is x's shape with the `axis` dim replaced by the indices' shape (a PrimValue
//   index is a 0-d tensor, so that dim disappears); axis=None needs a 1-D x (TVM's reading). The
//   indices' dtype must be an integer (not bool). mode is "fast", "nan", "wrap" or "clip".
//
// Kernels: strided_slice slices numpy-style (dynamic_strided_slice the same, every axis in order,
// as TVM's legalization: its shape function clamps the bounds as numpy does); a zero stride is an
// error, and with assume_inbound=True a begin or end outside [0, dim] is IndexOutOfRange. take
// reads x[..., indices[j], ...]: in "fast" mode an index outside [0, dim) is IndexOutOfRange,
// "wrap" takes it modulo dim, "clip" clamps it to [0, dim - 1], "nan" gives NaN for it (float x; an
// integer x errors). take from an empty axis errors in every mode when the result has elements.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - strided_slice lengths are at least 0 (TVM's formula goes negative for an empty slice whose
//   end precedes its begin); a literal zero stride is an error (TVM: a crash).
// - take in "fast" mode: TVM reads out of bounds (undefined) for an index outside [0, dim),
//   negative ones included; the reference errors (every behaviour refines an error).
#include <fmt/format.h>

#include <cmath>
#include <limits>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

using namespace manip;

// ---- StructInfo rules ------------------------------------------------------------------------

/// ceil(a / b) for a literal non-zero b: -floor(-a / b).
PrimExpr ceil_div(const PrimExpr& a, int64_t b) {
  return make_binary(
      PrimKind::kSub, make_int(0),
      make_binary(PrimKind::kFloorDiv, make_binary(PrimKind::kSub, make_int(0), a), make_int(b)));
}

/// numpy's normalization of a slice bound `i` on a dim `n` for a stride of sign `positive`.
PrimExpr canonical_bound(const PrimExpr& i, const PrimExpr& n, bool positive, Arith& arith) {
  PrimExpr shifted;
  if (arith.prove_ge(i, make_int(0)).is_proved())
    shifted = i;
  else if (arith.prove_lt(i, make_int(0)).is_proved())
    shifted = make_binary(PrimKind::kAdd, i, n);
  else
    shifted = make_select(make_binary(PrimKind::kLT, i, make_int(0)),
                          make_binary(PrimKind::kAdd, i, n), i);
  PrimExpr lo = positive ? make_int(0) : make_int(-1);
  PrimExpr hi = positive ? n : make_binary(PrimKind::kSub, n, make_int(1));
  return make_binary(PrimKind::kMin, make_binary(PrimKind::kMax, shifted, lo), hi);
}

/// The length of the slice [begin, end) by `stride` of a dim `n` (see the file comment).
PrimExpr slice_length(const PrimExpr& begin, const PrimExpr& end, int64_t stride, const PrimExpr& n,
                      bool assume_inbound, Arith& arith) {
  PrimExpr b = begin, e = end;
  if (!assume_inbound) {
    b = canonical_bound(begin, n, stride > 0, arith);
    e = canonical_bound(end, n, stride > 0, arith);
  }
  PrimExpr len = arith.simplify(ceil_div(make_binary(PrimKind::kSub, e, b), stride));
  if (arith.prove_ge(len, make_int(0)).is_proved()) return len;
  return arith.simplify(make_binary(PrimKind::kMax, len, make_int(0)));
}

StructInfo infer_strided_slice(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  static const char* const kNames[] = {"x", "axes", "begin", "end", "strides"};
  bool bad = false;
  std::vector<std::optional<std::vector<PrimExpr>>> tuples;
  for (size_t i = 1; i < args.size(); ++i)
    tuples.push_back(tuple_of_prim_values(call, args, i, kNames[i], ctx, &bad));
  if (!x || bad) return make_object_sinfo();
  bool assume_inbound = read_attr(call, "assume_inbound", false, ctx);
  if (tuples.size() < 4) tuples.emplace_back(std::nullopt); // no strides: all 1 (below)
  const auto& axes_v = tuples[0];
  for (size_t i = 1; i < tuples.size(); ++i) {
    if (axes_v && tuples[i] && tuples[i]->size() != axes_v->size()) {
      ctx.error(fmt::format("relax.strided_slice: {} axes but {} {} values", axes_v->size(),
                            tuples[i]->size(), kNames[i + 1]));
      return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
    }
  }
  if (x->ndim < 0 || !axes_v) return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
  std::vector<int64_t> axis_values;
  for (const PrimExpr& a : *axes_v) {
    if (!is_int_imm(a)) return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
    axis_values.push_back(a->int_value);
  }
  auto axes = normalize_axes(call, axis_values, x->ndim, ctx);
  if (!axes) return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
  std::vector<int64_t> strides(axes->size(), 1);
  bool strides_known = args.size() < 5 || tuples[3].has_value();
  if (args.size() == 5 && tuples[3]) {
    for (size_t i = 0; i < axes->size(); ++i) {
      const PrimExpr& s = (*tuples[3])[i];
      if (!is_int_imm(s)) {
        strides_known = false;
        continue;
      }
      if (s->int_value == 0) {
        ctx.error(fmt::format("relax.strided_slice: the stride of axis {} is 0", (*axes)[i]));
        return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
      }
      strides[i] = s->int_value;
    }
  }
  if (axes->empty()) return args[0];
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims || !tuples[1] || !tuples[2] || !strides_known)
    return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
  std::vector<PrimExpr> out = *dims;
  for (size_t i = 0; i < axes->size(); ++i) {
    size_t a = size_t((*axes)[i]);
    out[a] = slice_length((*tuples[1])[i], (*tuples[2])[i], strides[i], (*dims)[a], assume_inbound,
                          ctx.arith());
  }
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

StructInfo infer_dynamic_strided_slice(const CallNode& call, const std::vector<StructInfo>& args,
                                       OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  static const char* const kNames[] = {"x", "begin", "end", "strides"};
  const TensorSInfo* bounds[3] = {};
  for (size_t i = 1; i < 4; ++i) bounds[i - 1] = expect_tensor(call, args, i, kNames[i], ctx);
  if (!x || !bounds[0] || !bounds[1] || !bounds[2]) return make_object_sinfo();
  // With x's rank unknown TVM assumes the bounds fit (a run-time error otherwise).
  if (x->ndim < 0) return tensor_of_ndim(x->dtype, -1, x->vdevice);
  for (size_t i = 0; i < 3; ++i) {
    const TensorSInfo& b = *bounds[i];
    const std::vector<PrimExpr>* dims = tensor_dims(b);
    std::optional<int64_t> len;
    if (dims && dims->size() == 1 && is_int_imm((*dims)[0])) len = (*dims)[0]->int_value;
    if (b.ndim != 1 || !len || *len != x->ndim) {
      ctx.error(fmt::format("relax.dynamic_strided_slice: {} must be a 1-D tensor of a known "
                            "length, x's ndim {}; got {}",
                            kNames[i + 1], x->ndim, describe(args[i + 1])));
      return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
    }
    if (!b.dtype.is_void() && b.dtype != DataType::Int(64)) {
      ctx.error(fmt::format("relax.dynamic_strided_slice: {} must have dtype int64, got {}",
                            kNames[i + 1], b.dtype.str()));
      return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
    }
  }
  // The lengths depend on the bounds' values.
  return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
}

bool valid_take_mode(const std::string& m) {
  return m == "fast" || m == "nan" || m == "wrap" || m == "clip";
}

StructInfo infer_take(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  int idx_ndim = 0;
  DataType idx_dtype;
  const std::vector<PrimExpr>* idx_dims = nullptr;
  static const std::vector<PrimExpr> kScalar;
  if (const auto* t = as<TensorSInfo>(args[1])) {
    idx_ndim = t->ndim;
    idx_dtype = t->dtype;
    idx_dims = tensor_dims(*t);
  } else if (const auto* p = as<PrimSInfo>(args[1])) {
    idx_dtype = p->dtype;
    idx_dims = &kScalar;
  } else {
    ctx.error(fmt::format(
        "relax.take: argument 1 (indices) must be an integer tensor or PrimValue, got {}",
        describe(args[1])));
    return make_object_sinfo();
  }
  if (!x) return make_object_sinfo();
  if (!idx_dtype.is_void() && (!idx_dtype.is_integral() || idx_dtype.is_bool())) {
    ctx.error(
        fmt::format("relax.take: the indices must have an integer dtype, got {}", idx_dtype.str()));
    return make_object_sinfo();
  }
  if (auto mode = read_attr<std::optional<std::string>>(call, "mode", {}, ctx);
      mode && !valid_take_mode(*mode)) {
    ctx.error(fmt::format(
        "relax.take: mode must be \"fast\", \"nan\", \"wrap\" or \"clip\", got \"{}\"", *mode));
    return make_object_sinfo();
  }
  auto axis_value = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_value && x->ndim >= 0 && x->ndim != 1) {
    ctx.error(fmt::format("relax.take: without an axis x must be 1-D, but it has {} dimensions",
                          x->ndim));
    return make_object_sinfo();
  }
  if (x->ndim < 0 || idx_ndim < 0) return tensor_of_ndim(x->dtype, -1, x->vdevice);
  auto axis = normalize_axis(call, axis_value.value_or(0), x->ndim, ctx);
  int out_ndim = x->ndim + idx_ndim - 1;
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!axis || !dims || !idx_dims) return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  std::vector<PrimExpr> out;
  for (int i = 0; i < x->ndim; ++i) {
    if (i == *axis)
      out.insert(out.end(), idx_dims->begin(), idx_dims->end());
    else
      out.push_back((*dims)[size_t(i)]);
  }
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

// ---- Kernels ---------------------------------------------------------------------------------

/// Argument `i` as a tuple of integer PrimValues.
EvalOr<std::vector<int64_t>> int_tuple_arg(const CallNode& call, const std::vector<Value>& args,
                                           size_t i, KernelContext& ctx) {
  const TupleValue* t = i < args.size() ? args[i].as_tuple() : nullptr;
  std::vector<int64_t> out;
  bool ok = t != nullptr;
  for (size_t k = 0; ok && k < t->fields.size(); ++k) {
    const PrimScalar* p = t->fields[k].as_prim();
    ok = p && !p->is_float();
    if (ok) out.push_back(p->i);
  }
  if (!ok)
    return ctx.error(
        EvalErrorKind::kTypeError,
        fmt::format("{}: argument {} must be a tuple of integer PrimValues", op_name(call), i));
  return out;
}

/// Slices `in` along `axes` by the begin/end/stride values (one each per axis), numpy-style;
/// strided_slice's and dynamic_strided_slice's common kernel (see the file comment).
EvalOr<Value> slice_tensor(const CallNode& call, const Tensor& in, const std::vector<int64_t>& axes,
                           const std::vector<int64_t>& begins, const std::vector<int64_t>& ends,
                           const std::vector<int64_t>& strides, bool assume_inbound,
                           KernelContext& ctx) {
  size_t n = in.shape.size();
  std::vector<int64_t> start(n, 0), step(n, 1), shape = in.shape;
  std::vector<bool> seen(n, false);
  for (size_t i = 0; i < axes.size(); ++i) {
    auto axis = kernel_axis(call, axes[i], int64_t(n), ctx);
    if (!axis) return axis.error();
    size_t a = size_t(*axis);
    if (seen[a])
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{}: axis {} is sliced twice", op_name(call), a));
    seen[a] = true;
    int64_t dim = in.shape[a], b = begins[i], e = ends[i], s = strides[i];
    if (s == 0)
      return ctx.error(EvalErrorKind::kOther,
                       fmt::format("{}: the stride of axis {} is 0", op_name(call), a));
    if (assume_inbound && (b < 0 || b > dim || e < 0 || e > dim))
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: assume_inbound, but the slice [{}, {}) "
                                   "of axis {} is outside [0, {}]",
                                   op_name(call), b, e, a, dim));
    int64_t lo = s > 0 ? 0 : -1, hi = s > 0 ? dim : dim - 1;
    auto canon = [&](int64_t v) {
      // Counts from the end; still negative below -dim, then clamped. Clamping first keeps
      // v + dim from overflowing for any int64 bound.
      v = std::min(std::max(v, -dim - 1), dim + 1);
      if (v < 0) v += dim;
      return std::min(std::max(v, lo), hi);
    };
    if (!assume_inbound) {
      b = canon(b);
      e = canon(e);
    }
    // ceil((e - b) / s), at least 0; |e - b| <= dim + 1, so no overflow.
    int64_t diff = e - b;
    int64_t len =
        s > 0 ? (diff > 0 ? (diff + s - 1) / s : 0) : (diff < 0 ? (-diff - s - 1) / -s : 0);
    start[a] = b;
    step[a] = s;
    shape[a] = len;
  }
  std::vector<int64_t> in_strides = strides_of(in.shape);
  return gather(in, std::move(shape), ctx, [&](const std::vector<int64_t>& idx) {
    int64_t src = 0;
    for (size_t k = 0; k < n; ++k) src += (start[k] + idx[k] * step[k]) * in_strides[k];
    return src;
  });
}

EvalOr<Value> kernel_strided_slice(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  std::vector<std::vector<int64_t>> t;
  for (size_t i = 1; i < args.size(); ++i) {
    auto v = int_tuple_arg(call, args, i, ctx);
    if (!v) return v.error();
    t.push_back(std::move(*v));
  }
  if (t.size() < 3)
    return ctx.error(EvalErrorKind::kTypeError, "relax.strided_slice needs axes, begin and end");
  if (t.size() == 3) t.emplace_back(t[0].size(), 1);
  for (size_t i = 1; i < 4; ++i)
    if (t[i].size() != t[0].size())
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       "relax.strided_slice: the axes, begin, end and strides tuples differ in "
                       "length");
  auto inbound_attr = read_attr(call, "assume_inbound", false, ctx);
  if (!inbound_attr) return inbound_attr.error();
  return slice_tensor(call, **x, t[0], t[1], t[2], t[3], *inbound_attr, ctx);
}

/// dynamic_strided_slice: begin, end and strides are int64 1-D tensors of x's ndim each.
EvalOr<Value> kernel_dynamic_strided_slice(const CallNode& call, const std::vector<Value>& args,
                                           KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  static const char* const kNames[] = {"x", "begin", "end", "strides"};
  std::vector<std::vector<int64_t>> t;
  for (size_t i = 1; i < 4; ++i) {
    auto v = tensor_arg(call, args, i, ctx);
    if (!v) return v.error();
    const Tensor& b = **v;
    if (b.ndim() != 1 || b.shape[0] != in.ndim() || !b.dtype.is_integral() || b.dtype.is_bool())
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("relax.dynamic_strided_slice: {} must be an integer 1-D tensor "
                                   "of {} values (x's ndim), got {}{}",
                                   kNames[i], in.ndim(), b.dtype.str(), format_shape(b.shape)));
    std::vector<int64_t> values;
    for (int64_t k = 0; k < b.shape[0]; ++k) values.push_back(b.get_int(k));
    t.push_back(std::move(values));
  }
  std::vector<int64_t> axes(size_t(in.ndim()));
  for (size_t k = 0; k < axes.size(); ++k) axes[k] = int64_t(k);
  return slice_tensor(call, in, axes, t[0], t[1], t[2], false, ctx);
}

EvalOr<Value> kernel_take(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  // The indices as a tensor; a PrimValue index is a 0-d one.
  Tensor indices;
  if (args.size() > 1 && args[1].as_tensor()) {
    indices = *args[1].as_tensor();
  } else if (const PrimScalar* p = args.size() > 1 ? args[1].as_prim() : nullptr;
             p && !p->is_float()) {
    indices = Tensor::zeros(DataType::Int(64), {});
    indices.set_int(0, p->i);
  } else {
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.take: argument 1 (indices) must be an integer tensor or PrimValue");
  }
  if (!indices.dtype.is_integral() || indices.dtype.is_bool())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.take: the indices have dtype {}", indices.dtype.str()));
  auto mode_attr = read_attr<std::string>(call, "mode", "fast", ctx);
  if (!mode_attr) return mode_attr.error();
  const std::string& mode = *mode_attr;
  auto axis_value = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_value) return axis_value.error();
  if (!*axis_value && in.ndim() != 1)
    return ctx.error(EvalErrorKind::kShapeMismatch, "relax.take: without an axis x must be 1-D");
  auto axis = kernel_axis(call, axis_value->value_or(0), in.ndim(), ctx);
  if (!axis) return axis.error();
  size_t a = size_t(*axis), ik = indices.shape.size();
  int64_t dim = in.shape[a];
  std::vector<int64_t> shape(in.shape.begin(), in.shape.begin() + std::ptrdiff_t(a));
  shape.insert(shape.end(), indices.shape.begin(), indices.shape.end());
  shape.insert(shape.end(), in.shape.begin() + std::ptrdiff_t(a) + 1, in.shape.end());
  auto out = ctx.alloc(in.dtype, shape);
  if (!out) return out.error();
  std::vector<int64_t> in_strides = strides_of(in.shape), idx_strides = strides_of(indices.shape);
  std::optional<EvalError> failure;
  for_each_index(shape, [&](const std::vector<int64_t>& idx, int64_t flat) {
    if (failure) return;
    int64_t j = 0;
    for (size_t k = 0; k < ik; ++k) j += idx[a + k] * idx_strides[k];
    int64_t i = indices.get_int(j);
    bool in_range = i >= 0 && i < dim;
    if (dim > 0 && mode == "wrap") {
      i = ((i % dim) + dim) % dim;
      in_range = true;
    } else if (dim > 0 && mode == "clip") {
      i = std::min(std::max(i, int64_t{0}), dim - 1);
      in_range = true;
    }
    if (!in_range) {
      if (mode == "nan" && in.dtype.is_float()) {
        out->set_float(flat, std::numeric_limits<double>::quiet_NaN());
        return;
      }
      failure = ctx.error(EvalErrorKind::kIndexOutOfRange,
                          fmt::format("relax.take: index {} is out of range for axis {} of "
                                      "length {}",
                                      i, a, dim));
      return;
    }
    int64_t src = i * in_strides[a];
    for (size_t k = 0; k < a; ++k) src += idx[k] * in_strides[k];
    for (size_t k = a + 1; k < in.shape.size(); ++k) src += idx[k - 1 + ik] * in_strides[k];
    copy_elem(*out, flat, in, src);
  });
  if (failure) return *failure;
  return Value(*out);
}

} // namespace

void register_manipulation_index_ops(OpTable& table) {
  table.add(OpBuilder("manipulation_index", "relax.strided_slice")
                .args(4, 5)
                .attrs({{"assume_inbound", AttrType::kBool, false}})
                .infer(infer_strided_slice)
                .kernel(kernel_strided_slice)
                .doc("numpy slicing x[begin:end:stride] along each of `axes` (tuples of int64 "
                     "PrimValues)"));
  table.add(OpBuilder("manipulation_index", "relax.dynamic_strided_slice")
                .args(4)
                .signature("x, begin, end, strides")
                .infer(infer_dynamic_strided_slice)
                .kernel(kernel_dynamic_strided_slice)
                .doc("numpy slicing x[begin:end:stride] of every axis, the bounds given as int64 "
                     "1-D tensors of x's ndim; the result's shape depends on their values"));
  table.add(
      OpBuilder("manipulation_index", "relax.take")
          .args(2)
          .attrs({{"axis", AttrType::kOptionalInt, false}, {"mode", AttrType::kString, false}})
          .infer(infer_take)
          .kernel(kernel_take)
          .doc("the slices of x at `indices` along `axis`; out-of-range indices error "
               "(\"fast\"), wrap, clip or give NaN by `mode`"));
}

} // namespace rxv::sem
