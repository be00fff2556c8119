// Quantization: relax.quantize and relax.dequantize (TVM's src/relax/op/tensor/qdq.cc), both
// (data, scale, zero_point, axis=-1, out_dtype). StructInfo rule (TVM's InferStructInfoQuantize /
// Dequantize):
// - out_dtype: int8, uint8, int16 or uint16 for quantize (TVM also takes float8 e4m3fn / e5m2,
//   which rxv has no dtype for); float16 or float32 for dequantize.
// - When the three dtypes are known: quantize's data is float16 or float32, dequantize's one of
//   int8, uint8, int16, uint16, int32, float16, float32; scale is float16 or float32; zero_point
//   one of int8, uint8, int16, uint16, int32, uint32, float16. Any unknown dtype: data's
//   StructInfo with an unknown dtype, no further check.
// - axis in [-ndim, ndim) (an unknown ndim is rejected, as TVM's check reads ndim -1). A scale or
//   zero_point that is not per-tensor (0-d, or every dim provably 1) must have its first dim
//   provably equal to data's `axis` dim (undecided is an error too: TVM's CanProveEqual); for a
//   0-d data both must be per-tensor.
// - The result: data's StructInfo with dtype out_dtype.
// Kernels (TVM's legalization, python/tvm/relax/transform/legalize_ops/qdq.py). A parameter is
// read at the element's `axis` index, or at 0 when it has one element.
// - quantize: v = data / scale in the wider of the two float dtypes (float16 / float16 stays
//   float16, rounded after each operation), rounded half to even (TIR round is nearbyint), plus
//   zero_point converted to v's dtype; clipped to out_dtype's range as TIR's min/max compile
//   (select(v < hi, v, hi), then select(v > lo, v, lo): NaN becomes the maximum), then converted.
// - dequantize: sub = data - zero_point, in float32 for float data, else in int32 (wrapping) with
//   TIR's operand matching: a uint32 zero_point makes it uint32, a float16 one float16; then
//   sub * float32(scale) in float32; a float16 result is clipped to +-65504 first (again NaN
//   becomes 65504).
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

bool is_one_of(DataType t, std::initializer_list<DataType> set) {
  for (DataType s : set)
    if (t == s) return true;
  return false;
}

/// The zero_point dtypes TVM accepts (both ops).
bool is_zero_point_dtype(DataType t) {
  return is_one_of(t, {DataType::Int(8), DataType::UInt(8), DataType::Int(16), DataType::UInt(16),
                       DataType::Int(32), DataType::UInt(32), DataType::Float(16)});
}

/// Per-tensor: 0-d, or a known shape whose (one or more) dims are all provably 1.
bool is_per_tensor(const TensorSInfo& p, Arith& arith) {
  if (p.ndim == 0) return true;
  const auto* shape = as<ShapeExprNode>(p.shape);
  if (!shape || shape->values.empty()) return false;
  for (const PrimExpr& d : shape->values)
    if (!arith.prove_equal(d, make_int(1)).is_proved()) return false;
  return true;
}

StructInfo infer_qdq(const CallNode& call, const std::vector<StructInfo>& args, OpInferContext& ctx,
                     bool quantize) {
  const std::string op = op_name(call);
  DataType out_dtype =
      read_attr(call, "out_dtype", quantize ? DataType::Int(8) : DataType::Float(32), ctx);
  int64_t axis = read_attr<int64_t>(call, "axis", -1, ctx);
  bool out_ok = quantize ? is_one_of(out_dtype, {DataType::Int(8), DataType::UInt(8),
                                                 DataType::Int(16), DataType::UInt(16)})
                         : is_one_of(out_dtype, {DataType::Float(16), DataType::Float(32)});
  if (!out_ok)
    ctx.error(fmt::format("{}: unsupported out_dtype {} (TVM takes {})", op, out_dtype.str(),
                          quantize ? "int8, uint8, int16, uint16, float8_e4m3fn, float8_e5m2"
                                   : "float16, float32"));
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* scale = expect_tensor(call, args, 1, "scale", ctx);
  const TensorSInfo* zp = expect_tensor(call, args, 2, "zero_point", ctx);
  if (!data || !scale || !zp) return make_object_sinfo();
  if (data->dtype.is_void() || scale->dtype.is_void() || zp->dtype.is_void())
    return tensor_like(*data, DataType::Void());

  bool data_ok =
      quantize ? is_one_of(data->dtype, {DataType::Float(16), DataType::Float(32)})
               : is_one_of(data->dtype, {DataType::Int(8), DataType::UInt(8), DataType::Int(16),
                                         DataType::UInt(16), DataType::Int(32), DataType::Float(16),
                                         DataType::Float(32)});
  if (!data_ok) ctx.error(fmt::format("{}: unsupported data dtype {}", op, data->dtype.str()));
  if (!is_one_of(scale->dtype, {DataType::Float(16), DataType::Float(32)}))
    ctx.error(fmt::format("{}: scale must be float16 or float32, got {}", op, scale->dtype.str()));
  if (!is_zero_point_dtype(zp->dtype))
    ctx.error(fmt::format("{}: zero_point must be one of int8, uint8, int16, uint16, int32, "
                          "uint32, float16, got {}",
                          op, zp->dtype.str()));

  Arith& arith = ctx.arith();
  int64_t ndim = data->ndim;
  int64_t ax = axis < 0 ? ndim + axis : axis;
  if (ndim != 0 && (ax < 0 || ax > ndim - 1)) {
    ctx.error(fmt::format("{}: axis {} is out of range for data {}", op, axis, describe(args[0])));
  } else if (ndim == 0) {
    if (!is_per_tensor(*scale, arith) || !is_per_tensor(*zp, arith))
      ctx.error(fmt::format("{}: a 0-d data takes a per-tensor scale and zero_point (0-d or "
                            "all dims 1)",
                            op));
  } else {
    const std::vector<PrimExpr>* dims = tensor_dims(*data);
    auto check = [&](const TensorSInfo& p, const char* what) {
      if (is_per_tensor(p, arith)) return;
      const std::vector<PrimExpr>* pd = tensor_dims(p);
      if (!dims || !pd || pd->empty()) {
        ctx.error(fmt::format("{}: {} is not per-tensor and its size along axis {} cannot be "
                              "checked against data's (shapes {} and {})",
                              op, what, axis, describe(args[0]),
                              describe(make_tensor_sinfo(p.shape, p.dtype, p.ndim))));
        return;
      }
      const PrimExpr& want = (*dims)[size_t(ax)];
      if (!arith.prove_equal((*pd)[0], want).is_proved())
        ctx.error(fmt::format("{}: data's dim {} is {}, but {} has size {} (not provably equal)",
                              op, axis, print_prim_expr(want), what, print_prim_expr((*pd)[0])));
    };
    check(*scale, "scale");
    check(*zp, "zero_point");
  }
  return tensor_like(*data, out_dtype);
}

// ---- Kernels -----------------------------------------------------------------------------------

/// A scale or zero point read per element: its value at the element's `axis` index, or its one
/// element.
struct QParam {
  const Tensor* t = nullptr;
  bool per_tensor = true;
  double at_f(int64_t k) const { return t->get_float(per_tensor ? 0 : k); }
  int64_t at_i(int64_t k) const { return t->get_int(per_tensor ? 0 : k); }
};

EvalOr<QParam> qparam(const Tensor& p, const Tensor& data, int ax, const char* what, const char* op,
                      KernelContext& ctx) {
  QParam q{&p, p.num_elements() == 1};
  if (q.per_tensor) return q;
  if (data.ndim() == 0 || p.ndim() != 1 || p.shape[0] != data.shape[size_t(ax)])
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: {} of shape {} is neither per-tensor nor of data's axis "
                                 "extent (data shape {})",
                                 op, what, format_shape(p.shape), format_shape(data.shape)));
  return q;
}

/// Rounds `v` to float16 when `half` (an operation in float16: computed in float32, rounded).
float in_dtype(float v, bool half) { return half ? half_to_float(float_to_half(v)) : v; }

/// TIR's min then max as LLVM compiles them: select(v < hi, v, hi), select(v > lo, v, lo).
template <class C> C clip_select(C v, C lo, C hi) {
  v = v < hi ? v : hi;
  return v > lo ? v : lo;
}

Kernel qdq_kernel(bool quantize) {
  return [quantize](const CallNode& call, const std::vector<Value>& args,
                    KernelContext& ctx) -> EvalOr<Value> {
    const char* op = quantize ? "relax.quantize" : "relax.dequantize";
    auto data = tensor_arg(call, args, 0, ctx);
    if (!data) return data.error();
    auto scale_t = tensor_arg(call, args, 1, ctx);
    if (!scale_t) return scale_t.error();
    auto zp_t = tensor_arg(call, args, 2, ctx);
    if (!zp_t) return zp_t.error();
    auto axis = read_attr<int64_t>(call, "axis", -1, ctx);
    if (!axis) return axis.error();
    auto out_dtype =
        read_attr(call, "out_dtype", quantize ? DataType::Int(8) : DataType::Float(32), ctx);
    if (!out_dtype) return out_dtype.error();
    const Tensor& x = **data;
    DataType dt = (*scale_t)->dtype, zt = (*zp_t)->dtype, xt = x.dtype, ot = *out_dtype;
    bool dtypes_ok =
        (quantize ? (xt == DataType::Float(16) || xt == DataType::Float(32)) &&
                        (ot == DataType::Int(8) || ot == DataType::UInt(8) ||
                         ot == DataType::Int(16) || ot == DataType::UInt(16))
                  : (ot == DataType::Float(16) || ot == DataType::Float(32)) &&
                        (xt.is_float() || (xt.is_integral() && xt.bits <= 32 && !xt.is_bool() &&
                                           xt != DataType::UInt(32)))) &&
        (dt == DataType::Float(16) || dt == DataType::Float(32)) && is_zero_point_dtype(zt);
    if (!dtypes_ok)
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: unsupported dtypes (data {}, scale {}, zero_point {}, "
                                   "out_dtype {})",
                                   op, xt.str(), dt.str(), zt.str(), ot.str()));
    int ax = 0;
    if (x.ndim() > 0) {
      auto a = normalize_run_axis(call, *axis, x.ndim(), ctx);
      if (!a) return a.error();
      ax = *a;
    }
    auto scale = qparam(**scale_t, x, ax, "scale", op, ctx);
    if (!scale) return scale.error();
    auto zp = qparam(**zp_t, x, ax, "zero_point", op, ctx);
    if (!zp) return zp.error();
    auto out = ctx.alloc(ot, x.shape);
    if (!out) return out.error();
    // The index along `axis` of row-major element i: (i / inner) % extent.
    int64_t inner = 1, extent = 1;
    if (x.ndim() > 0) {
      for (int64_t d = ax + 1; d < x.ndim(); ++d) inner *= x.shape[size_t(d)];
      extent = x.shape[size_t(ax)];
    }
    int64_t n = x.num_elements();
    if (quantize) {
      // Float16 arithmetic only when both data and scale are float16 (TIR widens mixed floats).
      bool half = xt == DataType::Float(16) && dt == DataType::Float(16);
      double lo = ot.is_int() ? -std::ldexp(1.0, ot.bits - 1) : 0.0;
      double hi = ot.is_int() ? std::ldexp(1.0, ot.bits - 1) - 1 : std::ldexp(1.0, ot.bits) - 1;
      dispatch_dtype(ot, [&](auto tag) {
        using T = decltype(tag);
        T* o = out->ptr<T>();
        for (int64_t i = 0; i < n; ++i) {
          int64_t k = (i / inner) % extent;
          float v = in_dtype(float(x.get_float(i)) / float(scale->at_f(k)), half);
          v = std::nearbyint(v);
          // The zero point converted to v's dtype (an integer one rounds into float16).
          float z = in_dtype(zt.is_float() ? float(zp->at_f(k)) : float(zp->at_i(k)), half);
          v = in_dtype(v + z, half);
          v = clip_select(v, in_dtype(float(lo), half), in_dtype(float(hi), half));
          o[i] = cast_elem<T>(v, false);
        }
      });
    } else {
      bool to_half = ot == DataType::Float(16);
      dispatch_dtype(ot, [&](auto tag) {
        using T = decltype(tag);
        T* o = out->ptr<T>();
        for (int64_t i = 0; i < n; ++i) {
          int64_t k = (i / inner) % extent;
          float sub;
          if (xt.is_float()) {
            float z = zt.is_float() ? float(zp->at_f(k)) : float(zp->at_i(k));
            sub = float(x.get_float(i)) - z;
          } else if (zt == DataType::Float(16)) {
            // int32 - float16: the int32 converts to float16, the difference is float16.
            sub = in_dtype(in_dtype(float(int32_t(x.get_int(i))), true) - float(zp->at_f(k)), true);
          } else if (zt == DataType::UInt(32)) {
            sub = float(uint32_t(x.get_int(i)) - uint32_t(zp->at_i(k)));
          } else {
            sub = float(int32_t(uint32_t(x.get_int(i)) - uint32_t(zp->at_i(k))));
          }
          float v = sub * float(scale->at_f(k));
          if (to_half) v = clip_select(v, -65504.0f, 65504.0f);
          o[i] = store_elem<T>(compute_t<T>(v));
        }
      });
    }
    return Value(*out);
  };
}

} // namespace

void register_quantize_ops(OpTable& table) {
  const std::vector<AttrSpec> attrs = {{"out_dtype", AttrType::kDType, false},
                                       {"axis", AttrType::kInt, false}};
  table.add(OpBuilder("quantize", "relax.quantize")
                .args(3)
                .attrs(attrs)
                .infer([](const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) { return infer_qdq(call, args, ctx, true); })
                .kernel(qdq_kernel(true))
                .signature("data, scale, zero_point, axis=-1, out_dtype='int8'")
                .doc("clip(round(data / scale) + zero_point) to out_dtype's range, scale and "
                     "zero_point per tensor or along `axis`"));
  table.add(OpBuilder("quantize", "relax.dequantize")
                .args(3)
                .attrs(attrs)
                .infer([](const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) { return infer_qdq(call, args, ctx, false); })
                .kernel(qdq_kernel(false))
                .signature("data, scale, zero_point, axis=-1, out_dtype='float32'")
                .doc("(data - zero_point) * scale in float32, clipped to float16's range for a "
                     "float16 out_dtype; scale and zero_point per tensor or along `axis`"));
}

} // namespace rxv::sem
