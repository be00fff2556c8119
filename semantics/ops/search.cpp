// Index/search operators: relax.unique and relax.nonzero, whose result shapes depend on the data
// (TVM: src/relax/op/tensor/set.cc), and relax.bucketize (search.cc). TVMScript: `R.unique(x,
// R.prim_value(True), R.prim_value(False), R.prim_value(False), R.prim_value(False))` with an
// optional sixth argument, the axis (a PrimValue); the flags sorted, return_index, return_inverse,
// return_counts are Relax PrimValue arguments (TVM >= 0.14), not attributes. `R.nonzero(x)`.
//
// StructInfo rules (TVM's): the result lengths depend on the data, so the shapes are unknown.
// unique gives the unique values: 1-D (axis None: the flattened tensor), or x's ndim (an axis),
// or (1,) for a 0-d x; then, one per flag set, an int64 1-D tensor each of the first-occurrence
// indices, the inverse indices and the counts (shape (1,) for a 0-d x). One output is a tensor,
// more are a Tuple. The flags must be literal. nonzero gives an int64 tensor of 2 dimensions,
// (x's ndim, number of nonzero elements).
//
// Kernels (numpy's): unique compares whole slices along `axis` (elements for axis None)
// lexicographically; NaNs equal each other and sort after every number, -0.0 equals 0.0.
// sorted=True gives ascending order, sorted=False the order of first occurrence. index holds the
// first occurrence (flat for axis None, the slice number otherwise), inverse the position in the
// result of every input element (or slice), counts the multiplicities. nonzero lists, per
// dimension, the coordinates of the nonzero elements in row-major order (NaN is nonzero).
//
// bucketize(input_tensor, boundaries, out_int32=False, right=False): boundaries 1-D; the result
// has input_tensor's shape in int64 (int32 with out_int32). Its kernel is TOPI's searchsorted
// binary search, step for step: lo = 0, hi = n; while lo < hi, mid = lo + (hi - lo) / 2 and lo =
// mid + 1 if boundaries[mid] < v (<= v with right) else hi = mid; the answer is lo. For sorted
// boundaries that is the number of boundaries below v (at most v with right); for unsorted ones
// or NaN it is still that same, fully determined search. Mixed dtypes compare as double when
// either is a float.
//
// Deviations from TVM: none in the rules (rxv also checks the axis is in range when x's ndim is
// known, as TVM does, and that the flags are PrimValues).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

using namespace manip;

StructInfo infer_unique(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  static const char* const kNames[] = {
      "x", "sorted", "return_index", "return_inverse", "return_counts", "axis"};
  bool bad = false;
  std::vector<std::optional<int64_t>> flags;
  for (size_t i = 1; i < args.size(); ++i)
    flags.push_back(prim_int_arg(call, args, i, kNames[i], ctx, &bad));
  if (!x || bad) return make_object_sinfo();
  for (size_t i = 1; i < 5; ++i) {
    if (!flags[i - 1]) {
      ctx.error(fmt::format("relax.unique: the flag {} must be a literal", kNames[i]));
      return make_object_sinfo();
    }
  }
  bool has_axis = args.size() == 6;
  if (has_axis && x->ndim >= 0 && flags[4] && !normalize_axis(call, *flags[4], x->ndim, ctx))
    return make_object_sinfo();
  auto one_d = [&](DataType dtype) {
    if (x->ndim == 0) return tensor_of_dims({make_int(1)}, dtype, x->vdevice);
    return tensor_of_ndim(dtype, 1, x->vdevice);
  };
  std::vector<StructInfo> out;
  if (x->ndim == 0 || !has_axis)
    out.push_back(one_d(x->dtype));
  else
    out.push_back(tensor_of_ndim(x->dtype, x->ndim, x->vdevice));
  for (size_t i = 1; i < 4; ++i)
    if (*flags[i] != 0) out.push_back(one_d(DataType::Int(64)));
  if (out.size() == 1) return out[0];
  return make_tuple_sinfo(std::move(out));
}

StructInfo infer_nonzero(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  return tensor_of_ndim(DataType::Int(64), 2, x->vdevice);
}

StructInfo infer_bucketize(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "input_tensor", ctx);
  const TensorSInfo* b = expect_tensor(call, args, 1, "boundaries", ctx);
  if (!x || !b) return make_object_sinfo();
  if (b->ndim >= 0 && b->ndim != 1) {
    ctx.error(fmt::format("relax.bucketize: boundaries must be 1-D, got {} dimensions", b->ndim));
    return make_object_sinfo();
  }
  return tensor_like(*x, read_attr(call, "out_int32", false, ctx) ? DataType::Int(32)
                                                                  : DataType::Int(64));
}

// ---- Kernels ---------------------------------------------------------------------------------

/// Three-way comparison of two elements in numpy's unique order: NaNs last and equal.
template <class V> int compare_values(V a, V b) {
  if constexpr (std::is_floating_point_v<V>) {
    bool na = std::isnan(a), nb = std::isnan(b);
    if (na || nb) return na == nb ? 0 : na ? 1 : -1;
  }
  return a < b ? -1 : b < a ? 1 : 0;
}

/// The slices of `in` along `axis` (every element when axis < 0) grouped by equality: `order`
/// is the slices sorted (stably) and `group_end` the end of each run of equal slices in it.
struct SliceGroups {
  std::vector<int64_t> order;
  std::vector<size_t> group_end;
};

SliceGroups group_slices(const Tensor& in, int axis) {
  // Slice k's element j is at base[j] + k * step.
  std::vector<int64_t> base;
  int64_t count, step;
  if (axis < 0) {
    base = {0};
    count = in.num_elements();
    step = 1;
  } else {
    std::vector<int64_t> strides = strides_of(in.shape), slice_shape = in.shape;
    slice_shape[size_t(axis)] = 1;
    for_each_index(slice_shape, [&](const std::vector<int64_t>& idx, int64_t) {
      int64_t off = 0;
      for (size_t k = 0; k < idx.size(); ++k) off += idx[k] * strides[k];
      base.push_back(off);
    });
    count = in.shape[size_t(axis)];
    step = strides[size_t(axis)];
  }
  SliceGroups g;
  g.order.resize(size_t(count));
  std::iota(g.order.begin(), g.order.end(), int64_t{0});
  dispatch_dtype(in.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* p = in.ptr<T>();
    auto cmp = [&](int64_t a, int64_t b) {
      for (int64_t off : base) {
        int c = compare_values(load_elem(p[off + a * step]), load_elem(p[off + b * step]));
        if (c) return c;
      }
      return 0;
    };
    std::stable_sort(g.order.begin(), g.order.end(),
                     [&](int64_t a, int64_t b) { return cmp(a, b) < 0; });
    for (size_t i = 1; i <= g.order.size(); ++i)
      if (i == g.order.size() || cmp(g.order[i - 1], g.order[i]) != 0) g.group_end.push_back(i);
  });
  return g;
}

EvalOr<Value> kernel_unique(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  int64_t flags[4];
  for (size_t i = 0; i < 4; ++i) {
    auto f = int_arg(call, args, i + 1, ctx);
    if (!f) return f.error();
    flags[i] = *f;
  }
  int axis = -1;
  if (args.size() > 5) {
    auto a = int_arg(call, args, 5, ctx);
    if (!a) return a.error();
    auto n = kernel_axis(call, *a, in.ndim(), ctx);
    if (!n) return n.error();
    axis = *n;
  }
  SliceGroups g = group_slices(in, axis);
  size_t groups = g.group_end.size();
  // Each group's first occurrence: stable sorting puts the smallest original index first.
  std::vector<int64_t> first(groups);
  for (size_t k = 0; k < groups; ++k) first[k] = g.order[k == 0 ? 0 : g.group_end[k - 1]];
  std::vector<size_t> out_order(groups); // output position -> group
  std::iota(out_order.begin(), out_order.end(), size_t{0});
  if (flags[0] == 0)
    std::sort(out_order.begin(), out_order.end(),
              [&](size_t a, size_t b) { return first[a] < first[b]; });

  std::vector<int64_t> shape = axis < 0 ? std::vector<int64_t>{int64_t(groups)} : in.shape;
  if (axis >= 0) shape[size_t(axis)] = int64_t(groups);
  std::vector<int64_t> in_strides = strides_of(in.shape);
  auto values = gather(in, shape, ctx, [&](const std::vector<int64_t>& idx) {
    if (axis < 0) return first[out_order[size_t(idx[0])]];
    int64_t s = 0;
    for (size_t k = 0; k < idx.size(); ++k)
      s += (int(k) == axis ? first[out_order[size_t(idx[k])]] : idx[k]) * in_strides[k];
    return s;
  });
  if (!values) return values.error();
  std::vector<Value> outs{*values};
  auto int_tensor = [&](std::vector<int64_t> data) -> EvalOr<Value> {
    auto t = ctx.alloc(DataType::Int(64), {int64_t(data.size())});
    if (!t) return t.error();
    std::copy(data.begin(), data.end(), t->ptr<int64_t>());
    return Value(*t);
  };
  std::vector<int64_t> pos_of_group(groups);
  for (size_t p = 0; p < groups; ++p) pos_of_group[out_order[p]] = int64_t(p);
  for (size_t which = 1; which < 4; ++which) {
    if (flags[which] == 0) continue;
    std::vector<int64_t> data;
    if (which == 1) { // index
      for (size_t p = 0; p < groups; ++p) data.push_back(first[out_order[p]]);
    } else if (which == 2) { // inverse
      data.resize(g.order.size());
      for (size_t k = 0, i = 0; k < groups; ++k)
        for (; i < g.group_end[k]; ++i) data[size_t(g.order[i])] = pos_of_group[k];
    } else { // counts
      for (size_t p = 0; p < groups; ++p) {
        size_t k = out_order[p];
        data.push_back(int64_t(g.group_end[k] - (k == 0 ? 0 : g.group_end[k - 1])));
      }
    }
    auto t = int_tensor(std::move(data));
    if (!t) return t.error();
    outs.push_back(std::move(*t));
  }
  if (outs.size() == 1) return outs[0];
  return make_tuple_value(std::move(outs));
}

EvalOr<Value> kernel_nonzero(const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const Tensor& in = **x;
  std::vector<int64_t> hits; // flat indices of the nonzero elements
  dispatch_dtype(in.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* p = in.ptr<T>();
    for (int64_t i = 0; i < in.num_elements(); ++i)
      if (load_elem(p[i]) != 0) hits.push_back(i); // NaN != 0 holds
  });
  int64_t n = in.ndim(), c = int64_t(hits.size());
  auto out = ctx.alloc(DataType::Int(64), {n, c});
  if (!out) return out.error();
  std::vector<int64_t> strides = strides_of(in.shape);
  int64_t* o = out->ptr<int64_t>();
  for (int64_t j = 0; j < c; ++j)
    for (int64_t d = 0; d < n; ++d)
      o[d * c + j] = (hits[size_t(j)] / strides[size_t(d)]) % in.shape[size_t(d)];
  return Value(*out);
}

EvalOr<Value> kernel_bucketize(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto b = tensor_arg(call, args, 1, ctx);
  if (!b) return b.error();
  const Tensor &in = **x, &bounds = **b;
  if (bounds.ndim() != 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.bucketize: boundaries must be 1-D, got shape {}",
                                 format_shape(bounds.shape)));
  auto out_int32 = read_attr(call, "out_int32", false, ctx);
  if (!out_int32) return out_int32.error();
  auto right = read_attr(call, "right", false, ctx);
  if (!right) return right.error();
  auto out = ctx.alloc(*out_int32 ? DataType::Int(32) : DataType::Int(64), in.shape);
  if (!out) return out.error();
  bool as_float = in.dtype.is_float() || bounds.dtype.is_float();
  int64_t n = bounds.shape[0];
  // below(i, v): boundaries[i] < v (<= v with right), compared exactly.
  auto search = [&](auto below, int64_t v_index) {
    int64_t lo = 0, hi = n;
    while (lo < hi) {
      int64_t mid = lo + ((hi - lo) >> 1);
      if (below(mid, v_index))
        lo = mid + 1;
      else
        hi = mid;
    }
    return lo;
  };
  for (int64_t i = 0; i < in.num_elements(); ++i) {
    int64_t pos;
    if (as_float)
      pos = search(
          [&](int64_t m, int64_t j) {
            double s = bounds.get_float(m), v = in.get_float(j);
            return *right ? s <= v : s < v;
          },
          i);
    else
      pos = search(
          [&](int64_t m, int64_t j) {
            int64_t s = bounds.get_int(m), v = in.get_int(j);
            return *right ? s <= v : s < v;
          },
          i);
    out->set_int(i, pos);
  }
  return Value(*out);
}

} // namespace

void register_search_ops(OpTable& table) {
  table.add(OpBuilder("search", "relax.unique")
                .args(5, 6)
                .infer(infer_unique)
                .kernel(kernel_unique)
                .doc("the unique elements (or slices along axis) of x, sorted or in "
                     "first-occurrence order, with first indices, inverse indices and counts on "
                     "request"));
  table.add(OpBuilder("search", "relax.nonzero")
                .args(1)
                .infer(infer_nonzero)
                .kernel(kernel_nonzero)
                .doc("the coordinates of x's nonzero elements, int64 of shape (ndim, count)"));
  table.add(OpBuilder("search", "relax.bucketize")
                .args(2)
                .attrs({{"out_int32", AttrType::kBool, false}, {"right", AttrType::kBool, false}})
                .signature("input_tensor, boundaries, out_int32=False, right=False")
                .infer(infer_bucketize)
                .kernel(kernel_bucketize)
                .doc("per element, the bucket among the 1-D sorted boundaries (TOPI's "
                     "searchsorted binary search)"));
}

} // namespace rxv::sem
