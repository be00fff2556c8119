// relax.matmul: numpy's matmul. StructInfo rule (structinfo-and-semantics.md; TVM's
// InferStructInfoMatmul): both arguments are tensors of at least one dimension (0-d is an
// error). A 1-D lhs is promoted to (1, k) and a 1-D rhs to (k, 1), and the promoted dimension is
// dropped from the result; the batch dims (all but the last two) broadcast; the lhs's last dim
// and the rhs's second-to-last are the reduction length, which must agree. The result dtype is
// `out_dtype` when given (not void), else the operands' dtype by the binary arithmetic rule
// (equal dtypes; bool mixes with anything, the lhs's wins).
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - A reduction length that is neither provably equal nor provably different (k vs m) is a
//   Possibly warning (a run-time check is needed); TVM silently assumes the lengths are equal.
// - Batch dims that provably cannot broadcast are an error; undecided ones give an unknown shape
//   of known ndim (as TVM), decided by the Arith rather than by literals.
//
// Kernel: both operands are cast to the result dtype first (TVM's matmul with out_dtype casts
// its inputs), then each output element is the sum over k of products, accumulated in float64
// for floats and rounded once (a reference more exact than a float32 order) and wrapping in the
// dtype for integers (bool: any product true). Reduction lengths or batch dims that disagree at
// run time are a ShapeMismatch naming both shapes. The loops run i-k-j over each matrix pair, so
// the innermost loop walks a row of x2 and of the accumulator contiguously.
//
// relax.outer(x1, x2) (TVM's InferStructInfoOuter): two 1-D tensors; the result is
// (len(x1), len(x2)) in x1's dtype (TVM checks no dtype; its TE computes x1[i] * x2[j]).
// Kernel: x1[i] * x2[j] in the common dtype, integers wrapping; operands of different dtypes are
// a TypeError at run time (TVM's TE would promote and disagree with its own StructInfo).
// Deviation from TVM: a tensor of unknown ndim is accepted (the result has ndim 2); TVM rejects
// any ndim other than a known 1.
//
// relax.einsum(operands, subscripts) (TVM's InferStructInfoEinsum and TOPI's einsum): a non-empty
// tuple of tensors of one dtype and an equation (einsum_equation.h) with one subscript per
// operand, each naming every dim of its operand ("..." the dims left over). A label's extent is
// the broadcast of the dims it names (equal, or 1 and anything); the ellipsis dims of the
// operands broadcast numpy-style. The result has the output labels' extents in the operands'
// dtype. Kernel: for each output element, the product of the operands' elements (a broadcast
// dim read at 0, a label repeated in one subscript read on the diagonal) summed over the
// reduced labels in character order, accumulated in the dtype (floats rounded each step, as
// TIR's sum; integers wrap; bool: or of ands); with nothing reduced the product itself.
// Deviations from TVM: with a shape unknown TVM answers the ndim of that operand, not the
// result's; rxv computes the result's ndim from the equation. Dims that are not provably
// broadcastable give an unknown shape (TVM: the symbolic one, or max of two symbolic ones). A
// repeated output label is an error (TVM leaves the extra dim unindexed).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>

#include "semantics/ops/einsum_equation.h"
#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

DataType matmul_dtype(const CallNode& call, const TensorSInfo& a, const TensorSInfo& b,
                      OpInferContext& ctx) {
  if (auto out = read_attr<std::optional<DataType>>(call, "out_dtype", {}, ctx);
      out && !out->is_void())
    return *out;
  if (a.dtype.is_void() || b.dtype.is_void()) return DataType::Void();
  if (a.dtype != b.dtype && !a.dtype.is_bool() && !b.dtype.is_bool())
    ctx.error(fmt::format("relax.matmul: the operands' dtypes differ: {} and {}", a.dtype.str(),
                          b.dtype.str()));
  return a.dtype;
}

StructInfo infer_matmul(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  const TensorSInfo* a = expect_tensor(call, args, 0, "x1", ctx);
  const TensorSInfo* b = expect_tensor(call, args, 1, "x2", ctx);
  if (!a || !b) return make_object_sinfo();
  DataType dtype = matmul_dtype(call, *a, *b, ctx);
  auto vdevice = merge_vdevice(call, a->vdevice, b->vdevice, ctx);
  if (a->ndim < 0 || b->ndim < 0) return tensor_of_ndim(dtype, -1, vdevice);
  if (a->ndim == 0 || b->ndim == 0) {
    ctx.error(fmt::format("relax.matmul needs operands of at least 1 dimension, but {} is 0-d",
                          a->ndim == 0 ? "x1" : "x2"));
    return tensor_of_ndim(dtype, -1, vdevice);
  }
  bool a_promoted = a->ndim == 1, b_promoted = b->ndim == 1;
  int a_ndim = std::max(a->ndim, 2), b_ndim = std::max(b->ndim, 2);
  int out_ndim = std::max(a_ndim, b_ndim) - int(a_promoted) - int(b_promoted);
  const std::vector<PrimExpr>* ad = tensor_dims(*a);
  const std::vector<PrimExpr>* bd = tensor_dims(*b);
  if (!ad || !bd) return tensor_of_ndim(dtype, out_ndim, vdevice);

  // The reduction length: x1's last dim against x2's second-to-last (its only dim if 1-D).
  const PrimExpr& ka = ad->back();
  const PrimExpr& kb = b_promoted ? (*bd)[0] : (*bd)[bd->size() - 2];
  Arith& arith = ctx.arith();
  if (!arith.prove_equal(ka, kb).is_proved()) {
    if (arith.prove_not_equal(ka, kb).is_proved()) {
      ctx.error(fmt::format("relax.matmul: the reduction lengths differ: x1 {} has {} columns, "
                            "x2 {} has {} rows",
                            describe_dims(*ad), print_prim_expr(ka), describe_dims(*bd),
                            print_prim_expr(kb)));
      return tensor_of_ndim(dtype, out_ndim, vdevice);
    }
    ctx.warning(fmt::format("relax.matmul: the reduction lengths {} and {} are not provably "
                            "equal; a run-time check is needed",
                            print_prim_expr(ka), print_prim_expr(kb)));
  }

  std::vector<PrimExpr> a_batch(ad->begin(), ad->end() - (a_promoted ? 1 : 2));
  std::vector<PrimExpr> b_batch(bd->begin(), bd->end() - (b_promoted ? 1 : 2));
  Broadcast batch = broadcast_shapes(a_batch, b_batch, arith);
  if (batch.status == Broadcast::Status::kError) {
    ctx.error("relax.matmul: batch " + batch.message);
    return tensor_of_ndim(dtype, out_ndim, vdevice);
  }
  if (batch.status == Broadcast::Status::kUndecided)
    return tensor_of_ndim(dtype, out_ndim, vdevice);
  std::vector<PrimExpr> out = std::move(batch.dims);
  if (!a_promoted) out.push_back((*ad)[ad->size() - 2]);
  if (!b_promoted) out.push_back(bd->back());
  return tensor_of_dims(std::move(out), dtype, vdevice);
}

/// out (m x n) = a (m x k) * b (k x n), all row-major, in storage type T.
template <class T>
void gemm(const T* a, const T* b, T* out, int64_t m, int64_t k, int64_t n, bool to_bool) {
  using Acc = std::conditional_t<is_float_storage_v<T>, double, uint64_t>;
  std::vector<Acc> row(static_cast<size_t>(n));
  for (int64_t i = 0; i < m; ++i) {
    std::fill(row.begin(), row.end(), Acc(0));
    Acc* r = row.data();
    for (int64_t p = 0; p < k; ++p) {
      Acc x = Acc(load_elem(a[i * k + p]));
      const T* bp = b + p * n;
      for (int64_t j = 0; j < n; ++j) r[j] += x * Acc(load_elem(bp[j]));
    }
    T* o = out + i * n;
    for (int64_t j = 0; j < n; ++j) {
      if constexpr (is_float_storage_v<T>)
        o[j] = store_elem<T>(compute_t<T>(r[j]));
      else
        o[j] = to_bool ? T(r[j] != 0) : T(r[j]);
    }
  }
}

EvalOr<Value> matmul_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  auto a_arg = tensor_arg(call, args, 0, ctx);
  if (!a_arg) return a_arg.error();
  const Tensor* a = *a_arg;
  auto b_arg = tensor_arg(call, args, 1, ctx);
  if (!b_arg) return b_arg.error();
  const Tensor* b = *b_arg;
  if (a->ndim() == 0 || b->ndim() == 0)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.matmul needs operands of at least 1 dimension, got shapes "
                                 "{} and {}",
                                 format_shape(a->shape), format_shape(b->shape)));
  auto out_dtype = read_attr(call, "out_dtype", DataType::Void(), ctx); // void: unset
  if (!out_dtype) return out_dtype.error();
  if (!out_dtype->is_void() && !is_tensor_dtype(*out_dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("relax.matmul: attribute 'out_dtype' names dtype {}, which "
                                 "tensors cannot hold",
                                 out_dtype->str()));
  if (out_dtype->is_void() && a->dtype != b->dtype && !a->dtype.is_bool() && !b->dtype.is_bool())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.matmul: the operands' dtypes differ: {} and {}",
                                 a->dtype.str(), b->dtype.str()));
  DataType dtype = out_dtype->is_void() ? a->dtype : *out_dtype;

  // numpy's promotion: a 1-D x1 is (1, k), a 1-D x2 is (k, 1); the added dim is dropped later.
  bool a_vec = a->ndim() == 1, b_vec = b->ndim() == 1;
  std::vector<int64_t> as = a->shape, bs = b->shape;
  if (a_vec) as.insert(as.begin(), 1);
  if (b_vec) bs.push_back(1);
  int64_t m = as[as.size() - 2], k = as.back(), kb = bs[bs.size() - 2], n = bs.back();
  auto mismatch = [&](const std::string& what) {
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.matmul: {}: x1 has shape {}, x2 has shape {}", what,
                                 format_shape(a->shape), format_shape(b->shape)));
  };
  if (k != kb) return mismatch(fmt::format("the reduction lengths differ ({} vs {})", k, kb));
  std::vector<int64_t> a_batch(as.begin(), as.end() - 2), b_batch(bs.begin(), bs.end() - 2);
  auto batch = broadcast_run_shapes(call, {a_batch, b_batch}, ctx);
  if (!batch) return mismatch("the batch dimensions do not broadcast");
  std::vector<int64_t> out_shape = *batch;
  if (!a_vec) out_shape.push_back(m);
  if (!b_vec) out_shape.push_back(n);

  auto ta = cast_tensor(*a, dtype, ctx);
  if (!ta) return ta.error();
  auto tb = cast_tensor(*b, dtype, ctx);
  if (!tb) return tb.error();
  auto out = ctx.alloc(dtype, std::move(out_shape));
  if (!out) return out.error();
  // k multiply-adds per result element.
  if (EvalStatus st = ctx.charge(saturating_product({out->num_elements(), k})); !st.ok())
    return st.error();
  bool to_bool = dtype.is_bool();
  std::array<std::vector<int64_t>, 2> strides = {broadcast_strides(a_batch, *batch),
                                                 broadcast_strides(b_batch, *batch)};
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* pa = ta->ptr<T>();
    const T* pb = tb->ptr<T>();
    T* po = out->ptr<T>();
    // Walk the batch index space; offsets count matrices.
    for_each_row<2>(*batch, strides,
                    [&](int64_t o, const std::array<int64_t, 2>& off, int64_t count,
                        const std::array<int64_t, 2>& st) {
                      for (int64_t i = 0; i < count; ++i)
                        gemm<T>(pa + (off[0] + i * st[0]) * m * k,
                                pb + (off[1] + i * st[1]) * k * n, po + (o + i) * m * n, m, k, n,
                                to_bool);
                    });
  });
  return Value(*out);
}

StructInfo infer_outer(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) {
  const TensorSInfo* a = expect_tensor(call, args, 0, "x1", ctx);
  const TensorSInfo* b = expect_tensor(call, args, 1, "x2", ctx);
  if (!a || !b) return make_object_sinfo();
  for (const TensorSInfo* t : {a, b})
    if (t->ndim >= 0 && t->ndim != 1)
      ctx.error(fmt::format("relax.outer needs two 1-D tensors, got {} and {}", describe(args[0]),
                            describe(args[1])));
  auto vdevice = merge_vdevice(call, a->vdevice, b->vdevice, ctx);
  const std::vector<PrimExpr>* da = tensor_dims(*a);
  const std::vector<PrimExpr>* db = tensor_dims(*b);
  if (da && db && da->size() == 1 && db->size() == 1)
    return tensor_of_dims({(*da)[0], (*db)[0]}, a->dtype, vdevice);
  return tensor_of_ndim(a->dtype, 2, vdevice);
}

EvalOr<Value> outer_kernel(const CallNode& call, const std::vector<Value>& args,
                           KernelContext& ctx) {
  auto a = tensor_arg(call, args, 0, ctx);
  if (!a) return a.error();
  auto b = tensor_arg(call, args, 1, ctx);
  if (!b) return b.error();
  const Tensor &x = **a, &y = **b;
  if (x.ndim() != 1 || y.ndim() != 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("relax.outer needs two 1-D tensors, got shapes {} and {}",
                                 format_shape(x.shape), format_shape(y.shape)));
  if (x.dtype != y.dtype)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.outer: the operands' dtypes differ: {} and {}",
                                 x.dtype.str(), y.dtype.str()));
  int64_t n = x.shape[0], m = y.shape[0];
  auto out = ctx.alloc(x.dtype, {n, m});
  if (!out) return out.error();
  dispatch_dtype(x.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T* px = x.ptr<T>();
    const T* py = y.ptr<T>();
    T* po = out->ptr<T>();
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < m; ++j) {
        auto u = load_elem(px[i]), v = load_elem(py[j]);
        if constexpr (is_float_storage_v<T>)
          po[i * m + j] = store_elem<T>(u * v);
        else
          po[i * m + j] = wrap_mul(u, v); // bool: 1 * 1 = 1, else 0
      }
  });
  return Value(*out);
}

// ---- einsum ---------------------------------------------------------------------------------

/// The number of dims a subscript names besides its ellipsis, and whether it has one.
std::pair<int, bool> named_dims(const std::string& sub) {
  bool ell = sub.find(EinsumEquation::kEllipsis) != std::string::npos;
  return {int(sub.size()) - (ell ? 1 : 0), ell};
}

StructInfo infer_einsum(const CallNode& call, const std::vector<StructInfo>& args,
                        OpInferContext& ctx) {
  std::string subscripts = read_attr<std::string>(call, "subscripts", "", ctx);
  const auto* tup = as<TupleSInfo>(args[0]);
  if (!tup || tup->fields.empty()) {
    ctx.error(fmt::format("relax.einsum: argument 0 (operands) must be a non-empty tuple of "
                          "tensors, got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  std::vector<const TensorSInfo*> ts;
  DataType dtype = DataType::Void();
  std::optional<std::string> vdevice;
  for (size_t i = 0; i < tup->fields.size(); ++i) {
    const auto* t = as<TensorSInfo>(tup->fields[i]);
    if (!t) {
      ctx.error(fmt::format("relax.einsum: operand {} must be a tensor, got {}", i,
                            describe(tup->fields[i])));
      return make_object_sinfo();
    }
    if (!t->dtype.is_void()) {
      if (!dtype.is_void() && t->dtype != dtype)
        ctx.error(fmt::format("relax.einsum: the operands' dtypes differ: {} and {}", dtype.str(),
                              t->dtype.str()));
      dtype = t->dtype;
    }
    vdevice = i == 0 ? t->vdevice : merge_vdevice(call, vdevice, t->vdevice, ctx);
    ts.push_back(t);
  }
  std::string why;
  auto eq = parse_einsum(subscripts, &why);
  if (!eq) {
    ctx.error("relax.einsum: " + why);
    return tensor_of_ndim(dtype, -1, vdevice);
  }
  if (eq->inputs.size() != ts.size()) {
    ctx.error(fmt::format("relax.einsum: \"{}\" has {} input subscripts for {} operands",
                          subscripts, eq->inputs.size(), ts.size()));
    return tensor_of_ndim(dtype, -1, vdevice);
  }
  int ell_ndim = 0; // the broadcast ellipsis ndim; -1 when unknown
  for (size_t i = 0; i < ts.size(); ++i) {
    auto [named, ell] = named_dims(eq->inputs[i]);
    if (ts[i]->ndim < 0) {
      if (ell) ell_ndim = -1;
      continue;
    }
    if (ell ? ts[i]->ndim < named : ts[i]->ndim != named) {
      ctx.error(fmt::format("relax.einsum: subscript \"{}\" does not fit operand {} of ndim {}",
                            eq->inputs[i], i, ts[i]->ndim));
      return tensor_of_ndim(dtype, -1, vdevice);
    }
    if (ell && ell_ndim >= 0) ell_ndim = std::max(ell_ndim, ts[i]->ndim - named);
  }
  auto [out_named, out_ell] = named_dims(eq->output);
  int out_ndim = out_ell ? (ell_ndim < 0 ? -1 : out_named + ell_ndim) : out_named;
  // The extents, when every shape is known and every broadcast decided.
  std::map<char, PrimExpr> extent;
  std::vector<PrimExpr> ell_dims;
  bool known = true;
  for (size_t i = 0; i < ts.size() && known; ++i) {
    const std::vector<PrimExpr>* d = tensor_dims(*ts[i]);
    if (!d) {
      known = false;
      break;
    }
    size_t k = 0;
    int ell_len = int(d->size()) - named_dims(eq->inputs[i]).first;
    for (char c : eq->inputs[i]) {
      if (c == EinsumEquation::kEllipsis) {
        std::vector<PrimExpr> mine(d->begin() + k, d->begin() + k + ell_len);
        Broadcast b = broadcast_shapes(ell_dims, mine, ctx.arith());
        if (b.status == Broadcast::Status::kError)
          ctx.error(fmt::format("relax.einsum: the ellipsis dims do not broadcast: {}", b.message));
        known = b.status == Broadcast::Status::kOk;
        ell_dims = std::move(b.dims);
        k += size_t(ell_len);
        continue;
      }
      const PrimExpr& e = (*d)[k++];
      auto it = extent.find(c);
      if (it == extent.end()) {
        extent[c] = e;
        continue;
      }
      Broadcast b = broadcast_shapes({it->second}, {e}, ctx.arith());
      if (b.status == Broadcast::Status::kError)
        ctx.error(fmt::format("relax.einsum: label '{}' has extents {} and {}", c,
                              describe_dims({it->second}), describe_dims({e})));
      if (b.status != Broadcast::Status::kOk)
        known = false;
      else
        it->second = b.dims[0];
    }
  }
  if (!known) return tensor_of_ndim(dtype, out_ndim, vdevice);
  std::vector<PrimExpr> out;
  for (char c : eq->output) {
    if (c == EinsumEquation::kEllipsis)
      out.insert(out.end(), ell_dims.begin(), ell_dims.end());
    else
      out.push_back(extent[c]);
  }
  return tensor_of_dims(std::move(out), dtype, vdevice);
}

EvalOr<Value> einsum_kernel(const CallNode& call, const std::vector<Value>& args,
                            KernelContext& ctx) {
  const TupleValue* tup = args.empty() ? nullptr : args[0].as_tuple();
  if (!tup || tup->fields.empty())
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.einsum: argument 0 must be a non-empty tuple of tensors");
  std::vector<const Tensor*> ts;
  for (const Value& v : tup->fields) {
    const Tensor* t = v.as_tensor();
    if (!t) return ctx.error(EvalErrorKind::kTypeError, "relax.einsum: an operand is not a tensor");
    if (t->dtype != tup->fields[0].as_tensor()->dtype)
      return ctx.error(EvalErrorKind::kTypeError, "relax.einsum: the operands' dtypes differ");
    ts.push_back(t);
  }
  auto subscripts = read_attr<std::string>(call, "subscripts", "", ctx);
  if (!subscripts) return subscripts.error();
  std::string why;
  auto eq = parse_einsum(*subscripts, &why);
  if (!eq) return ctx.error(EvalErrorKind::kTypeError, "relax.einsum: " + why);
  if (eq->inputs.size() != ts.size())
    return ctx.error(EvalErrorKind::kTypeError, "relax.einsum: one subscript per operand needed");
  // Label extents and the broadcast ellipsis shape.
  std::map<char, int64_t> extent;
  std::vector<std::vector<int64_t>> ell_shapes;
  std::vector<int> ell_len(ts.size(), 0);
  for (size_t i = 0; i < ts.size(); ++i) {
    auto [named, ell] = named_dims(eq->inputs[i]);
    int nd = int(ts[i]->ndim());
    if (ell ? nd < named : nd != named)
      return ctx.error(EvalErrorKind::kShapeMismatch,
                       fmt::format("relax.einsum: subscript \"{}\" does not fit shape {}",
                                   eq->inputs[i], format_shape(ts[i]->shape)));
    ell_len[i] = nd - named;
    size_t k = 0;
    for (char c : eq->inputs[i]) {
      if (c == EinsumEquation::kEllipsis) {
        ell_shapes.emplace_back(ts[i]->shape.begin() + k, ts[i]->shape.begin() + k + ell_len[i]);
        k += size_t(ell_len[i]);
        continue;
      }
      int64_t e = ts[i]->shape[k++];
      auto [it, fresh] = extent.emplace(c, e);
      if (fresh || it->second == e || e == 1) continue;
      if (it->second != 1)
        return ctx.error(
            EvalErrorKind::kShapeMismatch,
            fmt::format("relax.einsum: label '{}' has extents {} and {}", c, it->second, e));
      it->second = e;
    }
  }
  std::vector<int64_t> ell_shape;
  if (!ell_shapes.empty()) {
    auto b = broadcast_run_shapes(call, ell_shapes, ctx);
    if (!b) return b.error();
    ell_shape = *b;
  }
  // The axes: the output's, then the reduced ones; each label's (first) axis.
  std::vector<int64_t> axis_extent;
  std::map<char, size_t> axis_of;
  auto add_axes = [&](const std::string& labels) {
    for (char c : labels) {
      axis_of[c] = axis_extent.size();
      if (c == EinsumEquation::kEllipsis)
        axis_extent.insert(axis_extent.end(), ell_shape.begin(), ell_shape.end());
      else
        axis_extent.push_back(extent[c]);
    }
  };
  add_axes(eq->output);
  size_t n_out = axis_extent.size();
  std::vector<int64_t> out_shape(axis_extent.begin(), axis_extent.end());
  add_axes(eq->reduced());
  size_t n_axes = axis_extent.size();
  // Each operand's element stride per axis (0 where it broadcasts; summed on a diagonal).
  std::vector<std::vector<int64_t>> stride(ts.size(), std::vector<int64_t>(n_axes, 0));
  for (size_t i = 0; i < ts.size(); ++i) {
    std::vector<int64_t> st = manip::strides_of(ts[i]->shape);
    size_t k = 0;
    for (char c : eq->inputs[i]) {
      size_t first = axis_of[c];
      size_t count = c == EinsumEquation::kEllipsis ? size_t(ell_len[i]) : 1;
      if (c == EinsumEquation::kEllipsis) first += ell_shape.size() - count; // right-aligned
      for (size_t j = 0; j < count; ++j, ++k)
        if (ts[i]->shape[k] != 1 || axis_extent[first + j] == 1) stride[i][first + j] += st[k];
    }
  }
  auto out = ctx.alloc(ts[0]->dtype, out_shape);
  if (!out) return out.error();
  int64_t n_red = 1;
  for (size_t a = n_out; a < n_axes; ++a) n_red *= axis_extent[a];
  if (EvalStatus st =
          ctx.charge(saturating_product({out->num_elements(), n_red, int64_t(ts.size())}));
      !st.ok())
    return st.error();
  bool is_bool = ts[0]->dtype.is_bool();
  dispatch_dtype(ts[0]->dtype, [&](auto tag) {
    using T = decltype(tag);
    using C = compute_t<T>;
    // float16 rounds each step.
    [[maybe_unused]] auto round = [](C v) { return load_elem(store_elem<T>(v)); };
    auto mul = [&](C a, C b) -> C {
      if constexpr (is_float_storage_v<T>)
        return round(a * b);
      else
        return is_bool ? C(a && b) : wrap_mul(a, b);
    };
    auto add = [&](C a, C b) -> C {
      if constexpr (is_float_storage_v<T>)
        return round(a + b);
      else
        return is_bool ? C(a || b) : wrap_add(a, b);
    };
    std::vector<int64_t> idx(n_axes, 0);
    T* po = out->ptr<T>();
    int64_t total = out->num_elements();
    bool reduces = n_axes > n_out;
    for (int64_t o = 0; o < total; ++o) {
      C acc = C(0);
      std::fill(idx.begin() + long(n_out), idx.end(), 0);
      for (int64_t r = 0; r < n_red; ++r) {
        C term = C(0);
        for (size_t i = 0; i < ts.size(); ++i) {
          int64_t off = 0;
          for (size_t a = 0; a < n_axes; ++a) off += idx[a] * stride[i][a];
          C v = load_elem(ts[i]->ptr<T>()[off]);
          term = i == 0 ? v : mul(term, v);
        }
        acc = reduces ? add(acc, term) : term;
        for (size_t a = n_axes; a-- > n_out;) { // the last reduced axis runs fastest
          if (++idx[a] < axis_extent[a]) break;
          idx[a] = 0;
        }
      }
      po[o] = store_elem<T>(acc);
      for (size_t a = n_out; a-- > 0;) {
        if (++idx[a] < axis_extent[a]) break;
        idx[a] = 0;
      }
    }
  });
  return Value(*out);
}

} // namespace

void register_linear_algebra_ops(OpTable& table) {
  table.add(OpBuilder("linear_algebra", "relax.matmul")
                .args(2)
                .attrs({{"out_dtype", AttrType::kDType, false}})
                .infer(infer_matmul)
                .kernel(matmul_kernel)
                .doc("numpy matmul (1-D operands promoted, batch dims broadcast); the reduction "
                     "lengths must agree"));
  table.add(OpBuilder("linear_algebra", "relax.outer")
                .args(2)
                .infer(infer_outer)
                .kernel(outer_kernel)
                .doc("x1[i] * x2[j] of two 1-D tensors of one dtype; integers wrap")
                .signature("x1, x2"));
  table.add(OpBuilder("linear_algebra", "relax.einsum")
                .args(1)
                .attrs({{"subscripts", AttrType::kString, true}})
                .infer(infer_einsum)
                .kernel(einsum_kernel)
                .doc("Einstein summation of a tuple of tensors by the subscripts (TOPI's einsum)")
                .signature("operands, subscripts"));
}

} // namespace rxv::sem
