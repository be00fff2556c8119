// nn ops that move elements: relax.nn.pad, batch_flatten, pixel_shuffle. StructInfo rules (TVM's
// src/relax/op/nn/nn.cc):
// - pad(data, pad_width, pad_mode="constant", pad_value=0.0): pad_width lists (before, after)
//   per axis, 2 * ndim ints (data's ndim must be known); the result has dims d_i + before_i +
//   after_i, or only the ndim when the shape is unknown. pad_mode is one of TVM's "constant",
//   "reflect", "replicate", "circular".
// - batch_flatten(data): ndim >= 2; (d0, d1 * ... * dk), data's StructInfo for 2-D, a 2-D tensor
//   of unknown shape when the shape is.
// - pixel_shuffle(data, upscale_factor): upscale_factor r > 0, ndim >= 3 (known); (..., C / r^2,
//   H * r, W * r) with C provably divisible by r^2, only the ndim when the shape is unknown.
// As in TVM, pad and pixel_shuffle results carry no vdevice.
// Kernels (TOPI's pad / reflect_pad / replicate_pad / circular_pad, pixel_shuffle, reshape): an
// output index o along an axis reads input index i = o - before: constant mode gives pad_value
// (cast to the dtype) outside [0, d); "reflect" reads d - 1 - |d - 1 - |i|| (reflection without
// repeating the edge; in range up to a pad of 2 (d - 1)), an IndexOutOfRange where that is still
// outside (TVM reads out of bounds); "replicate" clamps to [0, d - 1]; "circular" reads i mod d.
// pixel_shuffle out[..., c, h, w] = in[..., c r^2 + (h mod r) r + (w mod r), h / r, w / r].
// Deviations from TVM: an unknown pad_mode is an error here; TVM's legalization pads it as
// "constant". A symbolic channel count in pixel_shuffle is accepted when divisibility is not
// refuted (TVM dereferences a null IntImm there).
#include <fmt/format.h>

#include <cstdlib>

#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

bool known_pad_mode(const std::string& m) {
  return m == "constant" || m == "reflect" || m == "replicate" || m == "circular";
}

// ---- StructInfo rules --------------------------------------------------------------------------

StructInfo infer_pad(const CallNode& call, const std::vector<StructInfo>& args,
                     OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  if (!x) return make_object_sinfo();
  auto widths = read_attr(call, "pad_width", IntList{}, ctx);
  std::string mode = read_attr<std::string>(call, "pad_mode", "constant", ctx);
  if (!known_pad_mode(mode))
    ctx.error(fmt::format("{}: pad_mode must be \"constant\", \"reflect\", \"replicate\" or "
                          "\"circular\", got \"{}\"",
                          op_name(call), mode));
  if (x->ndim < 0) {
    ctx.error(fmt::format("{}: data must have a known number of dimensions", op_name(call)));
    return make_object_sinfo();
  }
  if (widths.size() != 2 * size_t(x->ndim)) {
    ctx.error(fmt::format("{}: pad_width must have 2 * ndim = {} entries, got {}", op_name(call),
                          2 * x->ndim, widths.size()));
    return tensor_of_ndim(x->dtype, x->ndim, std::nullopt);
  }
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) return tensor_of_ndim(x->dtype, x->ndim, std::nullopt);
  std::vector<PrimExpr> out;
  for (size_t i = 0; i < dims->size(); ++i)
    out.push_back(ctx.arith().simplify(
        make_binary(PrimKind::kAdd, (*dims)[i], make_int(widths[2 * i] + widths[2 * i + 1]))));
  return tensor_of_dims(out, x->dtype, std::nullopt);
}

StructInfo infer_batch_flatten(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  if (!x) return make_object_sinfo();
  if (x->ndim < 0) return tensor_of_ndim(x->dtype, 2, x->vdevice);
  if (x->ndim < 2) {
    ctx.error(
        fmt::format("{}: data must have at least 2 dimensions, got {}", op_name(call), x->ndim));
    return make_object_sinfo();
  }
  if (x->ndim == 2) return tensor_like(*x, x->dtype);
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) return tensor_of_ndim(x->dtype, 2, x->vdevice);
  std::vector<PrimExpr> rest(dims->begin() + 1, dims->end());
  return tensor_of_dims({(*dims)[0], shape_product(rest, ctx.arith())}, x->dtype, x->vdevice);
}

StructInfo infer_pixel_shuffle(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  if (!x) return make_object_sinfo();
  int64_t r = read_attr<int64_t>(call, "upscale_factor", 1, ctx);
  if (r <= 0) {
    ctx.error(fmt::format("{}: upscale_factor must be positive, got {}", op_name(call), r));
    return make_object_sinfo();
  }
  if (x->ndim < 3) {
    ctx.error(fmt::format("{}: data must have a known number of dimensions, at least 3; got {}",
                          op_name(call), describe(args[0])));
    return make_object_sinfo();
  }
  const std::vector<PrimExpr>* dims = tensor_dims(*x);
  if (!dims) return tensor_of_ndim(x->dtype, x->ndim, std::nullopt);
  std::vector<PrimExpr> out = *dims;
  size_t c = out.size() - 3;
  PrimExpr r2 = make_int(r * r);
  if (ctx.arith()
          .prove_not_equal(make_binary(PrimKind::kFloorMod, out[c], r2), make_int(0))
          .is_proved())
    ctx.error(fmt::format("{}: the channel count {} is not divisible by upscale_factor^2 = {}",
                          op_name(call), describe_dims({out[c]}), r * r));
  Arith& a = ctx.arith();
  out[c] = a.simplify(make_binary(PrimKind::kFloorDiv, out[c], r2));
  out[c + 1] = a.simplify(make_binary(PrimKind::kMul, out[c + 1], make_int(r)));
  out[c + 2] = a.simplify(make_binary(PrimKind::kMul, out[c + 2], make_int(r)));
  return tensor_of_dims(out, x->dtype, std::nullopt);
}

// ---- Kernels -----------------------------------------------------------------------------------

/// Copies out[o] = in[src(o)] with src computed per output coordinate (-1: the fill value).
template <class Src>
EvalOr<Value> gather_copy(const Tensor& in, std::vector<int64_t> out_shape, double fill,
                          KernelContext& ctx, Src src) {
  auto out = ctx.alloc(in.dtype, out_shape);
  if (!out) return out.error();
  int64_t n = out->num_elements();
  std::vector<int64_t> coord(out_shape.size(), 0);
  bool failed = false;
  dispatch_dtype(in.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* s = in.ptr<T>();
    T* d = out->ptr<T>();
    T fill_value = cast_elem<T>(fill, in.dtype.is_bool());
    for (int64_t o = 0; o < n && !failed; ++o) {
      int64_t i = src(coord);
      if (i == -2) failed = true;
      d[o] = i < 0 ? fill_value : s[i];
      for (size_t k = coord.size(); k-- > 0;) {
        if (++coord[k] < out_shape[k]) break;
        coord[k] = 0;
      }
    }
  });
  if (failed)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("relax.nn.pad: a reflect pad reaches past the other edge of "
                                 "data {} (a pad may be at most 2 (d - 1))",
                                 format_shape(in.shape)));
  return Value(*out);
}

EvalOr<Value> pad_kernel(const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
  const char* op = "relax.nn.pad";
  auto x_arg = tensor_arg(call, args, 0, ctx);
  if (!x_arg) return x_arg.error();
  const Tensor& x = **x_arg;
  auto widths = read_attr(call, "pad_width", IntList{}, ctx);
  if (!widths) return widths.error();
  auto mode = read_attr<std::string>(call, "pad_mode", "constant", ctx);
  if (!mode) return mode.error();
  auto value = read_attr(call, "pad_value", 0.0, ctx);
  if (!value) return value.error();
  if (!known_pad_mode(*mode))
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: unknown pad_mode \"{}\"", op, *mode));
  size_t nd = x.shape.size();
  if (widths->size() != 2 * nd)
    return ctx.error(
        EvalErrorKind::kShapeMismatch,
        fmt::format("{}: pad_width has {} entries for {} dimensions", op, widths->size(), nd));
  std::vector<int64_t> out_shape(nd);
  for (size_t k = 0; k < nd; ++k) {
    out_shape[k] = x.shape[k] + (*widths)[2 * k] + (*widths)[2 * k + 1];
    if (out_shape[k] < 0)
      return ctx.error(
          EvalErrorKind::kShapeMismatch,
          fmt::format("{}: pad_width crops axis {} of length {} below 0", op, k, x.shape[k]));
    if (out_shape[k] > 0 && x.shape[k] == 0 && *mode != "constant")
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: \"{}\" padding of an empty axis {}", op, *mode, k));
  }
  std::vector<int64_t> strides = row_major_strides(x.shape);
  const std::string m = *mode;
  return gather_copy(x, out_shape, *value, ctx, [&](const std::vector<int64_t>& coord) {
    int64_t at = 0;
    for (size_t k = 0; k < nd; ++k) {
      int64_t d = x.shape[k], i = coord[k] - (*widths)[2 * k];
      if (m == "constant") {
        if (i < 0 || i >= d) return int64_t{-1};
      } else if (m == "reflect") {
        i = (d - 1) - std::llabs((d - 1) - std::llabs(i));
        if (i < 0 || i >= d) return int64_t{-2};
      } else if (m == "replicate") {
        i = i < 0 ? 0 : (i >= d ? d - 1 : i);
      } else {
        i = ((i % d) + d) % d;
      }
      at += i * strides[k];
    }
    return at;
  });
}

EvalOr<Value> batch_flatten_kernel(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  if ((*x)->ndim() < 2)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.nn.batch_flatten: data must have at least 2 dimensions, "
                                 "got {}",
                                 format_shape((*x)->shape)));
  int64_t rest = 1;
  for (size_t d = 1; d < (*x)->shape.size(); ++d) rest *= (*x)->shape[d];
  Tensor out = (*x)->clone();
  out.shape = {(*x)->shape[0], rest};
  return Value(out);
}

EvalOr<Value> pixel_shuffle_kernel(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  const char* op = "relax.nn.pixel_shuffle";
  auto x_arg = tensor_arg(call, args, 0, ctx);
  if (!x_arg) return x_arg.error();
  const Tensor& x = **x_arg;
  auto r_attr = read_attr<int64_t>(call, "upscale_factor", 1, ctx);
  if (!r_attr) return r_attr.error();
  int64_t r = *r_attr;
  size_t nd = x.shape.size();
  if (r <= 0 || nd < 3 || x.shape[nd - 3] % (r * r) != 0)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data {} does not shuffle by upscale_factor {} (rank >= 3 "
                                 "and channels divisible by its square)",
                                 op, format_shape(x.shape), r));
  std::vector<int64_t> out_shape = x.shape;
  out_shape[nd - 3] /= r * r;
  out_shape[nd - 2] *= r;
  out_shape[nd - 1] *= r;
  std::vector<int64_t> strides = row_major_strides(x.shape);
  return gather_copy(x, out_shape, 0, ctx, [&](const std::vector<int64_t>& coord) {
    int64_t at = 0;
    for (size_t k = 0; k + 3 < nd; ++k) at += coord[k] * strides[k];
    int64_t c = coord[nd - 3], h = coord[nd - 2], w = coord[nd - 1];
    at += (c * r * r + (h % r) * r + (w % r)) * strides[nd - 3];
    at += (h / r) * strides[nd - 2] + (w / r) * strides[nd - 1];
    return at;
  });
}

} // namespace

void register_nn_shape_ops(OpTable& table) {
  table.add(OpBuilder("nn_shape", "relax.nn.pad")
                .args(1)
                .attrs({{"pad_width", AttrType::kIntList, true},
                        {"pad_mode", AttrType::kString, false},
                        {"pad_value", AttrType::kFloat, false}})
                .infer(infer_pad)
                .kernel(pad_kernel)
                .signature("data, pad_width, pad_mode='constant', pad_value=0.0")
                .doc("pads each axis by (before, after) of pad_width: constant (pad_value), "
                     "reflect, replicate or circular"));
  table.add(OpBuilder("nn_shape", "relax.nn.batch_flatten")
                .args(1)
                .infer(infer_batch_flatten)
                .kernel(batch_flatten_kernel)
                .signature("data")
                .doc("reshapes (d0, d1, ..., dk) to (d0, d1 * ... * dk)"));
  table.add(OpBuilder("nn_shape", "relax.nn.pixel_shuffle")
                .args(1)
                .attrs({{"upscale_factor", AttrType::kInt, true}})
                .infer(infer_pixel_shuffle)
                .kernel(pixel_shuffle_kernel)
                .signature("data, upscale_factor")
                .doc("(..., C, H, W) to (..., C / r^2, H r, W r), moving channel blocks into "
                     "space"));
}

} // namespace rxv::sem
