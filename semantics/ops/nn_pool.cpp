// Pooling over 1, 2 or 3 spatial axes: relax.nn.max_pool{1,2,3}d, avg_pool{1,2,3}d and
// adaptive_avg_pool{1,2,3}d, one rule and one kernel per kind for all ranks.
// StructInfo rules (TVM's src/relax/op/nn/pooling.cc), for data in layout NC + the spatial
// letters (NCW, NCHW, NCDHW) or any permuted or packed layout of it (semantics/ops/
// data_layout.h; shared window and layout helpers in nn_window.h):
// - max_poolNd / avg_poolNd(data, pool_size, strides, padding, dilation, ceil_mode,
//   count_include_pad, layout, out_layout): (N, C, out...) with
//   out = (in + pad_before + pad_after - dil * (k - 1) - 1) // stride + 1; with ceil_mode the
//   division rounds up, and a last window that would start in the after-padding is dropped
//   (TVM's `invalid_last` rule, as PyTorch).
// - adaptive_avg_poolNd(data, output_size, layout, out_layout): (N, C, output_size...) (None:
//   the input's spatial extents).
// Attribute lists take TVM's spellings: pool_size / strides / dilation / output_size of 1 or nd
// ints, padding of 1, nd or 2 * nd ints (the befores, then the afters).
// Kernels: direct loop nests in canonical coordinates. max_pool takes the maximum of the taps
// inside the input (the dtype's lowest value when there is none); avg_pool divides the sum of
// those taps by their count, or with count_include_pad by the count of taps inside the padded
// input (the extra ceil_mode rows excluded), at least 1 (integers truncate). adaptive_avg_pool
// averages, along each spatial axis, input rows floor(i * in / out) to
// ceil((i + 1) * in / out) - 1 for output row i.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - Layouts, output extents < 1, negative padding and non-positive window attributes as in
//   nn_conv.cpp; output_size < 1 is an error of the rule.
// - avg_pool with dilation > 1 and count_include_pad=False counts exactly the taps inside the
//   input; TOPI's count formula assumes dilation 1 there.
#include <fmt/format.h>

#include <algorithm>
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

std::string data_canonical(size_t nd) { return "NC" + spatial_letters(nd); }

StructInfo infer_pool(size_t nd, const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const std::string dc = data_canonical(nd);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  auto perm = read_layout(call, "layout", dc, dc, ctx);
  std::string layout = read_attr<std::string>(call, "layout", dc, ctx);
  auto out_perm = read_layout(call, "out_layout", layout, dc, ctx);
  std::string werr;
  Window w = read_window(call, nd, "pool_size", false, werr);
  if (!werr.empty()) ctx.error(fmt::format("{}: {}", op_name(call), werr));
  bool ceil_mode = read_attr(call, "ceil_mode", false, ctx);
  if (!data) return make_object_sinfo();
  if (!perm || !out_perm) return tensor_of_ndim(data->dtype, -1, data->vdevice);
  bool ok = true;
  auto x = canonical_dims(call, *data, "data", *perm, ctx, ok);
  if (!ok || !x || !werr.empty())
    return tensor_of_ndim(data->dtype, int(out_perm->rank()), data->vdevice);
  Arith& arith = ctx.arith();
  std::vector<PrimExpr> out{(*x)[0], (*x)[1]};
  for (size_t j = 0; j < nd; ++j) {
    PrimExpr e = out_extent((*x)[2 + j], make_int(w.size[j]), w.pad_before(j), w.pad_after(j),
                            w.stride[j], w.dilation[j], ceil_mode, arith);
    check_extent(call, e, axis_name(dc[2 + j]), ctx);
    out.push_back(e);
  }
  return place_dims(out, *out_perm, data->dtype, data->vdevice, arith);
}

StructInfo infer_adaptive_pool(size_t nd, const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const std::string dc = data_canonical(nd);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  auto perm = read_layout(call, "layout", dc, dc, ctx);
  std::string layout = read_attr<std::string>(call, "layout", dc, ctx);
  auto out_perm = read_layout(call, "out_layout", layout, dc, ctx);
  auto size = read_attr<OptIntList>(call, "output_size", {}, ctx);
  std::optional<std::vector<int64_t>> out_size;
  if (size) {
    out_size = expand_to(*size, nd);
    if (!out_size) {
      ctx.error(fmt::format("{}: 'output_size' must have 1{} values, got {}", op_name(call),
                            nd == 1 ? "" : fmt::format(" or {}", nd), size->size()));
    } else if (std::any_of(out_size->begin(), out_size->end(), [](int64_t v) { return v < 1; })) {
      ctx.error(fmt::format("{}: 'output_size' must be positive", op_name(call)));
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
  std::vector<PrimExpr> out{(*x)[0], (*x)[1]};
  for (size_t j = 0; j < nd; ++j) out.push_back(out_size ? make_int((*out_size)[j]) : (*x)[2 + j]);
  return place_dims(out, *out_perm, data->dtype, data->vdevice, ctx.arith());
}

// ---- Kernels -----------------------------------------------------------------------------------

/// A pool kernel's data: the tensor, its layout and out_layout attributes (out_layout defaults to
/// layout), and its view in the canonical layout `dc`.
struct PoolInput {
  const Tensor* data;
  std::string out_layout;
  View view;
};

EvalOr<PoolInput> pool_input(const CallNode& call, const std::vector<Value>& args,
                             const std::string& dc, const char* op, KernelContext& ctx) {
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  auto layout = read_attr<std::string>(call, "layout", dc, ctx);
  if (!layout) return layout.error();
  auto out_layout = read_attr<std::string>(call, "out_layout", *layout, ctx);
  if (!out_layout) return out_layout.error();
  auto xv = view_of(**xt, *layout, dc, op, "data", ctx);
  if (!xv) return xv.error();
  return PoolInput{*xt, *out_layout, std::move(*xv)};
}

Kernel pool_kernel(size_t nd, bool is_max) {
  return [nd, is_max](const CallNode& call, const std::vector<Value>& args,
                      KernelContext& ctx) -> EvalOr<Value> {
    const std::string name = op_name(call), dc = data_canonical(nd);
    const char* op = name.c_str();
    auto in = pool_input(call, args, dc, op, ctx);
    if (!in) return in.error();
    const Tensor& data = *in->data;
    const View* xv = &in->view;
    const std::string* out_layout = &in->out_layout;
    auto ceil_attr = read_attr(call, "ceil_mode", false, ctx);
    if (!ceil_attr) return ceil_attr.error();
    // TVM's avg_pool1d and avg_pool3d count the padding by default, avg_pool2d does not.
    auto include_pad_attr = read_attr(call, "count_include_pad", nd != 2, ctx);
    if (!include_pad_attr) return include_pad_attr.error();
    std::string werr;
    Window w = read_window(call, nd, "pool_size", false, werr);
    if (!werr.empty()) return ctx.error(EvalErrorKind::kTypeError, fmt::format("{}: {}", op, werr));
    bool ceil_mode = *ceil_attr, include_pad = *include_pad_attr;
    std::vector<int64_t> dims{xv->dim[0], xv->dim[1]};
    for (size_t j = 0; j < nd; ++j) {
      int64_t e = extent(xv->dim[2 + j], w.size[j], w.pad_before(j), w.pad_after(j), w.stride[j],
                         w.dilation[j], ceil_mode);
      if (e < 1)
        return ctx.error(
            EvalErrorKind::kShapeMismatch,
            fmt::format("{}: the (dilated) window is larger than the padded input", op));
      dims.push_back(e);
    }
    auto out = alloc_out(data.dtype, dims, *out_layout, dc, op, ctx);
    if (!out) return out.error();
    // (Not a structured binding: clang 14 cannot capture one in the lambdas below.)
    Tensor& result = out->first;
    View& ov = out->second;
    // One step per result element and window tap.
    int64_t work = result.num_elements();
    for (int64_t k : w.size) work = saturating_product({work, k});
    if (EvalStatus st = ctx.charge(work); !st.ok()) return st.error();
    dispatch_dtype(data.dtype, [&](auto tag) {
      using T = decltype(tag);
      using C = compute_t<T>;
      const T* x = data.ptr<T>();
      T* o = result.ptr<T>();
      constexpr bool kFloat = is_float_storage_v<T>;
      if (!nonempty(ov.dim)) return;
      // Per output position: the data offsets of the taps inside the input (listed once for
      // every batch and channel) and the count of taps inside the padded input.
      std::vector<int64_t> sp(nd, 0), t(nd, 0), inside;
      do { // over the output positions
        inside.clear();
        int64_t padded = 0;
        std::fill(t.begin(), t.end(), 0);
        do { // over the window taps
          bool in_input = true, in_padded = true;
          int64_t off = 0;
          for (size_t j = 0; j < nd; ++j) {
            int64_t p = sp[j] * w.stride[j] - w.pad_before(j) + t[j] * w.dilation[j];
            // Taps in the padded input (not the extra ceil_mode rows).
            in_padded = in_padded && p < xv->dim[2 + j] + w.pad_after(j);
            in_input = in_input && p >= 0 && p < xv->dim[2 + j];
            if (in_input) off += xv->offset[2 + j][size_t(p)];
          }
          if (in_padded) ++padded;
          if (in_input) inside.push_back(off);
        } while (next_index(t.data(), w.size.data(), nd));
        int64_t o_sp = 0;
        for (size_t j = 0; j < nd; ++j) o_sp += ov.offset[2 + j][size_t(sp[j])];
        int64_t count = std::max<int64_t>(include_pad ? padded : int64_t(inside.size()), 1);
        for (int64_t n = 0; n < ov.dim[0]; ++n)
          for (int64_t c = 0; c < ov.dim[1]; ++c) {
            int64_t x_base = xv->offset[0][size_t(n)] + xv->offset[1][size_t(c)];
            C best =
                kFloat ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest();
            std::conditional_t<kFloat, double, int64_t> sum = 0;
            for (int64_t off : inside) {
              C v = load_elem(x[x_base + off]);
              if (is_max)
                best = std::max(best, v); // NaN taps are skipped
              else if constexpr (kFloat)
                sum += double(v);
              else
                sum = int64_t(uint64_t(sum) + uint64_t(int64_t(v)));
            }
            T& dst = o[ov.offset[0][size_t(n)] + ov.offset[1][size_t(c)] + o_sp];
            if (is_max)
              dst = store_elem<T>(best);
            else if constexpr (kFloat)
              dst = store_elem<T>(C(sum / double(count)));
            else
              dst = cast_elem<T>(sum / count, data.dtype.is_bool());
          }
      } while (next_index(sp.data(), ov.dim.data() + 2, nd));
    });
    return Value(result);
  };
}

Kernel adaptive_pool_kernel(size_t nd) {
  return [nd](const CallNode& call, const std::vector<Value>& args,
              KernelContext& ctx) -> EvalOr<Value> {
    const std::string name = op_name(call), dc = data_canonical(nd);
    const char* op = name.c_str();
    auto pin = pool_input(call, args, dc, op, ctx);
    if (!pin) return pin.error();
    const Tensor& data = *pin->data;
    const View* xv = &pin->view;
    const std::string* out_layout = &pin->out_layout;
    std::vector<int64_t> in(xv->dim.begin() + 2, xv->dim.end());
    auto output_size = read_attr(call, "output_size", IntList(in), ctx);
    if (!output_size) return output_size.error();
    auto size = expand_to(*output_size, nd);
    if (!size || std::any_of(size->begin(), size->end(), [](int64_t v) { return v < 1; }))
      return ctx.error(EvalErrorKind::kTypeError, fmt::format("{}: bad output_size", op));
    std::vector<int64_t> dims{xv->dim[0], xv->dim[1]};
    dims.insert(dims.end(), size->begin(), size->end());
    auto out = alloc_out(data.dtype, dims, *out_layout, dc, op, ctx);
    if (!out) return out.error();
    // (Not a structured binding: clang 14 cannot capture one in the lambdas below.)
    Tensor& result = out->first;
    View& ov = out->second;
    dispatch_dtype(data.dtype, [&](auto tag) {
      using T = decltype(tag);
      using C = compute_t<T>;
      constexpr bool kFloat = is_float_storage_v<T>;
      const T* x = data.ptr<T>();
      T* o = result.ptr<T>();
      const size_t rank = nd + 2;
      if (!nonempty(ov.dim)) return;
      std::vector<int64_t> oi(rank, 0), xi(rank, 0), lo(nd), span(nd), t(nd);
      do { // over the output elements (n, c, spatial...)
        int64_t count = 1;
        bool empty = false;
        for (size_t j = 0; j < nd; ++j) {
          int64_t i = oi[2 + j], osz = dims[2 + j];
          lo[j] = i * in[j] / osz;
          span[j] = ((i + 1) * in[j] + osz - 1) / osz - lo[j];
          count *= span[j];
          empty = empty || span[j] <= 0;
        }
        std::conditional_t<kFloat, double, int64_t> sum = 0;
        xi[0] = oi[0];
        xi[1] = oi[1];
        std::fill(t.begin(), t.end(), 0);
        if (!empty) do { // over the window
            for (size_t j = 0; j < nd; ++j) xi[2 + j] = lo[j] + t[j];
            T v = x[xv->at(xi.data())];
            if constexpr (kFloat)
              sum += double(load_elem(v));
            else
              sum = int64_t(uint64_t(sum) + uint64_t(int64_t(v)));
          } while (next_index(t.data(), span.data(), nd));
        count = std::max<int64_t>(count, 1);
        T& dst = o[ov.at(oi.data())];
        if constexpr (kFloat)
          dst = store_elem<T>(C(sum / double(count)));
        else
          dst = cast_elem<T>(sum / count, data.dtype.is_bool());
      } while (next_index(oi.data(), ov.dim.data(), rank));
    });
    return Value(result);
  };
}

/// Python's spelling of a tuple of `nd` copies of `v`: "(1,)", "(1, 1)".
std::string tuple_of(size_t nd, int64_t v) {
  std::string s = "(";
  for (size_t j = 0; j < nd; ++j) s += (j ? ", " : "") + std::to_string(v);
  return s + (nd == 1 ? ",)" : ")");
}

} // namespace

void register_nn_pool_ops(OpTable& table) {
  const std::vector<AttrSpec> pool_attrs = {
      {"pool_size", AttrType::kIntList, false}, {"strides", AttrType::kIntList, false},
      {"dilation", AttrType::kIntList, false},  {"padding", AttrType::kIntList, false},
      {"ceil_mode", AttrType::kBool, false},    {"count_include_pad", AttrType::kBool, false},
      {"layout", AttrType::kString, false},     {"out_layout", AttrType::kString, false}};
  for (size_t nd = 1; nd <= 3; ++nd) {
    // The 2-d ops have their signatures in op_signature.cpp's table (written before
    // OpDef::signature).
    auto signature = [&](bool include_pad) {
      if (nd == 2) return std::string();
      return fmt::format("data, pool_size={0}, strides={0}, padding={1}, dilation={0}, "
                         "ceil_mode=False, count_include_pad={2}, layout='{3}', "
                         "out_layout=None",
                         tuple_of(nd, 1), tuple_of(nd == 1 ? 2 : nd, 0),
                         include_pad ? "True" : "False", data_canonical(nd));
    };
    auto infer = [nd](const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) { return infer_pool(nd, call, args, ctx); };
    OpDef max = OpBuilder("nn_pool", fmt::format("relax.nn.max_pool{}d", nd))
                    .args(1)
                    .attrs(pool_attrs)
                    .infer(infer)
                    .kernel(pool_kernel(nd, true))
                    .doc(fmt::format("maximum over each {}-D window (padding never wins)", nd));
    max.signature = signature(false);
    table.add(std::move(max));
    OpDef avg = OpBuilder("nn_pool", fmt::format("relax.nn.avg_pool{}d", nd))
                    .args(1)
                    .attrs(pool_attrs)
                    .infer(infer)
                    .kernel(pool_kernel(nd, false))
                    .doc(fmt::format("mean over each {}-D window; count_include_pad counts the "
                                     "padding",
                                     nd));
    avg.signature = signature(true);
    table.add(std::move(avg));
  }
  for (size_t nd = 1; nd <= 3; ++nd) {
    OpDef adaptive =
        OpBuilder("nn_pool", fmt::format("relax.nn.adaptive_avg_pool{}d", nd))
            .args(1)
            .attrs({{"output_size", AttrType::kOptionalIntList, false},
                    {"layout", AttrType::kString, false},
                    {"out_layout", AttrType::kString, false}})
            .infer([nd](const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) { return infer_adaptive_pool(nd, call, args, ctx); })
            .kernel(adaptive_pool_kernel(nd))
            .doc(fmt::format("mean over adaptive {}-D windows giving output_size (None: the "
                             "input's spatial extents)",
                             nd));
    if (nd != 2)
      adaptive.signature =
          fmt::format("data, output_size=None, layout='{}', out_layout=None", data_canonical(nd));
    table.add(std::move(adaptive));
  }
}

} // namespace rxv::sem
