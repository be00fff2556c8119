// Convolution over 1, 2 or 3 spatial axes: relax.nn.conv1d, conv2d, conv3d and the transposed
// conv1d_transpose, conv2d_transpose, conv3d_transpose, one rule and one kernel for all six.
// StructInfo rule (TVM's src/relax/op/nn/convolution.cc), with data in layout NC + the spatial
// letters (NCW, NCHW, NCDHW), a weight in OI + spatial (IO + spatial for the transposed ops), and
// any permuted or packed layout of those (semantics/ops/data_layout.h; shared window and layout
// helpers in nn_window.h):
// - convNd(data, weight, strides, padding, dilation, groups, data_layout, kernel_layout,
//   out_layout, out_dtype): both tensors of the layouts' ranks; the dtype is out_dtype when set,
//   else the operands' (which must agree); C must equal I * groups and O must be divisible by
//   groups (decided by the Arith: provably false is an error, undecided a warning); the output is
//   (N, O, out...) with out = (in + pad_before + pad_after - dil * (k - 1) - 1) // stride + 1.
// - convNd_transpose(data, weight, strides, padding, output_padding, dilation, groups, ...): the
//   weight is (I, O / groups, k...) in IO order: C must equal I and I be divisible by groups;
//   output_padding must be below its stride; the output is (N, O * groups, out...) with
//   out = (in - 1) * stride - pad_before - pad_after + dil * (k - 1) + output_padding + 1.
// Attribute lists take TVM's spellings: strides / dilation / output_padding of 1 or nd ints,
// padding of 1, nd or 2 * nd ints (the befores, then the afters).
// Kernel: a direct loop nest in canonical coordinates. It converts both operands to the result
// dtype's kind and accumulates in double (floats) or int64 (integers, wrapping on store). The
// transposed convolution is computed as a gather: output position y takes input position
// i = (y + pad_before - t * dil) / stride for each tap t where that division is exact (TOPI's
// dilate-the-input, pad, flipped-kernel convolution computes the same sums).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - Layouts: TVM's layout syntax, permuted and split ("NCHW4c", "OIHW4o", "N2nHWC4c"); a
//   subordinate axis whose extent provably differs from its factor is an error (TVM stops on an
//   ICHECK), an unknown letter is "not a layout".
// - An output extent that is provably < 1 (the dilated window exceeds the padded input, or the
//   paddings of a transposed convolution exceed its output) is an error; TVM computes a
//   non-positive dimension. Undecided stays silent.
// - Negative padding, or strides / dilation / groups < 1, are errors of the rule (TVM checks
//   some of them only in the Python builder).
#include <fmt/format.h>

#include <algorithm>
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

/// One of the six ops: its spatial rank and whether it is transposed.
struct ConvKind {
  size_t nd;
  bool transposed;
  std::string data_canonical() const { return "NC" + spatial_letters(nd); }
  std::string weight_canonical() const { return (transposed ? "IO" : "OI") + spatial_letters(nd); }
};

StructInfo infer_conv(ConvKind kind, const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const std::string op = op_name(call);
  const std::string dc = kind.data_canonical(), wc = kind.weight_canonical();
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* weight = expect_tensor(call, args, 1, "weight", ctx);
  auto data_perm = read_layout(call, "data_layout", dc, dc, ctx);
  auto weight_perm = read_layout(call, "kernel_layout", wc, wc, ctx);
  std::string data_layout = read_attr<std::string>(call, "data_layout", dc, ctx);
  auto out_perm = read_layout(call, "out_layout", data_layout, dc, ctx);
  std::string werr;
  Window w = read_window(call, kind.nd, nullptr, kind.transposed, werr);
  if (!werr.empty()) ctx.error(fmt::format("{}: {}", op, werr));
  int64_t groups = read_attr<int64_t>(call, "groups", 1, ctx);
  if (groups < 1) ctx.error(fmt::format("{}: groups must be positive, got {}", op, groups));
  if (!data || !weight) return make_object_sinfo();

  DataType dtype = read_attr(call, "out_dtype", DataType::Void(), ctx);
  if (dtype.is_void() && !data->dtype.is_void() && !weight->dtype.is_void()) {
    if (data->dtype != weight->dtype)
      ctx.error(fmt::format("{}: data and weight dtypes differ: {} and {} (set out_dtype for "
                            "mixed precision)",
                            op, data->dtype.str(), weight->dtype.str()));
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
  const PrimExpr& c = (*x)[1];
  // The weight's input-channel extent the data must have, and the extent groups must divide.
  PrimExpr want_c = kind.transposed
                        ? (*k)[0]
                        : arith.simplify(make_binary(PrimKind::kMul, (*k)[1], make_int(groups)));
  ArithResult ch = arith.prove_equal(c, want_c);
  if (arith.prove_not_equal(c, want_c).is_proved()) {
    if (kind.transposed)
      ctx.error(fmt::format("{}: data has {} channels, but the weight expects {} (its I)", op,
                            print_prim_expr(c), print_prim_expr(want_c)));
    else
      ctx.error(fmt::format("{}: data has {} channels, but the weight expects {} (its I = {} "
                            "times groups = {})",
                            op, print_prim_expr(c), print_prim_expr(want_c),
                            print_prim_expr((*k)[1]), groups));
  } else if (!ch.is_proved()) {
    ctx.warning(fmt::format("{}: data's {} channels and the weight's {} ({}) are not provably "
                            "equal; a run-time check is needed",
                            op, print_prim_expr(c), print_prim_expr(want_c),
                            kind.transposed ? "I" : "I * groups"));
  }
  if (groups > 1) {
    const PrimExpr& split = (*k)[0]; // O (conv) or I (transposed) is split into the groups
    const char* what = kind.transposed ? "input" : "output";
    PrimExpr rem = make_binary(PrimKind::kFloorMod, split, make_int(groups));
    if (arith.prove_not_equal(rem, make_int(0)).is_proved())
      ctx.error(fmt::format("{}: the {} {} channels are not divisible by groups = {}", op,
                            print_prim_expr(split), what, groups));
    else if (!arith.prove_equal(rem, make_int(0)).is_proved())
      ctx.warning(fmt::format("{}: the {} {} channels are not provably divisible by groups = {}; "
                              "a run-time check is needed",
                              op, print_prim_expr(split), what, groups));
  }
  std::vector<PrimExpr> out{
      (*x)[0], kind.transposed
                   ? arith.simplify(make_binary(PrimKind::kMul, (*k)[1], make_int(groups)))
                   : (*k)[0]};
  for (size_t j = 0; j < kind.nd; ++j) {
    const PrimExpr &in = (*x)[2 + j], &kj = (*k)[2 + j];
    PrimExpr e = kind.transposed
                     ? transposed_extent(in, kj, w.pad_before(j), w.pad_after(j), w.stride[j],
                                         w.dilation[j], w.output_padding[j], arith)
                     : out_extent(in, kj, w.pad_before(j), w.pad_after(j), w.stride[j],
                                  w.dilation[j], false, arith);
    check_extent(call, e, axis_name(dc[2 + j]), ctx);
    out.push_back(e);
  }
  return place_dims(out, *out_perm, dtype, vdevice, arith);
}

// ---- Kernel ------------------------------------------------------------------------------------

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
    for (size_t i = 0; i < v.size(); ++i) d[i] = cast_elem<T>(v[i], t.dtype.is_bool());
  });
}

/// The convolution as a gather: for each output position, the taps that land inside the data
/// (their data and weight offsets along the spatial axes) are listed once, then summed over
/// (input channel of the group, tap) for every batch and output channel.
template <class Acc>
void conv_loop(ConvKind kind, const std::vector<Acc>& x, const View& xv, const std::vector<Acc>& k,
               const View& kv, std::vector<Acc>& out, const View& ov, const Window& w,
               int64_t groups) {
  const size_t nd = kind.nd;
  if (!nonempty(ov.dim)) return;
  // Input channels per group, and output channels per group.
  int64_t ig = kind.transposed ? xv.dim[1] / groups : kv.dim[1];
  int64_t og = kind.transposed ? kv.dim[1] : kv.dim[0] / groups;
  std::vector<int64_t> taps(kv.dim.begin() + 2, kv.dim.end());
  bool any_tap = nonempty(taps);
  std::vector<int64_t> sp(nd, 0), t(nd, 0);
  std::vector<std::pair<int64_t, int64_t>> inside; // (data offset, weight offset) per tap
  do {                                             // over the output positions
    inside.clear();
    std::fill(t.begin(), t.end(), 0);
    if (any_tap) do { // over the taps
        int64_t x_off = 0, k_off = 0;
        bool ok = true;
        for (size_t j = 0; j < nd && ok; ++j) {
          int64_t p;
          if (kind.transposed) {
            int64_t num = sp[j] + w.pad_before(j) - t[j] * w.dilation[j];
            ok = num >= 0 && num % w.stride[j] == 0;
            p = num / w.stride[j];
          } else {
            p = sp[j] * w.stride[j] - w.pad_before(j) + t[j] * w.dilation[j];
          }
          ok = ok && p >= 0 && p < xv.dim[2 + j];
          if (!ok) break;
          x_off += xv.offset[2 + j][size_t(p)];
          k_off += kv.offset[2 + j][size_t(t[j])];
        }
        if (ok) inside.emplace_back(x_off, k_off);
      } while (next_index(t.data(), taps.data(), nd));
    int64_t o_sp = 0;
    for (size_t j = 0; j < nd; ++j) o_sp += ov.offset[2 + j][size_t(sp[j])];
    for (int64_t n = 0; n < ov.dim[0]; ++n)
      for (int64_t oc = 0; oc < ov.dim[1]; ++oc) {
        int64_t g = oc / og;
        Acc sum = 0;
        for (int64_t ic = 0; ic < ig; ++ic) {
          int64_t c = g * ig + ic; // the data channel
          int64_t x_base = xv.offset[0][size_t(n)] + xv.offset[1][size_t(c)];
          int64_t k_base = kind.transposed ? kv.offset[0][size_t(c)] + kv.offset[1][size_t(oc % og)]
                                           : kv.offset[0][size_t(oc)] + kv.offset[1][size_t(ic)];
          for (const auto& [xo, ko] : inside) {
            Acc a = x[size_t(x_base + xo)], b = k[size_t(k_base + ko)];
            if constexpr (std::is_same_v<Acc, int64_t>)
              sum = int64_t(uint64_t(sum) + uint64_t(a) * uint64_t(b)); // wraps
            else
              sum += a * b;
          }
        }
        out[size_t(ov.offset[0][size_t(n)] + ov.offset[1][size_t(oc)] + o_sp)] = sum;
      }
  } while (next_index(sp.data(), ov.dim.data() + 2, nd));
}

Kernel conv_kernel(ConvKind kind) {
  return [kind](const CallNode& call, const std::vector<Value>& args,
                KernelContext& ctx) -> EvalOr<Value> {
    const std::string name = op_name(call);
    const char* op = name.c_str();
    const std::string dc = kind.data_canonical(), wc = kind.weight_canonical();
    auto xt = tensor_arg(call, args, 0, ctx);
    if (!xt) return xt.error();
    auto kt = tensor_arg(call, args, 1, ctx);
    if (!kt) return kt.error();
    const Tensor &data = **xt, &weight = **kt;
    auto data_layout = read_attr<std::string>(call, "data_layout", dc, ctx);
    if (!data_layout) return data_layout.error();
    auto kernel_layout = read_attr<std::string>(call, "kernel_layout", wc, ctx);
    if (!kernel_layout) return kernel_layout.error();
    auto out_layout = read_attr<std::string>(call, "out_layout", *data_layout, ctx);
    if (!out_layout) return out_layout.error();
    auto groups_attr = read_attr<int64_t>(call, "groups", 1, ctx);
    if (!groups_attr) return groups_attr.error();
    auto out_dtype = read_attr(call, "out_dtype", data.dtype, ctx);
    if (!out_dtype) return out_dtype.error();
    auto xv = view_of(data, *data_layout, dc, op, "data", ctx);
    if (!xv) return xv.error();
    auto kv = view_of(weight, *kernel_layout, wc, op, "weight", ctx);
    if (!kv) return kv.error();
    std::string werr;
    Window w = read_window(call, kind.nd, nullptr, kind.transposed, werr);
    int64_t groups = *groups_attr;
    if (!werr.empty() || groups < 1)
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: {}", op, werr.empty() ? "groups must be positive" : werr));
    bool channels_ok = kind.transposed
                           ? xv->dim[1] == kv->dim[0] && kv->dim[0] % groups == 0
                           : xv->dim[1] == kv->dim[1] * groups && kv->dim[0] % groups == 0;
    if (!channels_ok)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("{}: data has {} channels, the weight is {} {} with groups = {}",
                                   op, xv->dim[1], format_shape(kv->dim), wc, groups));
    std::vector<int64_t> dims{xv->dim[0], kind.transposed ? kv->dim[1] * groups : kv->dim[0]};
    for (size_t j = 0; j < kind.nd; ++j) {
      int64_t in = xv->dim[2 + j], kj = kv->dim[2 + j];
      int64_t e =
          kind.transposed
              ? transposed_extent(in, kj, w.pad_before(j), w.pad_after(j), w.stride[j],
                                  w.dilation[j], w.output_padding[j])
              : extent(in, kj, w.pad_before(j), w.pad_after(j), w.stride[j], w.dilation[j], false);
      if (e < 1)
        return ctx.error(EvalErrorKind::kShapeMismatch,
                         fmt::format("{}: the output {} would be {}: the (dilated) kernel is "
                                     "larger than the padded input",
                                     op, axis_name(dc[2 + j]), e));
      dims.push_back(e);
    }
    DataType dtype = *out_dtype;
    if (!is_tensor_dtype(dtype))
      return ctx.error(EvalErrorKind::kUnsupported,
                       fmt::format("tensors of dtype {} are not supported", dtype.str()));
    auto out = alloc_out(dtype, dims, *out_layout, dc, op, ctx);
    if (!out) return out.error();
    // (Not a structured binding: clang 14 cannot capture one in the lambdas below.)
    Tensor& result = out->first;
    View& ov = out->second;
    // One multiply-add per result element and weight tap of its group.
    int64_t work = saturating_product(
        {result.num_elements(), kind.transposed ? xv->dim[1] / groups : kv->dim[1]});
    for (size_t j = 2; j < kv->dim.size(); ++j) work = saturating_product({work, kv->dim[j]});
    if (EvalStatus st = ctx.charge(work); !st.ok()) return st.error();
    if (dtype.is_float()) {
      std::vector<double> acc(size_t(result.num_elements()));
      conv_loop(kind, load_as<double>(data), *xv, load_as<double>(weight), *kv, acc, ov, w, groups);
      store_from(acc, result);
    } else {
      std::vector<int64_t> acc(size_t(result.num_elements()));
      conv_loop(kind, load_as<int64_t>(data), *xv, load_as<int64_t>(weight), *kv, acc, ov, w,
                groups);
      store_from(acc, result);
    }
    return Value(result);
  };
}

} // namespace

void register_nn_conv_ops(OpTable& table) {
  for (size_t nd = 1; nd <= 3; ++nd)
    for (bool transposed : {false, true}) {
      ConvKind kind{nd, transposed};
      std::string name = fmt::format("relax.nn.conv{}d{}", nd, transposed ? "_transpose" : "");
      std::string ones = nd == 1 ? "1" : nd == 2 ? "(1, 1)" : "(1, 1, 1)";
      std::string zeros = nd == 1 ? "0" : nd == 2 ? "(0, 0)" : "(0, 0, 0)";
      std::vector<AttrSpec> attrs = {{"strides", AttrType::kIntList, false},
                                     {"padding", AttrType::kIntList, false}};
      if (transposed) attrs.push_back({"output_padding", AttrType::kIntList, false});
      for (AttrSpec a : std::vector<AttrSpec>{{"dilation", AttrType::kIntList, false},
                                              {"groups", AttrType::kInt, false},
                                              {"data_layout", AttrType::kString, false},
                                              {"kernel_layout", AttrType::kString, false},
                                              {"out_layout", AttrType::kString, false},
                                              {"out_dtype", AttrType::kDType, false}})
        attrs.push_back(a);
      OpDef def =
          OpBuilder("nn_conv", name)
              .args(2)
              .attrs(std::move(attrs))
              .infer([kind](const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) { return infer_conv(kind, call, args, ctx); })
              .kernel(conv_kernel(kind))
              .doc(fmt::format("{}-D {}convolution ({} data, {} weight by default) with strides, "
                               "padding, {}dilation and groups",
                               nd, transposed ? "transposed " : "", kind.data_canonical(),
                               kind.weight_canonical(), transposed ? "output_padding, " : ""));
      // conv2d has its signature in op_signature.cpp's table (written before OpDef::signature).
      if (nd != 2 || transposed)
        def.signature =
            fmt::format("data, weight, strides={0}, padding={1}, {2}dilation={0}, groups=1, "
                        "data_layout='{3}', kernel_layout='{4}', out_layout=None, out_dtype=None",
                        ones, zeros, transposed ? "output_padding=" + zeros + ", " : "",
                        kind.data_canonical(), kind.weight_canonical());
      table.add(std::move(def));
    }
}

} // namespace rxv::sem
