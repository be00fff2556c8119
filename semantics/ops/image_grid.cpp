// Sampling grids: relax.image.affine_grid and relax.image.grid_sample, for 2 or 3 spatial axes.
// StructInfo rules (TVM's src/relax/op/image/resize.cc):
// - affine_grid(data, size, align_corners=True): size a Shape of 2 (H, W) or 3 (D, H, W) values;
//   data a 3-d tensor (batch, spatial, spatial + 1) when its ndim is known, its literal dims 1 and
//   2 checked. Result: (batch, spatial, *size) of data's dtype; only the ndim (spatial + 2) when
//   data's shape or the size's values are unknown.
// - grid_sample(data, grid, method="bilinear", layout="NCHW", padding_mode="zeros",
//   align_corners=False): layout "NCDHW" samples volumes, anything else is a layout of NCHW;
//   data in that layout, grid (N, 2, H_out, W_out) (volumes: (N, 3, D_out, H_out, W_out)). Result:
//   data's N and C with the grid's spatial extents, data's dtype.
// Kernels (TOPI's python/tvm/topi/image/grid_sample.py, which LegalizeOps calls):
// - affine_grid: out[n, k, i...] = data[n, k, s] + sum_r data[n, k, s - 1 - r] * (start_r +
//   i_r * step_r) over the target axes r (s = spatial), in data's dtype, with start -1 and step
//   (2 - 1e-7) / (size_r - 1) for align_corners (every size_r must exceed 1), else start
//   -1 + 1 / size_r and step 2 / size_r.
// - grid_sample: grid[n, 0] holds x, grid[n, 1] y (and grid[n, 2] z) in [-1, 1], mapped to
//   (g + 1) * (extent - 1) / 2 with align_corners, else (g + 1) * extent / 2 - 0.5. padding_mode
//   zeros reads 0 outside the input; border clamps the coordinate to [0, extent - 1]; reflection
//   reflects it about the edges (align_corners: 0 and extent - 1, else -0.5 and extent - 0.5),
//   then clamps. bilinear (trilinear) weights the 4 (8) neighbours, nearest rounds half to even,
//   bicubic (2-D only) uses Keys' kernel with A = -0.75 on the 4 x 4 neighbours, the padding
//   mode applied to their indices. Computed in float32 (float64 data: float64).
// TOPI handles only the NCHW / NCDHW layouts; the kernel reports others as Unsupported, as
// TVM's legalization fails on them.
#include <fmt/format.h>

#include <cmath>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/layout_view.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

StructInfo infer_affine_grid(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  const std::string op = op_name(call);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const auto* size = as<ShapeSInfo>(args[1]);
  if (!size) {
    ctx.error(fmt::format("{}: argument 1 (size) must be a shape, got {}", op, describe(args[1])));
    return make_object_sinfo();
  }
  if (size->ndim != 2 && size->ndim != 3) {
    ctx.error(fmt::format("{}: the size must have 2 or 3 values, got {}", op, describe(args[1])));
    return make_object_sinfo();
  }
  if (!data) return make_object_sinfo();
  int spatial = size->ndim;
  if (data->ndim != -1 && data->ndim != 3) {
    ctx.error(fmt::format("{}: data must be 3-d (batch, {}, {}), got {}", op, spatial, spatial + 1,
                          describe(args[0])));
    return tensor_of_ndim(data->dtype, spatial + 2, data->vdevice);
  }
  const auto* shape = as<ShapeExprNode>(data->shape);
  if (shape) {
    for (size_t k = 1; k < 3 && k < shape->values.size(); ++k) {
      const PrimExpr& d = shape->values[k];
      int64_t want = spatial + int64_t(k) - 1;
      if (is_int_imm(d) && d->int_value != want) {
        ctx.error(fmt::format("{}: dim {} of data must be {}, got {}", op, k, want, d->int_value));
        break; // TVM stops at the first
      }
    }
  }
  const auto* size_value = as<ShapeExprNode>(call.args[1]);
  if (!shape || !size_value) return tensor_of_ndim(data->dtype, spatial + 2, data->vdevice);
  std::vector<PrimExpr> dims = {shape->values[0], make_int(spatial)};
  for (const PrimExpr& v : size_value->values) dims.push_back(v);
  return tensor_of_dims(std::move(dims), data->dtype, data->vdevice);
}

StructInfo infer_grid_sample(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  const std::string op = op_name(call);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* grid = expect_tensor(call, args, 1, "grid", ctx);
  std::string layout_text = read_attr<std::string>(call, "layout", "NCHW", ctx);
  bool volume = layout_text == "NCDHW";
  const char* canonical = volume ? "NCDHW" : "NCHW";
  auto layout = parse_data_layout(layout_text, canonical);
  if (!layout)
    ctx.error(fmt::format("{}: layout \"{}\" is not a layout of {}", op, layout_text, canonical));
  if (!data || !grid) return make_object_sinfo();
  if (!layout) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  int rank = int(layout->rank()), spatial = volume ? 3 : 2;
  if (data->ndim >= 0 && data->ndim != rank) {
    ctx.error(fmt::format("{}: data must have {} dimensions (layout {}), got {}", op, rank,
                          layout_text, describe(args[0])));
    return tensor_of_ndim(data->dtype, rank, data->vdevice);
  }
  if (grid->ndim >= 0 && grid->ndim != spatial + 2) {
    ctx.error(fmt::format("{}: grid must have {} dimensions (N, {}, spatial...), got {}", op,
                          spatial + 2, spatial, describe(args[1])));
    return tensor_of_ndim(data->dtype, rank, data->vdevice);
  }
  const std::vector<PrimExpr>* dims = tensor_dims(*data);
  const auto* gshape = as<ShapeExprNode>(grid->shape);
  if (!dims || !gshape) return tensor_of_ndim(data->dtype, rank, data->vdevice);
  std::vector<PrimExpr> canon = to_canonical_dims(*layout, *dims, ctx.arith());
  for (int s = 0; s < spatial; ++s) canon[size_t(2 + s)] = gshape->values[size_t(2 + s)];
  return tensor_of_dims(from_canonical_dims(*layout, canon, ctx.arith()), data->dtype,
                        data->vdevice);
}

// ---- Kernels -----------------------------------------------------------------------------------

EvalOr<Value> affine_grid_kernel(const CallNode& call, const std::vector<Value>& args,
                                 KernelContext& ctx) {
  const std::string op = op_name(call);
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  const Tensor& theta = **xt;
  const ShapeValue* size = args.size() > 1 ? args[1].as_shape() : nullptr;
  auto align = read_attr(call, "align_corners", true, ctx);
  if (!align) return align.error();
  int64_t spatial = size ? int64_t(size->dims.size()) : 0;
  if (!size || (spatial != 2 && spatial != 3))
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: size must be a shape of 2 or 3 values", op));
  if (theta.ndim() != 3 || theta.shape[1] != spatial || theta.shape[2] != spatial + 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data of shape {} is not (batch, {}, {})", op,
                                 format_shape(theta.shape), spatial, spatial + 1));
  if (!theta.dtype.is_float())
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: data must be a float tensor, got {}", op, theta.dtype.str()));
  std::vector<double> start, step;
  for (int64_t s : size->dims) {
    if (*align && s <= 1)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{}: align_corners needs every target dim > 1, got {}", op,
                                   format_shape(size->dims)));
    start.push_back(*align ? -1.0 : -1.0 + 1.0 / double(s));
    step.push_back(*align ? (2.0 - 1e-7) / double(s - 1) : 2.0 / double(s));
  }
  std::vector<int64_t> shape = {theta.shape[0], spatial};
  for (int64_t s : size->dims) shape.push_back(s);
  auto out = ctx.alloc(theta.dtype, shape);
  if (!out) return out.error();
  int64_t points = 1;
  for (int64_t s : size->dims) points *= s;
  dispatch_dtype(theta.dtype, [&](auto tag) {
    using T = decltype(tag);
    if constexpr (is_float_storage_v<T>) {
      using C = compute_t<T>;
      // Each operation in the dtype (float16: rounded after each, as TIR's float16 arithmetic).
      auto r = [](C v) { return load_elem(store_elem<T>(v)); };
      const T* d = theta.ptr<T>();
      T* o = out->ptr<T>();
      std::vector<int64_t> coord(static_cast<size_t>(spatial));
      for (int64_t n = 0; n < shape[0]; ++n)
        for (int64_t k = 0; k < spatial; ++k) {
          const T* row = d + (n * spatial + k) * (spatial + 1);
          for (int64_t p = 0; p < points; ++p) {
            int64_t rem = p;
            for (int64_t r2 = spatial; r2-- > 0;) {
              coord[size_t(r2)] = rem % size->dims[size_t(r2)];
              rem /= size->dims[size_t(r2)];
            }
            C val = load_elem(row[spatial]);
            for (int64_t a = 0; a < spatial; ++a) {
              C c = r(C(r(C(start[size_t(a)])) + r(C(coord[size_t(a)]) * r(C(step[size_t(a)])))));
              val = r(val + r(load_elem(row[spatial - 1 - a]) * c));
            }
            o[(n * spatial + k) * points + p] = store_elem<T>(val);
          }
        }
    }
  });
  return Value(*out);
}

/// How a grid coordinate becomes an input index (one spatial axis of extent `size`).
struct GridAxis {
  int64_t size = 1;
  bool align = false;
  std::string padding;
  /// The unnormalized coordinate of grid value g, with border / reflection padding applied.
  template <class C> C source(C g) const {
    C v = align ? (g + C(1)) * C(size - 1) / C(2) : C(-0.5) + (g + C(1)) * C(size) / C(2);
    if (padding == "reflection")
      v = clip(reflect(v));
    else if (padding == "border")
      v = clip(v);
    return v;
  }
  /// TOPI's min(max(v, 0), size - 1) as LLVM selects (NaN becomes 0).
  template <class C> C clip(C v) const {
    v = v > C(0) ? v : C(0);
    return v < C(size - 1) ? v : C(size - 1);
  }
  /// TOPI's reflection about the corners (align_corners: 0 and size - 1, else -0.5 and
  /// size - 0.5), for values outside them.
  template <class C> C reflect(C v) const {
    C corner = align ? C(0) : C(-0.5);
    int64_t span = align ? size - 1 : size;
    if ((v >= corner && v <= C(span) + corner) || span == 0) return v;
    C dist = std::abs(corner - v);
    int64_t times = int64_t(cast_elem<int32_t>(dist, false)) / span;
    C extra = dist - C(times * span);
    return times % 2 == 0 ? extra + corner : C(span) - extra + corner;
  }
  /// The index a bicubic tap reads (padding applied to the integer index), or -1 for a zero.
  int64_t tap(int64_t i) const {
    if (padding == "border") return clip<int64_t>(i);
    if (padding == "reflection") {
      if (align) return clip<int64_t>(reflect<int64_t>(i));
      return int64_t(cast_elem<int32_t>(clip<double>(reflect<double>(double(i))), false));
    }
    return i;
  }
};

/// Keys' cubic kernel with A = -0.75 (TOPI's bicubic grid_sample), interpolating p at fraction f.
template <class C> C cubic_interp(const C (&p)[4], C f) {
  const C a = C(-0.75);
  auto w1 = [&](C t) { return ((a + C(2)) * t - (a + C(3))) * t * t + C(1); };
  auto w2 = [&](C t) { return ((a * t - C(5) * a) * t + C(8) * a) * t - C(4) * a; };
  return p[0] * w2(f + C(1)) + p[1] * w1(f) + p[2] * w1(C(1) - f) + p[3] * w2(C(2) - f);
}

EvalOr<Value> grid_sample_kernel(const CallNode& call, const std::vector<Value>& args,
                                 KernelContext& ctx) {
  const std::string op = op_name(call);
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  auto gt = tensor_arg(call, args, 1, ctx);
  if (!gt) return gt.error();
  const Tensor &data = **xt, &grid = **gt;
  auto method = read_attr<std::string>(call, "method", "bilinear", ctx);
  if (!method) return method.error();
  auto layout = read_attr<std::string>(call, "layout", "NCHW", ctx);
  if (!layout) return layout.error();
  auto padding = read_attr<std::string>(call, "padding_mode", "zeros", ctx);
  if (!padding) return padding.error();
  auto align = read_attr(call, "align_corners", false, ctx);
  if (!align) return align.error();
  int spatial = *layout == "NCDHW" ? 3 : 2;
  if (*layout != "NCHW" && *layout != "NCDHW")
    return ctx.error(
        EvalErrorKind::kUnsupported,
        fmt::format("{}: layout {} (TOPI's grid_sample takes NCHW or NCDHW)", op, *layout));
  bool method_ok =
      *method == "bilinear" || *method == "nearest" || (*method == "bicubic" && spatial == 2);
  if (!method_ok || (*padding != "zeros" && *padding != "border" && *padding != "reflection"))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: method {} with padding_mode {} is not supported (bilinear, "
                                 "nearest, bicubic for 2-D; zeros, border, reflection)",
                                 op, *method, *padding));
  if (data.ndim() != spatial + 2 || grid.ndim() != spatial + 2 || grid.shape[0] != data.shape[0] ||
      grid.shape[1] != spatial)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data {} and grid {} do not match (grid (N, {}, ...))", op,
                                 format_shape(data.shape), format_shape(grid.shape), spatial));
  if (!data.dtype.is_float() || !grid.dtype.is_float())
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: data and grid must be float tensors", op));
  std::vector<int64_t> shape = {data.shape[0], data.shape[1]};
  for (int s = 0; s < spatial; ++s) shape.push_back(grid.shape[size_t(2 + s)]);
  auto out = ctx.alloc(data.dtype, shape);
  if (!out) return out.error();
  int64_t taps = *method == "bicubic" ? 16 : (*method == "nearest" ? 1 : 1 << spatial);
  if (EvalStatus st = ctx.charge(saturating_product({out->num_elements(), taps})); !st.ok())
    return st.error();
  // axes[s]: spatial axis s of data (depth, height, width order).
  std::vector<GridAxis> axes(static_cast<size_t>(spatial));
  for (int s = 0; s < spatial; ++s) axes[size_t(s)] = {data.shape[size_t(2 + s)], *align, *padding};
  int64_t points = 1;
  for (int s = 0; s < spatial; ++s) points *= grid.shape[size_t(2 + s)];
  int64_t in_points = 1;
  for (int s = 0; s < spatial; ++s) in_points *= data.shape[size_t(2 + s)];
  bool wide = data.dtype.bits == 64;
  auto run = [&](auto zero) {
    using C = decltype(zero);
    // The pixel at spatial index idx (zero outside the input).
    auto pixel = [&](int64_t n, int64_t c, const int64_t* idx) -> C {
      int64_t off = 0;
      for (int s = 0; s < spatial; ++s) {
        if (idx[s] < 0 || idx[s] >= axes[size_t(s)].size) return C(0);
        off = off * axes[size_t(s)].size + idx[s];
      }
      return C(data.get_float((n * data.shape[1] + c) * in_points + off));
    };
    for (int64_t n = 0; n < shape[0]; ++n)
      for (int64_t p = 0; p < points; ++p) {
        // The grid's coordinates at p: channel s holds the coordinate of axis spatial - 1 - s.
        C g[3], coord[3];
        for (int s = 0; s < spatial; ++s)
          g[spatial - 1 - s] = C(grid.get_float((n * spatial + s) * points + p));
        for (int s = 0; s < spatial; ++s)
          coord[s] = *method == "bicubic"
                         ? (*align ? (g[s] + C(1)) * C(axes[size_t(s)].size - 1) / C(2)
                                   : C(-0.5) + (g[s] + C(1)) * C(axes[size_t(s)].size) / C(2))
                         : axes[size_t(s)].source(g[s]);
        for (int64_t c = 0; c < shape[1]; ++c) {
          C v = 0;
          if (*method == "nearest") {
            int64_t idx[3];
            for (int s = 0; s < spatial; ++s)
              idx[s] = cast_elem<int32_t>(std::nearbyint(coord[s]), false);
            v = pixel(n, c, idx);
          } else if (*method == "bilinear") {
            int64_t lo[3];
            C frac[3];
            for (int s = 0; s < spatial; ++s) {
              lo[s] = cast_elem<int32_t>(std::floor(coord[s]), false);
              frac[s] = coord[s] - C(lo[s]);
            }
            // Corners in TOPI's order of terms; weight factors x, then y, then z.
            static const int k2[4][2] = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
            static const int k3[8][3] = {{0, 0, 0}, {0, 0, 1}, {1, 1, 0}, {1, 1, 1},
                                         {0, 1, 0}, {1, 0, 1}, {1, 0, 0}, {0, 1, 1}};
            for (int t = 0; t < (1 << spatial); ++t) {
              const int* bit = spatial == 2 ? k2[t] : k3[t];
              int64_t idx[3];
              for (int s = 0; s < spatial; ++s) idx[s] = lo[s] + bit[s];
              C term = pixel(n, c, idx);
              // TOPI multiplies 2-D terms by the y weight first, 3-D terms by x, y, then z.
              for (int k = 0; k < spatial; ++k) {
                int s = spatial == 2 ? k : spatial - 1 - k;
                term = term * (bit[s] ? frac[s] : C(1) - frac[s]);
              }
              v = t == 0 ? term : v + term;
            }
          } else { // bicubic, 2-D
            int64_t y0 = cast_elem<int32_t>(std::floor(coord[0]), false);
            int64_t x0 = cast_elem<int32_t>(std::floor(coord[1]), false);
            C fy = coord[0] - C(y0), fx = coord[1] - C(x0);
            C rows[4];
            for (int i = 0; i < 4; ++i) {
              C px[4];
              for (int j = 0; j < 4; ++j) {
                int64_t idx[2] = {axes[0].tap(y0 - 1 + i), axes[1].tap(x0 - 1 + j)};
                px[j] = pixel(n, c, idx);
              }
              rows[i] = cubic_interp(px, fx);
            }
            v = cubic_interp(rows, fy);
          }
          int64_t o = (n * shape[1] + c) * points + p;
          out->set_float(o, double(v));
        }
      }
  };
  if (wide)
    run(double{0});
  else
    run(float{0});
  return Value(*out);
}

} // namespace

void register_image_grid_ops(OpTable& table) {
  table.add(OpBuilder("image_grid", "relax.image.affine_grid")
                .args(2)
                .attrs({{"align_corners", AttrType::kBool, false}})
                .infer(infer_affine_grid)
                .kernel(affine_grid_kernel)
                .signature("data, size: Shape, align_corners=True")
                .doc("the sampling grid (batch, spatial, *size) of affine matrices (batch, "
                     "spatial, spatial + 1) over normalized target coordinates in [-1, 1]"));
  table.add(OpBuilder("image_grid", "relax.image.grid_sample")
                .args(2)
                .attrs({{"method", AttrType::kString, false},
                        {"layout", AttrType::kString, false},
                        {"padding_mode", AttrType::kString, false},
                        {"align_corners", AttrType::kBool, false}})
                .infer(infer_grid_sample)
                .kernel(grid_sample_kernel)
                .signature("data, grid, method='bilinear', layout='NCHW', padding_mode='zeros', "
                           "align_corners=False")
                .doc("samples data at the normalized coordinates of grid (bilinear, nearest or "
                     "bicubic; zeros, border or reflection padding)"));
}

} // namespace rxv::sem
