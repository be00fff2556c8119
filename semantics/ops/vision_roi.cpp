// Region-of-interest pooling: relax.vision.roi_align and relax.vision.roi_pool. StructInfo rules
// (TVM's src/relax/op/vision/roi_align.cc, roi_pool.cc):
// - roi_align(data, rois, pooled_size, spatial_scale, sample_ratio=-1, aligned=False,
//   layout="NCHW", mode="avg"); roi_pool(data, rois, pooled_size, spatial_scale, layout="NCHW"):
//   data a 4-d tensor, rois a 2-d (num_roi, 5) tensor of rows [batch_index, x1, y1, x2, y2] (a
//   literal last dim must be 5); layout NCHW or NHWC (roi_pool: NCHW), mode avg or max;
//   pooled_size one int or two. Result: (num_roi, C, PH, PW) (NHWC: (num_roi, PH, PW, C)) of
//   data's dtype; only the ndim 4 when a shape is unknown.
// Kernels (TOPI's python/tvm/topi/vision/roi_align.py and roi_pool.py), in rois' float dtype:
// - roi_align: the box scaled by spatial_scale, its height and width (at least 1 unless
//   aligned: TVM's `aligned` only drops that minimum, the frontends shift the boxes themselves)
//   split into PH x PW bins; each bin samples a grid of sample_ratio (or ceil(bin size)) points
//   per axis at the sub-bin centres, bilinearly (taps outside the image weigh 0; a point beyond
//   one pixel outside the image samples 0; others are clamped into the image first); avg sums
//   sample / count in order, max keeps select(acc > v, acc, v) from the dtype's lowest value.
// - roi_pool: the box scaled and rounded (floor(v + 0.5)), at least 1 x 1, split into bins
//   [floor(p * bin), ceil((p + 1) * bin)) offset by the box start and clamped to the image; a bin
//   is the maximum of its pixels (from the lowest value, as above), or 0 when it is empty.
// A batch index outside data is an IndexOutOfRange error (TOPI reads out of bounds).
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

/// pooled_size as (PH, PW): one int is both; nullopt for other lengths or values < 1.
std::optional<std::pair<int64_t, int64_t>> pooled_of(const IntList& v) {
  if (v.size() == 1 && v[0] >= 1) return std::pair{v[0], v[0]};
  if (v.size() == 2 && v[0] >= 1 && v[1] >= 1) return std::pair{v[0], v[1]};
  return std::nullopt;
}

StructInfo infer_roi(const CallNode& call, const std::vector<StructInfo>& args, OpInferContext& ctx,
                     bool align) {
  const std::string op = op_name(call);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* rois = expect_tensor(call, args, 1, "rois", ctx);
  IntList pooled_list = read_attr<IntList>(call, "pooled_size", IntList{}, ctx);
  auto pooled = pooled_of(pooled_list);
  if (!pooled) ctx.error(fmt::format("{}: pooled_size must be one or two positive ints", op));
  std::string layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
  std::string mode = align ? read_attr<std::string>(call, "mode", "avg", ctx) : "avg";
  if (!data || !rois) return make_object_sinfo();
  if (data->ndim >= 0 && data->ndim != 4) {
    ctx.error(fmt::format("{}: data must be 4-d, got {}", op, describe(args[0])));
    return tensor_of_ndim(data->dtype, 4, data->vdevice);
  }
  if (rois->ndim >= 0 && rois->ndim != 2) {
    ctx.error(fmt::format("{}: rois must be 2-d (num_roi, 5), got {}", op, describe(args[1])));
    return tensor_of_ndim(data->dtype, 4, data->vdevice);
  }
  if (layout != "NCHW" && (!align || layout != "NHWC")) {
    ctx.error(fmt::format("{}: layout must be {}, got \"{}\"", op, align ? "NCHW or NHWC" : "NCHW",
                          layout));
    return tensor_of_ndim(data->dtype, 4, data->vdevice);
  }
  if (mode != "avg" && mode != "max") {
    ctx.error(fmt::format("{}: mode must be avg or max, got \"{}\"", op, mode));
    return tensor_of_ndim(data->dtype, 4, data->vdevice);
  }
  const auto* rshape = as<ShapeExprNode>(rois->shape);
  if (rshape && is_int_imm(rshape->values[1]) && rshape->values[1]->int_value != 5) {
    ctx.error(fmt::format("{}: rois must have shape (num_roi, 5), got {}", op, describe(args[1])));
    return tensor_of_ndim(data->dtype, 4, data->vdevice);
  }
  const auto* dshape = as<ShapeExprNode>(data->shape);
  if (!dshape || !rshape || !pooled) return tensor_of_ndim(data->dtype, 4, data->vdevice);
  PrimExpr ph = make_int(pooled->first), pw = make_int(pooled->second);
  std::vector<PrimExpr> dims =
      layout == "NCHW" ? std::vector<PrimExpr>{rshape->values[0], dshape->values[1], ph, pw}
                       : std::vector<PrimExpr>{rshape->values[0], ph, pw, dshape->values[3]};
  return tensor_of_dims(std::move(dims), data->dtype, data->vdevice);
}

/// TIR's max(a, b) as LLVM compiles it: select(a > b, a, b).
template <class C> C select_max(C a, C b) { return a > b ? a : b; }
template <class C> C select_min(C a, C b) { return a < b ? a : b; }

/// The common argument checks; fills the image geometry (NCHW or NHWC).
struct RoiInputs {
  const Tensor* data = nullptr;
  const Tensor* rois = nullptr;
  int64_t ph = 1, pw = 1, n = 0, c = 0, h = 0, w = 0;
  bool nhwc = false;
  double spatial_scale = 1;
  int64_t at(int64_t b, int64_t ch, int64_t y, int64_t x) const {
    return nhwc ? ((b * h + y) * w + x) * c + ch : ((b * c + ch) * h + y) * w + x;
  }
};

EvalOr<RoiInputs> roi_inputs(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  const std::string op = op_name(call);
  RoiInputs in;
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  auto rt = tensor_arg(call, args, 1, ctx);
  if (!rt) return rt.error();
  in.data = *xt;
  in.rois = *rt;
  auto pooled = read_attr<IntList>(call, "pooled_size", IntList{}, ctx);
  if (!pooled) return pooled.error();
  auto scale = read_attr(call, "spatial_scale", 1.0, ctx);
  if (!scale) return scale.error();
  auto layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
  if (!layout) return layout.error();
  auto p = pooled_of(*pooled);
  if (!p || (*layout != "NCHW" && *layout != "NHWC"))
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: bad pooled_size or layout {}", op, *layout));
  in.ph = p->first;
  in.pw = p->second;
  in.spatial_scale = *scale;
  in.nhwc = *layout == "NHWC";
  if (in.data->ndim() != 4 || in.rois->ndim() != 2 || in.rois->shape[1] != 5)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data {} must be 4-d and rois {} (num_roi, 5)", op,
                                 format_shape(in.data->shape), format_shape(in.rois->shape)));
  if (!in.data->dtype.is_float() || !in.rois->dtype.is_float())
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: data and rois must be float tensors", op));
  const auto& s = in.data->shape;
  in.n = s[0];
  in.c = in.nhwc ? s[3] : s[1];
  in.h = in.nhwc ? s[1] : s[2];
  in.w = in.nhwc ? s[2] : s[3];
  return in;
}

/// The batch index of roi row r (its first value truncated, as TOPI's astype("int32")).
EvalOr<int64_t> batch_of(const RoiInputs& in, int64_t r, const CallNode& call, KernelContext& ctx) {
  int64_t b = cast_elem<int32_t>(in.rois->get_float(r * 5), false);
  if (b < 0 || b >= in.n)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("{}: roi {} has batch index {}, data has {} images", op_name(call),
                                 r, b, in.n));
  return b;
}

std::vector<int64_t> out_shape(const RoiInputs& in) {
  int64_t r = in.rois->shape[0];
  return in.nhwc ? std::vector<int64_t>{r, in.ph, in.pw, in.c}
                 : std::vector<int64_t>{r, in.c, in.ph, in.pw};
}

template <class C>
EvalStatus roi_align_loop(const CallNode& call, const RoiInputs& in, bool avg, int64_t ratio,
                          bool aligned, Tensor& out, KernelContext& ctx) {
  const C ss = C(in.spatial_scale);
  const C hf = C(in.h), wf = C(in.w);
  auto pixel = [&](int64_t b, int64_t ch, C y, C x) -> C {
    bool outside = y < C(-1) || x < C(-1) || y > hf || x > wf;
    y = select_min(select_max(y, C(0)), C(in.h - 1));
    x = select_min(select_max(x, C(0)), C(in.w - 1));
    int64_t yl = cast_elem<int32_t>(std::floor(y), false);
    int64_t xl = cast_elem<int32_t>(std::floor(x), false);
    C wyh = y - C(yl), wxh = x - C(xl);
    C wy[2] = {C(1) - wyh, wyh}, wx[2] = {C(1) - wxh, wxh};
    C val = 0;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j) {
        int64_t yp = yl + j, xp = xl + i;
        C t = 0;
        if (yp >= 0 && yp <= in.h - 1 && xp >= 0 && xp <= in.w - 1)
          t = wx[i] * wy[j] * C(in.data->get_float(in.at(b, ch, yp, xp)));
        val = val + t;
      }
    return outside ? C(0) : val;
  };
  int64_t rois = in.rois->shape[0];
  for (int64_t r = 0; r < rois; ++r) {
    auto b = batch_of(in, r, call, ctx);
    if (!b) return b.error();
    C box[4];
    for (int k = 0; k < 4; ++k) box[k] = C(in.rois->get_float(r * 5 + 1 + k)) * ss;
    C roi_h = box[3] - box[1], roi_w = box[2] - box[0];
    if (!aligned) {
      roi_h = select_max(roi_h, C(1));
      roi_w = select_max(roi_w, C(1));
    }
    C bin_h = roi_h / C(in.ph), bin_w = roi_w / C(in.pw);
    int64_t gh = ratio > 0 ? ratio : cast_elem<int32_t>(std::ceil(roi_h / C(in.ph)), false);
    int64_t gw = ratio > 0 ? ratio : cast_elem<int32_t>(std::ceil(roi_w / C(in.pw)), false);
    int64_t count = gh * gw;
    if (EvalStatus st =
            ctx.charge(saturating_product({in.c, in.ph, in.pw, std::max<int64_t>(count, 0)}));
        !st.ok())
      return st;
    for (int64_t ch = 0; ch < in.c; ++ch)
      for (int64_t py = 0; py < in.ph; ++py)
        for (int64_t px = 0; px < in.pw; ++px) {
          C sh = box[1] + C(py) * bin_h, sw = box[0] + C(px) * bin_w;
          C acc = avg ? C(0) : std::numeric_limits<C>::lowest();
          for (int64_t ry = 0; ry < gh; ++ry)
            for (int64_t rx = 0; rx < gw; ++rx) {
              C y = sh + (C(ry) + C(0.5)) * bin_h / C(gh);
              C x = sw + (C(rx) + C(0.5)) * bin_w / C(gw);
              C v = pixel(*b, ch, y, x);
              acc = avg ? acc + v / C(count) : select_max(acc, v);
            }
          int64_t o = in.nhwc ? ((r * in.ph + py) * in.pw + px) * in.c + ch
                              : ((r * in.c + ch) * in.ph + py) * in.pw + px;
          out.set_float(o, double(acc));
        }
  }
  return eval_ok();
}

EvalOr<Value> roi_align_kernel(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto in = roi_inputs(call, args, ctx);
  if (!in) return in.error();
  auto ratio = read_attr<int64_t>(call, "sample_ratio", -1, ctx);
  if (!ratio) return ratio.error();
  auto aligned = read_attr(call, "aligned", false, ctx);
  if (!aligned) return aligned.error();
  auto mode = read_attr<std::string>(call, "mode", "avg", ctx);
  if (!mode) return mode.error();
  if (*mode != "avg" && *mode != "max")
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.vision.roi_align: mode must be avg or max, got {}", *mode));
  auto out = ctx.alloc(in->data->dtype, out_shape(*in));
  if (!out) return out.error();
  EvalStatus st =
      in->rois->dtype.bits == 64
          ? roi_align_loop<double>(call, *in, *mode == "avg", *ratio, *aligned, *out, ctx)
          : roi_align_loop<float>(call, *in, *mode == "avg", *ratio, *aligned, *out, ctx);
  if (!st.ok()) return st.error();
  return Value(*out);
}

template <class C>
EvalStatus roi_pool_loop(const CallNode& call, const RoiInputs& in, Tensor& out,
                         KernelContext& ctx) {
  const C ss = C(in.spatial_scale);
  auto round_away = [](C v) { return cast_elem<int32_t>(std::floor(v + C(0.5)), false); };
  int64_t rois = in.rois->shape[0];
  for (int64_t r = 0; r < rois; ++r) {
    auto b = batch_of(in, r, call, ctx);
    if (!b) return b.error();
    int64_t box[4];
    for (int k = 0; k < 4; ++k) box[k] = round_away(C(in.rois->get_float(r * 5 + 1 + k)) * ss);
    int64_t roi_h = std::max<int64_t>(box[3] - box[1] + 1, 1);
    int64_t roi_w = std::max<int64_t>(box[2] - box[0] + 1, 1);
    C bin_h = C(roi_h) / C(in.ph), bin_w = C(roi_w) / C(in.pw);
    if (EvalStatus st = ctx.charge(saturating_product({in.c, in.ph, in.pw, in.h, in.w})); !st.ok())
      return st;
    auto clampi = [](int64_t v, int64_t hi) { return std::min(std::max<int64_t>(v, 0), hi); };
    for (int64_t ch = 0; ch < in.c; ++ch)
      for (int64_t py = 0; py < in.ph; ++py)
        for (int64_t px = 0; px < in.pw; ++px) {
          int64_t hs = clampi(cast_elem<int32_t>(std::floor(C(py) * bin_h), false) + box[1], in.h);
          int64_t he =
              clampi(cast_elem<int32_t>(std::ceil(C(py + 1) * bin_h), false) + box[1], in.h);
          int64_t ws = clampi(cast_elem<int32_t>(std::floor(C(px) * bin_w), false) + box[0], in.w);
          int64_t we =
              clampi(cast_elem<int32_t>(std::ceil(C(px + 1) * bin_w), false) + box[0], in.w);
          C acc = 0;
          if (he > hs && we > ws) {
            // TOPI's reduction over the whole image, -inf outside the bin (so a NaN is
            // replaced by the next tap in scan order, inside the bin or not).
            acc = std::numeric_limits<C>::lowest();
            for (int64_t y = 0; y < in.h; ++y)
              for (int64_t x = 0; x < in.w; ++x) {
                bool valid = y >= hs && y < he && x >= ws && x < we;
                C v = valid ? C(in.data->get_float(in.at(*b, ch, y, x)))
                            : -std::numeric_limits<C>::infinity();
                acc = select_max(acc, v);
              }
          }
          out.set_float(((r * in.c + ch) * in.ph + py) * in.pw + px, double(acc));
        }
  }
  return eval_ok();
}

EvalOr<Value> roi_pool_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  auto in = roi_inputs(call, args, ctx);
  if (!in) return in.error();
  if (in->nhwc)
    return ctx.error(EvalErrorKind::kTypeError, "relax.vision.roi_pool: layout must be NCHW");
  auto out = ctx.alloc(in->data->dtype, out_shape(*in));
  if (!out) return out.error();
  EvalStatus st = in->rois->dtype.bits == 64 ? roi_pool_loop<double>(call, *in, *out, ctx)
                                             : roi_pool_loop<float>(call, *in, *out, ctx);
  if (!st.ok()) return st.error();
  return Value(*out);
}

} // namespace

void register_vision_roi_ops(OpTable& table) {
  table.add(OpBuilder("vision_roi", "relax.vision.roi_align")
                .args(2)
                .attrs({{"pooled_size", AttrType::kIntList, true},
                        {"spatial_scale", AttrType::kFloat, true},
                        {"sample_ratio", AttrType::kInt, false},
                        {"aligned", AttrType::kBool, false},
                        {"layout", AttrType::kString, false},
                        {"mode", AttrType::kString, false}})
                .infer([](const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) { return infer_roi(call, args, ctx, true); })
                .kernel(roi_align_kernel)
                .signature("data, rois, pooled_size, spatial_scale, sample_ratio=-1, "
                           "aligned=False, layout='NCHW', mode='avg'")
                .doc("bilinearly sampled average (or max) of each roi's PH x PW bins"));
  table.add(OpBuilder("vision_roi", "relax.vision.roi_pool")
                .args(2)
                .attrs({{"pooled_size", AttrType::kIntList, true},
                        {"spatial_scale", AttrType::kFloat, true},
                        {"layout", AttrType::kString, false}})
                .infer([](const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) { return infer_roi(call, args, ctx, false); })
                .kernel(roi_pool_kernel)
                .signature("data, rois, pooled_size, spatial_scale, layout='NCHW'")
                .doc("maximum of each roi's PH x PW bins of pixels (0 for an empty bin)"));
}

} // namespace rxv::sem
