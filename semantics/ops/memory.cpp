// Memory ops that TVM's lowering passes write into Relax (src/relax/op/op.cc; TVM's tests print
// them in their expected modules), and the gradient-checkpoint markers
// (src/relax/op/tensor/grad.cc).
// - builtin.alloc_tensor(shape, dtype, runtime_device_index, storage_scope): a fresh tensor of
//   `shape` and `dtype`; pure (TVM's FPurity), as allocation has no visible effect.
// - memory.alloc_storage(size, virtual_device_index, storage_scope, dtype): a storage of
//   prod(size) bytes (the dtype is a hint: VMBuiltinLower allocates it as uint8); pure.
//   memory.alloc_tensor(storage, offset, shape, dtype, runtime_device_ind): a tensor of `shape`
//   and `dtype` viewing the storage's bytes from `offset` on; pure. memory.kill_storage(s) /
//   memory.kill_tensor(t): end a lifetime, return (); impure.
// - vm.alloc_storage(size, runtime_device_index, dtype, storage_scope) (prod(size) elements of
//   `dtype`) / vm.alloc_tensor(storage, offset, shape, dtype, runtime_device_ind) /
//   vm.kill_object(obj): the VM's spellings of the same, after VMBuiltinLower.
// - grad.start_checkpoint(x) / grad.end_checkpoint(x) / grad.no_grad(x): markers for the gradient
//   pass; the value is `x` and so is its StructInfo.
//
// Run-time meaning, as TVM's runtime gives it (src/runtime/vm/builtin.cc, memory_manager.cc):
// a storage is a block of bytes (StorageValue); every tensor allocated in it is a view of its
// bytes, so tensors allocated over the same bytes alias, and a write through one (a PrimFunc's
// output buffer, a DPS PackedFunc) is what the others read. A tensor that does not fit in the
// storage is an error (TVM's ICHECK in StorageObj::AllocTensor).
//
// Uninitialized memory: a fresh allocation's bytes are undefined until written (Tensor::undef).
// Reading one — a TIR load, an op that reads its operands, a function returning it — is an
// Uninitialized EvalError. Under the refinement policy an error of the source (BEFORE) allows
// any target behaviour, and a target (AFTER) erring where the source returns is a refutation: a
// pass whose output reads memory its input had written (a planner handing out a block still in
// use, a kill before the last use followed by reuse) shows as a value difference or as that
// error. memory.alloc_tensor does not make its bytes undefined again: like TVM's, it is a view
// of whatever the storage holds, so that a tensor re-allocated over bytes another tensor wrote
// reads them (a plan that relies on that is judged by the values it computes). The kill ops
// change nothing in the interpreter (TVM's VM drops a reference; the bytes stay).
//
// The dtype argument is a DataTypeImm (TVM's Python wraps a string into one; rxv's reader keeps
// a string as a StringImm, read the same).
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

// ---- kernels ------------------------------------------------------------------------------

EvalError kernel_error(KernelContext& ctx, const CallNode& call, EvalErrorKind kind,
                       const std::string& message) {
  return ctx.error(kind, fmt::format("{}: {}", op_name(call), message));
}

/// Argument `i` as a Shape value's dimensions.
EvalOr<std::vector<int64_t>> shape_value(const CallNode& call, const std::vector<Value>& args,
                                         size_t i, KernelContext& ctx) {
  const ShapeValue* s = args[i].as_shape();
  if (!s)
    return kernel_error(
        ctx, call, EvalErrorKind::kTypeError,
        fmt::format("argument {} must be a shape, got a {}", i, args[i].kind_name()));
  for (int64_t d : s->dims)
    if (d < 0)
      return kernel_error(ctx, call, EvalErrorKind::kShapeMismatch,
                          fmt::format("argument {} has a negative dimension {}", i, d));
  return s->dims;
}

/// Argument `i` as a dtype (a DataType or a string value) that a tensor can hold.
EvalOr<DataType> dtype_value(const CallNode& call, const std::vector<Value>& args, size_t i,
                             KernelContext& ctx) {
  std::optional<DataType> dt;
  if (const DataTypeValue* d = args[i].as_dtype()) dt = d->value;
  if (const StringValue* s = args[i].as_string()) dt = DataType::parse(s->value);
  if (!dt)
    return kernel_error(ctx, call, EvalErrorKind::kTypeError,
                        fmt::format("argument {} must be a dtype, got {}", i,
                                    "a " + std::string(args[i].kind_name())));
  if (!is_tensor_dtype(*dt))
    return kernel_error(ctx, call, EvalErrorKind::kUnsupported,
                        fmt::format("the interpreter has no tensors of dtype {}", dt->str()));
  return *dt;
}

/// The product of `dims` times `scale`; an Overflow error past int64.
EvalOr<int64_t> byte_count(const CallNode& call, const std::vector<int64_t>& dims, int64_t scale,
                           KernelContext& ctx) {
  int64_t n = scale;
  for (int64_t d : dims)
    if (__builtin_mul_overflow(n, d, &n))
      return kernel_error(ctx, call, EvalErrorKind::kOverflow, "the size overflows int64");
  return n;
}

/// `n` fresh bytes, every one undefined, allocated under the run's limits.
EvalOr<Tensor> undefined_block(DataType dtype, std::vector<int64_t> shape, KernelContext& ctx) {
  EvalOr<Tensor> t = ctx.alloc(dtype, std::move(shape));
  if (!t.ok()) return t;
  t->undef = std::make_shared<std::vector<uint8_t>>(size_t(t->num_bytes()), uint8_t{1});
  return t;
}

/// builtin.alloc_tensor(shape, dtype, ...): a fresh tensor, contents undefined.
EvalOr<Value> alloc_tensor_kernel(const CallNode& call, const std::vector<Value>& args,
                                  KernelContext& ctx) {
  EvalOr<std::vector<int64_t>> shape = shape_value(call, args, 0, ctx);
  if (!shape.ok()) return shape.error();
  EvalOr<DataType> dtype = dtype_value(call, args, 1, ctx);
  if (!dtype.ok()) return dtype.error();
  EvalOr<Tensor> t = undefined_block(*dtype, std::move(*shape), ctx);
  if (!t.ok()) return t.error();
  return Value(std::move(*t));
}

/// alloc_storage(size, ...): a storage of prod(size) elements of the dtype in argument
/// `dtype_at` (memory.alloc_storage: -1, bytes; vm.alloc_storage: 2).
Kernel alloc_storage_kernel(size_t hint_at, bool elements_of_hint) {
  return [=](const CallNode& call, const std::vector<Value>& args,
             KernelContext& ctx) -> EvalOr<Value> {
    EvalOr<std::vector<int64_t>> size = shape_value(call, args, 0, ctx);
    if (!size.ok()) return size.error();
    EvalOr<DataType> hint = dtype_value(call, args, hint_at, ctx);
    if (!hint.ok()) return hint.error();
    EvalOr<int64_t> bytes =
        byte_count(call, *size, elements_of_hint ? (hint->bits + 7) / 8 : 1, ctx);
    if (!bytes.ok()) return bytes.error();
    EvalOr<Tensor> block = undefined_block(DataType::UInt(8), {*bytes}, ctx);
    if (!block.ok()) return block.error();
    return Value(StorageValue{std::move(*block), *hint});
  };
}

/// alloc_tensor(storage, offset, shape, dtype, ...): a view of the storage's bytes from `offset`.
EvalOr<Value> storage_tensor_kernel(const CallNode& call, const std::vector<Value>& args,
                                    KernelContext& ctx) {
  const StorageValue* storage = args[0].as_storage();
  if (!storage)
    return kernel_error(ctx, call, EvalErrorKind::kTypeError,
                        fmt::format("argument 0 must be a storage, got {}",
                                    "a " + std::string(args[0].kind_name())));
  const PrimScalar* offset = args[1].as_prim();
  if (!offset || offset->is_float())
    return kernel_error(ctx, call, EvalErrorKind::kTypeError,
                        "argument 1 (offset) must be an integer PrimValue");
  EvalOr<std::vector<int64_t>> shape = shape_value(call, args, 2, ctx);
  if (!shape.ok()) return shape.error();
  EvalOr<DataType> dtype = dtype_value(call, args, 3, ctx);
  if (!dtype.ok()) return dtype.error();
  Tensor t = storage->block;
  t.dtype = *dtype;
  t.shape = std::move(*shape);
  EvalOr<int64_t> bytes = byte_count(call, t.shape, t.elem_bytes(), ctx);
  if (!bytes.ok()) return bytes.error();
  if (offset->i < 0 || offset->i > storage->size() || *bytes > storage->size() - offset->i)
    return kernel_error(ctx, call, EvalErrorKind::kIndexOutOfRange,
                        fmt::format("a tensor of {} bytes at offset {} does not fit in a storage "
                                    "of {} bytes",
                                    *bytes, offset->i, storage->size()));
  t.offset = storage->block.offset + offset->i;
  return Value(std::move(t));
}

/// kill_storage / kill_tensor / kill_object: () after checking the argument's kind.
Kernel kill_kernel(bool storage, bool tensor) {
  return [=](const CallNode& call, const std::vector<Value>& args,
             KernelContext& ctx) -> EvalOr<Value> {
    bool ok = (!storage && !tensor) || (storage && args[0].as_storage()) ||
              (tensor && args[0].as_tensor());
    if (!ok)
      return kernel_error(ctx, call, EvalErrorKind::kTypeError,
                          fmt::format("the argument must be a {}, got {}",
                                      storage ? "storage" : "tensor",
                                      "a " + std::string(args[0].kind_name())));
    return make_tuple_value({});
  };
}

Kernel identity_kernel() {
  return [](const CallNode&, const std::vector<Value>& args, KernelContext&) -> EvalOr<Value> {
    return args[0];
  };
}

/// The entries common to the memory.* and vm.* spellings of storage-backed tensors.
OpBuilder storage_tensor_op(const std::string& name) {
  return OpBuilder("memory", name)
      .args(4, 5)
      .infer(alloc_tensor_rule(2, 3))
      .kernel(storage_tensor_kernel)
      .contents_unread();
}

OpBuilder kill_op(const std::string& name, bool storage, bool tensor) {
  return OpBuilder("memory", name)
      .args(1)
      .impure()
      .infer(unit_result)
      .kernel(kill_kernel(storage, tensor))
      .contents_unread();
}

} // namespace

void register_memory_ops(OpTable& table) {
  table.add(OpBuilder("memory", "relax.builtin.alloc_tensor")
                .args(3, 4)
                .infer(alloc_tensor_rule(0, 1))
                .kernel(alloc_tensor_kernel)
                .contents_unread()
                .doc("a fresh tensor of the Shape in argument 0 and the dtype in argument 1, "
                     "its contents undefined until written"));
  table.add(OpBuilder("memory", "relax.memory.alloc_storage")
                .args(4)
                .infer(object_result)
                .kernel(alloc_storage_kernel(3, false))
                .contents_unread()
                .doc("a storage of prod(argument 0) bytes, undefined until written"));
  table.add(storage_tensor_op("relax.memory.alloc_tensor")
                .doc("a tensor of the Shape in argument 2 and the dtype in argument 3 viewing "
                     "the storage in argument 0 from byte offset argument 1; errors if it does "
                     "not fit"));
  table.add(kill_op("relax.memory.kill_storage", true, false)
                .doc("ends the storage's lifetime; returns ()"));
  table.add(kill_op("relax.memory.kill_tensor", false, true)
                .doc("ends the tensor's lifetime; returns ()"));
  table.add(OpBuilder("memory", "relax.vm.alloc_storage")
                .args(4)
                .infer(object_result)
                .kernel(alloc_storage_kernel(2, true))
                .contents_unread()
                .doc("the VM's storage of prod(argument 0) elements of the dtype in argument 2, "
                     "undefined until written"));
  table.add(storage_tensor_op("relax.vm.alloc_tensor")
                .doc("the VM's tensor allocation in a storage (as memory.alloc_tensor)"));
  table.add(
      kill_op("relax.vm.kill_object", false, false).doc("ends the object's lifetime; returns ()"));
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
