// Tensor metadata and views (TVM's src/relax/op/tensor/inspect.cc and src/relax/op/memory/view.cc),
// all pure:
// - inspect.tensor_dtype_code / tensor_dtype_bits / tensor_dtype_lanes / tensor_ndim (tensor),
//   inspect.tensor_shape_i / tensor_stride_i (tensor, axis), inspect.tensor_byte_offset /
//   tensor_elem_offset (tensor): the DLTensor fields, as PrimValues of DLPack's field types
//   (uint8, uint8, uint16, int32, int64, int64, uint64, uint64). The StructInfo carries the
//   value when the argument's StructInfo knows it (TVM then normalizes the call to a PrimValue;
//   rxv keeps the call). The offsets are stated 0 when the shape is known (TVM's rule, and its
//   normalizer then replaces the call by 0); only where the shape is unknown does the run-time
//   offset show: a tensor allocated in a storage at byte k reports k, as TVM's runtime does
//   (StorageObj::AllocTensor sets DLTensor::byte_offset). The kernel gives the same.
// - memory.view(x, shape, dtype, relative_byte_offset): a tensor sharing x's bytes, of the
//   given shape and dtype, starting relative_byte_offset bytes after x's start; an argument
//   left out is the void tuple R.tuple() (keep x's). A view past x's end is an error, statically
//   when provable (TVM's InferStructInfoView), else at run time (runtime.TVMTensorCreateView).
// - memory.ensure_zero_offset(x): x when its byte offset is 0, else a copy that starts at 0
//   (TVM's runtime builtin); StructInfo of x.
// None of them reads tensor elements.
#include <fmt/format.h>

#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

/// DLPack's type code of a dtype (DLDataTypeCode): int 0, uint 1, float 2, bool 6.
int64_t dlpack_code(DataType t) {
  if (t.is_bool()) return 6;
  if (t.is_int()) return 0;
  if (t.is_uint()) return 1;
  return 2;
}

/// DLPack's bits of a dtype (bool is 8 bits wide in a DLTensor).
int64_t dlpack_bits(DataType t) { return t.is_bool() ? 8 : t.bits; }

/// A PrimStructInfo of `dtype`, with `value` when known.
StructInfo prim_of(DataType dtype, std::optional<int64_t> value) {
  return make_prim_sinfo(dtype, value ? make_int(*value, dtype) : nullptr);
}

/// The rule of a one-tensor field: `field` maps the tensor's StructInfo to the value if known.
InferRule field_rule(DataType dtype,
                     std::function<std::optional<int64_t>(const TensorSInfo&)> field) {
  return [=](const CallNode& call, const std::vector<StructInfo>& args,
             OpInferContext& ctx) -> StructInfo {
    const TensorSInfo* t = expect_tensor(call, args, 0, "tensor", ctx);
    if (!t) return make_prim_sinfo(dtype);
    return prim_of(dtype, field(*t));
  };
}

/// tensor_shape_i / tensor_stride_i: the axis is an int64 PrimValue in [0, ndim).
InferRule axis_rule(bool stride) {
  return [=](const CallNode& call, const std::vector<StructInfo>& args,
             OpInferContext& ctx) -> StructInfo {
    StructInfo unknown = make_prim_sinfo(DataType::Int(64));
    const TensorSInfo* t = expect_tensor(call, args, 0, "tensor", ctx);
    const auto* axis = as<PrimSInfo>(args[1]);
    if (!axis) {
      ctx.error(fmt::format("{}: argument 1 (axis) must be a PrimValue, got {}", op_name(call),
                            describe(args[1])));
      return unknown;
    }
    if (!t || !is_int_imm(axis->value)) return unknown;
    int64_t a = axis->value->int_value;
    if (a < 0) {
      ctx.error(fmt::format("{}: the axis {} is negative", op_name(call), a));
      return unknown;
    }
    if (t->ndim >= 0 && a >= t->ndim) {
      ctx.error(fmt::format("{}: the axis {} is out of range for a tensor of {} dimensions",
                            op_name(call), a, t->ndim));
      return unknown;
    }
    const std::vector<PrimExpr>* dims = tensor_dims(*t);
    if (!dims) return unknown;
    if (!stride) return make_prim_sinfo(DataType::Int(64), (*dims)[size_t(a)]);
    std::vector<PrimExpr> later(dims->begin() + a + 1, dims->end());
    return make_prim_sinfo(DataType::Int(64), shape_product(later, ctx.arith()));
  };
}

EvalOr<const Tensor*> tensor_value(const CallNode& call, const Value& v, KernelContext& ctx) {
  if (const Tensor* t = v.as_tensor()) return t;
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{} needs a tensor, got a {}", op_name(call), v.kind_name()));
}

Value prim_value(DataType dtype, int64_t v) { return Value(PrimScalar{dtype, v, 0}); }

/// The kernel of a one-tensor field.
Kernel field_kernel(DataType dtype, std::function<int64_t(const Tensor&)> field) {
  return [=](const CallNode& call, const std::vector<Value>& args,
             KernelContext& ctx) -> EvalOr<Value> {
    EvalOr<const Tensor*> t = tensor_value(call, args[0], ctx);
    if (!t.ok()) return t.error();
    return prim_value(dtype, field(**t));
  };
}

/// Whether TVM knows `arg`'s shape statically: then its normalizer replaces the offset call by
/// the PrimValue 0 its StructInfo states (FNormalize), whatever the run-time offset.
bool shape_known_statically(const Expr& arg) {
  if (as<ConstantNode>(arg)) return true;
  const auto* v = as<VarNode>(arg);
  const auto* t = v && v->sinfo ? as<TensorSInfo>(v->sinfo) : nullptr;
  return t && tensor_dims(*t);
}

/// tensor_byte_offset / tensor_elem_offset: TVM's DLTensor offset (a tensor allocated in a
/// storage at byte k has k), or 0 where the shape is known statically (see above).
Kernel offset_kernel(bool elements) {
  return [=](const CallNode& call, const std::vector<Value>& args,
             KernelContext& ctx) -> EvalOr<Value> {
    EvalOr<const Tensor*> t = tensor_value(call, args[0], ctx);
    if (!t.ok()) return t.error();
    int64_t bytes = shape_known_statically(call.args[0]) ? 0 : (*t)->offset;
    return prim_value(DataType::UInt(64), elements ? bytes / (*t)->elem_bytes() : bytes);
  };
}

Kernel axis_kernel(bool stride) {
  return [=](const CallNode& call, const std::vector<Value>& args,
             KernelContext& ctx) -> EvalOr<Value> {
    EvalOr<const Tensor*> t = tensor_value(call, args[0], ctx);
    if (!t.ok()) return t.error();
    const PrimScalar* axis = args[1].as_prim();
    if (!axis || axis->is_float())
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: the axis must be an integer PrimValue", op_name(call)));
    const std::vector<int64_t>& shape = (*t)->shape;
    if (axis->i < 0 || axis->i >= int64_t(shape.size()))
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: the axis {} is out of range for a tensor of {} "
                                   "dimensions",
                                   op_name(call), axis->i, shape.size()));
    if (!stride) return prim_value(DataType::Int(64), shape[size_t(axis->i)]);
    int64_t s = 1;
    for (size_t d = size_t(axis->i) + 1; d < shape.size(); ++d) s *= shape[d];
    return prim_value(DataType::Int(64), s);
  };
}

// ---- memory.view ----------------------------------------------------------------------------

/// An argument left out of memory.view: the void tuple.
bool is_void(const StructInfo& s) {
  const auto* t = as<TupleSInfo>(s);
  return t && t->fields.empty();
}

StructInfo infer_view(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  const ShapeSInfo* shape = nullptr;
  if (args.size() > 1 && !is_void(args[1])) {
    shape = as<ShapeSInfo>(args[1]);
    if (!shape) {
      ctx.error(fmt::format("relax.memory.view: the shape must be a Shape or R.tuple(), got {}",
                            describe(args[1])));
      return make_object_sinfo();
    }
  }
  std::optional<DataType> dtype;
  if (args.size() > 2 && !is_void(args[2])) {
    if (const auto* d = as<DataTypeImmNode>(call.args[2]))
      dtype = d->value;
    else if (const auto* s = as<StringImmNode>(call.args[2]))
      dtype = DataType::parse(s->value);
    else if (as<ObjectSInfo>(args[2]))
      dtype = DataType::Void();
    if (!dtype) {
      ctx.error(fmt::format("relax.memory.view: the dtype must be a DataTypeImm, got {}",
                            describe(args[2])));
      return make_object_sinfo();
    }
  }
  std::optional<PrimExpr> offset = make_int(0);
  if (args.size() > 3 && !is_void(args[3])) {
    const auto* p = as<PrimSInfo>(args[3]);
    if (!p || p->dtype != DataType::Int(64)) {
      ctx.error(fmt::format("relax.memory.view: the relative_byte_offset must be an int64 "
                            "PrimValue, got {}",
                            describe(args[3])));
      return make_object_sinfo();
    }
    offset = p->value ? std::optional<PrimExpr>(p->value) : std::nullopt;
  }
  const std::vector<PrimExpr>* in_dims = tensor_dims(*x);
  std::optional<std::vector<PrimExpr>> out_dims;
  int out_ndim = -1;
  if (shape && shape->values)
    out_dims = *shape->values;
  else if (shape)
    out_ndim = shape->ndim;
  else if (in_dims)
    out_dims = *in_dims;
  else
    out_ndim = x->ndim;
  DataType out_dtype = dtype.value_or(x->dtype);
  // The bounds check, where the sizes are known (TVM checks the same cases).
  if (in_dims && out_dims && !x->dtype.is_void() && !out_dtype.is_void()) {
    Arith& arith = ctx.arith();
    PrimExpr in_bytes = make_binary(PrimKind::kMul, shape_product(*in_dims, arith),
                                    make_int((x->dtype.bits + 7) / 8));
    PrimExpr out_end = make_binary(PrimKind::kMul, shape_product(*out_dims, arith),
                                   make_int((out_dtype.bits + 7) / 8));
    if (offset) out_end = make_binary(PrimKind::kAdd, out_end, *offset);
    if (arith.prove_gt(out_end, in_bytes).is_proved())
      ctx.error(fmt::format("relax.memory.view: the view would end at byte {} of x, which is "
                            "only {} bytes long",
                            print_prim_expr(arith.simplify(out_end)),
                            print_prim_expr(arith.simplify(in_bytes))));
  }
  if (out_dims) return tensor_of_dims(*out_dims, out_dtype, x->vdevice);
  return tensor_of_ndim(out_dtype, out_ndim, x->vdevice);
}

EvalOr<Value> view_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  EvalOr<const Tensor*> x = tensor_value(call, args[0], ctx);
  if (!x.ok()) return x.error();
  auto given = [&](size_t i) {
    const TupleValue* t = i < args.size() ? args[i].as_tuple() : nullptr;
    return i < args.size() && !(t && t->fields.empty());
  };
  Tensor out = **x;
  if (given(1)) {
    const ShapeValue* s = args[1].as_shape();
    if (!s) return ctx.error(EvalErrorKind::kTypeError, "relax.memory.view: the shape");
    out.shape = s->dims;
  }
  if (given(2)) {
    std::optional<DataType> dt;
    if (const DataTypeValue* d = args[2].as_dtype()) dt = d->value;
    if (const StringValue* s = args[2].as_string()) dt = DataType::parse(s->value);
    if (!dt || !is_tensor_dtype(*dt))
      return ctx.error(EvalErrorKind::kUnsupported,
                       "relax.memory.view: the dtype is not one the interpreter holds");
    out.dtype = *dt;
  }
  int64_t rel = 0;
  if (given(3)) {
    const PrimScalar* p = args[3].as_prim();
    if (!p || p->is_float())
      return ctx.error(EvalErrorKind::kTypeError,
                       "relax.memory.view: relative_byte_offset must be an int64 PrimValue");
    rel = p->i;
  }
  int64_t in_bytes = (*x)->num_bytes(), out_bytes = 0;
  bool overflow = __builtin_mul_overflow(out.num_elements(), out.elem_bytes(), &out_bytes);
  for (int64_t d : out.shape) overflow = overflow || d < 0;
  if (overflow || rel < 0 || rel > in_bytes || out_bytes > in_bytes - rel)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("relax.memory.view: a view of {} bytes at relative offset {} "
                                 "does not fit in a tensor of {} bytes",
                                 out_bytes, rel, in_bytes));
  out.offset += rel;
  return Value(std::move(out));
}

EvalOr<Value> ensure_zero_offset_kernel(const CallNode& call, const std::vector<Value>& args,
                                        KernelContext& ctx) {
  EvalOr<const Tensor*> x = tensor_value(call, args[0], ctx);
  if (!x.ok()) return x.error();
  if ((*x)->offset == 0) return args[0];
  EvalOr<Tensor> out = ctx.alloc((*x)->dtype, (*x)->shape);
  if (!out.ok()) return out.error();
  Tensor copy = (*x)->clone(); // the elements and their undefined flags, from offset 0
  out->data = copy.data;       // (the allocation above charged the run's limits)
  out->undef = copy.undef;
  return Value(std::move(*out));
}

StructInfo same_as_input(const CallNode& call, const std::vector<StructInfo>& args,
                         OpInferContext& ctx) {
  if (!expect_tensor(call, args, 0, "data", ctx)) return make_object_sinfo();
  return args[0];
}

OpBuilder inspect_op(const std::string& name, int args) {
  return OpBuilder("inspect", name)
      .args(args)
      .signature(args == 1 ? "tensor" : "tensor, axis")
      .contents_unread();
}

} // namespace

void register_inspect_ops(OpTable& table) {
  const DataType u8 = DataType::UInt(8), u16 = DataType::UInt(16), i32 = DataType::Int(32),
                 u64 = DataType::UInt(64);
  auto known_dtype = [](auto f) {
    return [f](const TensorSInfo& t) -> std::optional<int64_t> {
      if (t.dtype.is_void()) return std::nullopt;
      return f(t.dtype);
    };
  };
  auto known_shape_zero = [](const TensorSInfo& t) -> std::optional<int64_t> {
    if (!tensor_dims(t)) return std::nullopt;
    return 0;
  };
  table.add(inspect_op("relax.inspect.tensor_dtype_code", 1)
                .infer(field_rule(u8, known_dtype(dlpack_code)))
                .kernel(field_kernel(u8, [](const Tensor& t) { return dlpack_code(t.dtype); }))
                .doc("the tensor's DLPack dtype code (uint8): int 0, uint 1, float 2, bool 6"));
  table.add(inspect_op("relax.inspect.tensor_dtype_bits", 1)
                .infer(field_rule(u8, known_dtype(dlpack_bits)))
                .kernel(field_kernel(u8, [](const Tensor& t) { return dlpack_bits(t.dtype); }))
                .doc("the tensor's dtype bits (uint8; bool: 8)"));
  table.add(inspect_op("relax.inspect.tensor_dtype_lanes", 1)
                .infer(field_rule(u16, known_dtype([](DataType t) { return int64_t(t.lanes); })))
                .kernel(field_kernel(u16, [](const Tensor& t) { return int64_t(t.dtype.lanes); }))
                .doc("the tensor's dtype lanes (uint16)"));
  table.add(inspect_op("relax.inspect.tensor_ndim", 1)
                .infer(field_rule(i32,
                                  [](const TensorSInfo& t) -> std::optional<int64_t> {
                                    if (t.ndim < 0) return std::nullopt;
                                    return t.ndim;
                                  }))
                .kernel(field_kernel(i32, [](const Tensor& t) { return t.ndim(); }))
                .doc("the tensor's number of dimensions (int32)"));
  table.add(inspect_op("relax.inspect.tensor_shape_i", 2)
                .infer(axis_rule(false))
                .kernel(axis_kernel(false))
                .doc("the extent of axis argument 1 (int64); errors on an axis outside [0, "
                     "ndim)"));
  table.add(inspect_op("relax.inspect.tensor_stride_i", 2)
                .infer(axis_rule(true))
                .kernel(axis_kernel(true))
                .doc("the row-major stride in elements of axis argument 1 (int64); errors on "
                     "an axis outside [0, ndim)"));
  table.add(inspect_op("relax.inspect.tensor_byte_offset", 1)
                .infer(field_rule(u64, known_shape_zero))
                .kernel(offset_kernel(false))
                .doc("the tensor's byte offset in its storage (uint64)"));
  table.add(inspect_op("relax.inspect.tensor_elem_offset", 1)
                .infer(field_rule(u64, known_shape_zero))
                .kernel(offset_kernel(true))
                .doc("the tensor's offset in its storage in elements (uint64)"));
  table.add(OpBuilder("inspect", "relax.memory.view")
                .args(1, 4)
                .signature("data, shape=R.tuple(), dtype=R.tuple(), relative_byte_offset=R.tuple()")
                .infer(infer_view)
                .kernel(view_kernel)
                .contents_unread()
                .doc("a tensor sharing argument 0's bytes with the given shape, dtype and "
                     "relative byte offset; errors if it does not fit"));
  table.add(OpBuilder("inspect", "relax.memory.ensure_zero_offset")
                .args(1)
                .signature("data")
                .infer(same_as_input)
                .kernel(ensure_zero_offset_kernel)
                .contents_unread()
                .doc("argument 0 if its byte offset is 0, else a copy starting at 0"));
}

} // namespace rxv::sem
