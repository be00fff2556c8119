// Collapsing sums: relax.collapse_sum_like(data, collapse_target) and collapse_sum_to(data,
// shape), the sums that undo a broadcast (TVM's src/relax/op/tensor/statistical.cc).
// StructInfo rule: the target's shape with data's dtype; from the right, every data dim must
// provably equal the target's or face a literal 1 (TVM's CheckCollapseShape: an undecided pair is
// an error too).
// Kernel (TOPI's collapse_sum): data summed down to the target, which broadcasts to data's shape;
// sums as relax.sum's (floats in float64, rounded once; integers wrap).
#include <fmt/format.h>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/manipulation_common.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/ops/reduce_plan.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

/// TVM's CheckCollapseShape: from the right, each data dim must provably equal the target's
/// aligned dim or face a literal 1 there; any other pair is an error (TVM asks for a MatchCast
/// first when a pair is undecided). Target dims beyond data's ndim are not looked at.
bool check_collapse(const CallNode& call, const std::vector<PrimExpr>& data,
                    const std::vector<PrimExpr>& target, OpInferContext& ctx) {
  int t = int(target.size()) - 1;
  for (int d = int(data.size()) - 1; d >= 0 && t >= 0; --d) {
    const PrimExpr& a = data[size_t(d)];
    const PrimExpr& b = target[size_t(t)];
    if (ctx.arith().prove_equal(a, b).is_proved() || (is_int_imm(b) && b->int_value == 1)) {
      --t;
      continue;
    }
    ctx.error(fmt::format("{}: data dim {} ({}) cannot collapse to the target's dim {} ({}): they "
                          "must be provably equal or the target's a literal 1",
                          op_name(call), d, print_prim_expr(a), t, print_prim_expr(b)));
    return false;
  }
  return true;
}

StructInfo infer_collapse_sum_like(const CallNode& call, const std::vector<StructInfo>& args,
                                   OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* target = expect_tensor(call, args, 1, "collapse_target", ctx);
  if (!x || !target) return make_object_sinfo();
  const std::vector<PrimExpr>* xd = tensor_dims(*x);
  const std::vector<PrimExpr>* td = tensor_dims(*target);
  if (xd && td && !check_collapse(call, *xd, *td, ctx)) return make_object_sinfo();
  if (target->shape)
    return manip::tensor_of_shape(target->shape, target->ndim, x->dtype, target->vdevice);
  return tensor_of_ndim(x->dtype, target->ndim, target->vdevice);
}

StructInfo infer_collapse_sum_to(const CallNode& call, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  const ShapeSInfo* shape = manip::expect_shape(call, args, 1, "shape", ctx);
  if (!x || !shape) return make_object_sinfo();
  const std::vector<PrimExpr>* xd = tensor_dims(*x);
  if (xd && shape->values && !check_collapse(call, *xd, *shape->values, ctx))
    return make_object_sinfo();
  if (shape->values) return tensor_of_dims(*shape->values, x->dtype, x->vdevice);
  return manip::tensor_of_shape(call.args[1], shape->ndim, x->dtype, x->vdevice);
}

/// collapse_sum_like / collapse_sum_to: x summed down to `target` (TOPI's collapse_sum), which
/// broadcasts to x's shape; sums as relax.sum's (float64, rounded once; integers wrap).
EvalOr<Value> collapse_sum(const CallNode& call, const Tensor& x,
                           const std::vector<int64_t>& target, KernelContext& ctx) {
  size_t dn = x.shape.size(), tn = target.size();
  ReducePlan plan;
  plan.out_shape = target;
  std::vector<int64_t> tstrides = row_major_strides(target);
  bool ok = tn <= dn;
  for (size_t i = 0; ok && i < dn; ++i) {
    if (i < dn - tn) {
      plan.in_to_out.push_back(0);
      continue;
    }
    size_t t = i - (dn - tn);
    ok = target[t] == x.shape[i] || target[t] == 1;
    plan.in_to_out.push_back(target[t] == x.shape[i] ? tstrides[t] : 0);
  }
  if (!ok)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: {} does not broadcast to data's shape {}", op_name(call),
                                 format_shape(target), format_shape(x.shape)));
  auto out = ctx.alloc(x.dtype, target);
  if (!out) return out.error();
  int64_t n_out = out->num_elements();
  bool to_bool = x.dtype.is_bool();
  dispatch_dtype(x.dtype, [&](auto tag) {
    using T = decltype(tag);
    std::vector<acc_t<T>> acc(size_t(n_out), acc_t<T>(0));
    walk_reduce<T>(x, plan, [&](int64_t o, T raw) { acc[size_t(o)] += to_acc(raw); });
    T* po = out->ptr<T>();
    for (int64_t i = 0; i < n_out; ++i) po[i] = from_acc<T>(acc[size_t(i)], to_bool);
  });
  return Value(*out);
}

EvalOr<Value> collapse_sum_like_kernel(const CallNode& call, const std::vector<Value>& args,
                                       KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto target = tensor_arg(call, args, 1, ctx);
  if (!target) return target.error();
  return collapse_sum(call, **x, (*target)->shape, ctx);
}

EvalOr<Value> collapse_sum_to_kernel(const CallNode& call, const std::vector<Value>& args,
                                     KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const ShapeValue* shape = args.size() > 1 ? args[1].as_shape() : nullptr;
  if (!shape)
    return ctx.error(EvalErrorKind::kTypeError,
                     "relax.collapse_sum_to: argument 1 must be a shape");
  return collapse_sum(call, **x, shape->dims, ctx);
}

} // namespace

void register_reduction_collapse_ops(OpTable& table) {
  table.add(OpBuilder("reduction_collapse", "relax.collapse_sum_like")
                .args(2)
                .signature("data, collapse_target")
                .infer(infer_collapse_sum_like)
                .kernel(collapse_sum_like_kernel)
                .doc("data summed over the dims that broadcasting collapse_target's shape to "
                     "data's adds or stretches"));
  table.add(OpBuilder("reduction_collapse", "relax.collapse_sum_to")
                .args(2)
                .signature("data, shape")
                .infer(infer_collapse_sum_to)
                .kernel(collapse_sum_to_kernel)
                .doc("data summed over the dims that broadcasting `shape` to data's adds or "
                     "stretches"));
}

} // namespace rxv::sem
