// Creation operators whose values follow from the index alone: relax.eye, eye_like,
// hamming_window and meshgrid. StructInfo rules (TVM's src/relax/op/tensor/create.cc and, for
// meshgrid, manipulate.cc):
// - eye(n, m, k, dtype): three PrimValues; the result is (n, m) of `dtype` (the Python function
//   defaults m to n, k to 0 and dtype to float32; the reader passes m = n when m is omitted).
// - eye_like(x, k, dtype): x is a tensor of ndim 2 when known; x's shape and vdevice, `dtype`
//   (void: x's dtype).
// - hamming_window(window_size, periodic, alpha, beta, dtype): four PrimValues; `dtype` must not
//   be an integer (or bool) dtype; a window_size provably below 1 is an error; the result is
//   (window_size,).
// - meshgrid(tensors, indexing="ij"): a non-empty tuple of 1-D tensors of one dtype; one result
//   per input, each of the lengths (n0, n1, ...), or of ndim len(tensors) when a length is unknown.
// Kernels: eye has 1 where j - i == k, 0 elsewhere; hamming_window is TOPI's: a window of size 1
// is [1]; otherwise N = window_size (+1 when periodic) and w[i] = alpha - beta * cos(2 * pi * i /
// (N - 1)) for i < window_size, the index, angle and cosine computed in the result dtype (float16
// in float32) and alpha - beta * c in the widest of alpha's, beta's and that dtype, as TIR
// matches operand types; meshgrid broadcasts input k along output dim k ("ij"), or, with
// "xy" and at least two inputs, numpy's Cartesian order: dims 0 and 1 swapped.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - meshgrid with indexing="xy" gives the lengths (n1, n0, n2, ...), the shape TOPI's kernel
//   computes; TVM's rule ignores `indexing` and claims (n0, n1, ...) (docs/tvm-findings.md).
// - eye and eye_like check that n, m and k are integer PrimValues when their dtype is known; TVM
//   checks nothing there. eye_like of a tensor with a known ndim and no shape gives ndim 2 (TVM
//   dereferences the missing shape).
// - eye_like's kernel uses the `dtype` attribute as the rule does; TVM's legalization ignores it
//   and computes in x's dtype (docs/tvm-findings.md).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

constexpr double kPi = 3.14159265358979323846;

// ---- StructInfo rules --------------------------------------------------------------------------

/// Argument `i` as a PrimValue of an integer (or unknown) dtype when `integer`; reports otherwise.
const PrimSInfo* expect_prim(const CallNode& call, const std::vector<StructInfo>& args, size_t i,
                             const char* name, bool integer, OpInferContext& ctx) {
  const auto* p = as<PrimSInfo>(args[i]);
  if (!p) {
    ctx.error(fmt::format("{}: argument {} ({}) must be a PrimValue, got {}", op_name(call), i,
                          name, describe(args[i])));
    return nullptr;
  }
  if (integer && !p->dtype.is_void() && !(p->dtype.is_int() || p->dtype.is_uint()))
    ctx.error(fmt::format("{}: argument {} ({}) must be an integer, got dtype {}", op_name(call), i,
                          name, p->dtype.str()));
  return p;
}

StructInfo infer_eye(const CallNode& call, const std::vector<StructInfo>& args,
                     OpInferContext& ctx) {
  const PrimSInfo* n = expect_prim(call, args, 0, "n", true, ctx);
  const PrimSInfo* m = expect_prim(call, args, 1, "m", true, ctx);
  expect_prim(call, args, 2, "k", true, ctx);
  DataType dtype = read_attr(call, "dtype", DataType::Float(32), ctx);
  if (!n || !m || !n->value || !m->value) return tensor_of_ndim(dtype, 2, std::nullopt);
  return tensor_of_dims({n->value, m->value}, dtype, std::nullopt);
}

StructInfo infer_eye_like(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  expect_prim(call, args, 1, "k", true, ctx);
  if (!x) return make_object_sinfo();
  if (x->ndim >= 0 && x->ndim != 2)
    ctx.error(fmt::format("relax.eye_like needs a 2-D tensor, got {}", describe(args[0])));
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  return tensor_like(*x, dtype.is_void() ? x->dtype : dtype);
}

StructInfo infer_hamming_window(const CallNode& call, const std::vector<StructInfo>& args,
                                OpInferContext& ctx) {
  static const char* const kNames[] = {"window_size", "periodic", "alpha", "beta"};
  const PrimSInfo* p[4];
  for (size_t i = 0; i < 4; ++i) p[i] = expect_prim(call, args, i, kNames[i], i == 0, ctx);
  DataType dtype = read_attr(call, "dtype", DataType::Void(), ctx);
  if (dtype.is_int() || dtype.is_uint())
    ctx.error(fmt::format("relax.hamming_window needs a float dtype, got {}", dtype.str()));
  if (!p[0] || !p[0]->value) return tensor_of_ndim(dtype, 1, std::nullopt);
  if (ctx.arith().prove_lt(p[0]->value, make_int(1)).is_proved())
    ctx.error(fmt::format("relax.hamming_window: the window size {} is below 1",
                          describe_dims({p[0]->value})));
  return tensor_of_dims({ctx.arith().simplify(p[0]->value)}, dtype, std::nullopt);
}

/// Whether meshgrid's `indexing` is "xy" (numpy's Cartesian order); reports other values.
bool cartesian(const CallNode& call, OpInferContext& ctx) {
  std::string indexing = read_attr<std::string>(call, "indexing", "ij", ctx);
  if (indexing != "ij" && indexing != "xy")
    ctx.error(
        fmt::format("relax.meshgrid: indexing must be \"ij\" or \"xy\", got \"{}\"", indexing));
  return indexing == "xy";
}

StructInfo infer_meshgrid(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) {
  bool xy = cartesian(call, ctx);
  const auto* tup = as<TupleSInfo>(args[0]);
  if (!tup) {
    ctx.error(fmt::format("relax.meshgrid: argument 0 (tensors) must be a tuple of tensors, got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  if (tup->fields.empty()) {
    ctx.error("relax.meshgrid needs at least one tensor, got an empty tuple");
    return make_object_sinfo();
  }
  DataType dtype = DataType::Void();
  std::optional<std::string> vdevice;
  std::vector<PrimExpr> lengths;
  bool known = true;
  for (size_t i = 0; i < tup->fields.size(); ++i) {
    const auto* t = as<TensorSInfo>(tup->fields[i]);
    if (!t || t->ndim != 1) {
      ctx.error(fmt::format("relax.meshgrid: field {} must be a 1-D tensor, got {}", i,
                            describe(tup->fields[i])));
      return make_object_sinfo();
    }
    if (!t->dtype.is_void()) {
      if (!dtype.is_void() && t->dtype != dtype)
        ctx.error(fmt::format("relax.meshgrid: the tensors' dtypes differ: {} and {}", dtype.str(),
                              t->dtype.str()));
      dtype = t->dtype;
    }
    vdevice = i == 0 ? t->vdevice : merge_vdevice(call, vdevice, t->vdevice, ctx);
    const std::vector<PrimExpr>* d = tensor_dims(*t);
    if (d)
      lengths.push_back((*d)[0]);
    else
      known = false;
  }
  int ndim = int(tup->fields.size());
  if (xy && known && ndim >= 2) std::swap(lengths[0], lengths[1]);
  std::vector<StructInfo> out;
  for (int i = 0; i < ndim; ++i)
    out.push_back(known ? tensor_of_dims(lengths, dtype, vdevice)
                        : tensor_of_ndim(dtype, ndim, vdevice));
  return make_tuple_sinfo(std::move(out));
}

// ---- Kernels -----------------------------------------------------------------------------------

/// Argument `i` as a PrimValue (an integer one when `integer`).
EvalOr<const PrimScalar*> prim_arg(const CallNode& call, const std::vector<Value>& args, size_t i,
                                   const char* name, bool integer, KernelContext& ctx) {
  const PrimScalar* p = i < args.size() ? args[i].as_prim() : nullptr;
  if (!p || (integer && p->is_float()))
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: argument {} ({}) must be {} PrimValue", op_name(call), i,
                                 name, integer ? "an integer" : "a"));
  return p;
}

/// The n x m matrix with 1 where j - i == k, in `dtype`.
EvalOr<Value> eye_matrix(DataType dtype, int64_t n, int64_t m, int64_t k, KernelContext& ctx) {
  if (n < 0 || m < 0)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.eye: negative size {} x {}", n, m));
  auto out = alloc_tensor(dtype, {n, m}, ctx);
  if (!out) return out.error();
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    T one = cast_elem<T>(int64_t{1}, dtype.is_bool());
    T* o = out->template ptr<T>();
    for (int64_t i = 0; i < n; ++i)
      if (int64_t j = i + k; j >= 0 && j < m) o[i * m + j] = one;
  });
  return Value(*out);
}

EvalOr<Value> eye_kernel(const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
  static const char* const kNames[] = {"n", "m", "k"};
  int64_t v[3];
  for (size_t i = 0; i < 3; ++i) {
    auto p = prim_arg(call, args, i, kNames[i], true, ctx);
    if (!p) return p.error();
    v[i] = (*p)->i;
  }
  auto dtype = read_attr(call, "dtype", DataType::Float(32), ctx);
  if (!dtype) return dtype.error();
  return eye_matrix(*dtype, v[0], v[1], v[2], ctx);
}

EvalOr<Value> eye_like_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto k = prim_arg(call, args, 1, "k", true, ctx);
  if (!k) return k.error();
  if ((*x)->ndim() != 2)
    return ctx.error(
        EvalErrorKind::kShapeMismatch,
        fmt::format("relax.eye_like needs a 2-D tensor, got shape {}", format_shape((*x)->shape)));
  auto dtype = read_attr(call, "dtype", (*x)->dtype, ctx);
  if (!dtype) return dtype.error();
  return eye_matrix(*dtype, (*x)->shape[0], (*x)->shape[1], (*k)->i, ctx);
}

EvalOr<Value> hamming_window_kernel(const CallNode& call, const std::vector<Value>& args,
                                    KernelContext& ctx) {
  static const char* const kNames[] = {"window_size", "periodic", "alpha", "beta"};
  const PrimScalar* p[4];
  for (size_t i = 0; i < 4; ++i) {
    auto a = prim_arg(call, args, i, kNames[i], i < 2, ctx);
    if (!a) return a.error();
    p[i] = *a;
  }
  auto dtype_attr = read_attr(call, "dtype", DataType::Void(), ctx);
  if (!dtype_attr) return dtype_attr.error();
  DataType dtype = *dtype_attr;
  if (!dtype.is_float())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.hamming_window needs a float dtype, got {}", dtype.str()));
  int64_t size = p[0]->i;
  if (size < 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.hamming_window: the window size {} is below 1", size));
  auto out = alloc_tensor(dtype, {size}, ctx);
  if (!out) return out.error();
  auto as_double = [](const PrimScalar* s) { return s->is_float() ? s->f : double(s->i); };
  double alpha = as_double(p[2]), beta = as_double(p[3]);
  // TIR matches alpha - beta * cos to the widest float among them and the result dtype.
  bool wide = dtype.bits > 32 || (p[2]->is_float() && p[2]->dtype.bits > 32) ||
              (p[3]->is_float() && p[3]->dtype.bits > 32);
  int64_t n = p[1]->i != 0 ? size + 1 : size;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    if constexpr (is_float_storage_v<T>) {
      using C = compute_t<T>;
      T* o = out->template ptr<T>();
      if (size == 1) {
        o[0] = store_elem<T>(C(1));
        return;
      }
      for (int64_t i = 0; i < size; ++i) {
        C c = C(std::cos(C(2 * kPi) * C(i) / C(n - 1)));
        o[i] = store_elem<T>(wide ? C(alpha - beta * double(c))
                                  : C(float(alpha) - float(beta) * float(c)));
      }
    }
  });
  return Value(*out);
}

EvalOr<Value> meshgrid_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  const TupleValue* tup = args.empty() ? nullptr : args[0].as_tuple();
  if (!tup || tup->fields.empty())
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.meshgrid: argument 0 must be a non-empty tuple of tensors");
  auto indexing = read_attr<std::string>(call, "indexing", "ij", ctx);
  if (!indexing) return indexing.error();
  std::vector<const Tensor*> ts;
  for (const Value& v : tup->fields) {
    const Tensor* t = v.as_tensor();
    if (!t || t->ndim() != 1)
      return ctx.error(EvalErrorKind::kTypeError,
                       "relax.meshgrid: every tuple field must be a 1-D tensor");
    if (t->dtype != tup->fields[0].as_tensor()->dtype)
      return ctx.error(EvalErrorKind::kTypeError, "relax.meshgrid: the tensors' dtypes differ");
    ts.push_back(t);
  }
  size_t nd = ts.size();
  // dim_of[k]: the output dim input k varies along.
  std::vector<size_t> dim_of(nd);
  for (size_t k = 0; k < nd; ++k) dim_of[k] = k;
  if (*indexing == "xy" && nd >= 2) std::swap(dim_of[0], dim_of[1]);
  std::vector<int64_t> shape(nd);
  for (size_t k = 0; k < nd; ++k) shape[dim_of[k]] = ts[k]->shape[0];
  std::vector<int64_t> strides = manip::strides_of(shape);
  std::vector<Value> out;
  for (size_t k = 0; k < nd; ++k) {
    auto t = alloc_tensor(ts[k]->dtype, shape, ctx);
    if (!t) return t.error();
    int64_t len = shape[dim_of[k]], stride = strides[dim_of[k]];
    int64_t bytes = t->elem_bytes(), total = t->num_elements();
    const std::byte* src = ts[k]->data->data();
    std::byte* dst = t->data->data();
    for (int64_t e = 0; e < total; ++e)
      std::copy_n(src + ((e / stride) % len) * bytes, bytes, dst + e * bytes);
    out.push_back(Value(*t));
  }
  return make_tuple_value(std::move(out));
}

} // namespace

void register_creation_grid_ops(OpTable& table) {
  table.add(OpBuilder("creation_grid", "relax.eye")
                .args(3)
                .attrs({{"dtype", AttrType::kDType, false}})
                .infer(infer_eye)
                .kernel(eye_kernel)
                .doc("the n x m matrix with ones on diagonal k (j - i == k), zeros elsewhere")
                .signature("n, m=None, k=0, dtype='float32'"));
  table.add(OpBuilder("creation_grid", "relax.eye_like")
                .args(2)
                .attrs({{"dtype", AttrType::kDType, false}})
                .infer(infer_eye_like)
                .kernel(eye_like_kernel)
                .doc("eye of x's 2-D shape, in dtype (void: x's dtype)")
                .signature("x, k=0, dtype=None"));
  table.add(OpBuilder("creation_grid", "relax.hamming_window")
                .args(4)
                .attrs({{"dtype", AttrType::kDType, false}})
                .infer(infer_hamming_window)
                .kernel(hamming_window_kernel)
                .doc("alpha - beta * cos(2 pi i / (N - 1)), N the size (+1 when periodic)")
                .signature("window_size, periodic, alpha, beta, dtype"));
  table.add(OpBuilder("creation_grid", "relax.meshgrid")
                .args(1)
                .attrs({{"indexing", AttrType::kString, false}})
                .infer(infer_meshgrid)
                .kernel(meshgrid_kernel)
                .doc("one tensor per 1-D input, broadcast over the grid of all their lengths")
                .signature("tensors, indexing='ij'"));
}

} // namespace rxv::sem
