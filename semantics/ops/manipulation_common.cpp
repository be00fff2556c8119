#include "semantics/ops/manipulation_common.h"

#include <fmt/format.h>

#include <limits>

#include "semantics/ops/op_attrs.h"

namespace rxv::sem::manip {

StructInfo tensor_of_shape(Expr shape, int ndim, DataType dtype,
                           std::optional<std::string> vdevice) {
  auto n = std::make_shared<TensorSInfo>();
  n->shape = std::move(shape);
  n->ndim = ndim;
  n->dtype = dtype;
  n->vdevice = std::move(vdevice);
  return n;
}

const ShapeSInfo* expect_shape(const CallNode& call, const std::vector<StructInfo>& args, size_t i,
                               const char* what, OpInferContext& ctx) {
  if (const auto* s = as<ShapeSInfo>(args[i])) return s;
  ctx.error(fmt::format("{}: argument {} ({}) must be a shape, got {}", op_name(call), i, what,
                        describe(args[i])));
  return nullptr;
}

std::optional<std::vector<PrimExpr>> tuple_of_prim_values(const CallNode& call,
                                                          const std::vector<StructInfo>& args,
                                                          size_t i, const char* what,
                                                          OpInferContext& ctx, bool* bad) {
  const StructInfo& s = args[i];
  if (as<ObjectSInfo>(s)) return std::nullopt;
  const auto* t = as<TupleSInfo>(s);
  auto report = [&] {
    ctx.error(fmt::format("{}: argument {} ({}) must be a tuple of integer PrimValues, got {}",
                          op_name(call), i, what, describe(s)));
    *bad = true;
    return std::nullopt;
  };
  if (!t) return report();
  std::vector<PrimExpr> out;
  bool known = true;
  for (const auto& f : t->fields) {
    if (as<ObjectSInfo>(f)) {
      known = false;
      continue;
    }
    const auto* p = as<PrimSInfo>(f);
    if (!p || (!p->dtype.is_void() && (!p->dtype.is_integral() || p->dtype.is_bool())))
      return report();
    if (!p->value) known = false;
    out.push_back(p->value);
  }
  if (!known) return std::nullopt;
  return out;
}

std::optional<int64_t> prim_int_arg(const CallNode& call, const std::vector<StructInfo>& args,
                                    size_t i, const char* what, OpInferContext& ctx, bool* bad) {
  const auto* p = as<PrimSInfo>(args[i]);
  if (!p || (!p->dtype.is_void() && !p->dtype.is_integral())) {
    ctx.error(fmt::format("{}: argument {} ({}) must be an integer or bool PrimValue, got {}",
                          op_name(call), i, what, describe(args[i])));
    *bad = true;
    return std::nullopt;
  }
  if (is_int_imm(p->value)) return p->value->int_value;
  return std::nullopt;
}

std::optional<int64_t> literal(const PrimExpr& e) {
  if (is_int_imm(e) && e->int_value >= 0) return e->int_value;
  return std::nullopt;
}

EvalOr<int64_t> int_arg(const CallNode& call, const std::vector<Value>& args, size_t i,
                        KernelContext& ctx) {
  if (i < args.size())
    if (const PrimScalar* p = args[i].as_prim(); p && !p->is_float()) return p->i;
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{}: argument {} must be an integer PrimValue, got {}",
                               op_name(call), i,
                               i < args.size() ? args[i].kind_name() : "nothing"));
}

int64_t read_index(const Tensor& t, int64_t i) {
  int64_t v = t.get_int(i);
  if (t.dtype.is_uint() && v < 0) return std::numeric_limits<int64_t>::max();
  return v;
}

std::optional<int64_t> index_in_dim(int64_t i, int64_t dim) {
  if (i < 0) i += dim; // i >= INT64_MIN and dim >= 0: no overflow
  if (i < 0 || i >= dim) return std::nullopt;
  return i;
}

EvalOr<const Tensor*> index_tensor_arg(const CallNode& call, const std::vector<Value>& args,
                                       size_t i, const char* what, KernelContext& ctx) {
  auto t = tensor_arg(call, args, i, ctx);
  if (!t) return t.error();
  if (!(*t)->dtype.is_integral() || (*t)->dtype.is_bool())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: {} must be an integer tensor, got dtype {}", op_name(call),
                                 what, (*t)->dtype.str()));
  return *t;
}

bool check_index_dtype(const CallNode& call, const TensorSInfo& t, const char* what,
                       OpInferContext& ctx) {
  if (t.dtype.is_void() || (t.dtype.is_integral() && !t.dtype.is_bool())) return true;
  ctx.error(
      fmt::format("{}: {} must have an integer dtype, got {}", op_name(call), what, t.dtype.str()));
  return false;
}

EvalOr<int> kernel_axis(const CallNode& call, int64_t axis, int64_t ndim, KernelContext& ctx) {
  if (axis < -ndim || axis >= ndim)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("{}: axis {} is out of range for a tensor of {} dimensions",
                                 op_name(call), axis, ndim));
  return int(axis < 0 ? axis + ndim : axis);
}

EvalOr<DataAndIndices> data_and_indices(const CallNode& call, const std::vector<Value>& args,
                                        const char* what, KernelContext& ctx) {
  auto data = tensor_arg(call, args, 0, ctx);
  if (!data) return data.error();
  auto indices = index_tensor_arg(call, args, 1, what, ctx);
  if (!indices) return indices.error();
  return DataAndIndices{*data, *indices};
}

EvalOr<int> kernel_axis_attr(const CallNode& call, const char* name, int64_t def, int64_t ndim,
                             KernelContext& ctx) {
  auto axis = read_attr<int64_t>(call, name, def, ctx);
  if (!axis) return axis.error();
  return kernel_axis(call, *axis, ndim, ctx);
}

EvalOr<Value> reshaped_copy(const Tensor& in, std::vector<int64_t> shape, KernelContext& ctx) {
  auto out = ctx.alloc(in.dtype, std::move(shape));
  if (!out) return out.error();
  RXV_ASSERT(out->num_elements() == in.num_elements()) << "reshaped_copy: element counts differ";
  if (in.num_elements() > 0) std::memcpy(out->bytes(), in.bytes(), size_t(in.num_bytes()));
  return Value(*out);
}

std::vector<int64_t> strides_of(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t k = shape.size(); k-- > 1;) s[k - 1] = s[k] * shape[k];
  return s;
}

std::optional<int64_t> checked_product(const std::vector<int64_t>& shape) {
  for (int64_t d : shape)
    if (d == 0) return 0; // empty, however large the other dims
  int64_t p = 1;
  for (int64_t d : shape)
    if (__builtin_mul_overflow(p, d, &p)) return std::nullopt;
  return p;
}

} // namespace rxv::sem::manip
