// Memory and gradient-marker ops that TVM's lowering passes write into Relax (src/relax/op/op.cc,
// src/relax/op/tensor/grad.cc; TVM's tests print them in their expected modules):
// - builtin.alloc_tensor(shape, dtype, runtime_device_index, storage_scope): a fresh tensor of
//   `shape` (a Shape) and `dtype`; pure (TVM's FPurity), as allocation has no visible effect.
// - memory.alloc_storage(size, virtual_device_index, storage_scope, dtype): a storage object;
//   pure. memory.alloc_tensor(storage, offset, shape, dtype, runtime_device_ind): a tensor of
//   `shape` and `dtype` inside it; pure. memory.kill_storage(s) / memory.kill_tensor(t): end a
//   lifetime, return (); impure.
// - vm.alloc_storage(size, runtime_device_index, dtype, storage_scope) / vm.alloc_tensor(storage,
//   offset, shape, dtype, runtime_device_ind) / vm.kill_object(obj): the VM's spellings of the
//   same, after VMBuiltinLower.
// - grad.start_checkpoint(x) / grad.end_checkpoint(x) / grad.no_grad(x): markers for the gradient
//   pass; the value is `x` and so is its StructInfo.
// The dtype argument is a DataTypeImm (TVM's Python wraps a string into one; rxv's reader keeps
// a string as a StringImm, read the same). The allocation ops have no kernel: a storage object is
// not a value of the interpreter, and an allocated tensor's contents are undefined until a
// PrimFunc writes them, so running one is a documented "unsupported" error.
#include <fmt/format.h>

#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

/// The dtype in argument `i` (a DataTypeImm or a string); Void (unknown) otherwise.
DataType dtype_arg(const CallNode& call, size_t i, OpInferContext& ctx) {
  if (i >= call.args.size()) return DataType::Void();
  if (const auto* d = as<DataTypeImmNode>(call.args[i])) return d->value;
  if (const auto* s = as<StringImmNode>(call.args[i])) {
    if (auto dt = DataType::parse(s->value)) return *dt;
    ctx.error(fmt::format("{}: '{}' is not a dtype", op_name(call), s->value));
  }
  return DataType::Void();
}

/// A tensor of the Shape in argument `shape_at` and the dtype in argument `dtype_at`.
InferRule alloc_tensor_rule(size_t shape_at, size_t dtype_at) {
  return [=](const CallNode& call, const std::vector<StructInfo>& args,
             OpInferContext& ctx) -> StructInfo {
    DataType dtype = dtype_arg(call, dtype_at, ctx);
    const auto* shape = as<ShapeSInfo>(args[shape_at]);
    if (!shape) {
      ctx.error(fmt::format("{}: argument {} (shape) must be a Shape, got {}", op_name(call),
                            shape_at, describe(args[shape_at])));
      return make_object_sinfo();
    }
    if (shape->values) return tensor_of_dims(*shape->values, dtype, std::nullopt);
    return tensor_of_ndim(dtype, shape->ndim, std::nullopt);
  };
}

StructInfo object_result(const CallNode&, const std::vector<StructInfo>&, OpInferContext&) {
  return make_object_sinfo();
}

StructInfo unit_result(const CallNode&, const std::vector<StructInfo>&, OpInferContext&) {
  return make_tuple_sinfo({});
}

StructInfo same_as_input(const CallNode&, const std::vector<StructInfo>& args, OpInferContext&) {
  return args[0];
}

Kernel identity_kernel() {
  return [](const CallNode&, const std::vector<Value>& args, KernelContext&) -> EvalOr<Value> {
    return args[0];
  };
}

} // namespace

void register_memory_ops(OpTable& table) {
  table.add(OpBuilder("memory", "relax.builtin.alloc_tensor")
                .args(3, 4)
                .infer(alloc_tensor_rule(0, 1))
                .doc("a fresh tensor of the Shape in argument 0 and the dtype in argument 1 "
                     "(contents undefined; no kernel)"));
  table.add(OpBuilder("memory", "relax.memory.alloc_storage")
                .args(4)
                .infer(object_result)
                .doc("a storage of argument 0 bytes on a device (an Object; no kernel)"));
  table.add(OpBuilder("memory", "relax.memory.alloc_tensor")
                .args(4, 5)
                .infer(alloc_tensor_rule(2, 3))
                .doc("a tensor of the Shape in argument 2 and the dtype in argument 3 inside "
                     "the storage in argument 0 (no kernel)"));
  table.add(OpBuilder("memory", "relax.memory.kill_storage")
                .args(1)
                .impure()
                .infer(unit_result)
                .doc("ends the storage's lifetime; returns () (no kernel)"));
  table.add(OpBuilder("memory", "relax.memory.kill_tensor")
                .args(1)
                .impure()
                .infer(unit_result)
                .doc("ends the tensor's lifetime; returns () (no kernel)"));
  table.add(OpBuilder("memory", "relax.vm.alloc_storage")
                .args(4)
                .infer(object_result)
                .doc("the VM's storage allocation (an Object; no kernel)"));
  table.add(OpBuilder("memory", "relax.vm.alloc_tensor")
                .args(4, 5)
                .infer(alloc_tensor_rule(2, 3))
                .doc("the VM's tensor allocation in a storage: the Shape in argument 2, the "
                     "dtype in argument 3 (no kernel)"));
  table.add(OpBuilder("memory", "relax.vm.kill_object")
                .args(1)
                .impure()
                .infer(unit_result)
                .doc("ends the object's lifetime; returns () (no kernel)"));
  table.add(OpBuilder("memory", "relax.grad.start_checkpoint")
                .args(1)
                .infer(same_as_input)
                .kernel(identity_kernel())
                .doc("marks the start of a gradient checkpoint; the value is argument 0"));
  table.add(OpBuilder("memory", "relax.grad.end_checkpoint")
                .args(1)
                .infer(same_as_input)
                .kernel(identity_kernel())
                .doc("marks the end of a gradient checkpoint; the value is argument 0"));
  table.add(OpBuilder("memory", "relax.grad.no_grad")
                .args(1)
                .infer(same_as_input)
                .kernel(identity_kernel())
                .doc("no gradient flows through it; the value is argument 0"));
}

} // namespace rxv::sem
