// Convolution: relax.nn.conv2d.
// StructInfo rule (TVM's src/relax/op/nn/convolution.cc), for data in layout NCHW and a weight
// in layout OIHW (other layouts, packed ones such as NCHW4c included, are read through
// semantics/ops/data_layout.h; the shared window and layout helpers are in nn_window.h):
// - conv2d(data, weight, strides, padding, dilation, groups, data_layout, kernel_layout,
//   out_layout, out_dtype): both tensors of 4 dimensions; the dtype is out_dtype when set, else
//   the operands' (which must agree); C must equal I * groups and O must be divisible by groups
//   (decided by the Arith: provably false is an error, undecided a warning); the output is
//   (N, O, (H + pad_top + pad_bottom - dil_h * (KH - 1) - 1) // stride_h + 1, likewise for W).
// Attribute lists take TVM's Python spellings: strides / dilation of 1 or 2 ints, padding of 1,
// 2 (top/bottom, left/right) or 4 (top, left, bottom, right) ints.
// Kernel: a direct loop nest in NCHW coordinates. It converts both operands to the result
// dtype's kind and accumulates in double (floats) or int64 (integers, wrapping on store).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - Layouts: TVM's layout syntax of NCHW (data, output) and OIHW (weight), permuted and split
//   ("NCHW4c", "OIHW4o", "N2nHWC4c"); a subordinate axis whose extent provably differs from its
//   factor is an error (TVM stops on an ICHECK), an unknown letter is "not a layout".
// - An output height or width that is provably < 1 (the dilated window exceeds the padded
//   input) is an error; TVM computes a non-positive dimension. Undecided stays silent.
// - Negative padding, or strides / dilation / groups < 1, are errors of the rule (TVM checks
//   some of them only in the Python builder).
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

} // namespace

void register_nn_conv_ops(OpTable& table) {
  table.add(OpBuilder("nn_conv", "relax.nn.conv2d")
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
}

} // namespace rxv::sem
