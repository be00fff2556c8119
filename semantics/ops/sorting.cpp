// Sorting operators: relax.sort, argsort, topk (TVM: src/relax/op/tensor/sorting.cc) and
// relax.median (statistical.cc). TVM lowers sort, argsort and topk through DispatchSortScan to
// TOPI's externs tvm.contrib.sort.{sort,argsort,topk} (src/runtime/extra/contrib/sort/sort.cc)
// and legalizes median to an argsort and a gather of the lower middle element.
//
// StructInfo rules (TVM's, except where listed below):
// - sort(x, axis=-1, descending=False): x's StructInfo.
// - argsort(data, axis=-1, descending=False, dtype="int32"): data's shape in `dtype` (void:
//   data's dtype).
// - topk(data, k=1, axis=-1, ret_type="both", largest=True, dtype="int32"): values (data's
//   dtype) and indices (`dtype`) of data's shape with the `axis` dim k, unless k < 1 or the dim
//   is a literal <= k (then the dim stays); ret_type "both" gives the Tuple (values, indices),
//   "values" or "indices" the one tensor.
// - median(x, axis=None, keepdims=False): reduces like relax.sum; over exactly one axis it gives
//   the Tuple (values, int64 indices along that axis), otherwise the values alone.
//
// Kernels. Orders are stable (std::stable_sort, as TVM's externs): ascending by `<`,
// descending by `>`, ties in their original order either way. topk keeps the first k of that
// order (largest: descending; else ascending), so among equal values the lower index wins.
// median sorts the reduced elements (flattened in row-major order) ascending and takes the one
// at (n - 1) // 2 (the lower median, as TVM's legalization; no averaging), with its index along
// the axis. Integers compare exactly, float16 as float32.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - A NaN in the sorted elements is an Other error: TVM's comparators are not a strict weak
//   order then, so its result depends on std::stable_sort's internals.
// - topk with k larger than the axis is an IndexOutOfRange (TVM writes only the dim's worth of
//   the k-long output, leaving the rest uninitialized); an axis out of range is SI-op (TVM:
//   a crash). median of no elements is an IndexOutOfRange (TVM gathers at index -1).
// - median over several axes takes the lower median of all their elements (TVM's StructInfo
//   gives that shape, but its legalization sorts along the first axis only and fails); with an
//   unknown shape and several axes or axis=None rxv keeps the single tensor (TVM's rule switches
//   to a Tuple there). median with keepdims and axis=None gives (1, ..., 1) as the StructInfo
//   says (TVM's legalization gives (1,)).
// - Every dtype sorts (TVM's externs raise for dtypes other than float16/32/64 and int32/64).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

using namespace manip;

// ---- StructInfo rules ------------------------------------------------------------------------

StructInfo infer_sort(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  if (!expect_tensor(call, args, 0, "x", ctx)) return make_object_sinfo();
  return args[0];
}

/// The indices' dtype of argsort and topk: the `dtype` attribute (absent: int32, the Python
/// API's default), None or void meaning data's (TVM's C++ rule).
DataType index_dtype(const CallNode& call, const TensorSInfo& data, OpInferContext& ctx) {
  if (!call.attrs.find("dtype")) return DataType::Int(32);
  auto d = read_attr<std::optional<DataType>>(call, "dtype", {}, ctx);
  return d && !d->is_void() ? *d : data.dtype;
}

StructInfo infer_argsort(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  if (!data) return make_object_sinfo();
  return tensor_like(*data, index_dtype(call, *data, ctx));
}

StructInfo infer_topk(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  if (!data) return make_object_sinfo();
  DataType idx = index_dtype(call, *data, ctx);
  std::string ret = read_attr<std::string>(call, "ret_type", "both", ctx);
  if (ret != "both" && ret != "values" && ret != "indices") {
    ctx.error(fmt::format("relax.topk: ret_type must be \"both\", \"values\" or \"indices\", got "
                          "\"{}\"",
                          ret));
    return make_object_sinfo();
  }
  int64_t k = read_attr<int64_t>(call, "k", 1, ctx);
  StructInfo values = tensor_of_ndim(data->dtype, data->ndim, data->vdevice);
  StructInfo indices = tensor_of_ndim(idx, data->ndim, data->vdevice);
  if (data->ndim >= 0) {
    auto axis = normalize_axis(call, read_attr<int64_t>(call, "axis", -1, ctx), data->ndim, ctx);
    if (!axis) return make_object_sinfo();
    if (const std::vector<PrimExpr>* dims = tensor_dims(*data)) {
      std::vector<PrimExpr> out = *dims;
      const PrimExpr& d = out[size_t(*axis)];
      if (k > 0 && (!is_int_imm(d) || k < d->int_value)) out[size_t(*axis)] = make_int(k);
      values = tensor_of_dims(out, data->dtype, data->vdevice);
      indices = tensor_of_dims(out, idx, data->vdevice);
    }
  }
  if (ret == "values") return values;
  if (ret == "indices") return indices;
  return make_tuple_sinfo({values, indices});
}

StructInfo infer_median(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  auto axis = read_attr<OptIntList>(call, "axis", {}, ctx);
  bool keepdims = read_attr(call, "keepdims", false, ctx);
  std::vector<int> axes;
  if (axis && x->ndim >= 0) {
    auto n = normalize_axes(call, *axis, x->ndim, ctx);
    if (!n) return make_object_sinfo();
    axes = *n;
  }
  int out_ndim = keepdims ? x->ndim : !axis ? 0 : x->ndim < 0 ? -1 : x->ndim - int(axes.size());
  std::optional<std::vector<PrimExpr>> out;
  if (const std::vector<PrimExpr>* dims = tensor_dims(*x)) {
    out.emplace();
    for (size_t i = 0; i < dims->size(); ++i) {
      bool reduced = !axis || std::find(axes.begin(), axes.end(), int(i)) != axes.end();
      if (!reduced)
        out->push_back((*dims)[i]);
      else if (keepdims)
        out->push_back(make_int(1));
    }
  } else if (out_ndim >= 0 && (!axis || out_ndim == 0)) {
    out = std::vector<PrimExpr>(size_t(out_ndim), make_int(1)); // all reduced: ones (or ())
  }
  auto tensor = [&](DataType dtype) {
    return out ? tensor_of_dims(*out, dtype, x->vdevice)
               : tensor_of_ndim(dtype, out_ndim, x->vdevice);
  };
  if (!axis || axis->size() != 1) return tensor(x->dtype);
  return make_tuple_sinfo({tensor(x->dtype), tensor(DataType::Int(64))});
}

// ---- Kernels ---------------------------------------------------------------------------------

/// One sorted group: `len` elements of `t` at base, base + step, ...
struct Group {
  int64_t base = 0, step = 1, len = 0;
};

/// The groups along `axis` of `shape` in row-major order of the other dims.
std::vector<Group> axis_groups(const std::vector<int64_t>& shape, int axis) {
  int64_t outer = 1, inner = 1, len = shape[size_t(axis)];
  for (int i = 0; i < axis; ++i) outer *= shape[size_t(i)];
  for (size_t i = size_t(axis) + 1; i < shape.size(); ++i) inner *= shape[i];
  std::vector<Group> g;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) g.push_back({o * len * inner + i, inner, len});
  return g;
}

/// The stable order of the group's elements (positions 0..len-1 along it), ascending by `<` or
/// descending by `>`; nullopt when one of them is NaN.
std::optional<std::vector<int64_t>> stable_order(const Tensor& t, const Group& g, bool descending) {
  std::vector<int64_t> order(size_t(g.len));
  std::iota(order.begin(), order.end(), int64_t{0});
  bool nan = false;
  dispatch_dtype(t.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* p = t.ptr<T>();
    auto at = [&](int64_t i) { return load_elem(p[g.base + i * g.step]); };
    for (int64_t i = 0; i < g.len; ++i)
      if (at(i) != at(i)) nan = true;
    if (nan) return;
    if (descending)
      std::stable_sort(order.begin(), order.end(),
                       [&](int64_t a, int64_t b) { return at(a) > at(b); });
    else
      std::stable_sort(order.begin(), order.end(),
                       [&](int64_t a, int64_t b) { return at(a) < at(b); });
  });
  if (nan) return std::nullopt;
  return order;
}

EvalError nan_error(const CallNode& call, KernelContext& ctx) {
  return ctx.error(EvalErrorKind::kOther,
                   fmt::format("{}: a NaN among the sorted elements (TVM's order is unspecified "
                               "then)",
                               op_name(call)));
}

/// The sort axis (attribute `axis`, default -1) of `t`.
EvalOr<int> sort_axis(const CallNode& call, const Tensor& t, KernelContext& ctx) {
  auto a = read_attr<int64_t>(call, "axis", -1, ctx);
  if (!a) return a.error();
  if (t.ndim() == 0)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: cannot sort a 0-d tensor", op_name(call)));
  return kernel_axis(call, *a, t.ndim(), ctx);
}

/// The indices' dtype of argsort and topk at run time (index_dtype's rule).
EvalOr<DataType> run_index_dtype(const CallNode& call, const Tensor& data, KernelContext& ctx) {
  if (!call.attrs.find("dtype")) return DataType::Int(32);
  auto d = read_attr(call, "dtype", DataType::Void(), ctx);
  if (!d) return d.error();
  DataType dtype = d->is_void() ? data.dtype : *d;
  if (!is_tensor_dtype(dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: indices of dtype {}", op_name(call), dtype.str()));
  return dtype;
}

/// sort, argsort and topk: the first `k` of each group's stable order along the axis (k < 0:
/// all of them) as values and/or indices.
EvalOr<Value> sort_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto axis = sort_axis(call, in, ctx);
  if (!axis) return axis.error();
  std::string op = op_name(call);
  bool is_topk = op == "relax.topk";
  bool want_values = op == "relax.sort", want_indices = op == "relax.argsort";
  bool descending = false;
  int64_t k = -1, dim = in.shape[size_t(*axis)];
  if (is_topk) {
    auto ret = read_attr<std::string>(call, "ret_type", "both", ctx);
    if (!ret) return ret.error();
    want_values = *ret != "indices";
    want_indices = *ret != "values";
    auto largest = read_attr(call, "largest", true, ctx);
    if (!largest) return largest.error();
    descending = *largest;
    auto kv = read_attr<int64_t>(call, "k", 1, ctx);
    if (!kv) return kv.error();
    k = *kv < 1 ? dim : *kv;
    if (k > dim)
      return ctx.error(
          EvalErrorKind::kIndexOutOfRange,
          fmt::format("relax.topk: k = {} exceeds the length {} of axis {}", k, dim, *axis));
  } else {
    auto d = read_attr(call, "descending", false, ctx);
    if (!d) return d.error();
    descending = *d;
  }
  if (k < 0) k = dim;
  std::vector<int64_t> shape = in.shape;
  shape[size_t(*axis)] = k;
  std::optional<Tensor> values, indices;
  if (want_values) {
    auto v = ctx.alloc(in.dtype, shape);
    if (!v) return v.error();
    values = *v;
  }
  if (want_indices) {
    auto dtype = is_topk || op == "relax.argsort" ? run_index_dtype(call, in, ctx) : in.dtype;
    if (!dtype) return dtype.error();
    auto v = ctx.alloc(*dtype, shape);
    if (!v) return v.error();
    indices = *v;
  }
  std::vector<Group> in_groups = axis_groups(in.shape, *axis);
  std::vector<Group> out_groups = axis_groups(shape, *axis);
  for (size_t g = 0; g < in_groups.size(); ++g) {
    auto order = stable_order(in, in_groups[g], descending);
    if (!order) return nan_error(call, ctx);
    const Group& o = out_groups[g];
    for (int64_t j = 0; j < k; ++j) {
      int64_t src = in_groups[g].base + (*order)[size_t(j)] * in_groups[g].step;
      if (values) copy_elem(*values, o.base + j * o.step, in, src);
      if (indices) indices->set_int(o.base + j * o.step, (*order)[size_t(j)]);
    }
  }
  if (values && indices) return make_tuple_value({Value(*values), Value(*indices)});
  return Value(values ? *values : *indices);
}

EvalOr<Value> median_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  auto axes = read_attr<OptIntList>(call, "axis", {}, ctx);
  if (!axes) return axes.error();
  auto keepdims = read_attr(call, "keepdims", false, ctx);
  if (!keepdims) return keepdims.error();
  auto mask = reduce_axes_mask(call, *axes, in.ndim(), ctx);
  if (!mask) return mask.error();
  bool one_axis = *axes && (*axes)->size() == 1;
  // Move the reduced dims last (in order): each group is then a contiguous run of a copy.
  std::vector<int64_t> kept, reduced, out_shape;
  std::vector<size_t> perm;
  for (size_t i = 0; i < in.shape.size(); ++i) {
    if (!(*mask)[i]) {
      kept.push_back(in.shape[i]);
      perm.push_back(i);
    }
    out_shape.push_back((*mask)[i] ? 1 : in.shape[i]);
  }
  if (!*keepdims) out_shape = kept;
  int64_t n = 1;
  for (size_t i = 0; i < in.shape.size(); ++i)
    if ((*mask)[i]) {
      n *= in.shape[i];
      perm.push_back(i);
    }
  std::vector<int64_t> pshape;
  for (size_t p : perm) pshape.push_back(in.shape[p]);
  std::vector<int64_t> istr = strides_of(in.shape);
  auto moved = gather(in, pshape, ctx, [&](const std::vector<int64_t>& idx) {
    int64_t s = 0;
    for (size_t k = 0; k < idx.size(); ++k) s += idx[k] * istr[perm[k]];
    return s;
  });
  if (!moved) return moved.error();
  const Tensor& m = *moved->as_tensor();
  auto values = ctx.alloc(in.dtype, out_shape);
  if (!values) return values.error();
  auto indices = ctx.alloc(DataType::Int(64), out_shape);
  if (!indices) return indices.error();
  int64_t groups = values->num_elements();
  if (n == 0 && groups > 0)
    return ctx.error(
        EvalErrorKind::kIndexOutOfRange,
        fmt::format("relax.median over no elements (shape {})", format_shape(in.shape)));
  for (int64_t g = 0; g < groups; ++g) {
    auto order = stable_order(m, Group{g * n, 1, n}, false);
    if (!order) return nan_error(call, ctx);
    int64_t pick = (*order)[size_t((n - 1) / 2)];
    copy_elem(*values, g, m, g * n + pick);
    indices->set_int(g, pick);
  }
  if (one_axis) return make_tuple_value({Value(*values), Value(*indices)});
  return Value(*values);
}

} // namespace

void register_sorting_ops(OpTable& table) {
  table.add(OpBuilder("sorting", "relax.sort")
                .args(1)
                .attrs({{"axis", AttrType::kInt, false}, {"descending", AttrType::kBool, false}})
                .signature("x, axis=-1, descending=False")
                .infer(infer_sort)
                .kernel(sort_kernel)
                .doc("x stably sorted along `axis`; a NaN is an error"));
  table.add(OpBuilder("sorting", "relax.argsort")
                .args(1)
                .attrs({{"axis", AttrType::kInt, false},
                        {"descending", AttrType::kBool, false},
                        {"dtype", AttrType::kDType, false}})
                .signature("data, axis=-1, descending=False, dtype='int32'")
                .infer(infer_argsort)
                .kernel(sort_kernel)
                .doc("the positions that stably sort data along `axis`, in `dtype`"));
  table.add(OpBuilder("sorting", "relax.topk")
                .args(1)
                .attrs({{"k", AttrType::kInt, false},
                        {"axis", AttrType::kInt, false},
                        {"ret_type", AttrType::kString, false},
                        {"largest", AttrType::kBool, false},
                        {"dtype", AttrType::kDType, false}})
                .signature("data, k=1, axis=-1, ret_type='both', largest=True, dtype='int32'")
                .infer(infer_topk)
                .kernel(sort_kernel)
                .doc("the k largest (or smallest) elements along `axis`, sorted, ties to the lower "
                     "index, and/or their positions"));
  table.add(OpBuilder("sorting", "relax.median")
                .args(1)
                .attrs({{"axis", AttrType::kOptionalIntList, false},
                        {"keepdims", AttrType::kBool, false}})
                .signature("x, axis=None, keepdims=False")
                .infer(infer_median)
                .kernel(median_kernel)
                .doc("the lower median over `axis` (None: all); over one axis also its int64 "
                     "position"));
}

} // namespace rxv::sem
