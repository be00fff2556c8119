// Built-in operators of TVM's lowering pipeline and runtime (src/relax/op/op.cc,
// src/relax/op/tensor/datatype.cc), with the one-process meaning TVM's runtime gives them:
// - builtin.stop_lift_params(x): x; pure. Marks where LiftTransformParams stops lifting.
// - wrap_param(data, dtype="float32"): data cast to dtype; pure (the cast of a parameter that
//   ToMixedPrecision keeps apart from other casts).
// - invoke_pure_closure(closure, args): invoke_closure declared pure; result from sinfo_args.
// - vm.call_tir_dyn(func, (tensors..., shape)): calls the PrimFunc destination-passing style on
//   the tensors and then the shape's values as int64 scalars (VMBuiltinLower's form of a
//   call_tir with tir_vars); impure (it writes its arguments); returns ().
// - to_vdevice(data, dst_vdevice): a copy of data on the virtual device dst_vdevice (a reference
//   into the module's vdevices, "llvm:0"); pure. One process has one device: the copy's values
//   are data's.
// - hint_on_device(data, dst_vdevice, memory_scope="global") (TVM >= 0.23): a hint for
//   RealizeVDevice that data belongs on the device dst_vdevice (a Python Device, kept as the
//   attributes device_type, its DLDeviceType code, and index); pure. Its StructInfo is data's,
//   which must be a Tensor (TVM's InferHintOnDeviceStructInfo); its value is data (one process
//   has one device).
// - call_inplace_packed(func, args..., inplace_indices): call_pure_packed whose output i is
//   argument inplace_indices[i] mutated in place (-1: a fresh value); pure (the caller vouches
//   that the mutated arguments are dead). The indices are in [-1, #args), distinct where not -1,
//   at least one not -1; each in-place output's StructInfo must describe its argument (TVM's
//   InferStructInfoCallInplacePacked).
// - call_builtin_with_ctx(func, args): calls the runtime builtin PackedFunc `func` (the VM
//   passes its context first, which one process has no need of) on the tuple `args`; impure;
//   result from sinfo_args ((): none). The VM's builtins (vm.builtin.*) are not PackedFuncs of
//   rxv's registry: calling one is a MissingFunc error.
#include <fmt/format.h>

#include "semantics/ops/builtin_kernels.h"
#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"
#include "semantics/struct_info/relations.h"

#include <unordered_set>

namespace rxv::sem {

namespace {

/// The default derivation: `none` when the call has no sinfo_args, Object when one is missing.
StructInfo sinfo_args_or(const CallNode& call, StructInfo none) {
  if (call.sinfo_args.empty()) return none;
  StructInfo s = sinfo_args_result(call);
  return s ? s : make_object_sinfo();
}

StructInfo infer_tensor_identity(const CallNode& call, const std::vector<StructInfo>& args,
                                 OpInferContext& ctx) {
  if (!expect_tensor(call, args, 0, "x", ctx)) return make_object_sinfo();
  return args[0];
}

StructInfo infer_wrap_param(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  DataType dtype = read_attr(call, "dtype", DataType::Float(32), ctx);
  if (!x) return make_object_sinfo();
  return tensor_like(*x, dtype);
}

EvalOr<Value> wrap_param_kernel(const CallNode& call, const std::vector<Value>& args,
                                KernelContext& ctx) {
  auto x = tensor_arg(call, args, 0, ctx);
  if (!x) return x.error();
  auto dtype_attr = read_attr<std::optional<DataType>>(call, "dtype", {}, ctx);
  if (!dtype_attr) return dtype_attr.error();
  DataType dtype = dtype_attr->value_or(DataType::Float(32));
  if (!is_tensor_dtype(dtype))
    return ctx.error(EvalErrorKind::kUnsupported,
                     fmt::format("tensors of dtype {} are not supported", dtype.str()));
  EvalOr<Tensor> out = cast_tensor(**x, dtype, ctx);
  if (!out.ok()) return out.error();
  return Value(std::move(*out));
}

StructInfo infer_invoke_pure_closure(const CallNode& call, const std::vector<StructInfo>& args,
                                     OpInferContext& ctx) {
  if (!as<TupleSInfo>(args[1]))
    ctx.error(fmt::format("relax.invoke_pure_closure: the arguments must be a tuple, got {}",
                          describe(args[1])));
  return sinfo_args_or(call, make_object_sinfo());
}

StructInfo infer_call_tir_dyn(const CallNode& call, const std::vector<StructInfo>& args,
                              OpInferContext& ctx) {
  const auto* t = as<TupleSInfo>(args[1]);
  if (!t)
    ctx.error(fmt::format("relax.vm.call_tir_dyn: the arguments must be a tuple, got {}",
                          describe(args[1])));
  else if (t->fields.empty() || !as<ShapeSInfo>(t->fields.back()))
    ctx.error(fmt::format("{}: the last argument must be a shape", op_name(call)));
  return make_tuple_sinfo({});
}

EvalOr<Value> call_tir_dyn_kernel(const CallNode& call, const std::vector<Value>& args,
                                  KernelContext& ctx) {
  const TupleValue* t = args[1].as_tuple();
  const ShapeValue* shape = t && !t->fields.empty() ? t->fields.back().as_shape() : nullptr;
  if (!shape)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{} needs a tuple of arguments ending in a shape", op_name(call)));
  std::vector<Value> flat(t->fields.begin(), t->fields.end() - 1);
  for (int64_t d : shape->dims) flat.push_back(Value(PrimScalar{DataType::Int(64), d, 0}));
  EvalOr<Value> out = ctx.call(args[0], std::move(flat));
  if (!out.ok()) return out.error();
  return make_tuple_value({});
}

StructInfo infer_to_vdevice(const CallNode& call, const std::vector<StructInfo>& args,
                            OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  std::string vdevice = read_attr(call, "dst_vdevice", std::string(), ctx);
  if (!x) return make_object_sinfo();
  auto out = std::make_shared<TensorSInfo>(*x);
  out->vdevice = vdevice;
  return out;
}

EvalOr<Value> to_vdevice_kernel(const CallNode& call, const std::vector<Value>& args,
                                KernelContext& ctx) {
  const Tensor* x = args[0].as_tensor();
  if (!x)
    return ctx.error(EvalErrorKind::kTypeError, fmt::format("{} needs a tensor, got a {}",
                                                            op_name(call), args[0].kind_name()));
  EvalOr<Tensor> out = ctx.alloc(x->dtype, x->shape);
  if (!out.ok()) return out.error();
  Tensor copy = x->clone(); // elements and undefined flags alike (a copy reads nothing)
  out->data = copy.data;
  out->undef = copy.undef;
  return Value(std::move(*out));
}

StructInfo infer_hint_on_device(const CallNode& call, const std::vector<StructInfo>& args,
                                OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "data", ctx);
  read_attr<int64_t>(call, "device_type", 1, ctx);
  read_attr<int64_t>(call, "index", 0, ctx);
  read_attr(call, "memory_scope", std::string("global"), ctx);
  if (!x) return make_object_sinfo();
  return args[0];
}

EvalOr<Value> hint_on_device_kernel(const CallNode& call, const std::vector<Value>& args,
                                    KernelContext& ctx) {
  if (!args[0].as_tensor())
    return ctx.error(EvalErrorKind::kTypeError, fmt::format("{} needs a tensor, got a {}",
                                                            op_name(call), args[0].kind_name()));
  return args[0];
}

StructInfo infer_call_builtin_with_ctx(const CallNode& call, const std::vector<StructInfo>& args,
                                       OpInferContext& ctx) {
  if (!as<TupleSInfo>(args[1]))
    ctx.error(fmt::format("relax.call_builtin_with_ctx: the arguments must be a tuple, got {}",
                          describe(args[1])));
  return sinfo_args_or(call, make_tuple_sinfo({}));
}

EvalOr<Value> call_builtin_with_ctx_kernel(const CallNode& call, const std::vector<Value>& args,
                                           KernelContext& ctx) {
  const TupleValue* t = args[1].as_tuple();
  if (!t) return ctx.error(EvalErrorKind::kTypeError, "relax.call_builtin_with_ctx: not a tuple");
  Value callee = args[0];
  if (const StringValue* s = args[0].as_string()) callee = Value(PackedFuncValue{s->value});
  EvalOr<Value> out = ctx.call(callee, t->fields);
  if (!out.ok()) return out;
  StructInfo declared = sinfo_args_or(call, make_tuple_sinfo({}));
  EvalStatus st = ctx.check_value(*out, declared, "the result of relax.call_builtin_with_ctx");
  if (!st.ok()) return st.error();
  return out;
}

/// The result of call_inplace_packed's callee: sinfo_args for an ExternFunc (or any callee with
/// a derivation), else the callee's declared return.
StructInfo inplace_packed_result(const CallNode& call, const FuncSInfo& f) {
  if (as<ExternFuncNode>(call.args[0]) || !f.derive_func.empty())
    return sinfo_args_or(call, make_object_sinfo());
  return f.ret ? f.ret : make_object_sinfo();
}

StructInfo infer_call_inplace_packed(const CallNode& call, const std::vector<StructInfo>& args,
                                     OpInferContext& ctx) {
  const auto* f = as<FuncSInfo>(args[0]);
  if (as<OpNode>(call.args[0]) || !f || f->params) {
    ctx.error(fmt::format("relax.call_inplace_packed: the callee must be an opaque function (a "
                          "PackedFunc), got {}",
                          describe(args[0])));
    return make_object_sinfo();
  }
  auto indices = read_attr<OptIntList>(call, "inplace_indices", {}, ctx);
  if (!indices) return make_object_sinfo();
  int64_t num_args = int64_t(args.size()) - 1;
  std::unordered_set<int64_t> seen;
  for (size_t i = 0; i < indices->size(); ++i) {
    int64_t k = (*indices)[i];
    if (k < -1 || k >= num_args) {
      ctx.error(fmt::format("relax.call_inplace_packed: in-place index {} is {}, outside [-1, {}]",
                            i, k, num_args - 1));
      return make_object_sinfo();
    }
    if (k != -1 && !seen.insert(k).second) {
      ctx.error(fmt::format("relax.call_inplace_packed: in-place index {} appears twice", k));
      return make_object_sinfo();
    }
  }
  if (seen.empty()) {
    ctx.error("relax.call_inplace_packed: every in-place index is -1 (use call_pure_packed)");
    return make_object_sinfo();
  }
  StructInfo ret = inplace_packed_result(call, *f);
  const auto* tuple = as<TupleSInfo>(ret);
  if (indices->size() > 1 && (!tuple || tuple->fields.size() != indices->size())) {
    ctx.error(fmt::format("relax.call_inplace_packed: {} in-place outputs, but the result is {}",
                          indices->size(), describe(ret)));
    return ret;
  }
  for (size_t i = 0; i < indices->size(); ++i) {
    int64_t k = (*indices)[i];
    if (k == -1) continue;
    const StructInfo& out = indices->size() == 1 ? ret : tuple->fields[i];
    if (is_subtype(args[size_t(k) + 1], out, ctx.arith()) == Compat::kIncompatible)
      ctx.error(fmt::format("relax.call_inplace_packed: the result {} does not describe the "
                            "in-place argument {} ({})",
                            describe(out), k, describe(args[size_t(k) + 1])));
  }
  return ret;
}

} // namespace

void register_builtin_runtime_ops(OpTable& table) {
  table.add(OpBuilder("builtin_runtime", "relax.builtin.stop_lift_params")
                .args(1)
                .signature("x")
                .infer(infer_tensor_identity)
                .kernel([](const CallNode&, const std::vector<Value>& args,
                           KernelContext&) -> EvalOr<Value> { return args[0]; })
                .contents_unread()
                .doc("argument 0 (where LiftTransformParams stops lifting)"));
  table.add(OpBuilder("builtin_runtime", "relax.wrap_param")
                .args(1)
                .attrs({{"dtype", AttrType::kDType, false}})
                .signature("data, dtype='float32'")
                .infer(infer_wrap_param)
                .kernel(wrap_param_kernel)
                .doc("data cast elementwise to dtype (default float32), as astype"));
  table.add(OpBuilder("builtin_runtime", "relax.invoke_pure_closure")
                .args(2)
                .signature("closure, args")
                .infer(infer_invoke_pure_closure)
                .kernel(kernel_invoke_closure())
                .contents_unread()
                .doc("call the closure in argument 0 on the tuple in argument 1, declared pure; "
                     "result from sinfo_args"));
  table.add(OpBuilder("builtin_runtime", "relax.vm.call_tir_dyn")
                .args(2)
                .signature("func, args")
                .impure()
                .infer(infer_call_tir_dyn)
                .kernel(call_tir_dyn_kernel)
                .contents_unread()
                .doc("call the PrimFunc in argument 0 on the tensors of the tuple in argument 1 "
                     "and its last field's shape values; returns ()"));
  table.add(OpBuilder("builtin_runtime", "relax.to_vdevice")
                .args(1)
                .attrs({{"dst_vdevice", AttrType::kString, true}})
                .signature("data, dst_vdevice")
                .infer(infer_to_vdevice)
                .kernel(to_vdevice_kernel)
                .contents_unread()
                .doc("a copy of data on the virtual device dst_vdevice"));
  table.add(OpBuilder("builtin_runtime", "relax.hint_on_device")
                .args(1)
                .attrs({{"device_type", AttrType::kInt, true},
                        {"index", AttrType::kInt, true},
                        {"memory_scope", AttrType::kString, false}})
                .signature("data, dst_vdevice: Device, memory_scope='global'")
                .infer(infer_hint_on_device)
                .kernel(hint_on_device_kernel)
                .contents_unread()
                .doc("data, with a hint that it belongs on the device (device_type, index)"));
  table.add(OpBuilder("builtin_runtime", "relax.call_inplace_packed")
                .args(1, -1)
                .attrs({{"inplace_indices", AttrType::kIntList, true}})
                .infer(infer_call_inplace_packed)
                .kernel(kernel_call_pure_packed())
                .contents_unread()
                .doc("call the PackedFunc in argument 0 on the rest, which writes the outputs "
                     "into the arguments inplace_indices names; result from sinfo_args"));
  table.add(OpBuilder("builtin_runtime", "relax.call_builtin_with_ctx")
                .args(2)
                .signature("func, args")
                .impure()
                .infer(infer_call_builtin_with_ctx)
                .kernel(call_builtin_with_ctx_kernel)
                .contents_unread()
                .doc("call the runtime builtin PackedFunc named in argument 0 on the tuple in "
                     "argument 1; result from sinfo_args (none: ())"));
}

} // namespace rxv::sem
