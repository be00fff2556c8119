// rxv's built-in PackedFuncs (semantics/interp/packed_func.h): small,
// documented functions for tests and for the PackedFunc names the corpus calls
// (R.call_packed, R.call_pure_packed, R.call_dps_packed, R.ExternFunc). Each
// checks its arguments and fails with an EvalError (kind TypeError for a wrong
// argument, ShapeMismatch for disagreeing shapes), never crashes. Functions
// that write into an argument record a "mutate" effect naming the function and
// the argument.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "semantics/interp/packed_func.h"
#include "semantics/value/print_format.h"

namespace rxv::sem {

namespace {

using Args = std::vector<Value>;

EvalError arg_error(KernelContext& ctx, std::string_view fn, std::string message) {
  return ctx.error(EvalErrorKind::kTypeError, fmt::format("PackedFunc \"{}\": {}", fn, message));
}

/// Argument `i` as a tensor, or null after setting `err`. An input (the function reads it) must
/// be fully defined (see Tensor::undef); an output (`is_output`: the function writes every
/// element) becomes defined.
const Tensor* tensor_arg(const Args& args, size_t i, std::string_view fn, KernelContext& ctx,
                         std::optional<EvalError>& err, bool is_output = false) {
  if (i >= args.size()) {
    err =
        arg_error(ctx, fn, fmt::format("needs at least {} arguments, got {}", i + 1, args.size()));
    return nullptr;
  }
  const Tensor* t = args[i].as_tensor();
  if (!t) {
    err = arg_error(ctx, fn,
                    fmt::format("argument {} must be a tensor, got a {}", i, args[i].kind_name()));
    return nullptr;
  }
  if (int64_t e = t->first_undefined(); e >= 0 && !is_output) {
    err = ctx.error(EvalErrorKind::kUninitialized,
                    fmt::format("PackedFunc \"{}\" reads element {} of argument {}, which nothing "
                                "has written",
                                fn, e, i));
    return nullptr;
  }
  if (is_output) t->mark_defined();
  return t;
}

/// A fresh tensor of `src`'s dtype and `shape`, allocated under the run's
/// limits.
EvalOr<Tensor> alloc_like(KernelContext& ctx, const Tensor& src, std::vector<int64_t> shape) {
  return ctx.alloc(src.dtype, std::move(shape));
}

/// Wrapping (integers), logical-or (bool) or IEEE (floats) addition in the
/// storage type.
template <class T> T add_elem(T a, T b, bool is_bool) {
  if constexpr (std::is_same_v<T, Half>) {
    return float_to_half(half_to_float(a) + half_to_float(b));
  } else if constexpr (std::is_floating_point_v<T>) {
    return a + b;
  } else {
    if (is_bool) return T((a | b) != 0);
    return T(uint64_t(a) + uint64_t(b));
  }
}

/// dst[i] = a[i] + b[i] elementwise; all three of one dtype and element count.
void add_into(const Tensor& dst, const Tensor& a, const Tensor& b) {
  dispatch_dtype(dst.dtype, [&](auto tag) {
    using T = decltype(tag);
    T* d = dst.ptr<T>();
    const T* x = a.ptr<T>();
    const T* y = b.ptr<T>();
    bool is_bool = dst.dtype.is_bool();
    for (int64_t i = 0, n = dst.num_elements(); i < n; ++i) d[i] = add_elem<T>(x[i], y[i], is_bool);
  });
}

EvalStatus same_type(const Tensor& a, const Tensor& b, std::string_view fn, KernelContext& ctx) {
  if (a.dtype != b.dtype)
    return arg_error(ctx, fn, fmt::format("dtypes {} and {} differ", a.dtype.str(), b.dtype.str()));
  if (a.shape != b.shape)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("PackedFunc \"{}\": the tensors' shapes differ", fn));
  return eval_ok();
}

EvalOr<Value> identity(const Args& args, KernelContext& ctx, std::string_view fn) {
  if (args.empty()) return arg_error(ctx, fn, "needs one argument");
  return args[0];
}

EvalOr<Value> copy(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  if (!x) return *err;
  EvalOr<Tensor> out = alloc_like(ctx, *x, x->shape);
  if (!out.ok()) return out.error();
  if (x->num_bytes() > 0) std::memcpy(out->bytes(), x->bytes(), size_t(x->num_bytes()));
  return Value(std::move(*out));
}

EvalOr<Value> add_inplace(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* a = tensor_arg(args, 0, fn, ctx, err);
  const Tensor* b = a ? tensor_arg(args, 1, fn, ctx, err) : nullptr;
  if (!b) return *err;
  if (EvalStatus st = same_type(*a, *b, fn, ctx); !st.ok()) return st.error();
  add_into(*a, *a, *b);
  ctx.effects().push_back(Effect{"mutate", fmt::format("{}: argument 0", fn)});
  return args[0];
}

EvalOr<Value> increment_inplace(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* a = tensor_arg(args, 0, fn, ctx, err);
  if (!a) return *err;
  for (int64_t i = 0, n = a->num_elements(); i < n; ++i) {
    if (a->dtype.is_float())
      a->set_float(i, a->get_float(i) + 1);
    else
      a->set_int(i, a->dtype.is_bool() ? 1 : int64_t(uint64_t(a->get_int(i)) + 1));
  }
  ctx.effects().push_back(Effect{"mutate", fmt::format("{}: argument 0", fn)});
  return Value(NullValue{});
}

EvalOr<Value> add(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* a = tensor_arg(args, 0, fn, ctx, err);
  const Tensor* b = a ? tensor_arg(args, 1, fn, ctx, err) : nullptr;
  if (!b) return *err;
  if (EvalStatus st = same_type(*a, *b, fn, ctx); !st.ok()) return st.error();
  EvalOr<Tensor> out = alloc_like(ctx, *a, a->shape);
  if (!out.ok()) return out.error();
  add_into(*out, *a, *b);
  return Value(std::move(*out));
}

EvalOr<Value> print(const Args& args, KernelContext& ctx, std::string_view) {
  EvalOr<std::string> text = python_format("", args);
  if (!text.ok()) return ctx.error(text.error().kind, text.error().message);
  ctx.effects().push_back(Effect{"print", *text, "", args});
  return Value(NullValue{});
}

/// TVM's `relax.run.print(format, *values)`, what LegalizeOps makes of `R.print(*values,
/// format=...)`: the same print effect as the op (an empty format prints the values separated by
/// spaces), and the op's result, the empty tuple.
EvalOr<Value> run_print(const Args& args, KernelContext& ctx, std::string_view fn) {
  const StringValue* format = args.empty() ? nullptr : args[0].as_string();
  if (!format) return arg_error(ctx, fn, "needs a format string as argument 0");
  EvalOr<std::string> text = python_format(format->value, Args(args.begin() + 1, args.end()));
  if (!text.ok())
    return ctx.error(text.error().kind, fmt::format("{}: {}", fn, text.error().message));
  ctx.effects().push_back(
      Effect{"print", std::move(*text), format->value, Args(args.begin() + 1, args.end())});
  return make_tuple_value({});
}

EvalOr<Value> unique(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  if (!x) return *err;
  if (x->ndim() != 1) return arg_error(ctx, fn, "needs a 1-D tensor");
  int64_t n = x->num_elements();
  std::vector<int64_t> order(size_t(n), 0);
  for (int64_t i = 0; i < n; ++i) order[size_t(i)] = i;
  // Sorted ascending, NaNs last and collapsed into one (numpy's unique,
  // equal_nan=True).
  bool is_float = x->dtype.is_float();
  auto key_less = [&](int64_t i, int64_t j) {
    if (is_float) {
      double a = x->get_float(i), b = x->get_float(j);
      if (std::isnan(a) || std::isnan(b)) return !std::isnan(a) && std::isnan(b);
      return a < b;
    }
    if (x->dtype.is_uint()) return uint64_t(x->get_int(i)) < uint64_t(x->get_int(j));
    return x->get_int(i) < x->get_int(j);
  };
  std::sort(order.begin(), order.end(), key_less);
  std::vector<int64_t> keep;
  for (int64_t i : order)
    if (keep.empty() || key_less(keep.back(), i)) keep.push_back(i);
  EvalOr<Tensor> out = alloc_like(ctx, *x, {int64_t(keep.size())});
  if (!out.ok()) return out.error();
  int64_t eb = x->elem_bytes();
  for (size_t k = 0; k < keep.size(); ++k)
    std::memcpy(out->bytes() + int64_t(k) * eb, x->bytes() + keep[k] * eb, size_t(eb));
  return Value(std::move(*out));
}

EvalOr<Value> scale(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  if (!x) return *err;
  if (args.size() < 2) return arg_error(ctx, fn, "needs a scale factor");
  double factor;
  if (const PrimScalar* p = args[1].as_prim()) {
    factor = p->is_float() ? p->f : double(p->i);
  } else if (const Tensor* t = args[1].as_tensor(); t && t->ndim() == 0) {
    factor = t->get_float(0);
  } else {
    return arg_error(ctx, fn, "the scale factor must be a PrimValue or a scalar tensor");
  }
  if (!x->dtype.is_float()) return arg_error(ctx, fn, "needs a float tensor");
  EvalOr<Tensor> out = alloc_like(ctx, *x, x->shape);
  if (!out.ok()) return out.error();
  for (int64_t i = 0, n = x->num_elements(); i < n; ++i)
    out->set_float(i, x->get_float(i) * factor);
  return Value(std::move(*out));
}

EvalOr<Value> transpose(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  if (!x) return *err;
  if (x->ndim() != 2) return arg_error(ctx, fn, "needs a 2-D tensor");
  int64_t r = x->shape[0], c = x->shape[1], eb = x->elem_bytes();
  EvalOr<Tensor> out = alloc_like(ctx, *x, {c, r});
  if (!out.ok()) return out.error();
  for (int64_t i = 0; i < r; ++i)
    for (int64_t j = 0; j < c; ++j)
      std::memcpy(out->bytes() + (j * r + i) * eb, x->bytes() + (i * c + j) * eb, size_t(eb));
  return Value(std::move(*out));
}

/// The first `rows` rows of x (rows <= x's rows), followed by zero rows up to
/// `rows`.
EvalOr<Value> resize_rows(const Args& args, KernelContext& ctx, std::string_view fn,
                          int64_t delta) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  if (!x) return *err;
  if (x->ndim() < 1) return arg_error(ctx, fn, "needs a tensor of at least one dimension");
  int64_t rows = x->shape[0] + delta;
  if (rows < 0)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("PackedFunc \"{}\": the tensor has no row to drop", fn));
  std::vector<int64_t> shape = x->shape;
  shape[0] = rows;
  EvalOr<Tensor> out = alloc_like(ctx, *x, shape);
  if (!out.ok()) return out.error();
  size_t n = size_t(std::min(out->num_bytes(), x->num_bytes()));
  if (n) std::memcpy(out->bytes(), x->bytes(), n);
  return Value(std::move(*out));
}

EvalOr<Value> exp_dps(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  const Tensor* out = x ? tensor_arg(args, 1, fn, ctx, err, true) : nullptr;
  if (!out) return *err;
  if (EvalStatus st = same_type(*x, *out, fn, ctx); !st.ok()) return st.error();
  if (!x->dtype.is_float()) return arg_error(ctx, fn, "needs float tensors");
  for (int64_t i = 0, n = x->num_elements(); i < n; ++i) {
    // Computed in the dtype's own precision (float16 in float32, DESIGN.md).
    if (x->dtype.bits == 64)
      out->set_float(i, std::exp(x->get_float(i)));
    else
      out->set_float(i, double(std::exp(float(x->get_float(i)))));
  }
  ctx.effects().push_back(Effect{"mutate", fmt::format("{}: argument 1", fn)});
  return Value(NullValue{});
}

/// Destination-passing tile along the last axis: out[..., j] = x[..., j % k].
EvalOr<Value> tile_last(const Args& args, KernelContext& ctx, std::string_view fn) {
  std::optional<EvalError> err;
  const Tensor* x = tensor_arg(args, 0, fn, ctx, err);
  const Tensor* out = x ? tensor_arg(args, 1, fn, ctx, err, true) : nullptr;
  if (!out) return *err;
  if (x->dtype != out->dtype || x->ndim() < 1 || x->ndim() != out->ndim())
    return arg_error(ctx, fn, "needs an input and an output of one dtype and rank >= 1");
  int64_t k = x->shape.back(), m = out->shape.back();
  bool ok = (k == 0) ? m == 0 : m % k == 0;
  for (size_t a = 0; a + 1 < x->shape.size(); ++a) ok = ok && x->shape[a] == out->shape[a];
  if (!ok)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("PackedFunc \"{}\": the output is not a tiling of the input", fn));
  int64_t rows = m == 0 ? 0 : out->num_elements() / m, eb = x->elem_bytes();
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < m; ++j)
      std::memcpy(out->bytes() + (r * m + j) * eb, x->bytes() + (r * k + j % k) * eb, size_t(eb));
  ctx.effects().push_back(Effect{"mutate", fmt::format("{}: argument 1", fn)});
  return Value(NullValue{});
}

EvalOr<Value> shape_identity(const Args& args, KernelContext& ctx, std::string_view fn) {
  if (args.empty() || !args[0].as_shape()) return arg_error(ctx, fn, "needs a shape argument");
  return args[0];
}

EvalOr<Value> consume(const Args&, KernelContext&, std::string_view) { return Value(NullValue{}); }

using Impl = EvalOr<Value> (*)(const Args&, KernelContext&, std::string_view);

void add_fn(PackedFuncRegistry& r, const std::string& name, Impl impl, std::string doc) {
  r.add(
      name, [impl, name](const Args& args, KernelContext& ctx) { return impl(args, ctx, name); },
      std::move(doc));
}

} // namespace

void register_builtin_packed_funcs(PackedFuncRegistry& r) {
  for (const char* n : {"rxv.identity", "test.identity"})
    add_fn(r, n, identity, "returns argument 0 itself (aliasing it)");
  for (const char* n : {"rxv.copy", "test.copy", "vm.builtin.copy"})
    add_fn(r, n, copy, "a fresh copy of tensor argument 0");
  add_fn(r, "rxv.test.add_inplace", add_inplace,
         "adds tensor argument 1 into tensor argument 0 (same dtype and shape; "
         "integers wrap), "
         "records a mutate effect, returns argument 0");
  add_fn(r, "custom_inplace_update", increment_inplace,
         "adds 1 to every element of tensor argument 0 in place (bool: sets "
         "it), records a "
         "mutate effect, returns null");
  add_fn(r, "custom_add", add, "a fresh tensor: argument 0 + argument 1 (same dtype and shape)");
  for (const char* n : {"rxv.print", "custom_print", "test.log"})
    add_fn(r, n, print,
           "records a print effect of the arguments separated by spaces; "
           "returns null");
  r.add_op_lowering(
      "relax.run.print",
      [](const Args& args, KernelContext& ctx) { return run_print(args, ctx, "relax.run.print"); },
      "TVM's legalized R.print: records the op's print effect of arguments 1... formatted by the "
      "Python format string argument 0 (empty: separated by spaces); returns the empty tuple");
  for (const char* n : {"rxv.unique", "custom_unique"})
    add_fn(r, n, unique,
           "the sorted unique values of a 1-D tensor (NaNs last, collapsed "
           "into one): a "
           "data-dependent output shape");
  add_fn(r, "test.scale", scale,
         "a fresh float tensor: argument 0 times argument 1 (a PrimValue or a "
         "scalar tensor); "
         "further arguments are ignored");
  add_fn(r, "test.transpose", transpose, "a fresh transpose of a 2-D tensor");
  add_fn(
      r, "test.drop_row",
      [](const Args& a, KernelContext& c, std::string_view f) { return resize_rows(a, c, f, -1); },
      "tensor argument 0 without its last row (axis 0); errors on zero rows");
  add_fn(
      r, "test.add_row",
      [](const Args& a, KernelContext& c, std::string_view f) { return resize_rows(a, c, f, 1); },
      "tensor argument 0 with a row of zeros appended (axis 0)");
  add_fn(r, "test.exp_dps", exp_dps,
         "destination-passing exp: writes exp(argument 0) into argument 1 "
         "(records a mutate "
         "effect), returns null");
  add_fn(r, "custom_tile", tile_last,
         "destination-passing tile along the last axis: out[..., j] = x[..., j "
         "% k]");
  add_fn(r, "myshape_func", shape_identity, "returns its shape argument");
  add_fn(r, "test.consume_scalars", consume, "accepts any arguments and returns null");
}

} // namespace rxv::sem
