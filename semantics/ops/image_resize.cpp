// Image resizing: relax.image.resize2d and relax.image.resize3d, one implementation for 2 and 3
// spatial axes. StructInfo rule (TVM's src/relax/op/image/resize.cc):
// - (data, size, roi, layout, method, coordinate_transformation_mode, rounding_method,
//   cubic_alpha, cubic_exclude, extrapolation_value, out_dtype): data a tensor in `layout` (a
//   layout of NCHW, resp. NCDHW: permuted or split, as "NHWC", "NCHW4c"); size a Shape of 2
//   (resp. 3) values. The result has data's N and C and the size's spatial extents, laid out in
//   `layout`, with dtype out_dtype when set, else data's; its shape is unknown when data's shape
//   or the size's values are (the size must be a literal R.shape to be read, as in TVM).
// Kernel (TOPI's resize2d/resize3d, python/tvm/topi/image/resize.py, which LegalizeOps calls),
// computed in float32 like TOPI: each spatial output index x of an axis with input extent W and
// output extent T maps to an input coordinate (scale = W / T):
//   half_pixel (x + 0.5) * scale - 0.5; align_corners (W - 1) / (T - 1) * x; asymmetric
//   scale * x; pytorch_half_pixel half_pixel if T > 1 else 0; tf_half_pixel_for_nn
//   (x + 0.5) * scale; tf_crop_and_resize start * (W - 1) + x * (end - start) * (W - 1) / (T - 1)
//   if T > 1 else (start + end) / 2 * (W - 1), with (start, end) from roi: resize2d's roi is
//   (y0, x0, y1, x1), resize3d's (x0, y0, z0, x1, y1, z1) (TOPI's indexing).
// - nearest_neighbor: the pixel at the rounded coordinate (rounding_method round: half to even,
//   round_prefer_floor: ceil(c - 0.5), round_prefer_ceil: floor(c + 0.5), floor: floor(c + 1e-5),
//   ceil: ceil(c - 1e-5); "" means round for align_corners, else floor); an asymmetric integer
//   upscale with floor rounding divides integers instead (x / (T / W), TOPI's exact path).
// - linear: the 2 neighbours, weights (1 - t, t) with t = c - floor(c).
// - cubic: the 4 neighbours floor(c) - 1 .. floor(c) + 2 with Keys' weights for cubic_alpha;
//   cubic_exclude zeroes the weights of taps outside the input and renormalizes.
// Taps outside the input read the nearest edge pixel. Axes combine innermost first
// (sum_i v_i * w_i along x, then y, then z). tf_crop_and_resize gives extrapolation_value where
// any coordinate lies outside [0, W - 1]. The float32 result is converted to the output dtype.
//
// Deviations from TVM (TOPI bugs, docs/tvm-findings.md): resize3d with cubic_exclude takes the
// depth weights from the depth axis (TOPI reuses the width weights and conditions), and
// tf_crop_and_resize extrapolates outside the depth range too (TOPI drops that check). TOPI
// accepts only NCHW / NHWC / NCHWxc / NCHWinic (NCDHW / NDHWC / NCDHWc) layouts; rxv any layout
// of the canonical axes.
#include <fmt/format.h>

#include <array>
#include <cmath>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/layout_view.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

const char* canonical_of(int spatial) { return spatial == 2 ? "NCHW" : "NCDHW"; }

StructInfo infer_resize(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx, int spatial) {
  const std::string op = op_name(call);
  const char* canonical = canonical_of(spatial);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const auto* size = as<ShapeSInfo>(args[1]);
  if (!size)
    ctx.error(fmt::format("{}: argument 1 (size) must be a shape, got {}", op, describe(args[1])));
  else if (size->ndim != spatial)
    ctx.error(
        fmt::format("{}: the size must have {} values, got {}", op, spatial, describe(args[1])));
  std::string layout_text = read_attr<std::string>(call, "layout", canonical, ctx);
  auto layout = parse_data_layout(layout_text, canonical);
  if (!layout)
    ctx.error(fmt::format("{}: layout \"{}\" is not a layout of {}", op, layout_text, canonical));
  DataType out_dtype = read_attr(call, "out_dtype", DataType::Void(), ctx);
  if (!data) return make_object_sinfo();
  if (out_dtype.is_void()) out_dtype = data->dtype;
  if (!layout) return tensor_of_ndim(out_dtype, -1, data->vdevice);
  int rank = int(layout->rank());
  if (data->ndim >= 0 && data->ndim != rank) {
    ctx.error(fmt::format("{}: data must have {} dimensions (layout {}), got {}", op, rank,
                          layout_text, describe(args[0])));
    return tensor_of_ndim(out_dtype, rank, data->vdevice);
  }
  const std::vector<PrimExpr>* dims = tensor_dims(*data);
  const auto* size_value = as<ShapeExprNode>(call.args[1]);
  if (!dims || !size || size->ndim != spatial || !size_value)
    return tensor_of_ndim(out_dtype, rank, data->vdevice);
  std::vector<PrimExpr> canon = to_canonical_dims(*layout, *dims, ctx.arith());
  for (int s = 0; s < spatial; ++s) canon[size_t(2 + s)] = size_value->values[size_t(s)];
  return tensor_of_dims(from_canonical_dims(*layout, canon, ctx.arith()), out_dtype, data->vdevice);
}

// ---- Kernel ------------------------------------------------------------------------------------

/// The attributes that decide how an axis maps and samples.
struct ResizeAttrs {
  std::string method, mode, rounding;
  double alpha = -0.75;
  bool exclude = false;
  double extrapolation = 0;
  std::vector<double> roi;
};

/// One output index of one axis: its input taps (already clamped) and their weights, and
/// whether tf_crop_and_resize extrapolates there.
struct AxisTaps {
  std::array<int64_t, 4> tap{};
  std::array<float, 4> weight{};
  bool outside = false;
};

/// float32 of a value TVM folds as a constant in double precision.
float f32(double v) { return float(v); }

/// Input coordinate of output index x (TOPI's get_inx), float32.
float input_coord(int64_t x, int64_t w, int64_t t, const std::string& mode, double start,
                  double end) {
  float fx = float(x);
  float scale = f32(double(w) / double(t));
  if (mode == "half_pixel") return (fx + 0.5f) * scale - 0.5f;
  if (mode == "align_corners") return f32(double(w - 1) / double(t - 1)) * fx;
  if (mode == "asymmetric") return scale * fx;
  if (mode == "pytorch_half_pixel") return t > 1 ? (fx + 0.5f) * scale - 0.5f : 0.0f;
  if (mode == "tf_half_pixel_for_nn") return (fx + 0.5f) * scale;
  // tf_crop_and_resize (checked by the caller)
  if (t > 1)
    return f32(start * double(w - 1)) + fx * f32(end - start) * f32(double(w - 1)) / float(t - 1);
  return f32(0.5 * (start + end) * double(w - 1));
}

/// floor/round results converted to int32 as TOPI's astype does (saturating here).
int64_t to_i32(float v) { return cast_elem<int32_t>(v, false); }

int64_t clamp_index(int64_t i, int64_t w) { return i > w - 1 ? w - 1 : (i < 0 ? 0 : i); }

/// Keys' cubic weights of fraction t for alpha (TOPI's _cubic_spline_weights, in float32 with
/// alpha's combinations folded in double).
std::array<float, 4> cubic_weights(float t, double alpha) {
  float t2 = t * t, t3 = t * t * t;
  float a = f32(alpha);
  return {a * (t3 - 2.0f * t2 + t), f32(alpha + 2) * t3 - f32(3 + alpha) * t2 + 1.0f,
          f32(-(alpha + 2)) * t3 + f32(3 + 2 * alpha) * t2 - a * t, f32(-alpha) * t3 + a * t2};
}

/// The taps of every output index of one axis; an error message for an unknown option.
std::string axis_taps(const ResizeAttrs& at, int64_t w, int64_t t, double start, double end,
                      int& ntaps, std::vector<AxisTaps>& out) {
  static const char* kModes[] = {"half_pixel",           "align_corners",
                                 "asymmetric",           "pytorch_half_pixel",
                                 "tf_half_pixel_for_nn", "tf_crop_and_resize"};
  bool known_mode = false;
  for (const char* m : kModes) known_mode = known_mode || at.mode == m;
  if (!known_mode) return fmt::format("unsupported coordinate_transformation_mode \"{}\"", at.mode);
  std::string rounding = at.rounding;
  if (rounding.empty()) rounding = at.mode == "align_corners" ? "round" : "floor";
  // TOPI's exact integer path: nearest, asymmetric, floor rounding, an integer upscale.
  bool int_div = at.method == "nearest_neighbor" && at.mode == "asymmetric" &&
                 (at.rounding == "floor" || at.rounding.empty()) && w > 0 && t % w == 0 &&
                 double(t / w) <= 1 / (1e-5 * double(w) + 1e-5);
  out.assign(size_t(t), AxisTaps{});
  for (int64_t x = 0; x < t; ++x) {
    AxisTaps& a = out[size_t(x)];
    float c = input_coord(x, w, t, at.mode, start, end);
    a.outside = at.mode == "tf_crop_and_resize" && (c < 0.0f || c > float(w - 1));
    if (at.method == "nearest_neighbor") {
      ntaps = 1;
      int64_t i;
      if (int_div)
        i = x / (t / w);
      else if (rounding == "round")
        i = to_i32(std::nearbyint(c));
      else if (rounding == "round_prefer_floor")
        i = to_i32(std::ceil(c - 0.5f));
      else if (rounding == "round_prefer_ceil")
        i = to_i32(std::floor(c + 0.5f));
      else if (rounding == "floor")
        i = to_i32(std::floor(c + 1e-5f));
      else if (rounding == "ceil")
        i = to_i32(std::ceil(c - 1e-5f));
      else
        return fmt::format("unknown rounding_method \"{}\"", at.rounding);
      a.tap[0] = clamp_index(i, w);
      a.weight[0] = 1.0f;
    } else if (at.method == "linear") {
      ntaps = 2;
      int64_t i = to_i32(std::floor(c));
      float f = c - float(i);
      a.tap = {clamp_index(i, w), clamp_index(i + 1, w), 0, 0};
      a.weight = {1.0f - f, f, 0, 0};
    } else if (at.method == "cubic") {
      ntaps = 4;
      int64_t i = to_i32(std::floor(c));
      a.weight = cubic_weights(c - std::floor(c), at.alpha);
      for (int k = 0; k < 4; ++k) a.tap[size_t(k)] = clamp_index(i - 1 + k, w);
      if (at.exclude) {
        float sum = 0;
        for (int k = 0; k < 4; ++k) {
          if (i - 1 + k < 0 || i + k > w) a.weight[size_t(k)] = 0.0f;
          sum += a.weight[size_t(k)];
        }
        for (float& wk : a.weight) wk = wk / sum;
      }
    } else {
      return fmt::format("unknown method \"{}\" (nearest_neighbor, linear or cubic)", at.method);
    }
  }
  return {};
}

Kernel resize_kernel(int spatial) {
  return [spatial](const CallNode& call, const std::vector<Value>& args,
                   KernelContext& ctx) -> EvalOr<Value> {
    const std::string op = op_name(call);
    const char* canonical = canonical_of(spatial);
    auto xt = tensor_arg(call, args, 0, ctx);
    if (!xt) return xt.error();
    const Tensor& data = **xt;
    const ShapeValue* size = args.size() > 1 ? args[1].as_shape() : nullptr;
    if (!size || int(size->dims.size()) != spatial)
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: size must be a shape of {} values", op, spatial));
    ResizeAttrs at;
    auto layout_text = read_attr<std::string>(call, "layout", canonical, ctx);
    auto method = read_attr<std::string>(call, "method", "linear", ctx);
    auto mode = read_attr<std::string>(call, "coordinate_transformation_mode", "half_pixel", ctx);
    auto rounding =
        read_attr<std::string>(call, "rounding_method", spatial == 2 ? "round" : "", ctx);
    auto alpha = read_attr(call, "cubic_alpha", -0.75, ctx);
    auto exclude = read_attr<int64_t>(call, "cubic_exclude", 0, ctx);
    auto extrapolation = read_attr(call, "extrapolation_value", 0.0, ctx);
    auto out_dtype = read_attr(call, "out_dtype", data.dtype, ctx);
    for (const EvalError* e :
         {layout_text ? nullptr : &layout_text.error(), method ? nullptr : &method.error(),
          mode ? nullptr : &mode.error(), rounding ? nullptr : &rounding.error(),
          alpha ? nullptr : &alpha.error(), exclude ? nullptr : &exclude.error(),
          extrapolation ? nullptr : &extrapolation.error(),
          out_dtype ? nullptr : &out_dtype.error()})
      if (e) return *e;
    at.method = *method;
    at.mode = *mode;
    at.rounding = *rounding;
    at.alpha = *alpha;
    at.exclude = *exclude != 0;
    at.extrapolation = *extrapolation;
    at.roi.assign(size_t(2 * spatial), 0.0);
    // roi: a list of floats, or one float for every entry (TVM's Python API); None: zeros.
    if (const AttrValue* roi = call.attrs.find("roi")) {
      if (roi->kind == AttrValue::Kind::kList) {
        for (size_t i = 0; i < roi->items.size() && i < at.roi.size(); ++i)
          at.roi[i] = decode_attr<double>(roi->items[i]).value_or(0.0);
      } else if (auto v = decode_attr<double>(*roi)) {
        at.roi.assign(at.roi.size(), *v);
      }
    }
    auto layout = parse_data_layout(*layout_text, canonical);
    if (!layout)
      return ctx.error(EvalErrorKind::kUnsupported, fmt::format("{}: \"{}\" is not a layout of {}",
                                                                op, *layout_text, canonical));
    LayoutViewOr in = view_in_layout(data.shape, *layout);
    if (!in.error.empty())
      return ctx.error(EvalErrorKind::kShapeMismatch, fmt::format("{}: data {}", op, in.error));
    if (!is_tensor_dtype(*out_dtype) || out_dtype->is_bool())
      return ctx.error(EvalErrorKind::kUnsupported,
                       fmt::format("{}: unsupported out_dtype {}", op, out_dtype->str()));
    std::vector<int64_t> out_canon = in.view.dim;
    for (int s = 0; s < spatial; ++s) out_canon[size_t(2 + s)] = size->dims[size_t(s)];
    // An empty input axis has no pixel to read (TOPI reads out of bounds).
    for (int s = 0; s < spatial; ++s)
      if (in.view.dim[size_t(2 + s)] == 0 && shape_size(out_canon) > 0)
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("{}: cannot resize an empty input axis to {}", op,
                                     format_shape(size->dims)));
    // Taps of each spatial axis (depth, height, width order), roi as TOPI indexes it.
    std::vector<std::vector<AxisTaps>> taps(static_cast<size_t>(spatial));
    std::vector<int> ntaps(size_t(spatial), 1);
    for (int s = 0; s < spatial; ++s) {
      int r = spatial == 2 ? s : spatial - 1 - s;
      std::string err =
          axis_taps(at, in.view.dim[size_t(2 + s)], out_canon[size_t(2 + s)], at.roi[size_t(r)],
                    at.roi[size_t(r + spatial)], ntaps[size_t(s)], taps[size_t(s)]);
      if (!err.empty()) return ctx.error(EvalErrorKind::kUnsupported, op + ": " + err);
    }
    auto out = ctx.alloc(*out_dtype, layout_shape(*layout, out_canon));
    if (!out) return out.error();
    LayoutViewOr ov = view_in_layout(out->shape, *layout);
    int64_t taps_per = 1;
    for (int n : ntaps) taps_per *= n;
    if (EvalStatus st = ctx.charge(saturating_product({out->num_elements(), taps_per})); !st.ok())
      return st.error();
    std::vector<float> src(size_t(data.num_elements()));
    for (size_t i = 0; i < src.size(); ++i) src[i] = float(data.get_float(int64_t(i)));
    std::vector<int64_t> idx(out_canon.size()), oidx(out_canon.size());
    // Interpolates along spatial axis s (0 outermost) at output index oidx, the outer axes' taps
    // already in idx: the innermost axis is summed first, as TOPI nests its expressions.
    auto sample = [&](auto& self, int s) -> float {
      const AxisTaps& a = taps[size_t(s)][size_t(oidx[size_t(2 + s)])];
      auto value_at = [&](int k) {
        idx[size_t(2 + s)] = a.tap[size_t(k)];
        return s + 1 == spatial ? src[size_t(in.view.offset(idx))] : self(self, s + 1);
      };
      if (ntaps[size_t(s)] == 1) return value_at(0);
      float acc = value_at(0) * a.weight[0];
      for (int k = 1; k < ntaps[size_t(s)]; ++k) acc = acc + value_at(k) * a.weight[size_t(k)];
      return acc;
    };
    int64_t total = shape_size(out_canon);
    dispatch_dtype(*out_dtype, [&](auto tag) {
      using T = decltype(tag);
      T* o = out->ptr<T>();
      for (int64_t flat = 0; flat < total; ++flat) {
        int64_t rem = flat;
        for (size_t k = out_canon.size(); k-- > 0;) {
          oidx[k] = rem % out_canon[k];
          rem /= out_canon[k];
        }
        idx[0] = oidx[0];
        idx[1] = oidx[1];
        bool outside = false;
        for (int s = 0; s < spatial; ++s)
          outside = outside || taps[size_t(s)][size_t(oidx[size_t(2 + s)])].outside;
        float v = outside ? f32(at.extrapolation) : sample(sample, 0);
        if constexpr (is_float_storage_v<T>)
          o[ov.view.offset(oidx)] = store_elem<T>(compute_t<T>(v));
        else
          o[ov.view.offset(oidx)] = cast_elem<T>(v, false);
      }
    });
    return Value(*out);
  };
}

OpDef resize_op(int spatial) {
  const char* name = spatial == 2 ? "relax.image.resize2d" : "relax.image.resize3d";
  return OpBuilder("image_resize", name)
      .args(2)
      .attrs({{"roi", AttrType::kAny, false},
              {"layout", AttrType::kString, false},
              {"method", AttrType::kString, false},
              {"coordinate_transformation_mode", AttrType::kString, false},
              {"rounding_method", AttrType::kString, false},
              {"cubic_alpha", AttrType::kFloat, false},
              {"cubic_exclude", AttrType::kInt, false},
              {"extrapolation_value", AttrType::kFloat, false},
              {"out_dtype", AttrType::kDType, false}})
      .infer([spatial](const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) { return infer_resize(call, args, ctx, spatial); })
      .kernel(resize_kernel(spatial))
      .signature(spatial == 2
                     ? "data, size: Shape, roi=None, layout='NCHW', method='linear', "
                       "coordinate_transformation_mode='half_pixel', rounding_method='round', "
                       "cubic_alpha=-0.75, cubic_exclude=0, extrapolation_value=0.0, "
                       "out_dtype=None"
                     : "data, size: Shape, roi=None, layout='NCDHW', method='linear', "
                       "coordinate_transformation_mode='half_pixel', rounding_method='', "
                       "cubic_alpha=-0.75, cubic_exclude=0, extrapolation_value=0.0, "
                       "out_dtype=None")
      .doc(spatial == 2 ? "resizes the H and W axes of an NCHW-layout image to `size` "
                          "(nearest_neighbor, linear or cubic; TOPI's coordinate modes)"
                        : "resizes the D, H and W axes of an NCDHW-layout volume to `size` "
                          "(nearest_neighbor, linear or cubic; TOPI's coordinate modes)");
}

} // namespace

void register_image_resize_ops(OpTable& table) {
  table.add(resize_op(2));
  table.add(resize_op(3));
}

} // namespace rxv::sem
