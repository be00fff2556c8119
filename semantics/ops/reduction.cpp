// Reductions (relax.sum, mean, max, min, prod, variance, std, argmax, argmin) and the scans
// relax.cumsum and cumprod (collapse_sum_like / collapse_sum_to: reduction_collapse.cpp).
// StructInfo rule (TVM's InferStructInfoStatistical / ArgmaxArgmin / Scan): the argument is a
// tensor; `axis` names the reduced dimensions (negative counts from the end; out of range or
// repeated is an error), None reduces all of them. keepdims=True keeps each reduced dimension as
// 1, otherwise it is dropped. With the shape unknown the result keeps what is still known: its
// ndim, or with axis=None the shape () (keepdims=False) or (1, ..., 1) (keepdims=True).
// argmax/argmin take one optional axis and give int64 indices. cumsum keeps the shape along
// `axis`; with axis=None it scans the flattened tensor and gives a 1-D result of the product of
// the dims; its `dtype` attribute (void: the input's) is the result's dtype.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - cumsum with axis=None and an unknown shape is 1-D; TVM keeps the input's ndim there.
// - cumsum checks that `axis` is in range; TVM does not.
//
// Kernels (kernel_helpers.h for the shared element rules): float sums, products, means and
// running sums accumulate in float64 and are rounded once per result element (a reference more
// exact than any backend's float32 order); integer ones wrap in the dtype. A bool sum or running
// sum is "any", a product "all", a mean true only when every element is. mean over no elements
// is NaN for floats and a DivisionByZero for integers. variance is TVM's two-pass
// mean((x - mean(x))^2) (population variance; floats in float64, integers as TVM's legalization:
// each mean truncated, wrapping), std its square root (float tensors only: for an integer one
// TVM's StructInfo says the integer dtype and its compiled code returns float32, so the spec
// leaves it Unsupported). max/min propagate NaN (numpy) and give
// the dtype's lowest/highest finite value over no elements (TVM's identity: also over infinities
// only), but over no reduced axis (a 0-d input) the input itself. argmax/argmin give the first
// occurrence, a NaN counting as the extreme (numpy); over no elements they are an
// IndexOutOfRange. cumsum and cumprod (TVM: Scan, as cumsum; TOPI's cumprod, running products
// from 1) cast x to their `dtype` first and then sum or multiply in that dtype.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/ops/reduce_plan.h"

namespace rxv::sem {

namespace {

/// The result of reducing `x` over `axis` (nullopt: every axis) into a tensor of `dtype`.
StructInfo reduce(const CallNode& call, const TensorSInfo& x,
                  const std::optional<std::vector<int64_t>>& axis, bool keepdims, DataType dtype,
                  OpInferContext& ctx) {
  std::vector<int> axes;
  if (axis && x.ndim >= 0) {
    auto normalized = normalize_axes(call, *axis, x.ndim, ctx);
    if (!normalized) return tensor_of_ndim(dtype, keepdims ? x.ndim : -1, x.vdevice);
    axes = std::move(*normalized);
  }
  int out_ndim = keepdims ? x.ndim : !axis ? 0 : x.ndim < 0 ? -1 : x.ndim - int(axes.size());
  const std::vector<PrimExpr>* dims = tensor_dims(x);
  if (!dims) {
    if (!axis && out_ndim >= 0) {
      return tensor_of_dims(std::vector<PrimExpr>(size_t(out_ndim), make_int(1)), dtype, x.vdevice);
    }
    return tensor_of_ndim(dtype, out_ndim, x.vdevice);
  }
  std::vector<PrimExpr> out;
  for (size_t i = 0; i < dims->size(); ++i) {
    bool reduced = !axis || std::find(axes.begin(), axes.end(), int(i)) != axes.end();
    if (!reduced)
      out.push_back((*dims)[i]);
    else if (keepdims)
      out.push_back(make_int(1));
  }
  return tensor_of_dims(std::move(out), dtype, x.vdevice);
}

StructInfo infer_statistical(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  auto axis = read_attr<OptIntList>(call, "axis", {}, ctx);
  bool keepdims = read_attr(call, "keepdims", false, ctx);
  return reduce(call, *x, axis, keepdims, x->dtype, ctx);
}

StructInfo infer_arg_reduce(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  std::optional<std::vector<int64_t>> axis;
  if (auto a = read_attr<OptInt>(call, "axis", {}, ctx)) axis = std::vector<int64_t>{*a};
  bool keepdims = read_attr(call, "keepdims", false, ctx);
  return reduce(call, *x, axis, keepdims, DataType::Int(64), ctx);
}

StructInfo infer_cumsum(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  DataType dtype = x->dtype;
  if (auto d = read_attr<std::optional<DataType>>(call, "dtype", {}, ctx); d && !d->is_void())
    dtype = *d;
  auto axis = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis) {
    const std::vector<PrimExpr>* dims = tensor_dims(*x);
    if (!dims) return tensor_of_ndim(dtype, 1, x->vdevice);
    return tensor_of_dims({shape_product(*dims, ctx.arith())}, dtype, x->vdevice);
  }
  if (x->ndim >= 0) normalize_axis(call, *axis, x->ndim, ctx);
  return tensor_like(*x, dtype);
}

// ---------------------------------------------------------------------------------------------
// Kernels

EvalOr<ReducePlan> plan_reduce(const CallNode& call, const Tensor& x,
                               const std::optional<std::vector<int64_t>>& axes, bool keepdims,
                               KernelContext& ctx) {
  auto mask = reduce_axes_mask(call, axes, x.ndim(), ctx);
  if (!mask) return mask.error();
  ReducePlan plan;
  std::vector<int64_t> kept;
  for (size_t i = 0; i < x.shape.size(); ++i) {
    if ((*mask)[i]) {
      plan.count *= x.shape[i];
      ++plan.reduced_axes;
      if (keepdims) plan.out_shape.push_back(1);
    } else {
      kept.push_back(x.shape[i]);
      plan.out_shape.push_back(x.shape[i]);
    }
  }
  std::vector<int64_t> kept_strides = row_major_strides(kept);
  size_t k = 0;
  for (size_t i = 0; i < x.shape.size(); ++i)
    plan.in_to_out.push_back((*mask)[i] ? 0 : kept_strides[k++]);
  return plan;
}

/// The extreme finite values of storage type T (float16's are +-65504).
template <class T> compute_t<T> lowest_of() {
  if constexpr (std::is_same_v<T, Half>)
    return -65504.0f;
  else
    return std::numeric_limits<T>::lowest();
}
template <class T> compute_t<T> highest_of() {
  if constexpr (std::is_same_v<T, Half>)
    return 65504.0f;
  else
    return std::numeric_limits<T>::max();
}

enum class ReduceKind { kSum, kMean, kProd, kMax, kMin, kVariance, kStd };

/// variance (or std, its square root) over the plan's groups, TVM's two-pass definition
/// mean((x - mean(x))^2): floats in float64, rounded once; integers in the dtype as TVM's
/// legalization computes them (wrapping, each mean truncated).
template <class T>
void spread_kernel(const Tensor& x, const ReducePlan& plan, bool is_std, bool to_bool, T* po,
                   int64_t n_out) {
  std::vector<acc_t<T>> sum(size_t(n_out), 0), sq(size_t(n_out), 0);
  walk_reduce<T>(x, plan, [&](int64_t o, T raw) { sum[size_t(o)] += to_acc(raw); });
  if constexpr (is_float_storage_v<T>) {
    for (auto& m : sum) m /= double(plan.count); // the means
    walk_reduce<T>(x, plan, [&](int64_t o, T raw) {
      double d = double(load_elem(raw)) - sum[size_t(o)];
      sq[size_t(o)] += d * d;
    });
    for (int64_t i = 0; i < n_out; ++i) {
      double v = sq[size_t(i)] / double(plan.count);
      po[i] = from_acc<T>(is_std ? std::sqrt(v) : v, false);
    }
  } else {
    auto mean_of = [&](acc_t<T> total) {
      T s = T(total);
      if constexpr (std::is_signed_v<T>)
        return T(int64_t(s) / plan.count);
      else
        return T(uint64_t(s) / uint64_t(plan.count));
    };
    std::vector<T> mean(static_cast<size_t>(n_out));
    for (int64_t i = 0; i < n_out; ++i) mean[size_t(i)] = mean_of(sum[size_t(i)]);
    walk_reduce<T>(x, plan, [&](int64_t o, T raw) {
      T d = wrap_sub(raw, mean[size_t(o)]);
      sq[size_t(o)] += acc_t<T>(wrap_mul(d, d));
    });
    for (int64_t i = 0; i < n_out; ++i) {
      T v = mean_of(sq[size_t(i)]);
      po[i] = to_bool ? T(v != 0) : v;
    }
  }
}

Kernel statistical_kernel(ReduceKind kind) {
  return [kind](const CallNode& call, const std::vector<Value>& args,
                KernelContext& ctx) -> EvalOr<Value> {
    auto x_arg = tensor_arg(call, args, 0, ctx);
    if (!x_arg) return x_arg.error();
    const Tensor* x = *x_arg;
    auto axes = read_attr<OptIntList>(call, "axis", {}, ctx);
    if (!axes) return axes.error();
    auto keepdims = read_attr(call, "keepdims", false, ctx);
    if (!keepdims) return keepdims.error();
    auto plan = plan_reduce(call, *x, *axes, *keepdims, ctx);
    if (!plan) return plan.error();
    auto out = ctx.alloc(x->dtype, plan->out_shape);
    if (!out) return out.error();
    int64_t n_out = out->num_elements();
    bool to_bool = x->dtype.is_bool();
    if (kind == ReduceKind::kMean && !x->dtype.is_float() && plan->count == 0 && n_out > 0)
      return ctx.error(EvalErrorKind::kDivisionByZero,
                       fmt::format("relax.mean of an integer tensor over no elements (shape {})",
                                   format_shape(x->shape)));
    bool spread = kind == ReduceKind::kVariance || kind == ReduceKind::kStd;
    if (spread && !x->dtype.is_float() && plan->count == 0 && n_out > 0)
      return ctx.error(EvalErrorKind::kDivisionByZero,
                       fmt::format("{} of an integer tensor over no elements (shape {})",
                                   op_name(call), format_shape(x->shape)));
    if (kind == ReduceKind::kStd && !x->dtype.is_float())
      return ctx.error(EvalErrorKind::kUnsupported,
                       fmt::format("relax.std of a {} tensor: its StructInfo keeps the integer "
                                   "dtype, TVM's compiled code returns a float square root; the "
                                   "spec leaves it undefined",
                                   x->dtype.str()));
    dispatch_dtype(x->dtype, [&](auto tag) {
      using T = decltype(tag);
      T* po = out->ptr<T>();
      if (spread) {
        spread_kernel<T>(*x, *plan, kind == ReduceKind::kStd, to_bool, po, n_out);
        return;
      }
      if (kind == ReduceKind::kMax || kind == ReduceKind::kMin) {
        bool is_max = kind == ReduceKind::kMax;
        std::vector<compute_t<T>> best(size_t(n_out), is_max ? lowest_of<T>() : highest_of<T>());
        // Over no reduced axis (a 0-d input) TVM's compiled code copies the input: the finite
        // identity never enters, so min of an infinity is that infinity.
        bool copy = plan->reduced_axes == 0;
        walk_reduce<T>(*x, *plan, [&](int64_t o, T raw) {
          auto v = load_elem(raw);
          auto& b = best[size_t(o)];
          // A NaN stays: nothing compares above it.
          if (copy || v != v || (is_max ? v > b : v < b)) b = v;
        });
        for (int64_t i = 0; i < n_out; ++i) po[i] = store_elem<T>(best[size_t(i)]);
        return;
      }
      bool is_prod = kind == ReduceKind::kProd;
      std::vector<acc_t<T>> acc(size_t(n_out), acc_t<T>(is_prod ? 1 : 0));
      if (is_prod)
        walk_reduce<T>(*x, *plan, [&](int64_t o, T raw) { acc[size_t(o)] *= to_acc(raw); });
      else
        walk_reduce<T>(*x, *plan, [&](int64_t o, T raw) { acc[size_t(o)] += to_acc(raw); });
      for (int64_t i = 0; i < n_out; ++i) {
        acc_t<T> a = acc[size_t(i)];
        if (kind != ReduceKind::kMean) {
          po[i] = from_acc<T>(a, to_bool);
        } else if constexpr (is_float_storage_v<T>) {
          po[i] = from_acc<T>(a / double(plan->count), false);
        } else if (to_bool) {
          po[i] = T(a == acc_t<T>(plan->count));
        } else {
          // The wrapped sum in the dtype, divided truncating (as TVM's sum / count).
          T s = T(a);
          if constexpr (std::is_signed_v<T>)
            po[i] = T(int64_t(s) / plan->count);
          else
            po[i] = T(uint64_t(s) / uint64_t(plan->count));
        }
      }
    });
    return Value(*out);
  };
}

Kernel arg_reduce_kernel(bool is_max) {
  return [is_max](const CallNode& call, const std::vector<Value>& args,
                  KernelContext& ctx) -> EvalOr<Value> {
    auto x_arg = tensor_arg(call, args, 0, ctx);
    if (!x_arg) return x_arg.error();
    const Tensor* x = *x_arg;
    auto axis = read_attr<OptInt>(call, "axis", {}, ctx);
    if (!axis) return axis.error();
    auto keepdims = read_attr(call, "keepdims", false, ctx);
    if (!keepdims) return keepdims.error();
    std::optional<std::vector<int64_t>> axes;
    if (*axis) axes = std::vector<int64_t>{**axis};
    auto plan = plan_reduce(call, *x, axes, *keepdims, ctx);
    if (!plan) return plan.error();
    auto out = ctx.alloc(DataType::Int(64), plan->out_shape);
    if (!out) return out.error();
    int64_t n_out = out->num_elements();
    if (plan->count == 0 && n_out > 0)
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{} of an empty dimension (shape {})", op_name(call),
                                   format_shape(x->shape)));
    // The index reported: the coordinate along `axis`, or the flat index for axis=None.
    int64_t stride = 1, dim = std::max<int64_t>(x->num_elements(), 1);
    if (axes) {
      int a = *normalize_run_axis(call, (*axes)[0], x->ndim(), ctx); // plan_reduce checked it
      stride = row_major_strides(x->shape)[size_t(a)];
      dim = x->shape[size_t(a)];
    }
    dispatch_dtype(x->dtype, [&](auto tag) {
      using T = decltype(tag);
      std::vector<compute_t<T>> best(static_cast<size_t>(n_out));
      std::vector<int64_t> best_index(size_t(n_out), -1);
      int64_t flat = 0; // walk_reduce visits x in row-major order
      walk_reduce<T>(*x, *plan, [&](int64_t o, T raw) {
        auto v = load_elem(raw);
        auto& b = best[size_t(o)];
        int64_t& bi = best_index[size_t(o)];
        // Strict comparisons keep the first occurrence; the first NaN wins and stays.
        if (bi < 0 || (b == b && (v != v || (is_max ? v > b : v < b)))) {
          b = v;
          bi = (flat / stride) % dim;
        }
        ++flat;
      });
      int64_t* po = out->ptr<int64_t>();
      for (int64_t i = 0; i < n_out; ++i) po[i] = best_index[size_t(i)];
    });
    return Value(*out);
  };
}

/// cumsum and cumprod (is_prod): the running sum or product along `axis`.
EvalOr<Value> scan(const CallNode& call, const std::vector<Value>& args, bool is_prod,
                   KernelContext& ctx) {
  auto x_arg = tensor_arg(call, args, 0, ctx);
  if (!x_arg) return x_arg.error();
  const Tensor* x = *x_arg;
  auto axis = read_attr<OptInt>(call, "axis", {}, ctx);
  if (!axis) return axis.error();
  auto dtype = read_attr(call, "dtype", DataType::Void(), ctx); // void: x's dtype
  if (!dtype) return dtype.error();
  if (!dtype->is_void() && !is_tensor_dtype(*dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("{}: attribute 'dtype' names dtype {}, which tensors cannot hold",
                                 op_name(call), dtype->str()));
  // TVM's attribute is Optional<Bool>: None is False.
  auto exclusive = read_attr(call, "exclusive", std::optional<bool>(), ctx);
  if (!exclusive) return exclusive.error();
  auto xs = cast_tensor(*x, dtype->is_void() ? x->dtype : *dtype, ctx);
  if (!xs) return xs.error();
  std::vector<int64_t> shape = x->shape;
  int a = 0;
  if (!*axis) {
    shape = {x->num_elements()};
  } else {
    auto n = normalize_run_axis(call, **axis, x->ndim(), ctx);
    if (!n) return n.error();
    a = *n;
  }
  auto out = ctx.alloc(xs->dtype, shape);
  if (!out) return out.error();
  int64_t outer = 1, len = shape[size_t(a)], inner = 1;
  for (int i = 0; i < a; ++i) outer *= shape[size_t(i)];
  for (size_t i = size_t(a) + 1; i < shape.size(); ++i) inner *= shape[i];
  bool to_bool = xs->dtype.is_bool();
  bool excl = exclusive->value_or(false);
  dispatch_dtype(xs->dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* px = xs->ptr<T>();
    T* po = out->ptr<T>();
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t i = 0; i < inner; ++i) {
        acc_t<T> acc = is_prod ? 1 : 0;
        for (int64_t k = 0; k < len; ++k) {
          int64_t at = (o * len + k) * inner + i;
          acc_t<T> v = to_acc(px[at]);
          if (!excl) acc = is_prod ? acc * v : acc + v;
          po[at] = from_acc<T>(acc, to_bool);
          if (excl) acc = is_prod ? acc * v : acc + v;
        }
      }
    }
  });
  return Value(*out);
}

Kernel scan_kernel(bool is_prod) {
  return [is_prod](const CallNode& call, const std::vector<Value>& args,
                   KernelContext& ctx) -> EvalOr<Value> { return scan(call, args, is_prod, ctx); };
}

} // namespace

void register_reduction_ops(OpTable& table) {
  const std::vector<AttrSpec> statistical = {{"axis", AttrType::kOptionalIntList, false},
                                             {"keepdims", AttrType::kBool, false}};
  const std::vector<AttrSpec> arg_reduce = {{"axis", AttrType::kOptionalInt, false},
                                            {"keepdims", AttrType::kBool, false}};
  table.add(OpBuilder("reduction", "relax.sum")
                .args(1)
                .attrs(statistical)
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kSum))
                .doc("sum over `axis` (None: all); integers wrap; empty sums are 0"));
  table.add(OpBuilder("reduction", "relax.mean")
                .args(1)
                .attrs(statistical)
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kMean))
                .doc("sum over `axis` divided by the element count (integers truncate)"));
  table.add(OpBuilder("reduction", "relax.max")
                .args(1)
                .attrs(statistical)
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kMax))
                .doc("maximum over `axis`; the lowest value of the dtype over no elements"));
  table.add(OpBuilder("reduction", "relax.min")
                .args(1)
                .attrs(statistical)
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kMin))
                .doc("minimum over `axis`; the highest value of the dtype over no elements"));
  table.add(OpBuilder("reduction", "relax.prod")
                .args(1)
                .attrs(statistical)
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kProd))
                .doc("product over `axis` (None: all); integers wrap; empty products are 1"));
  table.add(OpBuilder("reduction", "relax.variance")
                .args(1)
                .attrs(statistical)
                .signature("x, axis=None, keepdims=False")
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kVariance))
                .doc("mean((x - mean(x))^2) over `axis` (None: all), TVM's two-pass form"));
  table.add(OpBuilder("reduction", "relax.std")
                .args(1)
                .attrs(statistical)
                .signature("x, axis=None, keepdims=False")
                .infer(infer_statistical)
                .kernel(statistical_kernel(ReduceKind::kStd))
                .doc("sqrt(variance) over `axis` (None: all); float tensors only at run time"));
  table.add(OpBuilder("reduction", "relax.argmax")
                .args(1)
                .attrs(arg_reduce)
                .infer(infer_arg_reduce)
                .kernel(arg_reduce_kernel(true))
                .doc("int64 index of the first maximum along `axis` (None: flattened)"));
  table.add(OpBuilder("reduction", "relax.argmin")
                .args(1)
                .attrs(arg_reduce)
                .infer(infer_arg_reduce)
                .kernel(arg_reduce_kernel(false))
                .doc("int64 index of the first minimum along `axis` (None: flattened)"));
  table.add(OpBuilder("reduction", "relax.cumsum")
                .args(1)
                .attrs({{"axis", AttrType::kOptionalInt, false},
                        {"dtype", AttrType::kDType, false},
                        {"exclusive", AttrType::kOptionalBool, false}})
                .infer(infer_cumsum)
                .kernel(scan_kernel(false))
                .doc("running sum along `axis` (None: flattened), exclusive if asked"));
  table.add(OpBuilder("reduction", "relax.cumprod")
                .args(1)
                .attrs({{"axis", AttrType::kOptionalInt, false},
                        {"dtype", AttrType::kDType, false},
                        {"exclusive", AttrType::kOptionalBool, false}})
                .signature("data, axis=None, dtype=None, exclusive=False")
                .infer(infer_cumsum)
                .kernel(scan_kernel(true))
                .doc("running product along `axis` (None: flattened), exclusive if asked"));
}

} // namespace rxv::sem
