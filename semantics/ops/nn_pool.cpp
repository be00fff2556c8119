// Pooling: relax.nn.max_pool2d, avg_pool2d, adaptive_avg_pool2d.
// StructInfo rules (TVM's src/relax/op/nn/pooling.cc), for data in layout NCHW (other layouts,
// packed ones included, through semantics/ops/data_layout.h; shared helpers in nn_window.h):
// - max_pool2d / avg_pool2d(data, pool_size, strides, dilation, padding, ceil_mode,
//   count_include_pad, layout, out_layout): (N, C, out_h, out_w) with
//   (H + pad_top + pad_bottom - dil_h * (KH - 1) - 1) // stride_h + 1, likewise for W; with
//   ceil_mode the division rounds up, and a last window that would start in the bottom/right
//   padding is dropped (TVM's `invalid_last` rule, as PyTorch).
// - adaptive_avg_pool2d(data, output_size, layout, out_layout): (N, C, output_size) (None: H, W).
// Attribute lists take TVM's Python spellings: strides / dilation / pool_size of 1 or 2 ints,
// padding of 1, 2 (top/bottom, left/right) or 4 (top, left, bottom, right) ints.
// Kernels: direct loop nests in NCHW coordinates. max_pool takes the maximum of the taps inside
// the input (the dtype's lowest value when there is none); avg_pool divides the sum of those
// taps by their count, or with count_include_pad by the count of taps inside the padded input
// (the extra ceil_mode row/column excluded), at least 1 (integers truncate).
// adaptive_avg_pool2d averages rows floor(i * H / OH) to ceil((i + 1) * H / OH) - 1, likewise
// for columns.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - Layouts, output extents < 1, negative padding and non-positive window attributes as in
//   nn_conv.cpp; output_size < 1 is an error of the rule.
// - avg_pool with dilation > 1 and count_include_pad=False counts exactly the taps inside the
//   input; TOPI's count formula assumes dilation 1 there.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <limits>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/nn_window.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

using namespace nn_window;

StructInfo infer_pool2d(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  auto perm = read_layout(call, "layout", "NCHW", "NCHW", ctx);
  std::string layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
  auto out_perm = read_layout(call, "out_layout", layout, "NCHW", ctx);
  std::string werr;
  Window w = read_window(call, "pool_size", werr);
  if (!werr.empty()) ctx.error(fmt::format("{}: {}", op_name(call), werr));
  bool ceil_mode = read_attr(call, "ceil_mode", false, ctx);
  if (!data) return make_object_sinfo();
  if (!perm || !out_perm) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  bool ok = true;
  auto x = canonical_dims(call, *data, "data", *perm, ctx, ok);
  if (!ok || !x || !werr.empty())
    return tensor_of_ndim(data->dtype, int(out_perm->rank()), data->vdevice);
  Arith& arith = ctx.arith();
  const auto& [n, c, h, wd] = *x;
  PrimExpr oh = out_extent(h, make_int(w.size[0]), w.pad[0], w.pad[2], w.stride[0], w.dilation[0],
                           ceil_mode, arith);
  PrimExpr ow = out_extent(wd, make_int(w.size[1]), w.pad[1], w.pad[3], w.stride[1], w.dilation[1],
                           ceil_mode, arith);
  check_extent(call, oh, "height", ctx);
  check_extent(call, ow, "width", ctx);
  return place_dims({n, c, oh, ow}, *out_perm, data->dtype, data->vdevice, arith);
}

StructInfo infer_adaptive_pool2d(const CallNode& call, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  auto perm = read_layout(call, "layout", "NCHW", "NCHW", ctx);
  std::string layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
  auto out_perm = read_layout(call, "out_layout", layout, "NCHW", ctx);
  auto size = read_attr<OptIntList>(call, "output_size", {}, ctx);
  std::optional<std::array<int64_t, 2>> out_size;
  if (size) {
    out_size = pair_of(*size);
    if (!out_size) {
      ctx.error(fmt::format("relax.nn.adaptive_avg_pool2d: 'output_size' must have 1 or 2 "
                            "values, got {}",
                            size->size()));
    } else if ((*out_size)[0] < 1 || (*out_size)[1] < 1) {
      ctx.error("relax.nn.adaptive_avg_pool2d: 'output_size' must be positive");
      out_size.reset();
      size.reset();
    }
  }
  if (!data) return make_object_sinfo();
  if (!perm || !out_perm) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  bool ok = true;
  auto x = canonical_dims(call, *data, "data", *perm, ctx, ok);
  if (!ok || !x || (size && !out_size))
    return tensor_of_ndim(data->dtype, int(out_perm->rank()), data->vdevice);
  const auto& [n, c, h, wd] = *x;
  PrimExpr oh = out_size ? make_int((*out_size)[0]) : h;
  PrimExpr ow = out_size ? make_int((*out_size)[1]) : wd;
  return place_dims({n, c, oh, ow}, *out_perm, data->dtype, data->vdevice, ctx.arith());
}

Kernel pool2d_kernel(bool is_max) {
  return [is_max](const CallNode& call, const std::vector<Value>& args,
                  KernelContext& ctx) -> EvalOr<Value> {
    const char* op = is_max ? "relax.nn.max_pool2d" : "relax.nn.avg_pool2d";
    auto xt = tensor_arg(call, args, 0, ctx);
    if (!xt) return xt.error();
    const Tensor& data = **xt;
    auto layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
    if (!layout) return layout.error();
    auto out_layout = read_attr<std::string>(call, "out_layout", *layout, ctx);
    if (!out_layout) return out_layout.error();
    auto ceil_attr = read_attr(call, "ceil_mode", false, ctx);
    if (!ceil_attr) return ceil_attr.error();
    auto include_pad_attr = read_attr(call, "count_include_pad", false, ctx);
    if (!include_pad_attr) return include_pad_attr.error();
    auto xv = view_of(data, *layout, "NCHW", op, "data", ctx);
    if (!xv) return xv.error();
    std::string werr;
    Window w = read_window(call, "pool_size", werr);
    if (!werr.empty()) return ctx.error(EvalErrorKind::kTypeError, fmt::format("{}: {}", op, werr));
    bool ceil_mode = *ceil_attr, include_pad = *include_pad_attr;
    int64_t h = xv->dim[2], wd = xv->dim[3];
    int64_t oh = extent(h, w.size[0], w.pad[0], w.pad[2], w.stride[0], w.dilation[0], ceil_mode);
    int64_t ow = extent(wd, w.size[1], w.pad[1], w.pad[3], w.stride[1], w.dilation[1], ceil_mode);
    if (oh < 1 || ow < 1)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{}: the (dilated) window is larger than the padded input", op));
    auto out = alloc_out(data.dtype, {xv->dim[0], xv->dim[1], oh, ow}, *out_layout, op, ctx);
    if (!out) return out.error();
    // (Not a structured binding: clang 14 cannot capture one in the lambdas below.)
    Tensor& result = out->first;
    View4& ov = out->second;
    // One step per result element and window tap.
    if (EvalStatus st =
            ctx.charge(saturating_product({result.num_elements(), w.size[0], w.size[1]}));
        !st.ok())
      return st.error();
    dispatch_dtype(data.dtype, [&](auto tag) {
      using T = decltype(tag);
      using C = compute_t<T>;
      const T* x = data.ptr<T>();
      T* o = result.ptr<T>();
      constexpr bool kFloat = is_float_storage_v<T>;
      for (int64_t n = 0; n < ov.dim[0]; ++n)
        for (int64_t c = 0; c < ov.dim[1]; ++c)
          for (int64_t oy = 0; oy < oh; ++oy)
            for (int64_t ox = 0; ox < ow; ++ox) {
              C best =
                  kFloat ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest();
              std::conditional_t<kFloat, double, int64_t> sum = 0;
              int64_t inside = 0, padded = 0;
              for (int64_t ky = 0; ky < w.size[0]; ++ky) {
                int64_t y = oy * w.stride[0] - w.pad[0] + ky * w.dilation[0];
                for (int64_t kx = 0; kx < w.size[1]; ++kx) {
                  int64_t xx = ox * w.stride[1] - w.pad[1] + kx * w.dilation[1];
                  // Taps in the padded input (not the extra ceil_mode row/column).
                  if (y < h + w.pad[2] && xx < wd + w.pad[3]) ++padded;
                  if (y < 0 || y >= h || xx < 0 || xx >= wd) continue;
                  C v = load_elem(x[xv->at(n, c, y, xx)]);
                  ++inside;
                  if (is_max)
                    best = std::max(best, v); // NaN taps are skipped
                  else if constexpr (kFloat)
                    sum += double(v);
                  else
                    sum = int64_t(uint64_t(sum) + uint64_t(int64_t(v)));
                }
              }
              T& dst = o[ov.at(n, c, oy, ox)];
              if (is_max) {
                dst = store_elem<T>(best);
              } else {
                int64_t count = std::max<int64_t>(include_pad ? padded : inside, 1);
                if constexpr (kFloat)
                  dst = store_elem<T>(C(sum / double(count)));
                else
                  dst = cast_elem<T>(sum / count, data.dtype.is_bool());
              }
            }
    });
    return Value(result);
  };
}

EvalOr<Value> adaptive_pool2d_kernel(const CallNode& call, const std::vector<Value>& args,
                                     KernelContext& ctx) {
  const char* op = "relax.nn.adaptive_avg_pool2d";
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  const Tensor& data = **xt;
  auto layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
  if (!layout) return layout.error();
  auto out_layout = read_attr<std::string>(call, "out_layout", *layout, ctx);
  if (!out_layout) return out_layout.error();
  auto xv = view_of(data, *layout, "NCHW", op, "data", ctx);
  if (!xv) return xv.error();
  int64_t h = xv->dim[2], wd = xv->dim[3];
  auto output_size = read_attr(call, "output_size", IntList{h, wd}, ctx);
  if (!output_size) return output_size.error();
  auto size = pair_of(*output_size);
  if (!size || (*size)[0] < 1 || (*size)[1] < 1)
    return ctx.error(EvalErrorKind::kTypeError, fmt::format("{}: bad output_size", op));
  int64_t oh = (*size)[0], ow = (*size)[1];
  auto out = alloc_out(data.dtype, {xv->dim[0], xv->dim[1], oh, ow}, *out_layout, op, ctx);
  if (!out) return out.error();
  // (Not a structured binding: clang 14 cannot capture one in the lambdas below.)
  Tensor& result = out->first;
  View4& ov = out->second;
  dispatch_dtype(data.dtype, [&](auto tag) {
    using T = decltype(tag);
    using C = compute_t<T>;
    constexpr bool kFloat = is_float_storage_v<T>;
    const T* x = data.ptr<T>();
    T* o = result.ptr<T>();
    for (int64_t n = 0; n < ov.dim[0]; ++n)
      for (int64_t c = 0; c < ov.dim[1]; ++c)
        for (int64_t oy = 0; oy < oh; ++oy) {
          int64_t y0 = oy * h / oh, y1 = ((oy + 1) * h + oh - 1) / oh;
          for (int64_t ox = 0; ox < ow; ++ox) {
            int64_t x0 = ox * wd / ow, x1 = ((ox + 1) * wd + ow - 1) / ow;
            std::conditional_t<kFloat, double, int64_t> sum = 0;
            for (int64_t y = y0; y < y1; ++y)
              for (int64_t xx = x0; xx < x1; ++xx) {
                if constexpr (kFloat)
                  sum += double(load_elem(x[xv->at(n, c, y, xx)]));
                else
                  sum = int64_t(uint64_t(sum) + uint64_t(int64_t(x[xv->at(n, c, y, xx)])));
              }
            int64_t count = std::max<int64_t>((y1 - y0) * (x1 - x0), 1);
            T& dst = o[ov.at(n, c, oy, ox)];
            if constexpr (kFloat)
              dst = store_elem<T>(C(sum / double(count)));
            else
              dst = cast_elem<T>(sum / count, data.dtype.is_bool());
          }
        }
  });
  return Value(result);
}

} // namespace

void register_nn_pool_ops(OpTable& table) {
  const std::vector<AttrSpec> pool_attrs = {
      {"pool_size", AttrType::kIntList, false}, {"strides", AttrType::kIntList, false},
      {"dilation", AttrType::kIntList, false},  {"padding", AttrType::kIntList, false},
      {"ceil_mode", AttrType::kBool, false},    {"count_include_pad", AttrType::kBool, false},
      {"layout", AttrType::kString, false},     {"out_layout", AttrType::kString, false}};
  table.add(OpBuilder("nn_pool", "relax.nn.max_pool2d")
                .args(1)
                .attrs(pool_attrs)
                .infer(infer_pool2d)
                .kernel(pool2d_kernel(true))
                .doc("maximum over each 2-D window (padding never wins)"));
  table.add(OpBuilder("nn_pool", "relax.nn.avg_pool2d")
                .args(1)
                .attrs(pool_attrs)
                .infer(infer_pool2d)
                .kernel(pool2d_kernel(false))
                .doc("mean over each 2-D window; count_include_pad counts the padding"));
  table.add(OpBuilder("nn_pool", "relax.nn.adaptive_avg_pool2d")
                .args(1)
                .attrs({{"output_size", AttrType::kOptionalIntList, false},
                        {"layout", AttrType::kString, false},
                        {"out_layout", AttrType::kString, false}})
                .infer(infer_adaptive_pool2d)
                .kernel(adaptive_pool2d_kernel)
                .doc("mean over adaptive windows giving output_size (None: the input's H, W)"));
}

} // namespace rxv::sem
