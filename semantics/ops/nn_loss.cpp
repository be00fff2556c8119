// Losses: relax.nn.nll_loss, relax.nn.cross_entropy_with_logits. StructInfo rules (TVM's
// src/relax/op/nn/nn.cc):
// - nll_loss(predictions, targets, weights=None, reduction="mean", ignore_index=-100):
//   predictions (N, C, d1..dk) or (C,), targets (N, d1..dk) or () of an int/uint dtype, weights
//   (C,); the dtype is predictions' (weights' must equal it). Provably different N, C or d's are
//   errors. reduction "none" gives the targets' shape (N, d1..dk) or (); "sum" / "mean" a scalar.
// - cross_entropy_with_logits(predictions, labels): same ndim, no dimension provably different,
//   equal dtypes; a scalar of that dtype.
// Kernels (TOPI's nll_loss and the legalization's -sum(x * y) / N):
// - nll_loss: out[n, i..] = t != ignore_index ? -predictions[n, t, i..] * weights[t] : 0 with t =
//   targets[n, i..] (weights absent: ones); "sum" sums them, "mean" divides that by the sum of
//   the weights of the targets not ignored (all ignored: 0 / 0 = NaN). A target out of [0, C) that
//   is not ignore_index is an IndexOutOfRange (TVM reads out of bounds).
// - cross_entropy_with_logits: -sum(x * y), divided by N = x.shape[0] when ndim > 1.
// Sums of float16 accumulate in float16, one rounding per addition in row-major order (TOPI's
// sum); other float sums in float64, rounded once.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ops/nn_common.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"

namespace rxv::sem {

namespace {

// ---- StructInfo rules --------------------------------------------------------------------------

/// The dtype of a binary arithmetic result of `a` and `b` (TVM's InferBinaryArithOpOutDtype):
/// void when either is unknown; an error when both are known and differ.
DataType binary_dtype(const CallNode& call, const TensorSInfo& a, const TensorSInfo& b,
                      OpInferContext& ctx) {
  if (a.dtype.is_void() || b.dtype.is_void()) return DataType::Void();
  if (a.dtype != b.dtype)
    ctx.error(fmt::format("{}: the operands' dtypes {} and {} differ", op_name(call), a.dtype.str(),
                          b.dtype.str()));
  return a.dtype;
}

/// Reports `what` when `a` and `b` provably differ.
void check_dim(const PrimExpr& a, const PrimExpr& b, const std::string& what, OpInferContext& ctx) {
  if (ctx.arith().prove_not_equal(a, b).is_proved()) ctx.error(what);
}

StructInfo infer_nll_loss(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) {
  const std::string op = op_name(call);
  const TensorSInfo* pred = expect_tensor(call, args, 0, "predictions", ctx);
  const TensorSInfo* tgt = expect_tensor(call, args, 1, "targets", ctx);
  const TensorSInfo* wgt =
      args.size() == 3 ? expect_tensor(call, args, 2, "weights", ctx) : nullptr;
  if (!pred || !tgt || (args.size() == 3 && !wgt)) return make_object_sinfo();
  DataType dtype = wgt ? binary_dtype(call, *pred, *wgt, ctx) : pred->dtype;
  std::optional<std::string> vdevice =
      wgt ? merge_vdevice(call, pred->vdevice, wgt->vdevice, ctx) : pred->vdevice;
  if (!tgt->dtype.is_void() && !tgt->dtype.is_int() && !tgt->dtype.is_uint())
    ctx.error(
        fmt::format("{}: targets must have an int or uint dtype, got {}", op, tgt->dtype.str()));
  int k = -1;
  if (pred->ndim >= 0) {
    if (pred->ndim < 1)
      ctx.error(fmt::format("{}: predictions must have at least 1 dimension, got 0", op));
    k = pred->ndim <= 2 ? 0 : pred->ndim - 2;
  }
  if (tgt->ndim >= 0) {
    int k_tgt = tgt->ndim <= 1 ? 0 : tgt->ndim - 1;
    if (k >= 0 && k != k_tgt)
      ctx.error(fmt::format("{}: predictions have {} trailing dimension{} (d1..dk) but targets "
                            "have {}",
                            op, k, k == 1 ? "" : "s", k_tgt));
  }
  if (wgt && wgt->ndim >= 0 && wgt->ndim != 1)
    ctx.error(fmt::format("{}: weights must be 1-D, got {}", op, describe(args[2])));
  std::optional<PrimExpr> n, c;
  std::vector<PrimExpr> out_dims;
  const std::vector<PrimExpr>* pd = tensor_dims(*pred);
  if (pd && !pd->empty()) {
    if (pd->size() == 1) {
      c = (*pd)[0];
    } else {
      n = (*pd)[0];
      c = (*pd)[1];
      out_dims.push_back(*n);
      for (size_t i = 2; i < pd->size(); ++i) out_dims.push_back((*pd)[i]);
    }
  }
  const std::vector<PrimExpr>* td = tensor_dims(*tgt);
  if (td) {
    if (td->empty()) {
      if (n) ctx.error(fmt::format("{}: predictions are (N, C, ...) but targets a scalar", op));
    } else {
      if (n)
        check_dim(*n, (*td)[0],
                  fmt::format("{}: predictions have batch size {} but targets {}", op,
                              describe_dims({*n}), describe_dims({(*td)[0]})),
                  ctx);
      if (!n && c) ctx.error(fmt::format("{}: predictions are (C,) but targets not a scalar", op));
      if (pd && td->size() >= 2 && out_dims.size() == td->size())
        for (size_t i = 1; i < td->size(); ++i)
          check_dim(out_dims[i], (*td)[i],
                    fmt::format("{}: predictions have {} at dimension {} but targets {}", op,
                                describe_dims({out_dims[i]}), i + 1, describe_dims({(*td)[i]})),
                    ctx);
    }
  }
  if (wgt)
    if (const std::vector<PrimExpr>* wd = tensor_dims(*wgt); wd && wd->size() == 1 && c)
      check_dim(*c, (*wd)[0],
                fmt::format("{}: predictions have {} classes but weights {}", op,
                            describe_dims({*c}), describe_dims({(*wd)[0]})),
                ctx);
  std::string reduction = read_attr<std::string>(call, "reduction", "mean", ctx);
  if (reduction != "none" && reduction != "sum" && reduction != "mean")
    ctx.error(fmt::format("{}: reduction must be \"none\", \"mean\" or \"sum\", got \"{}\"", op,
                          reduction));
  if (reduction != "none") return tensor_of_dims({}, dtype, vdevice);
  if (pd) return tensor_of_dims(out_dims, dtype, vdevice);
  return tensor_of_ndim(dtype, pred->ndim < 0 ? -1 : pred->ndim - 1, vdevice);
}

StructInfo infer_cross_entropy(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const TensorSInfo* pred = expect_tensor(call, args, 0, "predictions", ctx);
  const TensorSInfo* lab = expect_tensor(call, args, 1, "labels", ctx);
  if (!pred || !lab) return make_object_sinfo();
  DataType dtype = binary_dtype(call, *pred, *lab, ctx);
  std::optional<std::string> vdevice = merge_vdevice(call, pred->vdevice, lab->vdevice, ctx);
  if (pred->ndim >= 0 && lab->ndim >= 0 && pred->ndim != lab->ndim)
    ctx.error(fmt::format("{}: predictions have {} dimensions but labels {}", op_name(call),
                          pred->ndim, lab->ndim));
  const std::vector<PrimExpr>* pd = tensor_dims(*pred);
  const std::vector<PrimExpr>* ld = tensor_dims(*lab);
  if (pd && ld)
    for (size_t i = 0; i < std::min(pd->size(), ld->size()); ++i)
      check_dim((*pd)[i], (*ld)[i],
                fmt::format("{}: predictions have {} at dimension {} but labels {}", op_name(call),
                            describe_dims({(*pd)[i]}), i, describe_dims({(*ld)[i]})),
                ctx);
  return tensor_of_dims({}, dtype, vdevice);
}

// ---- Kernels -----------------------------------------------------------------------------------

/// The sum of `v` as TOPI's sum in `dtype` computes it: float16 accumulates in float16 in order;
/// wider floats in float64, rounded by the caller.
double sum_as(const std::vector<double>& v, DataType dtype) {
  double s = 0;
  bool half = dtype.is_float() && dtype.bits == 16;
  for (double x : v) s = half ? round_to_dtype(s + x, dtype) : s + x;
  return s;
}

} // namespace

EvalOr<NllOperands> nll_operands(const CallNode& call, const Tensor& pred, const Tensor& tgt,
                                 const Tensor* weights, const char* op, KernelContext& ctx) {
  if (auto st = require_float(pred, op, ctx); !st) return st.error();
  if (!tgt.dtype.is_int() && !tgt.dtype.is_uint())
    return ctx.error(
        EvalErrorKind::kTypeError,
        fmt::format("{}: targets must have an int dtype, got {}", op, tgt.dtype.str()));
  NllOperands o;
  auto reduction = read_attr<std::string>(call, "reduction", "mean", ctx);
  if (!reduction) return reduction.error();
  o.reduction = *reduction;
  auto ignore = read_attr<int64_t>(call, "ignore_index", -100, ctx);
  if (!ignore) return ignore.error();
  o.ignore_index = *ignore;
  if (pred.ndim() < 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: predictions must have at least 1 dimension", op));
  // The targets' shape: (N, d1..dk) from predictions (N, C, d1..dk), () from (C,).
  o.batched = pred.ndim() >= 2;
  o.classes = pred.shape[o.batched ? 1 : 0];
  if (o.batched) {
    o.target_shape.push_back(pred.shape[0]);
    o.target_shape.insert(o.target_shape.end(), pred.shape.begin() + 2, pred.shape.end());
  }
  if (tgt.shape != o.target_shape)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: predictions {} need targets of shape {}, got {}", op,
                                 format_shape(pred.shape), format_shape(o.target_shape),
                                 format_shape(tgt.shape)));
  o.weights.assign(size_t(o.classes), 1.0);
  if (weights) {
    if (auto st = check_param(*weights, {o.classes}, op, "weights", ctx); !st) return st.error();
    o.weights = to_doubles(*weights);
  }
  for (size_t d = 2; d < pred.shape.size(); ++d) o.inner *= pred.shape[d];
  for (int64_t i = 0; i < tgt.num_elements(); ++i) {
    int64_t t = tgt.get_int(i);
    if (t != o.ignore_index && (t < 0 || t >= o.classes))
      return ctx.error(
          EvalErrorKind::kIndexOutOfRange,
          fmt::format("{}: target {} is out of range for {} classes", op, t, o.classes));
  }
  return o;
}

namespace {

EvalOr<Value> nll_loss_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  const char* op = "relax.nn.nll_loss";
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, std::min<size_t>(args.size(), 3), t, ctx); !st)
    return st.error();
  const Tensor &pred = *t[0], &tgt = *t[1];
  auto o = nll_operands(call, pred, tgt, t[2], op, ctx);
  if (!o) return o.error();
  size_t n = size_t(tgt.num_elements());
  std::vector<double> loss(n), wsum(n);
  for (size_t i = 0; i < n; ++i) {
    int64_t c = tgt.get_int(int64_t(i));
    if (c == o->ignore_index) continue;
    // -p * w in the dtype: one rounding, as the compiled product.
    loss[i] =
        round_to_dtype(-pred.get_float(o->at(int64_t(i), c)) * o->weights[size_t(c)], pred.dtype);
    wsum[i] = o->weights[size_t(c)];
  }
  if (o->reduction == "none") return from_doubles(pred.dtype, tgt.shape, loss, ctx);
  double total = round_to_dtype(sum_as(loss, pred.dtype), pred.dtype);
  if (o->reduction == "sum") return from_doubles(pred.dtype, {}, {total}, ctx);
  if (o->reduction != "mean")
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: unknown reduction \"{}\"", op, o->reduction));
  double weight_total = round_to_dtype(sum_as(wsum, pred.dtype), pred.dtype);
  return from_doubles(pred.dtype, {}, {total / weight_total}, ctx);
}

EvalOr<Value> cross_entropy_kernel(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  const char* op = "relax.nn.cross_entropy_with_logits";
  auto x_arg = tensor_arg(call, args, 0, ctx);
  if (!x_arg) return x_arg.error();
  auto y_arg = tensor_arg(call, args, 1, ctx);
  if (!y_arg) return y_arg.error();
  const Tensor& x = **x_arg;
  const Tensor& y = **y_arg;
  if (auto st = require_float(x, op, ctx); !st) return st.error();
  if (x.shape != y.shape || x.dtype != y.dtype)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: predictions {} {} and labels {} {} differ", op, x.dtype.str(),
                                 format_shape(x.shape), y.dtype.str(), format_shape(y.shape)));
  std::vector<double> prod = to_doubles(x), yv = to_doubles(y);
  for (size_t i = 0; i < prod.size(); ++i) prod[i] = round_to_dtype(prod[i] * yv[i], x.dtype);
  double total = -round_to_dtype(sum_as(prod, x.dtype), x.dtype);
  // N = x.shape[0] converted to the dtype, then one rounded division (0 rows: 0 / 0 = NaN).
  if (x.ndim() > 1) total = total / round_to_dtype(double(x.shape[0]), x.dtype);
  return from_doubles(x.dtype, {}, {total}, ctx);
}

} // namespace

void register_nn_loss_ops(OpTable& table) {
  table.add(
      OpBuilder("nn_loss", "relax.nn.nll_loss")
          .args(2, 3)
          .attrs({{"reduction", AttrType::kString, false}, {"ignore_index", AttrType::kInt, false}})
          .infer(infer_nll_loss)
          .kernel(nll_loss_kernel)
          .signature("predictions, targets, weights=None, reduction='mean', "
                     "ignore_index=-100")
          .doc("negative log likelihood: -predictions[n, t, ...] * weights[t] per target t "
               "(0 for ignore_index), reduced by none / sum / mean (weighted)"));
  table.add(OpBuilder("nn_loss", "relax.nn.cross_entropy_with_logits")
                .args(2)
                .infer(infer_cross_entropy)
                .kernel(cross_entropy_kernel)
                .signature("predictions, labels")
                .doc("-sum(predictions * labels), divided by the batch size when ndim > 1"));
}

} // namespace rxv::sem
