// 2-D convolution and pooling: relax.nn.conv2d, max_pool2d, avg_pool2d, adaptive_avg_pool2d.
// StructInfo rules (TVM's src/relax/op/nn/convolution.cc and pooling.cc), for data in layout
// NCHW and a conv weight in layout OIHW (other layouts, packed ones such as NCHW4c included, are
// read through semantics/ops/data_layout.h):
// - conv2d(data, weight, strides, padding, dilation, groups, data_layout, kernel_layout,
//   out_layout, out_dtype): both tensors of 4 dimensions; the dtype is out_dtype when set, else
//   the operands' (which must agree); C must equal I * groups and O must be divisible by groups
//   (decided by the Arith: provably false is an error, undecided a warning); the output is
//   (N, O, (H + pad_top + pad_bottom - dil_h * (KH - 1) - 1) // stride_h + 1, likewise for W).
// - max_pool2d / avg_pool2d(data, pool_size, strides, dilation, padding, ceil_mode,
//   count_include_pad, layout, out_layout): (N, C, out_h, out_w) with the same formula for the
//   pool window; with ceil_mode the division rounds up, and a last window that would start in
//   the bottom/right padding is dropped (TVM's `invalid_last` rule, as PyTorch).
// - adaptive_avg_pool2d(data, output_size, layout, out_layout): (N, C, output_size) (None: H, W).
// Attribute lists take TVM's Python spellings: strides / dilation / pool_size of 1 or 2 ints,
// padding of 1, 2 (top/bottom, left/right) or 4 (top, left, bottom, right) ints.
// Kernels: direct loop nests in NCHW coordinates. conv2d converts both operands to the result
// dtype's kind and accumulates in double (floats) or int64 (integers, wrapping on store).
// max_pool takes the maximum of the taps inside the input (the dtype's lowest value when there
// is none); avg_pool divides the sum of those taps by their count, or with count_include_pad by
// the count of taps inside the padded input (the extra ceil_mode row/column excluded), at least
// 1 (integers truncate). adaptive_avg_pool2d averages rows floor(i * H / OH) to
// ceil((i + 1) * H / OH) - 1, likewise for columns.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - Layouts: TVM's layout syntax of NCHW (data, output) and OIHW (weight), permuted and split
//   ("NCHW4c", "OIHW4o", "N2nHWC4c"); a subordinate axis whose extent provably differs from its
//   factor is an error (TVM stops on an ICHECK), an unknown letter is "not a layout".
// - An output height or width that is provably < 1 (the dilated window exceeds the padded
//   input) is an error; TVM computes a non-positive dimension. Undecided stays silent.
// - Negative padding, or strides / dilation / pool_size / groups / output_size < 1, are errors
//   of the rule (TVM checks some of them only in the Python builder).
// - avg_pool with dilation > 1 and count_include_pad=False counts exactly the taps inside the
//   input; TOPI's count formula assumes dilation 1 there.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>
#include <string>

#include "semantics/ops/data_layout.h"
#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

/// 2-D window parameters after expanding TVM's short spellings.
struct Window {
  std::array<int64_t, 2> size{1, 1}, stride{1, 1}, dilation{1, 1};
  std::array<int64_t, 4> pad{0, 0, 0, 0}; ///< top, left, bottom, right
};

/// Expands a list of 1 or 2 ints to 2; nullopt for other lengths.
std::optional<std::array<int64_t, 2>> pair_of(const std::vector<int64_t>& v) {
  if (v.size() == 1) return std::array<int64_t, 2>{v[0], v[0]};
  if (v.size() == 2) return std::array<int64_t, 2>{v[0], v[1]};
  return std::nullopt;
}

/// Expands padding of 1, 2 or 4 ints to (top, left, bottom, right).
std::optional<std::array<int64_t, 4>> padding_of(const std::vector<int64_t>& v) {
  if (v.size() == 1) return std::array<int64_t, 4>{v[0], v[0], v[0], v[0]};
  if (v.size() == 2) return std::array<int64_t, 4>{v[0], v[1], v[0], v[1]};
  if (v.size() == 4) return std::array<int64_t, 4>{v[0], v[1], v[2], v[3]};
  return std::nullopt;
}

/// Reads the window attributes; `error` receives the first problem (empty when none).
Window read_window(const CallNode& call, const char* size_attr, std::string& error) {
  Window w;
  // A list of ints, `def` when absent; a value of another type is the first problem.
  auto int_list = [&](const char* name, IntList def) {
    auto v = read_attr(call, name, std::move(def));
    if (v) return *v;
    if (error.empty()) error = v.error().detail;
    return IntList{};
  };
  auto pairs = [&](const char* name, std::array<int64_t, 2>& out) {
    IntList v = int_list(name, {out[0], out[1]});
    auto p = pair_of(v);
    if (!p) {
      if (error.empty())
        error = fmt::format("'{}' must have 1 or 2 values, got {}", name, v.size());
      return;
    }
    if ((*p)[0] < 1 || (*p)[1] < 1) {
      if (error.empty())
        error = fmt::format("'{}' must be positive, got [{}, {}]", name, (*p)[0], (*p)[1]);
      return;
    }
    out = *p;
  };
  if (size_attr) pairs(size_attr, w.size);
  pairs("strides", w.stride);
  pairs("dilation", w.dilation);
  IntList pv = int_list("padding", {0, 0, 0, 0});
  auto p = padding_of(pv);
  if (!p) {
    if (error.empty())
      error = fmt::format("'padding' must have 1, 2 or 4 values, got {}", pv.size());
  } else if (std::any_of(p->begin(), p->end(), [](int64_t x) { return x < 0; })) {
    if (error.empty()) error = "'padding' must not be negative";
  } else {
    w.pad = *p;
  }
  return w;
}

// ---- StructInfo rules --------------------------------------------------------------------------

/// The layout attribute `name` (default `def`) parsed against `canonical`; reports others.
std::optional<DataLayout> read_layout(const CallNode& call, const char* name,
                                      const std::string& def, const char* canonical,
                                      OpInferContext& ctx) {
  std::string layout = read_attr(call, name, def, ctx);
  auto parsed = parse_data_layout(layout, canonical);
  if (!parsed)
    ctx.error(fmt::format("{}: {} \"{}\" is not a layout of {} (TVM's layout syntax: the "
                          "letters of {} in any order, each optionally split as in {}4{})",
                          op_name(call), name, layout, canonical, canonical, canonical,
                          char(std::tolower(static_cast<unsigned char>(canonical[1])))));
  return parsed;
}

/// A tensor in `layout` must have its rank; its extents in canonical order (a split axis X with
/// its subordinate x of factor f has extent X * f), or null when unknown.
std::optional<std::array<PrimExpr, 4>> canonical_dims(const CallNode& call, const TensorSInfo& t,
                                                      const char* what, const DataLayout& layout,
                                                      OpInferContext& ctx, bool& ok) {
  if (t.ndim >= 0 && t.ndim != int64_t(layout.rank())) {
    ctx.error(fmt::format("{}: {} must have {} dimensions, got {}", op_name(call), what,
                          layout.rank(), describe(make_tensor_sinfo(t.shape, t.dtype, t.ndim))));
    ok = false;
    return std::nullopt;
  }
  const std::vector<PrimExpr>* dims = tensor_dims(t);
  if (!dims) return std::nullopt;
  std::array<PrimExpr, 4> out;
  for (size_t k = 0; k < 4; ++k) {
    PrimExpr d = (*dims)[size_t(layout.primal_pos[k])];
    if (int64_t f = layout.factor[k]) {
      const PrimExpr& sub = (*dims)[size_t(layout.sub_pos[k])];
      if (ctx.arith().prove_not_equal(sub, make_int(f)).is_proved()) {
        ctx.error(fmt::format("{}: {} axis {} of its layout has extent {}, not the factor {}",
                              op_name(call), what, layout.sub_pos[k], print_prim_expr(sub), f));
        ok = false;
        return std::nullopt;
      }
      d = ctx.arith().simplify(make_binary(PrimKind::kMul, d, make_int(f)));
    }
    out[k] = d;
  }
  return out;
}

/// (in + pad - dil * (k - 1) - 1) // stride + 1, with TVM's ceil_mode correction.
PrimExpr out_extent(const PrimExpr& in, const PrimExpr& k, int64_t pad_before, int64_t pad_after,
                    int64_t stride, int64_t dilation, bool ceil_mode, Arith& arith) {
  auto i = [](int64_t v) { return make_int(v); };
  PrimExpr num = make_binary(
      PrimKind::kSub,
      make_binary(PrimKind::kSub, make_binary(PrimKind::kAdd, in, i(pad_before + pad_after)),
                  make_binary(PrimKind::kMul, i(dilation), make_binary(PrimKind::kSub, k, i(1)))),
      i(1));
  if (ceil_mode) num = make_binary(PrimKind::kAdd, num, i(stride - 1));
  PrimExpr raw =
      make_binary(PrimKind::kAdd, make_binary(PrimKind::kFloorDiv, num, i(stride)), i(1));
  if (!ceil_mode) return arith.simplify(raw);
  // The last window must start inside the input or its top/left padding.
  PrimExpr raw_s = arith.simplify(raw);
  PrimExpr last_start =
      make_binary(PrimKind::kMul, make_binary(PrimKind::kSub, raw_s, i(1)), i(stride));
  PrimExpr invalid =
      make_binary(PrimKind::kGE, last_start, make_binary(PrimKind::kAdd, in, i(pad_before)));
  ArithResult r = arith.prove(invalid);
  if (r.is_proved()) return arith.simplify(make_binary(PrimKind::kSub, raw_s, i(1)));
  if (arith.prove(make_not(invalid)).is_proved()) return raw_s;
  return arith.simplify(make_select(invalid, make_binary(PrimKind::kSub, raw_s, i(1)), raw_s));
}

/// Reports an output extent that is provably < 1.
void check_extent(const CallNode& call, const PrimExpr& e, const char* axis, OpInferContext& ctx) {
  if (ctx.arith().prove_lt(e, make_int(1)).is_proved())
    ctx.error(fmt::format("{}: the output {} would be {}: the (dilated) window is larger than "
                          "the padded input",
                          op_name(call), axis, print_prim_expr(e)));
}

/// The result tensor from NCHW-ordered output dims laid out by `out`: a split axis X of factor
/// f becomes ceildiv(X, f) blocks of f.
StructInfo place_dims(const std::array<PrimExpr, 4>& nchw, const DataLayout& out, DataType dtype,
                      std::optional<std::string> vdevice, Arith& arith) {
  std::vector<PrimExpr> dims(out.rank());
  for (size_t k = 0; k < 4; ++k) {
    PrimExpr d = nchw[k];
    if (int64_t f = out.factor[k]) {
      dims[size_t(out.sub_pos[k])] = make_int(f);
      d = arith.simplify(make_binary(PrimKind::kFloorDiv,
                                     make_binary(PrimKind::kAdd, d, make_int(f - 1)), make_int(f)));
    }
    dims[size_t(out.primal_pos[k])] = d;
  }
  return tensor_of_dims(std::move(dims), dtype, std::move(vdevice));
}

StructInfo infer_conv2d(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* weight = expect_tensor(call, args, 1, "weight", ctx);
  auto data_perm = read_layout(call, "data_layout", "NCHW", "NCHW", ctx);
  auto weight_perm = read_layout(call, "kernel_layout", "OIHW", "OIHW", ctx);
  std::string data_layout = read_attr<std::string>(call, "data_layout", "NCHW", ctx);
  auto out_perm = read_layout(call, "out_layout", data_layout, "NCHW", ctx);
  std::string werr;
  Window w = read_window(call, nullptr, werr);
  if (!werr.empty()) ctx.error(fmt::format("relax.nn.conv2d: {}", werr));
  int64_t groups = read_attr<int64_t>(call, "groups", 1, ctx);
  if (groups < 1)
    ctx.error(fmt::format("relax.nn.conv2d: groups must be positive, got {}", groups));
  if (!data || !weight) return make_object_sinfo();

  DataType dtype = read_attr(call, "out_dtype", DataType::Void(), ctx);
  if (dtype.is_void() && !data->dtype.is_void() && !weight->dtype.is_void()) {
    if (data->dtype != weight->dtype)
      ctx.error(fmt::format("relax.nn.conv2d: data and weight dtypes differ: {} and {} (set "
                            "out_dtype for mixed precision)",
                            data->dtype.str(), weight->dtype.str()));
    dtype = data->dtype;
  }
  auto vdevice = merge_vdevice(call, data->vdevice, weight->vdevice, ctx);
  if (!data_perm || !weight_perm || !out_perm) return tensor_of_ndim(dtype, -1, vdevice);
  bool ok = true;
  auto x = canonical_dims(call, *data, "data", *data_perm, ctx, ok);
  auto k = canonical_dims(call, *weight, "weight", *weight_perm, ctx, ok);
  if (!ok || !x || !k || !werr.empty() || groups < 1)
    return tensor_of_ndim(dtype, int(out_perm->rank()), vdevice);

  Arith& arith = ctx.arith();
  const auto& [n, c, h, wd] = *x;
  const auto& [o, in_ch, kh, kw] = *k;
  PrimExpr want_c = arith.simplify(make_binary(PrimKind::kMul, in_ch, make_int(groups)));
  ArithResult ch = arith.prove_equal(c, want_c);
  if (arith.prove_not_equal(c, want_c).is_proved()) {
    ctx.error(fmt::format("relax.nn.conv2d: data has {} channels, but the weight expects {} "
                          "(its I = {} times groups = {})",
                          print_prim_expr(c), print_prim_expr(want_c), print_prim_expr(in_ch),
                          groups));
  } else if (!ch.is_proved()) {
    ctx.warning(fmt::format("relax.nn.conv2d: data's {} channels and the weight's {} (I * "
                            "groups) are not provably equal; a run-time check is needed",
                            print_prim_expr(c), print_prim_expr(want_c)));
  }
  if (groups > 1) {
    PrimExpr rem = make_binary(PrimKind::kFloorMod, o, make_int(groups));
    if (arith.prove_not_equal(rem, make_int(0)).is_proved())
      ctx.error(fmt::format("relax.nn.conv2d: the {} output channels are not divisible by "
                            "groups = {}",
                            print_prim_expr(o), groups));
    else if (!arith.prove_equal(rem, make_int(0)).is_proved())
      ctx.warning(fmt::format("relax.nn.conv2d: the {} output channels are not provably "
                              "divisible by groups = {}; a run-time check is needed",
                              print_prim_expr(o), groups));
  }
  PrimExpr oh = out_extent(h, kh, w.pad[0], w.pad[2], w.stride[0], w.dilation[0], false, arith);
  PrimExpr ow = out_extent(wd, kw, w.pad[1], w.pad[3], w.stride[1], w.dilation[1], false, arith);
  check_extent(call, oh, "height", ctx);
  check_extent(call, ow, "width", ctx);
  return place_dims({n, o, oh, ow}, *out_perm, dtype, vdevice, arith);
}

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

// ---- Kernels -----------------------------------------------------------------------------------

/// A tensor viewed in canonical (NCHW / OIHW) coordinates: per canonical axis its extent, the
/// element stride of its (outer) axis, and for a split axis the factor and the inner stride.
struct View4 {
  std::array<int64_t, 4> dim{}, stride{}, factor{}, inner{};
  bool packed = false;
  int64_t at(int64_t a, int64_t b, int64_t c, int64_t d) const {
    if (!packed) return a * stride[0] + b * stride[1] + c * stride[2] + d * stride[3];
    std::array<int64_t, 4> idx{a, b, c, d};
    int64_t off = 0;
    for (size_t k = 0; k < 4; ++k)
      off += factor[k] ? idx[k] / factor[k] * stride[k] + idx[k] % factor[k] * inner[k]
                       : idx[k] * stride[k];
    return off;
  }
};

EvalOr<DataLayout> kernel_layout(const std::string& layout, const char* canonical, const char* op,
                                 KernelContext& ctx) {
  auto parsed = parse_data_layout(layout, canonical);
  if (!parsed)
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: \"{}\" is not a layout of {}", op, layout, canonical));
  return *parsed;
}

EvalOr<View4> view_of(const Tensor& t, const std::string& layout, const char* canonical,
                      const char* op, const char* what, KernelContext& ctx) {
  auto lay = kernel_layout(layout, canonical, op, ctx);
  if (!lay) return lay.error();
  size_t rank = lay->rank();
  if (size_t(t.ndim()) != rank)
    return ctx.error(EvalErrorKind::kShapeMismatch, fmt::format("{}: {} must have {} dimensions, "
                                                                "got {}",
                                                                op, what, rank, t.ndim()));
  std::vector<int64_t> strides(rank);
  int64_t s = 1;
  for (size_t i = rank; i-- > 0;) {
    strides[i] = s;
    s *= t.shape[i];
  }
  View4 v;
  v.packed = !lay->is_permutation();
  for (size_t k = 0; k < 4; ++k) {
    size_t p = size_t(lay->primal_pos[k]);
    v.dim[k] = t.shape[p];
    v.stride[k] = strides[p];
    if (int64_t f = lay->factor[k]) {
      size_t q = size_t(lay->sub_pos[k]);
      if (t.shape[q] != f)
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("{}: {} axis {} has extent {}, not the layout's factor {}", op,
                                     what, q, t.shape[q], f));
      v.dim[k] *= f;
      v.factor[k] = f;
      v.inner[k] = strides[q];
    }
  }
  return v;
}

/// An output tensor of NCHW extents `nchw` in `layout` (a split axis X of factor f gets
/// ceildiv(X, f) blocks; the padding elements stay zero), with its canonical view.
EvalOr<std::pair<Tensor, View4>> alloc_out(DataType dtype, const std::array<int64_t, 4>& nchw,
                                           const std::string& layout, const char* op,
                                           KernelContext& ctx) {
  auto lay = kernel_layout(layout, "NCHW", op, ctx);
  if (!lay) return lay.error();
  std::vector<int64_t> shape(lay->rank());
  for (size_t k = 0; k < 4; ++k) {
    int64_t f = lay->factor[k];
    shape[size_t(lay->primal_pos[k])] = f ? (nchw[k] + f - 1) / f : nchw[k];
    if (f) shape[size_t(lay->sub_pos[k])] = f;
  }
  auto t = ctx.alloc(dtype, shape);
  if (!t) return t.error();
  auto v = view_of(*t, layout, "NCHW", op, "output", ctx);
  if (!v) return v.error();
  v->dim = nchw; // the padding blocks past the extent are not computed
  return std::pair<Tensor, View4>{*t, *v};
}

/// Elements converted to Acc (double or int64) as a cast to a dtype of that kind would.
template <class Acc> std::vector<Acc> load_as(const Tensor& t) {
  std::vector<Acc> out(size_t(t.num_elements()));
  dispatch_dtype(t.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* s = t.ptr<T>();
    for (size_t i = 0; i < out.size(); ++i) {
      if constexpr (std::is_same_v<Acc, double>)
        out[i] = double(load_elem(s[i]));
      else if constexpr (is_float_storage_v<T>)
        out[i] = cast_elem<int64_t>(double(load_elem(s[i])), false);
      else
        out[i] = int64_t(s[i]);
    }
  });
  return out;
}

template <class Acc> void store_from(const std::vector<Acc>& v, Tensor& t) {
  dispatch_dtype(t.dtype, [&](auto tag) {
    using T = decltype(tag);
    T* d = t.ptr<T>();
    for (size_t i = 0; i < v.size(); ++i) {
      if constexpr (std::is_same_v<Acc, double>)
        d[i] = cast_elem<T>(v[i], t.dtype.is_bool());
      else
        d[i] = cast_elem<T>(v[i], t.dtype.is_bool());
    }
  });
}

/// The output extent for the kernels (same formula as the rule, on integers).
int64_t extent(int64_t in, int64_t k, int64_t pb, int64_t pa, int64_t s, int64_t d, bool ceil) {
  int64_t num = in + pb + pa - d * (k - 1) - 1 + (ceil ? s - 1 : 0);
  int64_t q = num >= 0 ? num / s : -((-num + s - 1) / s); // floor division
  int64_t raw = q + 1;
  if (ceil && (raw - 1) * s >= in + pb) --raw;
  return raw;
}

template <class Acc>
void conv_loop(const std::vector<Acc>& x, const View4& xv, const std::vector<Acc>& k,
               const View4& kv, std::vector<Acc>& out, const View4& ov, const Window& w,
               int64_t groups) {
  int64_t ig = kv.dim[1], og = kv.dim[0] / groups;
  for (int64_t n = 0; n < ov.dim[0]; ++n)
    for (int64_t oc = 0; oc < ov.dim[1]; ++oc) {
      int64_t g = oc / og;
      for (int64_t oy = 0; oy < ov.dim[2]; ++oy)
        for (int64_t ox = 0; ox < ov.dim[3]; ++ox) {
          Acc sum = 0;
          for (int64_t ic = 0; ic < ig; ++ic)
            for (int64_t ky = 0; ky < kv.dim[2]; ++ky) {
              int64_t y = oy * w.stride[0] - w.pad[0] + ky * w.dilation[0];
              if (y < 0 || y >= xv.dim[2]) continue;
              for (int64_t kx = 0; kx < kv.dim[3]; ++kx) {
                int64_t xx = ox * w.stride[1] - w.pad[1] + kx * w.dilation[1];
                if (xx < 0 || xx >= xv.dim[3]) continue;
                Acc a = x[size_t(xv.at(n, g * ig + ic, y, xx))];
                Acc b = k[size_t(kv.at(oc, ic, ky, kx))];
                if constexpr (std::is_same_v<Acc, int64_t>)
                  sum = int64_t(uint64_t(sum) + uint64_t(a) * uint64_t(b)); // wraps
                else
                  sum += a * b;
              }
            }
          out[size_t(ov.at(n, oc, oy, ox))] = sum;
        }
    }
}

EvalOr<Value> conv2d_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  const char* op = "relax.nn.conv2d";
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  auto kt = tensor_arg(call, args, 1, ctx);
  if (!kt) return kt.error();
  const Tensor &data = **xt, &weight = **kt;
  auto data_layout = read_attr<std::string>(call, "data_layout", "NCHW", ctx);
  if (!data_layout) return data_layout.error();
  auto kernel_layout = read_attr<std::string>(call, "kernel_layout", "OIHW", ctx);
  if (!kernel_layout) return kernel_layout.error();
  auto out_layout = read_attr<std::string>(call, "out_layout", *data_layout, ctx);
  if (!out_layout) return out_layout.error();
  auto groups_attr = read_attr<int64_t>(call, "groups", 1, ctx);
  if (!groups_attr) return groups_attr.error();
  auto out_dtype = read_attr(call, "out_dtype", data.dtype, ctx);
  if (!out_dtype) return out_dtype.error();
  auto xv = view_of(data, *data_layout, "NCHW", op, "data", ctx);
  if (!xv) return xv.error();
  auto kv = view_of(weight, *kernel_layout, "OIHW", op, "weight", ctx);
  if (!kv) return kv.error();
  std::string werr;
  Window w = read_window(call, nullptr, werr);
  int64_t groups = *groups_attr;
  if (!werr.empty() || groups < 1)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: {}", op, werr.empty() ? "groups must be positive" : werr));
  if (xv->dim[1] != kv->dim[1] * groups || kv->dim[0] % groups != 0)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data has {} channels, the weight {} input channels with "
                                 "groups = {} and {} output channels",
                                 op, xv->dim[1], kv->dim[1], groups, kv->dim[0]));
  int64_t oh =
      extent(xv->dim[2], kv->dim[2], w.pad[0], w.pad[2], w.stride[0], w.dilation[0], false);
  int64_t ow =
      extent(xv->dim[3], kv->dim[3], w.pad[1], w.pad[3], w.stride[1], w.dilation[1], false);
  if (oh < 1 || ow < 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: the (dilated) kernel is larger than the padded input", op));
  DataType dtype = *out_dtype;
  if (!is_tensor_dtype(dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("tensors of dtype {} are not supported", dtype.str()));
  auto out = alloc_out(dtype, {xv->dim[0], kv->dim[0], oh, ow}, *out_layout, op, ctx);
  if (!out) return out.error();
  // (Not a structured binding: clang 14 cannot capture one in the lambdas below.)
  Tensor& result = out->first;
  View4& ov = out->second;
  // One multiply-add per result element and weight tap of its group.
  if (EvalStatus st = ctx.charge(
          saturating_product({result.num_elements(), kv->dim[1], kv->dim[2], kv->dim[3]}));
      !st.ok())
    return st.error();
  if (dtype.is_float()) {
    std::vector<double> acc(size_t(result.num_elements()));
    conv_loop(load_as<double>(data), *xv, load_as<double>(weight), *kv, acc, ov, w, groups);
    store_from(acc, result);
  } else {
    std::vector<int64_t> acc(size_t(result.num_elements()));
    conv_loop(load_as<int64_t>(data), *xv, load_as<int64_t>(weight), *kv, acc, ov, w, groups);
    store_from(acc, result);
  }
  return Value(result);
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

void register_nn_conv_pool_ops(OpTable& table) {
  table.add(OpBuilder("nn_conv_pool", "relax.nn.conv2d")
                .args(2)
                .attrs({{"strides", AttrType::kIntList, false},
                        {"padding", AttrType::kIntList, false},
                        {"dilation", AttrType::kIntList, false},
                        {"groups", AttrType::kInt, false},
                        {"data_layout", AttrType::kString, false},
                        {"kernel_layout", AttrType::kString, false},
                        {"out_layout", AttrType::kString, false},
                        {"out_dtype", AttrType::kDType, false}})
                .infer(infer_conv2d)
                .kernel(conv2d_kernel)
                .doc("2-D convolution (NCHW data, OIHW weight by default) with strides, "
                     "padding, dilation and groups; channels must match"));
  const std::vector<AttrSpec> pool_attrs = {
      {"pool_size", AttrType::kIntList, false}, {"strides", AttrType::kIntList, false},
      {"dilation", AttrType::kIntList, false},  {"padding", AttrType::kIntList, false},
      {"ceil_mode", AttrType::kBool, false},    {"count_include_pad", AttrType::kBool, false},
      {"layout", AttrType::kString, false},     {"out_layout", AttrType::kString, false}};
  table.add(OpBuilder("nn_conv_pool", "relax.nn.max_pool2d")
                .args(1)
                .attrs(pool_attrs)
                .infer(infer_pool2d)
                .kernel(pool2d_kernel(true))
                .doc("maximum over each 2-D window (padding never wins)"));
  table.add(OpBuilder("nn_conv_pool", "relax.nn.avg_pool2d")
                .args(1)
                .attrs(pool_attrs)
                .infer(infer_pool2d)
                .kernel(pool2d_kernel(false))
                .doc("mean over each 2-D window; count_include_pad counts the padding"));
  table.add(OpBuilder("nn_conv_pool", "relax.nn.adaptive_avg_pool2d")
                .args(1)
                .attrs({{"output_size", AttrType::kOptionalIntList, false},
                        {"layout", AttrType::kString, false},
                        {"out_layout", AttrType::kString, false}})
                .infer(infer_adaptive_pool2d)
                .kernel(adaptive_pool2d_kernel)
                .doc("mean over adaptive windows giving output_size (None: the input's H, W)"));
}

} // namespace rxv::sem
