// Distributed Relax ops (TVM's src/relax/op/distributed/distributed.cc, src/relax/op/ccl/ccl.cc,
// src/relax/op/distributed/ccl.cc). All are pure (TVM's FPurity).
// - dist.annotate_sharding(input, device_mesh, placement): a sharding hint; the input's StructInfo
//   (Tensor or DTensor) and value.
// - dist.redistribute(input, device_mesh, placement): a DTensor moved to another placement: the
//   DTensor of input's tensor on the given mesh and placement (TVM gives it only a distributed
//   rule, so a Tensor input is an error).
// - dist.redistribute_replica_to_shard(input, num_workers, axis): on a Tensor (a worker's local
//   view), the worker's slice: `axis` divided by num_workers (an error when provably not
//   divisible); on a DTensor replicated over a 1-d mesh, the same global tensor placed S[axis].
// - dist.call_tir_local_view(gvar, args, out_sinfo, tir_vars=None): call_tir of a worker-local
//   PrimFunc; its StructInfo is out_sinfo (DTensors of known shape).
// - ccl.allreduce(x, op_type="sum", in_group=True): x's StructInfo; on a DTensor, replicated on
//   every mesh dimension. ccl.broadcast_from_worker0(x): x's StructInfo.
// - ccl.allgather(x, num_workers, in_group=True): axis 0 multiplied by num_workers.
// - ccl.scatter_from_worker0(x, num_workers, axis=0): `axis` divided by num_workers (an error when
//   provably not divisible).
// Device meshes in attributes are written "mesh[0]" (a global info of the module) or
// R.device_mesh(...); placements as "S[0], R".
// Kernels: the interpreter is one worker, and these get the meaning a one-worker runtime gives
// them: allreduce (sum, prod, min, max, avg) and broadcast_from_worker0 are the identity;
// allgather, scatter_from_worker0 and redistribute_replica_to_shard are the identity for
// num_workers 1. A call that needs more workers (num_workers > 1, a DTensor on a mesh of several
// devices given to a collective or produced by a local-view call, a redistribution that splits a
// DTensor) is an Unsupported EvalError saying so, never a value.
#include <fmt/format.h>

#include "semantics/ops/builtin_kernels.h"
#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

constexpr const char* kOneWorker = "the interpreter is a single worker";

/// The mesh in a call's `device_mesh` attribute: "mesh[0]" names a global info of the module.
std::shared_ptr<const DeviceMesh> mesh_attr(const CallNode& call, OpInferContext& ctx) {
  const AttrValue* v = call.attrs.find("device_mesh");
  if (v && v->kind == AttrValue::Kind::kDeviceMesh) return v->mesh;
  if (!v || v->kind != AttrValue::Kind::kString) {
    ctx.error(fmt::format("{}: device_mesh must be a mesh name like \"mesh[0]\" or an "
                          "R.device_mesh(...)",
                          op_name(call)));
    return nullptr;
  }
  const std::string& ref = v->str;
  size_t open = ref.find('[');
  const IRModule* mod = ctx.module();
  if (open != std::string::npos && ref.back() == ']' && mod) {
    const AttrValue* list = mod->global_infos.find(ref.substr(0, open));
    std::string digits = ref.substr(open + 1, ref.size() - open - 2);
    if (list && list->kind == AttrValue::Kind::kList && !digits.empty() && digits.size() < 9 &&
        digits.find_first_not_of("0123456789") == std::string::npos) {
      size_t i = std::stoul(digits);
      if (i < list->items.size() && list->items[i].kind == AttrValue::Kind::kDeviceMesh)
        return list->items[i].mesh;
    }
  }
  ctx.error(fmt::format("{}: device mesh \"{}\" is not declared in the module's global infos",
                        op_name(call), ref));
  return nullptr;
}

std::optional<Placement> placement_attr(const CallNode& call, OpInferContext& ctx) {
  std::string text = read_attr<std::string>(call, "placement", "", ctx);
  auto p = parse_placement(text);
  if (!p)
    ctx.error(fmt::format("{}: invalid placement \"{}\" (one \"R\" or \"S[<axis>]\" per mesh "
                          "dimension)",
                          op_name(call), text));
  return p;
}

/// A DTensor of `tensor` on `mesh` and `placement`, after TVM's constructor checks.
StructInfo checked_dtensor(const CallNode& call, const TensorSInfo& tensor,
                           std::shared_ptr<const DeviceMesh> mesh, Placement placement,
                           OpInferContext& ctx) {
  if (placement.size() != mesh->shape.size()) {
    ctx.error(fmt::format("{}: the placement \"{}\" has {} entries but the device mesh has {} "
                          "dimensions",
                          op_name(call), placement_text(placement), placement.size(),
                          mesh->shape.size()));
    return make_object_sinfo();
  }
  for (int axis : placement)
    if (axis != kReplica && tensor.ndim >= 0 && axis >= tensor.ndim) {
      ctx.error(fmt::format("{}: the placement shards axis {} of a tensor of ndim {}",
                            op_name(call), axis, tensor.ndim));
      return make_object_sinfo();
    }
  return make_dtensor_sinfo(std::make_shared<TensorSInfo>(tensor), std::move(mesh),
                            std::move(placement));
}

StructInfo infer_annotate_sharding(const CallNode& call, const std::vector<StructInfo>& args,
                                   OpInferContext& ctx) {
  mesh_attr(call, ctx);
  placement_attr(call, ctx);
  return args[0];
}

StructInfo infer_redistribute_tensor(const CallNode& call, const std::vector<StructInfo>& args,
                                     OpInferContext& ctx) {
  ctx.error(fmt::format("{} takes a DTensor, got {}", op_name(call), describe(args[0])));
  return make_object_sinfo();
}

StructInfo infer_redistribute(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  const auto* d = as<DTensorSInfo>(args[0]);
  auto mesh = mesh_attr(call, ctx);
  auto placement = placement_attr(call, ctx);
  if (!d || !mesh || !placement) return make_object_sinfo();
  return checked_dtensor(call, *d->tensor, std::move(mesh), std::move(*placement), ctx);
}

/// The shape of `t` with dimension `axis` divided by num_workers (TVM's div: truncating), after
/// checking that num_workers divides it unless that cannot be decided.
StructInfo split_axis(const CallNode& call, const TensorSInfo& t, OpInferContext& ctx) {
  int64_t workers = read_attr<int64_t>(call, "num_workers", 1, ctx);
  int64_t axis = read_attr<int64_t>(call, "axis", 0, ctx);
  const std::vector<PrimExpr>* dims = tensor_dims(t);
  if (!dims) {
    ctx.error(fmt::format("{}: the input must have a known shape, got {}", op_name(call),
                          print_struct_info(std::make_shared<TensorSInfo>(t))));
    return make_object_sinfo();
  }
  if (workers <= 0) {
    ctx.error(fmt::format("{}: num_workers must be positive, got {}", op_name(call), workers));
    return make_object_sinfo();
  }
  if (axis < 0 || axis >= int64_t(dims->size())) {
    ctx.error(fmt::format("{}: axis {} is out of range for a tensor of ndim {}", op_name(call),
                          axis, dims->size()));
    return make_object_sinfo();
  }
  PrimExpr extent = (*dims)[size_t(axis)];
  PrimExpr n = make_int(workers);
  PrimExpr rem = make_binary(PrimKind::kFloorMod, extent, n);
  if (ctx.arith().prove_not_equal(rem, make_int(0)).is_proved()) {
    ctx.error(fmt::format("{}: axis {} of the input is {}, which num_workers {} does not divide",
                          op_name(call), axis, print_prim_expr(extent), workers));
    return make_object_sinfo();
  }
  std::vector<PrimExpr> out = *dims;
  out[size_t(axis)] = ctx.arith().simplify(make_binary(PrimKind::kDiv, extent, n));
  return tensor_of_dims(std::move(out), t.dtype, t.vdevice);
}

StructInfo infer_split_tensor(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  const TensorSInfo* t = expect_tensor(call, args, 0, "x", ctx);
  return t ? split_axis(call, *t, ctx) : make_object_sinfo();
}

StructInfo infer_replica_to_shard(const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) {
  const auto* d = as<DTensorSInfo>(args[0]);
  if (!d) return make_object_sinfo();
  // The local view's check (divisibility, axis range), then the global view's result.
  if (as<ObjectSInfo>(split_axis(call, *d->tensor, ctx))) return make_object_sinfo();
  if (d->mesh->shape.size() != 1 || d->placement.size() != 1 || d->placement[0] != kReplica) {
    ctx.error(fmt::format("{}: the input must be replicated (\"R\") on a 1-d device mesh, got {}",
                          op_name(call), describe(args[0])));
    return make_object_sinfo();
  }
  int axis = int(read_attr<int64_t>(call, "axis", 0, ctx));
  return make_dtensor_sinfo(d->tensor, d->mesh, {axis});
}

StructInfo infer_same_tensor(const CallNode& call, const std::vector<StructInfo>& args,
                             OpInferContext& ctx) {
  const TensorSInfo* t = expect_tensor(call, args, 0, "x", ctx);
  return t ? args[0] : make_object_sinfo();
}

StructInfo infer_allreduce_dist(const CallNode&, const std::vector<StructInfo>& args,
                                OpInferContext&) {
  const auto& d = *as<DTensorSInfo>(args[0]);
  return make_dtensor_sinfo(d.tensor, d.mesh, Placement(d.mesh->shape.size(), kReplica));
}

StructInfo infer_allgather(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx) {
  const TensorSInfo* t = expect_tensor(call, args, 0, "x", ctx);
  if (!t) return make_object_sinfo();
  const std::vector<PrimExpr>* dims = tensor_dims(*t);
  if (!dims) return args[0];
  int64_t workers = read_attr<int64_t>(call, "num_workers", 1, ctx);
  if (dims->empty()) {
    ctx.error(fmt::format("{}: the input must have at least one dimension", op_name(call)));
    return make_object_sinfo();
  }
  std::vector<PrimExpr> out = *dims;
  out[0] = ctx.arith().simplify(make_binary(PrimKind::kMul, out[0], make_int(workers)));
  return tensor_of_dims(std::move(out), t->dtype, t->vdevice);
}

StructInfo infer_call_tir_local_view(const CallNode& call, const std::vector<StructInfo>&,
                                     OpInferContext& ctx) {
  if (call.sinfo_args.size() != 1 || !call.sinfo_args[0]) {
    ctx.error(fmt::format("{} needs exactly one output StructInfo (out_sinfo), got {}",
                          op_name(call), call.sinfo_args.size()));
    return make_object_sinfo();
  }
  if (!as<GlobalVarNode>(call.args[0]))
    ctx.error(fmt::format("{}: the callee must be a PrimFunc of the module (cls.f), got {}",
                          op_name(call), print_expr(call.args[0])));
  const StructInfo& out = call.sinfo_args[0];
  const auto* tuple = as<TupleSInfo>(out);
  for (const StructInfo& f : tuple ? tuple->fields : std::vector<StructInfo>{out}) {
    const auto* d = as<DTensorSInfo>(f);
    if (!d || !as<ShapeExprNode>(d->tensor->shape))
      ctx.error(fmt::format("{}: each output must be a DTensor of known shape, got {}",
                            op_name(call), describe(f)));
  }
  return out;
}

// ---- kernels ----

/// The mesh of argument `i`'s DTensor annotation, if it has one.
const DTensorSInfo* dtensor_of_arg(const CallNode& call, size_t i) {
  const auto* v = i < call.args.size() ? as<VarNode>(call.args[i]) : nullptr;
  return v ? as<DTensorSInfo>(v->sinfo) : nullptr;
}

EvalError needs_workers(const CallNode& call, KernelContext& ctx, const std::string& why) {
  return ctx.error(EvalErrorKind::kUnsupported, fmt::format("{}: {}; {} and cannot evaluate it",
                                                            op_name(call), why, kOneWorker));
}

/// The value of a collective on one worker: its input, when the call needs no other worker.
Kernel one_worker_identity(bool has_num_workers) {
  return [has_num_workers](const CallNode& call, const std::vector<Value>& args,
                           KernelContext& ctx) -> EvalOr<Value> {
    auto x = tensor_arg(call, args, 0, ctx);
    if (!x) return x.error();
    if (has_num_workers) {
      auto n = read_attr<int64_t>(call, "num_workers", 1, ctx);
      if (!n) return n.error();
      if (*n != 1)
        return needs_workers(call, ctx, fmt::format("it needs num_workers={} workers", *n));
    }
    if (const DTensorSInfo* d = dtensor_of_arg(call, 0); d && d->mesh->num_devices() > 1)
      return needs_workers(
          call, ctx,
          fmt::format("its input is a DTensor on a mesh of {} devices", d->mesh->num_devices()));
    return args[0];
  };
}

EvalOr<Value> annotate_sharding_kernel(const CallNode&, const std::vector<Value>& args,
                                       KernelContext&) {
  return args[0];
}

EvalOr<Value> allreduce_kernel(const CallNode& call, const std::vector<Value>& args,
                               KernelContext& ctx) {
  auto op_type = read_attr<std::string>(call, "op_type", "sum", ctx);
  if (!op_type) return op_type.error();
  if (*op_type != "sum" && *op_type != "prod" && *op_type != "min" && *op_type != "max" &&
      *op_type != "avg")
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.ccl.allreduce: unknown op_type \"{}\" (sum, prod, min, "
                                 "max or avg)",
                                 *op_type));
  // Any of these reductions over one worker is that worker's tensor.
  return one_worker_identity(false)(call, args, ctx);
}

EvalOr<Value> redistribute_kernel(const CallNode& call, const std::vector<Value>& args,
                                  KernelContext& ctx) {
  // The global view is unchanged; it is the whole tensor only if the new placement does not
  // split it over several devices (the call's StructInfo is its input's tensor on the new mesh).
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  const AttrValue* p = call.attrs.find("placement");
  auto placement =
      p && p->kind == AttrValue::Kind::kString ? parse_placement(p->str) : std::nullopt;
  const DTensorSInfo* in = dtensor_of_arg(call, 0);
  if (!placement || !in)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{} needs a DTensor input and a placement", op_name(call)));
  DTensorSInfo target = *in;
  target.placement = *placement;
  if (dtensor_is_split(target) || dtensor_is_split(*in))
    return needs_workers(call, ctx, "it moves a DTensor sharded over several devices");
  return args[0];
}

EvalOr<Value> call_tir_local_view_kernel(const CallNode& call, const std::vector<Value>& args,
                                         KernelContext& ctx) {
  // A worker-local PrimFunc computes the whole tensor only on a mesh of one device.
  if (call.sinfo_args.size() == 1 && call.sinfo_args[0]) {
    const StructInfo& out = call.sinfo_args[0];
    const auto* tuple = as<TupleSInfo>(out);
    for (const StructInfo& f : tuple ? tuple->fields : std::vector<StructInfo>{out})
      if (const auto* d = as<DTensorSInfo>(f); d && d->mesh->num_devices() > 1)
        return needs_workers(call, ctx,
                             fmt::format("each of the {} devices of its mesh runs the PrimFunc "
                                         "on its own part",
                                         d->mesh->num_devices()));
  }
  return kernel_call_tir()(call, args, ctx);
}

} // namespace

void register_dist_ops(OpTable& table) {
  const std::vector<AttrSpec> sharding = {{"device_mesh", AttrType::kAny, true},
                                          {"placement", AttrType::kString, true}};
  table.add(OpBuilder("dist", "relax.dist.annotate_sharding")
                .args(1)
                .attrs(sharding)
                .infer(infer_annotate_sharding)
                .dist_infer(infer_annotate_sharding)
                .kernel(annotate_sharding_kernel)
                .signature("input, device_mesh, placement")
                .doc("a sharding hint: the input, unchanged"));
  table.add(OpBuilder("dist", "relax.dist.redistribute")
                .args(1)
                .attrs(sharding)
                .infer(infer_redistribute_tensor)
                .dist_infer(infer_redistribute)
                .kernel(redistribute_kernel)
                .signature("input, device_mesh, placement")
                .doc("a DTensor moved to another mesh and placement; the same global value"));
  // axis: required by redistribute_replica_to_shard, 0 by default for scatter_from_worker0.
  const std::vector<AttrSpec> scatter = {{"num_workers", AttrType::kInt, true},
                                         {"axis", AttrType::kInt, false}};
  table.add(OpBuilder("dist", "relax.dist.redistribute_replica_to_shard")
                .args(1)
                .attrs(scatter)
                .infer(infer_split_tensor)
                .dist_infer(infer_replica_to_shard)
                .kernel(one_worker_identity(true))
                .signature("input, num_workers, axis")
                .doc("a worker's slice of a replicated tensor along `axis`; one worker: the "
                     "input"));
  table.add(OpBuilder("dist", "relax.dist.call_tir_local_view")
                .args(2, 3)
                .infer(infer_call_tir_local_view)
                .kernel(call_tir_local_view_kernel)
                .doc("call_tir of a worker-local PrimFunc with DTensor outputs; runs on a mesh "
                     "of one device"));
  table.add(
      OpBuilder("dist", "relax.ccl.allreduce")
          .args(1)
          .attrs({{"op_type", AttrType::kString, false}, {"in_group", AttrType::kBool, false}})
          .infer(infer_same_tensor)
          .dist_infer(infer_allreduce_dist)
          .kernel(allreduce_kernel)
          .signature("x, op_type='sum', in_group=True")
          .doc("reduce x over the workers (sum, prod, min, max, avg); one worker: x"));
  table.add(
      OpBuilder("dist", "relax.ccl.allgather")
          .args(1)
          .attrs({{"num_workers", AttrType::kInt, true}, {"in_group", AttrType::kBool, false}})
          .infer(infer_allgather)
          .kernel(one_worker_identity(true))
          .signature("x, num_workers, in_group=True")
          .doc("the workers' tensors concatenated along axis 0; one worker: x"));
  table.add(OpBuilder("dist", "relax.ccl.broadcast_from_worker0")
                .args(1)
                .infer(infer_same_tensor)
                .kernel(one_worker_identity(false))
                .signature("x")
                .doc("worker 0's tensor on every worker; one worker: x"));
  table.add(OpBuilder("dist", "relax.ccl.scatter_from_worker0")
                .args(1)
                .attrs(scatter)
                .infer(infer_split_tensor)
                .kernel(one_worker_identity(true))
                .signature("x, num_workers, axis=0")
                .doc("worker 0's tensor split along `axis`, one part per worker; one worker: x"));
}

} // namespace rxv::sem
