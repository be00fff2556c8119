// Shape-changing manipulation operators that keep every element: relax.reshape, permute_dims,
// expand_dims, squeeze, flatten, broadcast_to and stack (TVM: src/relax/op/tensor/manipulate.cc).
// TVMScript: `R.reshape(x, R.shape([2, 3]))` and `R.broadcast_to(x, R.shape([4, 3]))` take the
// shape as an argument (a ShapeExpr or a Shape-typed Var); `R.permute_dims(x, axes=[1, 0])`
// (axes=None reverses), `R.expand_dims(x, axis=[0])`, `R.squeeze(x, axis=None)`,
// `R.flatten(x)`.
//
// StructInfo rules (TVM's, except where listed below): reshape's result has the target shape (the
// values of a Shape-typed Var when known, else the Var itself); the element counts must agree.
// permute_dims permutes the dims (axes must be a permutation of the dims; the identity keeps the
// input's StructInfo). expand_dims inserts 1s at `axis`, taken relative to the result's ndim.
// squeeze drops the dims named by `axis` (None: every dim that is 1). flatten gives one dim, the
// element count (a 0-d tensor gives (1,)). broadcast_to gives the target shape; the input's dims,
// aligned from the right, must each be 1 or equal to the target's. stack(tensors, axis=0) joins a
// non-empty tuple of tensors of one dtype, ndim and shape along a new dim at `axis` (normalized
// against the result's ndim; None is 0): dims provably different are an error, undecided ones
// give an unknown shape; tensors on different vdevices give none (TVM's rule).
//
// Kernels: each result is a fresh tensor (a copy), never a view of the input; run-time shape
// disagreements are ShapeMismatch errors.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - reshape: element counts that are neither provably equal nor provably different are a
//   Possibly warning (a run-time check is needed); TVM accepts them silently. A negative literal
//   in the target shape is an error (TVM resolves -1 and 0 when it builds the call, so a printed
//   module never has them).
// - squeeze with `axis`: a literal dim other than 1 stays (as TVM and PyTorch); a symbolic dim
//   is removed, with an error when it is provably never 1 and a warning when it is not provably
//   1 (TVM removes it silently). With axis=None, a dim neither provably 1 nor
//   provably not 1 makes the ndim unknown (TVM: any non-literal dim does). A shape held by a Var
//   with known values gives a ShapeExpr result (TVM: unknown shape).
// - broadcast_to: a pair of dims neither provably equal nor provably different (with the input's
//   not provably 1) is a Possibly warning; TVM accepts it silently.
// - permute_dims with axes on a tensor of unknown ndim gives ndim len(axes) (TVM normalizes the
//   axes against ndim -1 and reports them out of range).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <numeric>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

using namespace manip;

// ---- StructInfo rules ------------------------------------------------------------------------

/// The result of an op whose shape argument `shape_arg` (StructInfo `s`) is the result's shape.
StructInfo target_shaped(const Expr& shape_arg, const ShapeSInfo& s, DataType dtype,
                         const std::optional<std::string>& vdevice) {
  if (s.values) return tensor_of_dims(*s.values, dtype, vdevice);
  if (as<VarNode>(shape_arg)) return tensor_of_shape(shape_arg, s.ndim, dtype, vdevice);
  return tensor_of_ndim(dtype, s.ndim, vdevice);
}

/// Reports a literal negative dim in a target shape; false if there is one.
bool check_target_dims(const CallNode& call, const std::vector<PrimExpr>& dims,
                       OpInferContext& ctx) {
  for (size_t i = 0; i < dims.size(); ++i) {
    if (is_int_imm(dims[i]) && dims[i]->int_value < 0) {
      ctx.error(fmt::format("{}: dimension {} of the target shape {} is negative", op_name(call), i,
                            describe_dims(dims)));
      return false;
    }
  }
  return true;
}

StructInfo infer_reshape(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  const ShapeSInfo* s = expect_shape(call, args, 1, "shape", ctx);
  if (!x || !s) return make_object_sinfo();
  if (s->values && !check_target_dims(call, *s->values, ctx))
    return tensor_of_ndim(x->dtype, s->ndim, x->vdevice);
  const std::vector<PrimExpr>* old_dims = tensor_dims(*x);
  if (s->values && old_dims) {
    Arith& arith = ctx.arith();
    PrimExpr old_count = shape_product(*old_dims, arith);
    PrimExpr new_count = shape_product(*s->values, arith);
    if (!arith.prove_equal(old_count, new_count).is_proved()) {
      std::string what = fmt::format("x {} has {} elements and the new shape {} has {}",
                                     describe_dims(*old_dims), print_prim_expr(old_count),
                                     describe_dims(*s->values), print_prim_expr(new_count));
      if (arith.prove_not_equal(old_count, new_count).is_proved()) {
        ctx.error(fmt::format("relax.reshape: the element counts differ: {}", what));
      } else {
        ctx.warning(fmt::format(
            "relax.reshape: the element counts are not provably equal ({}); a run-time check "
            "is needed",
            what));
      }
    }
  }
  return target_shaped(call.args[1], *s, x->dtype, x->vdevice);
}

StructInfo infer_permute_dims(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  auto axes_attr = read_attr<OptIntList>(call, "axes", {}, ctx);
  if (x->ndim < 0)
    return tensor_of_ndim(x->dtype, axes_attr ? int(axes_attr->size()) : -1, x->vdevice);
  std::vector<int> axes(size_t(x->ndim));
  if (axes_attr) {
    if (int(axes_attr->size()) != x->ndim) {
      ctx.error(fmt::format("relax.permute_dims: {} axes given for a tensor of {} dimensions",
                            axes_attr->size(), x->ndim));
      return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
    }
    auto normalized = normalize_axes(call, *axes_attr, x->ndim, ctx);
    if (!normalized) return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
    axes = std::move(*normalized);
  } else {
    std::iota(axes.rbegin(), axes.rend(), 0);
  }
  bool identity = true;
  for (size_t i = 0; i < axes.size(); ++i) identity = identity && axes[i] == int(i);
  if (identity) return args[0];
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) return tensor_of_ndim(x->dtype, x->ndim, x->vdevice);
  std::vector<PrimExpr> out;
  for (int a : axes) out.push_back((*dims)[size_t(a)]);
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

StructInfo infer_expand_dims(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  auto axis = read_attr<OptIntList>(call, "axis", {}, ctx);
  if (!axis || axis->empty()) return args[0];
  if (x->ndim < 0) return tensor_of_ndim(x->dtype, -1, x->vdevice);
  int out_ndim = x->ndim + int(axis->size());
  auto axes = normalize_axes(call, *axis, out_ndim, ctx);
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!axes || !dims) return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
  std::vector<PrimExpr> out(static_cast<size_t>(out_ndim));
  for (int a : *axes) out[size_t(a)] = make_int(1);
  size_t next = 0;
  for (auto& d : out)
    if (!d) d = (*dims)[next++];
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

StructInfo infer_squeeze(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  auto axis = read_attr<OptIntList>(call, "axis", {}, ctx);
  if (axis && axis->empty()) return args[0];
  if (x->ndim < 0) return tensor_of_ndim(x->dtype, -1, x->vdevice);
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  Arith& arith = ctx.arith();
  PrimExpr one = make_int(1);
  std::vector<bool> removed(size_t(x->ndim), false);
  if (axis) {
    auto axes = normalize_axes(call, *axis, x->ndim, ctx);
    if (!axes) return tensor_of_ndim(x->dtype, -1, x->vdevice);
    int out_ndim = x->ndim - int(axes->size());
    if (!dims) return tensor_of_ndim(x->dtype, out_ndim, x->vdevice);
    for (int a : *axes) {
      const PrimExpr& d = (*dims)[size_t(a)];
      // A literal other than 1 stays: TVM (>= 0.23) skips it, as PyTorch's squeeze does.
      if (is_int_imm(d) && d->int_value != 1) continue;
      removed[size_t(a)] = true;
      if (arith.prove_equal(d, one).is_proved()) continue;
      if (arith.prove_not_equal(d, one).is_proved()) {
        ctx.error(fmt::format("relax.squeeze: dimension {} of x {} is {}, never 1", a,
                              describe_dims(*dims), print_prim_expr(d)));
        return tensor_of_ndim(x->dtype, -1, x->vdevice);
      }
      ctx.warning(fmt::format(
          "relax.squeeze: dimension {} of x {} is not provably 1; a run-time check is needed", a,
          describe_dims(*dims)));
    }
  } else {
    if (!dims) return tensor_of_ndim(x->dtype, -1, x->vdevice);
    for (size_t i = 0; i < dims->size(); ++i) {
      if (arith.prove_equal((*dims)[i], one).is_proved())
        removed[i] = true;
      else if (!arith.prove_not_equal((*dims)[i], one).is_proved())
        return tensor_of_ndim(x->dtype, -1, x->vdevice); // which dims go is decided at run time
    }
  }
  if (std::none_of(removed.begin(), removed.end(), [](bool b) { return b; })) return args[0];
  std::vector<PrimExpr> out;
  for (size_t i = 0; i < dims->size(); ++i)
    if (!removed[i]) out.push_back((*dims)[i]);
  return tensor_of_dims(std::move(out), x->dtype, x->vdevice);
}

StructInfo infer_flatten(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  if (x->ndim == 0) return tensor_of_dims({make_int(1)}, x->dtype, x->vdevice);
  if (x->ndim == 1) return args[0];
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) return tensor_of_ndim(x->dtype, 1, x->vdevice);
  return tensor_of_dims({shape_product(*dims, ctx.arith())}, x->dtype, x->vdevice);
}

StructInfo infer_broadcast_to(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  const ShapeSInfo* s = expect_shape(call, args, 1, "shape", ctx);
  if (!x || !s) return make_object_sinfo();
  if (x->ndim >= 0 && s->ndim >= 0 && s->ndim < x->ndim) {
    ctx.error(
        fmt::format("relax.broadcast_to: the target shape has {} dimensions, fewer than x's {}",
                    s->ndim, x->ndim));
    return tensor_of_ndim(x->dtype, s->ndim, x->vdevice);
  }
  if (s->values && !check_target_dims(call, *s->values, ctx))
    return tensor_of_ndim(x->dtype, s->ndim, x->vdevice);
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (dims && s->values) {
    Arith& arith = ctx.arith();
    const auto& tgt = *s->values;
    size_t n = dims->size(), m = tgt.size();
    for (size_t k = 1; k <= n; ++k) {
      const PrimExpr& d = (*dims)[n - k];
      const PrimExpr& t = tgt[m - k];
      if (arith.prove_equal(d, make_int(1)).is_proved() || arith.prove_equal(d, t).is_proved())
        continue;
      std::string where = fmt::format("dimension {} of x {} is {} and dimension {} of the target "
                                      "shape {} is {}",
                                      n - k, describe_dims(*dims), print_prim_expr(d), m - k,
                                      describe_dims(tgt), print_prim_expr(t));
      if (arith.prove_not_equal(d, t).is_proved() &&
          arith.prove_not_equal(d, make_int(1)).is_proved()) {
        ctx.error(fmt::format("relax.broadcast_to: {}: x does not broadcast", where));
        return tensor_of_ndim(x->dtype, s->ndim, x->vdevice);
      }
      ctx.warning(fmt::format(
          "relax.broadcast_to: {}: not provably broadcastable; a run-time check is needed", where));
    }
  }
  if (as<ShapeExprNode>(call.args[1]) || as<VarNode>(call.args[1]))
    return tensor_of_shape(call.args[1], s->ndim, x->dtype, x->vdevice);
  return target_shaped(call.args[1], *s, x->dtype, x->vdevice);
}

StructInfo infer_stack(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) {
  const auto* tup = as<TupleSInfo>(args[0]);
  if (!tup || tup->fields.empty()) {
    ctx.error(fmt::format("relax.stack: argument 0 (tensors) must be a non-empty tuple of "
                          "tensors, got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  DataType dtype = DataType::Void();
  bool void_dtype = false, vdevice_differs = false;
  std::optional<std::string> vdevice;
  int ndim = -1;
  std::vector<const std::vector<PrimExpr>*> shapes;
  for (size_t i = 0; i < tup->fields.size(); ++i) {
    const auto* t = as<TensorSInfo>(tup->fields[i]);
    if (!t) {
      ctx.error(fmt::format("relax.stack: field {} of the tuple must be a tensor, got {}", i,
                            describe(tup->fields[i])));
      return make_object_sinfo();
    }
    if (t->dtype.is_void()) {
      void_dtype = true;
    } else if (dtype.is_void()) {
      dtype = t->dtype;
    } else if (t->dtype != dtype) {
      ctx.error(fmt::format("relax.stack: the tensors' dtypes differ: {} and {}", dtype.str(),
                            t->dtype.str()));
      return make_object_sinfo();
    }
    if (t->ndim >= 0 && ndim >= 0 && t->ndim != ndim) {
      ctx.error(fmt::format("relax.stack: the tensors' ndims differ: {} and {}", ndim, t->ndim));
      return make_object_sinfo();
    }
    if (t->ndim >= 0) ndim = t->ndim;
    if (t->vdevice && vdevice && *t->vdevice != *vdevice) vdevice_differs = true;
    if (t->vdevice && !vdevice) vdevice = t->vdevice;
    shapes.push_back(tensor_dims(*t));
  }
  if (void_dtype) dtype = DataType::Void();
  if (vdevice_differs) vdevice.reset();
  if (ndim < 0) return tensor_of_ndim(dtype, -1, vdevice);
  auto axis =
      normalize_axis(call, read_attr<OptInt>(call, "axis", {}, ctx).value_or(0), ndim + 1, ctx);
  if (!axis) return make_object_sinfo();
  bool known = true;
  for (size_t i = 0; i < shapes.size(); ++i) {
    if (!shapes[i] || !shapes[0]) {
      known = false;
      continue;
    }
    Compat c = compare_dims(*shapes[0], *shapes[i], ctx.arith());
    if (c == Compat::kIncompatible) {
      ctx.error(fmt::format("relax.stack: the tensors' shapes differ: {} and {}",
                            describe_dims(*shapes[0]), describe_dims(*shapes[i])));
      return make_object_sinfo();
    }
    known = known && c == Compat::kCompatible;
  }
  if (!known) return tensor_of_ndim(dtype, ndim + 1, vdevice);
  std::vector<PrimExpr> out = *shapes[0];
  out.insert(out.begin() + *axis, make_int(int64_t(shapes.size())));
  return tensor_of_dims(std::move(out), dtype, vdevice);
}

// ---- Kernels ---------------------------------------------------------------------------------

EvalOr<std::vector<int64_t>> shape_arg(const CallNode& call, const std::vector<Value>& args,
                                       size_t i, KernelContext& ctx) {
  const ShapeValue* s = i < args.size() ? args[i].as_shape() : nullptr;
  if (!s)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: argument {} must be a shape", op_name(call), i));
  for (int64_t d : s->dims)
    if (d < 0)
      return ctx.error(
          EvalErrorKind::kShapeMismatch,
          fmt::format("{}: the target shape has a negative dimension {}", op_name(call), d));
  return s->dims;
}

EvalOr<Value> kernel_reshape(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto shape = shape_arg(call, args, 1, ctx);
  if (!shape) return shape.error();
  auto count = checked_product(*shape);
  if (!count || *count != (*x)->num_elements())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.reshape: cannot reshape {} elements of shape {} to {}",
                                 (*x)->num_elements(), format_shape((*x)->shape),
                                 format_shape(*shape)));
  return reshaped_copy(**x, std::move(*shape), ctx);
}

EvalOr<Value> kernel_permute_dims(const CallNode& call, const std::vector<Value>& args,
                                  KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto attr = read_attr<OptIntList>(call, "axes", {}, ctx);
  if (!attr) return attr.error();
  size_t n = in.shape.size();
  std::vector<int> axes(n);
  if (*attr) {
    if ((*attr)->size() != n)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("relax.permute_dims: {} axes for a tensor of {} dimensions",
                                   (*attr)->size(), n));
    std::vector<bool> seen(n, false);
    for (size_t i = 0; i < n; ++i) {
      auto a = kernel_axis(call, (**attr)[i], int64_t(n), ctx);
      if (!a) return a.error();
      if (seen[size_t(*a)])
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("relax.permute_dims: axis {} is given twice", *a));
      seen[size_t(*a)] = true;
      axes[i] = *a;
    }
  } else {
    std::iota(axes.rbegin(), axes.rend(), 0);
  }
  std::vector<int64_t> shape(n), in_strides = strides_of(in.shape), step(n);
  for (size_t i = 0; i < n; ++i) {
    shape[i] = in.shape[size_t(axes[i])];
    step[i] = in_strides[size_t(axes[i])];
  }
  return gather(in, std::move(shape), ctx, [&](const std::vector<int64_t>& idx) {
    int64_t s = 0;
    for (size_t i = 0; i < n; ++i) s += idx[i] * step[i];
    return s;
  });
}

EvalOr<Value> kernel_expand_dims(const CallNode& call, const std::vector<Value>& args,
                                 KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto attr = read_attr<OptIntList>(call, "axis", {}, ctx);
  if (!attr) return attr.error();
  std::vector<int64_t> axis = attr->value_or(std::vector<int64_t>{});
  int64_t out_ndim = (*x)->ndim() + int64_t(axis.size());
  std::vector<int64_t> shape(size_t(out_ndim), -1);
  for (int64_t a : axis) {
    auto n = kernel_axis(call, a, out_ndim, ctx);
    if (!n) return n.error();
    if (shape[size_t(*n)] == 1)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("relax.expand_dims: axis {} is given twice", *n));
    shape[size_t(*n)] = 1;
  }
  size_t next = 0;
  for (auto& d : shape)
    if (d < 0) d = (*x)->shape[next++];
  return reshaped_copy(**x, std::move(shape), ctx);
}

EvalOr<Value> kernel_squeeze(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto attr = read_attr<OptIntList>(call, "axis", {}, ctx);
  if (!attr) return attr.error();
  std::vector<bool> removed(in.shape.size(), false);
  if (*attr) {
    for (int64_t a : **attr) {
      auto n = kernel_axis(call, a, in.ndim(), ctx);
      if (!n) return n.error();
      // A dim other than 1 stays (TVM >= 0.23, as PyTorch's squeeze).
      removed[size_t(*n)] = in.shape[size_t(*n)] == 1;
    }
  } else {
    for (size_t i = 0; i < in.shape.size(); ++i) removed[i] = in.shape[i] == 1;
  }
  std::vector<int64_t> shape;
  for (size_t i = 0; i < in.shape.size(); ++i)
    if (!removed[i]) shape.push_back(in.shape[i]);
  return reshaped_copy(in, std::move(shape), ctx);
}

EvalOr<Value> kernel_flatten(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  return reshaped_copy(**x, {(*x)->num_elements()}, ctx);
}

EvalOr<Value> kernel_broadcast_to(const CallNode& call, const std::vector<Value>& args,
                                  KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto shape = shape_arg(call, args, 1, ctx);
  if (!shape) return shape.error();
  const Tensor& in = **x;
  size_t n = in.shape.size(), m = shape->size();
  bool ok = m >= n;
  for (size_t k = 1; ok && k <= n; ++k)
    ok = in.shape[n - k] == 1 || in.shape[n - k] == (*shape)[m - k];
  if (!ok)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.broadcast_to: shape {} does not broadcast to {}",
                                 format_shape(in.shape), format_shape(*shape)));
  // Output dim m-k reads input dim n-k, with stride 0 where the input's dim is 1.
  std::vector<int64_t> in_strides = strides_of(in.shape), step(m, 0);
  for (size_t k = 1; k <= n; ++k) step[m - k] = in.shape[n - k] == 1 ? 0 : in_strides[n - k];
  return gather(in, std::move(*shape), ctx, [&](const std::vector<int64_t>& idx) {
    int64_t s = 0;
    for (size_t i = 0; i < m; ++i) s += idx[i] * step[i];
    return s;
  });
}

EvalOr<Value> kernel_stack(const CallNode& call, const std::vector<Value>& args,
                           KernelContext& ctx) {
  const TupleValue* t = args.empty() ? nullptr : args[0].as_tuple();
  std::vector<const Tensor*> ts;
  for (size_t i = 0; t && i < t->fields.size(); ++i) ts.push_back(t->fields[i].as_tensor());
  bool ok = !ts.empty();
  for (const Tensor* x : ts) ok = ok && x && x->dtype == ts[0]->dtype && x->shape == ts[0]->shape;
  if (!ok)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     "relax.stack: the tensors must be a non-empty tuple of one dtype and shape");
  auto axis_attr = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis_attr) return axis_attr.error();
  auto axis = kernel_axis(call, axis_attr->value_or(0), ts[0]->ndim() + 1, ctx);
  if (!axis) return axis.error();
  std::vector<int64_t> shape = ts[0]->shape;
  shape.insert(shape.begin() + *axis, int64_t(ts.size()));
  auto out = ctx.alloc(ts[0]->dtype, shape);
  if (!out) return out.error();
  // Element (o, j, i) of the result (o: the dims before axis, i: after) is ts[j][o, i].
  int64_t inner = 1, outer = 1, n = int64_t(ts.size());
  for (size_t k = 0; k < ts[0]->shape.size(); ++k)
    (int(k) < *axis ? outer : inner) *= ts[0]->shape[k];
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < inner; ++i)
        copy_elem(*out, (o * n + j) * inner + i, *ts[size_t(j)], o * inner + i);
  return Value(*out);
}

} // namespace

void register_manipulation_shape_ops(OpTable& table) {
  table.add(OpBuilder("manipulation_shape", "relax.reshape")
                .args(2)
                .infer(infer_reshape)
                .kernel(kernel_reshape)
                .doc("the elements of x in row-major order in the target shape; the element "
                     "counts must agree"));
  table.add(OpBuilder("manipulation_shape", "relax.permute_dims")
                .args(1)
                .attrs({{"axes", AttrType::kOptionalIntList, false}})
                .infer(infer_permute_dims)
                .kernel(kernel_permute_dims)
                .doc("transposes x: result dim i is x's dim axes[i] (axes=None reverses)"));
  table.add(OpBuilder("manipulation_shape", "relax.expand_dims")
                .args(1)
                .attrs({{"axis", AttrType::kIntList, true}})
                .infer(infer_expand_dims)
                .kernel(kernel_expand_dims)
                .doc("inserts dims of length 1 at `axis` (positions in the result)"));
  table.add(OpBuilder("manipulation_shape", "relax.squeeze")
                .args(1)
                .attrs({{"axis", AttrType::kOptionalIntList, false}})
                .infer(infer_squeeze)
                .kernel(kernel_squeeze)
                .doc("drops the dims at `axis` (each must be 1), or every dim of length 1"));
  table.add(OpBuilder("manipulation_shape", "relax.flatten")
                .args(1)
                .infer(infer_flatten)
                .kernel(kernel_flatten)
                .doc("the elements of x as a 1-D tensor (a 0-d tensor gives shape (1,))"));
  table.add(OpBuilder("manipulation_shape", "relax.broadcast_to")
                .args(2)
                .infer(infer_broadcast_to)
                .kernel(kernel_broadcast_to)
                .doc("x broadcast numpy-style to the target shape; x's dims must be 1 or equal"));
  table.add(OpBuilder("manipulation_shape", "relax.stack")
                .args(1)
                .attrs({{"axis", AttrType::kOptionalInt, false}})
                .signature("tensors, axis=0")
                .infer(infer_stack)
                .kernel(kernel_stack)
                .doc("the tensors (one dtype and shape) joined along a new dim at `axis`"));
}

} // namespace rxv::sem
