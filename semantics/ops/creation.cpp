// Creation operators (relax.zeros, ones, full, zeros_like, ones_like, full_like, arange), the
// cast relax.astype and relax.tril / relax.triu. StructInfo rules (TVM's src/relax/op/tensor/
// create.cc and datatype.cc):
// - zeros/ones(shape, dtype): `shape` must be a Shape; the result's shape is that argument (a
//   Var stays a Var, a ShapeExpr gives its dims), its dtype the `dtype` attribute.
// - full(shape, fill_value, dtype): fill_value is a 0-d tensor; the dtype is the attribute's,
//   else fill_value's; the vdevice is fill_value's.
// - zeros_like/ones_like(x, dtype), full_like(x, fill_value, dtype): x's StructInfo with the
//   dtype replaced when the attribute is set (not void).
// - arange(start, end, step, dtype): three PrimValues; the length is
//   (end - start + step - 1) // step for integers, ceil((end - start) / step) for floats.
// - astype(x, dtype): x's shape, the new dtype.
// - tril/triu(x, k): x has at least two dimensions; k is an integer PrimValue; x's StructInfo.
// Kernels: values in the result dtype; conversions by the one cast rule of kernel_helpers.h
// (cast_elem: float to integer truncates toward zero and saturates, NaN gives 0).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - zeros/ones with a void dtype is an error here; TVM's Python API rejects it before the op is
//   built, so the rule never sees one.
// - full/full_like with a fill_value of unknown ndim is a warning (TVM: error); a known ndim
//   other than 0 is an error as in TVM.
// - arange with a void dtype takes int64 when start, end and step are integers, else float32
//   (TVM's Python front end does the same before building the op).
// - arange's length with a negative step (a literal): (end - start + step + 1) // step, the
//   correct count; TVM applies the positive-step formula and gets e.g. 7 for arange(5, 0, -1).
//   With literal start, end and step the length is max(0, ...), as numpy; TVM can give a
//   negative dimension. A zero step is an error (a literal) or an EvalError (at run time).
// - tril/triu also accept the older spelling with k as an attribute (`k=0`), and k omitted (0).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

// ---- StructInfo rules --------------------------------------------------------------------------

/// The tensor StructInfo whose shape is the Shape-valued argument `shape_arg` (StructInfo `s`).
StructInfo tensor_of_shape_arg(const Expr& shape_arg, const ShapeSInfo& s, DataType dtype,
                               std::optional<std::string> vdevice) {
  if (as<VarNode>(shape_arg)) {
    auto n = std::make_shared<TensorSInfo>();
    n->shape = shape_arg;
    n->ndim = s.ndim;
    n->dtype = dtype;
    n->vdevice = std::move(vdevice);
    return n;
  }
  if (s.values) return tensor_of_dims(*s.values, dtype, std::move(vdevice));
  return tensor_of_ndim(dtype, s.ndim, std::move(vdevice));
}

const ShapeSInfo* expect_shape(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  if (const auto* s = as<ShapeSInfo>(args[0])) return s;
  ctx.error(fmt::format("{}: argument 0 (shape) must be a Shape, got {}", op_name(call),
                        describe(args[0])));
  return nullptr;
}

/// The fill value of full / full_like: a 0-d tensor.
const TensorSInfo* expect_fill(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const TensorSInfo* f = expect_tensor(call, args, 1, "fill_value", ctx);
  if (!f) return nullptr;
  if (f->ndim > 0)
    ctx.error(fmt::format("{}: the fill value must be a 0-d tensor, got {}", op_name(call),
                          describe(args[1])));
  else if (f->ndim < 0)
    ctx.warning(fmt::format("{}: the fill value {} is not known to be 0-d; a run-time check is "
                            "needed",
                            op_name(call), describe(args[1])));
  return f;
}

StructInfo infer_zeros_ones(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  const ShapeSInfo* s = expect_shape(call, args, ctx);
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  if (dtype.is_void())
    ctx.error(fmt::format("{} needs a dtype (the attribute 'dtype' is void)", op_name(call)));
  if (!s) return make_object_sinfo();
  return tensor_of_shape_arg(call.args[0], *s, dtype, std::nullopt);
}

StructInfo infer_full(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const ShapeSInfo* s = expect_shape(call, args, ctx);
  const TensorSInfo* f = expect_fill(call, args, ctx);
  if (!s || !f) return make_object_sinfo();
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  if (dtype.is_void()) dtype = f->dtype;
  return tensor_of_shape_arg(call.args[0], *s, dtype, f->vdevice);
}

StructInfo infer_like(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (args.size() > 1) expect_fill(call, args, ctx);
  if (!x) return make_object_sinfo();
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  return tensor_like(*x, dtype.is_void() ? x->dtype : dtype);
}

StructInfo infer_arange(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  static const char* const kNames[] = {"start", "end", "step"};
  const PrimSInfo* p[3] = {};
  bool ok = true;
  for (size_t i = 0; i < 3; ++i) {
    p[i] = as<PrimSInfo>(args[i]);
    if (!p[i]) {
      ctx.error(fmt::format("relax.arange: argument {} ({}) must be a PrimValue, got {}", i,
                            kNames[i], describe(args[i])));
      ok = false;
    }
  }
  if (!ok) return make_object_sinfo();
  bool all_int = true;
  for (const PrimSInfo* x : p) all_int = all_int && x->dtype.is_int();
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  if (dtype.is_void()) dtype = all_int ? DataType::Int(64) : DataType::Float(32);
  const PrimExpr &start = p[0]->value, &end = p[1]->value, &step = p[2]->value;
  if (!start || !end || !step) return tensor_of_ndim(dtype, 1, std::nullopt);
  auto literal = [](const PrimExpr& e) -> std::optional<double> {
    if (e->kind == PrimKind::kIntImm) return double(e->int_value);
    if (e->kind == PrimKind::kFloatImm) return e->float_value;
    return std::nullopt;
  };
  auto ls = literal(start), le = literal(end), lt = literal(step);
  if (lt && *lt == 0) {
    ctx.error("relax.arange: the step is 0");
    return tensor_of_ndim(dtype, 1, std::nullopt);
  }
  if (ls && le && lt) {
    double n = std::max(0.0, std::ceil((*le - *ls) / *lt));
    return tensor_of_dims({make_int(int64_t(n))}, dtype, std::nullopt);
  }
  if (!all_int) return tensor_of_ndim(dtype, 1, std::nullopt);
  // Symbolic integers: ceil((end - start) / step) as a floordiv, by the sign of a literal step.
  bool negative = lt && *lt < 0;
  if (!lt && !ctx.arith().prove_gt(step, make_int(0)).is_proved())
    return tensor_of_ndim(dtype, 1, std::nullopt);
  PrimExpr diff = make_binary(PrimKind::kSub, end, start);
  PrimExpr adjust = negative ? make_binary(PrimKind::kAdd, step, make_int(1))
                             : make_binary(PrimKind::kSub, step, make_int(1));
  PrimExpr n = make_binary(PrimKind::kFloorDiv, make_binary(PrimKind::kAdd, diff, adjust), step);
  return tensor_of_dims({ctx.arith().simplify(n)}, dtype, std::nullopt);
}

StructInfo infer_astype(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  if (dtype.is_void()) ctx.error("relax.astype needs a dtype (the attribute 'dtype' is void)");
  if (!x) return make_object_sinfo();
  return tensor_like(*x, dtype);
}

StructInfo infer_trilu(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (args.size() > 1) {
    const auto* k = as<PrimSInfo>(args[1]);
    if (!k || (!k->dtype.is_void() && !k->dtype.is_int()))
      ctx.error(fmt::format("{}: argument 1 (k) must be an integer PrimValue, got {}",
                            op_name(call), describe(args[1])));
    if (call.attrs.find("k"))
      ctx.error(
          fmt::format("{}: k is given both as an argument and as an attribute", op_name(call)));
  }
  if (!x) return make_object_sinfo();
  if (x->ndim >= 0 && x->ndim < 2)
    ctx.error(fmt::format("{} needs a tensor of at least 2 dimensions, got {}", op_name(call),
                          describe(args[0])));
  return tensor_like(*x, x->dtype);
}

// ---- Kernels -----------------------------------------------------------------------------------

/// A tensor of `shape` with every element `value` (converted to `dtype`).
EvalOr<Value> filled(DataType dtype, std::vector<int64_t> shape, double fvalue, int64_t ivalue,
                     bool is_float_value, KernelContext& ctx) {
  auto out = alloc_tensor(dtype, std::move(shape), ctx);
  if (!out) return out.error();
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    T v = is_float_value ? cast_elem<T>(fvalue, dtype.is_bool())
                         : cast_elem<T>(ivalue, dtype.is_bool());
    std::fill(out->ptr<T>(), out->ptr<T>() + out->num_elements(), v);
  });
  return Value(*out);
}

EvalOr<std::vector<int64_t>> shape_arg(const std::vector<Value>& args, const char* op,
                                       KernelContext& ctx) {
  if (!args.empty())
    if (const ShapeValue* s = args[0].as_shape()) return s->dims;
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{}: argument 0 (shape) must be a shape, got {}", op,
                               args.empty() ? "nothing" : args[0].kind_name()));
}

/// The 0-d fill value: as double and as int64, and whether its dtype is a float.
struct Scalar {
  double f = 0;
  int64_t i = 0;
  bool is_float = false;
};

EvalOr<Scalar> fill_arg(const CallNode& call, const std::vector<Value>& args, const char* op,
                        KernelContext& ctx) {
  auto t = tensor_arg(call, args, 1, ctx);
  if (!t) return t.error();
  const Tensor& f = **t;
  if (f.ndim() != 0)
    return ctx.error(
        EvalErrorKind::kShapeMismatch,
        fmt::format("{}: the fill value must be 0-d, got {} dimensions", op, f.ndim()));
  Scalar s;
  s.is_float = f.dtype.is_float();
  if (s.is_float)
    s.f = f.get_float(0);
  else
    s.i = f.get_int(0);
  return s;
}

Kernel zeros_ones_kernel(int value) {
  return [value](const CallNode& call, const std::vector<Value>& args,
                 KernelContext& ctx) -> EvalOr<Value> {
    auto shape = shape_arg(args, "relax.zeros/ones", ctx);
    if (!shape) return shape.error();
    auto dtype = read_attr<std::optional<DataType>>(call, "dtype", {}, ctx);
    if (!dtype) return dtype.error();
    if (!*dtype) return ctx.error(EvalErrorKind::kTypeError, "zeros/ones needs a dtype");
    return filled(**dtype, *shape, value, value, false, ctx);
  };
}

Kernel like_kernel(int value) {
  return [value](const CallNode& call, const std::vector<Value>& args,
                 KernelContext& ctx) -> EvalOr<Value> {
    auto x = tensor_arg(call, args, 0, ctx);
    if (!x) return x.error();
    auto dtype = read_attr(call, "dtype", (*x)->dtype, ctx);
    if (!dtype) return dtype.error();
    return filled(*dtype, (*x)->shape, value, value, false, ctx);
  };
}

EvalOr<Value> full_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto shape = shape_arg(args, "relax.full", ctx);
  if (!shape) return shape.error();
  auto fill = fill_arg(call, args, "relax.full", ctx);
  if (!fill) return fill.error();
  auto dtype = read_attr(call, "dtype", args[1].as_tensor()->dtype, ctx);
  if (!dtype) return dtype.error();
  return filled(*dtype, *shape, fill->f, fill->i, fill->is_float, ctx);
}

EvalOr<Value> full_like_kernel(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto fill = fill_arg(call, args, "relax.full_like", ctx);
  if (!fill) return fill.error();
  auto dtype = read_attr(call, "dtype", (*x)->dtype, ctx);
  if (!dtype) return dtype.error();
  return filled(*dtype, (*x)->shape, fill->f, fill->i, fill->is_float, ctx);
}

EvalOr<Value> arange_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  const PrimScalar* p[3] = {};
  bool all_int = true;
  for (size_t i = 0; i < 3; ++i) {
    p[i] = i < args.size() ? args[i].as_prim() : nullptr;
    if (!p[i])
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("relax.arange: argument {} must be a PrimValue", i));
    all_int = all_int && !p[i]->is_float();
  }
  auto dtype_attr =
      read_attr(call, "dtype", all_int ? DataType::Int(64) : DataType::Float(32), ctx);
  if (!dtype_attr) return dtype_attr.error();
  DataType dtype = *dtype_attr;
  auto val = [](const PrimScalar* s) { return s->is_float() ? s->f : double(s->i); };
  if (val(p[2]) == 0) return ctx.error(EvalErrorKind::kOther, "relax.arange: the step is 0");
  int64_t n;
  if (all_int) {
    int64_t start = p[0]->i, end = p[1]->i, step = p[2]->i;
    // ceil((end - start) / step) without overflow for the ranges a tensor can have.
    __int128 diff = __int128(end) - start;
    __int128 q = diff / step, r = diff % step;
    if (r != 0 && ((r > 0) == (step > 0))) ++q;
    n = q < 0 ? 0 : q > (__int128{1} << 62) ? int64_t{1} << 62 : int64_t(q);
  } else {
    double len = std::ceil((val(p[1]) - val(p[0])) / val(p[2]));
    if (std::isnan(len)) return ctx.error(EvalErrorKind::kOther, "relax.arange: the length is NaN");
    n = len <= 0 ? 0 : len > 4.6e18 ? int64_t{1} << 62 : int64_t(len);
  }
  auto out = alloc_tensor(dtype, {n}, ctx);
  if (!out) return out.error();
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    T* o = out->ptr<T>();
    for (int64_t i = 0; i < n; ++i) {
      if constexpr (is_float_storage_v<T>) {
        // TOPI computes start + step * i in the result dtype.
        using C = compute_t<T>;
        o[i] = store_elem<T>(C(val(p[0])) + C(val(p[2])) * C(i));
      } else if (all_int) {
        o[i] = cast_elem<T>(int64_t(uint64_t(p[0]->i) + uint64_t(p[2]->i) * uint64_t(i)),
                            dtype.is_bool());
      } else {
        o[i] = cast_elem<T>(val(p[0]) + val(p[2]) * double(i), dtype.is_bool());
      }
    }
  });
  return Value(*out);
}

EvalOr<Value> astype_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto dtype_attr = read_attr<std::optional<DataType>>(call, "dtype", {}, ctx);
  if (!dtype_attr) return dtype_attr.error();
  const std::optional<DataType>& dtype = *dtype_attr;
  if (!dtype) return ctx.error(EvalErrorKind::kTypeError, "relax.astype needs a dtype");
  auto out = alloc_tensor(*dtype, in.shape, ctx);
  if (!out) return out.error();
  int64_t n = in.num_elements();
  dispatch_dtype(in.dtype, [&](auto src_tag) {
    using S = decltype(src_tag);
    dispatch_dtype(*dtype, [&](auto dst_tag) {
      using D = decltype(dst_tag);
      const S* s = in.ptr<S>();
      D* d = out->ptr<D>();
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (is_float_storage_v<S>)
          d[i] = cast_elem<D>(double(load_elem(s[i])), dtype->is_bool());
        else if constexpr (std::is_same_v<S, uint64_t>)
          d[i] = is_float_storage_v<D> ? cast_elem<D>(double(s[i]), dtype->is_bool())
                                       : cast_elem<D>(int64_t(s[i]), dtype->is_bool());
        else
          d[i] = cast_elem<D>(int64_t(s[i]), dtype->is_bool());
      }
    });
  });
  return Value(*out);
}

Kernel trilu_kernel(bool lower) {
  return [lower](const CallNode& call, const std::vector<Value>& args,
                 KernelContext& ctx) -> EvalOr<Value> {
    const char* op = lower ? "relax.tril" : "relax.triu";
    auto x = tensor_arg(call, args, 0, ctx);
    if (!x) return x.error();
    const Tensor& in = **x;
    auto k_attr = read_attr<int64_t>(call, "k", 0, ctx);
    if (!k_attr) return k_attr.error();
    int64_t k = *k_attr;
    if (args.size() > 1) {
      const PrimScalar* p = args[1].as_prim();
      if (!p || p->is_float())
        return ctx.error(EvalErrorKind::kTypeError,
                         fmt::format("{}: k must be an integer PrimValue", op));
      k = p->i;
    }
    if (in.ndim() < 2)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{} needs at least 2 dimensions, got {}", op, in.ndim()));
    Tensor out = in.clone();
    int64_t rows = in.shape[size_t(in.ndim() - 2)], cols = in.shape[size_t(in.ndim() - 1)];
    int64_t plane = rows * cols, planes = plane ? in.num_elements() / plane : 0;
    int64_t bytes = out.elem_bytes();
    std::byte* data = out.bytes();
    for (int64_t b = 0; b < planes; ++b)
      for (int64_t i = 0; i < rows; ++i)
        for (int64_t j = 0; j < cols; ++j) {
          // tril keeps j - i <= k, triu keeps j - i >= k; the rest becomes 0 (all-zero bits).
          bool keep = lower ? j - i <= k : j - i >= k;
          if (!keep) std::fill_n(data + ((b * plane + i * cols + j) * bytes), bytes, std::byte{0});
        }
    return Value(out);
  };
}

} // namespace

void register_creation_ops(OpTable& table) {
  // The fill ops share one attribute, dtype (optional: void means the rule's default).
  auto fill_op = [&](const char* name, int args, InferRule infer, Kernel kernel, const char* doc) {
    table.add(OpBuilder("creation", name)
                  .args(args)
                  .attrs({{"dtype", AttrType::kDType, false}})
                  .infer(std::move(infer))
                  .kernel(std::move(kernel))
                  .doc(doc));
  };
  fill_op("relax.zeros", 1, infer_zeros_ones, zeros_ones_kernel(0),
          "a tensor of the given shape and dtype filled with 0");
  fill_op("relax.ones", 1, infer_zeros_ones, zeros_ones_kernel(1),
          "a tensor of the given shape and dtype filled with 1");
  fill_op("relax.full", 2, infer_full, full_kernel,
          "a tensor of the given shape filled with a 0-d fill value (cast to dtype)");
  fill_op("relax.zeros_like", 1, infer_like, like_kernel(0),
          "zeros of x's shape, in dtype (void: x's dtype)");
  fill_op("relax.ones_like", 1, infer_like, like_kernel(1),
          "ones of x's shape, in dtype (void: x's dtype)");
  fill_op("relax.full_like", 2, infer_like, full_like_kernel,
          "x's shape filled with a 0-d fill value, in dtype (void: x's dtype)");
  fill_op("relax.arange", 3, infer_arange, arange_kernel,
          "start, start + step, ... up to end (exclusive); a zero step errors");
  table.add(OpBuilder("creation", "relax.astype")
                .args(1)
                .attrs({{"dtype", AttrType::kDType, true}})
                .infer(infer_astype)
                .kernel(astype_kernel)
                .doc("x cast elementwise to dtype (float to int truncates; bool is x != 0)"));
  for (bool lower : {true, false})
    table.add(OpBuilder("creation", lower ? "relax.tril" : "relax.triu")
                  .args(1, 2)
                  .attrs({{"k", AttrType::kInt, false}})
                  .infer(infer_trilu)
                  .kernel(trilu_kernel(lower))
                  .doc(lower
                           ? "x with the elements above diagonal k of the last two dims set to 0"
                           : "x with the elements below diagonal k of the last two dims set to 0"));
}

} // namespace rxv::sem
