#include "semantics/ops/op_helpers.h"

#include <fmt/format.h>

#include <algorithm>

#include "semantics/script/printer.h"

namespace rxv::sem {

std::string op_name(const CallNode& call) {
  if (const auto* op = as<OpNode>(call.op)) return op->name;
  return "call";
}

std::string describe(const StructInfo& sinfo) {
  return sinfo ? print_struct_info(sinfo) : "no StructInfo";
}

const std::vector<PrimExpr>* tensor_dims(const TensorSInfo& t) {
  if (const auto* s = as<ShapeExprNode>(t.shape)) return &s->values;
  // A shape held by a Var: its annotation is its StructInfo (an annotation wins over the value).
  if (const auto* v = as<VarNode>(t.shape))
    if (const auto* s = as<ShapeSInfo>(v->sinfo); s && s->values) return &*s->values;
  return nullptr;
}

std::optional<DataType> element_dtype(const StructInfo& s) {
  if (const auto* t = as<TensorSInfo>(s)) return t->dtype;
  if (const auto* p = as<PrimSInfo>(s)) return p->dtype;
  return std::nullopt;
}

const TensorSInfo* expect_tensor(const CallNode& call, const std::vector<StructInfo>& args,
                                 size_t i, const char* what, OpInferContext& ctx) {
  if (i >= args.size()) return nullptr; // arity is check_op_call's to report
  if (const auto* t = as<TensorSInfo>(args[i])) return t;
  ctx.error(fmt::format("{}: argument {} ({}) must be a tensor, got {}", op_name(call), i, what,
                        describe(args[i])));
  return nullptr;
}

StructInfo tensor_of_dims(std::vector<PrimExpr> dims, DataType dtype,
                          std::optional<std::string> vdevice) {
  auto n = std::make_shared<TensorSInfo>();
  n->ndim = int(dims.size());
  n->shape = make_shape_expr(std::move(dims));
  n->dtype = dtype;
  n->vdevice = std::move(vdevice);
  return n;
}

StructInfo tensor_of_ndim(DataType dtype, int ndim, std::optional<std::string> vdevice) {
  // A 0-d tensor's shape is known: ().
  if (ndim == 0) return tensor_of_dims({}, dtype, std::move(vdevice));
  auto n = std::make_shared<TensorSInfo>();
  n->ndim = ndim;
  n->dtype = dtype;
  n->vdevice = std::move(vdevice);
  return n;
}

StructInfo tensor_of_shared_shape(const std::vector<StructInfo>& operands, DataType dtype, int ndim,
                                  std::optional<std::string> vdevice) {
  Expr shape;
  for (const auto& s : operands) {
    const auto* t = as<TensorSInfo>(s);
    if (!t || !as<VarNode>(t->shape) || (shape && shape != t->shape))
      return tensor_of_ndim(dtype, ndim, std::move(vdevice));
    shape = t->shape;
  }
  if (!shape) return tensor_of_ndim(dtype, ndim, std::move(vdevice));
  auto n = std::make_shared<TensorSInfo>();
  n->shape = shape;
  n->ndim = ndim;
  n->dtype = dtype;
  n->vdevice = std::move(vdevice);
  return n;
}

StructInfo tensor_like(const TensorSInfo& t, DataType dtype) {
  auto n = std::make_shared<TensorSInfo>();
  n->shape = t.shape;
  n->ndim = t.ndim;
  n->dtype = dtype;
  n->vdevice = t.vdevice;
  return n;
}

std::optional<std::string> merge_vdevice(const CallNode& call, const std::optional<std::string>& a,
                                         const std::optional<std::string>& b, OpInferContext& ctx) {
  if (!a) return b;
  if (b && *a != *b)
    ctx.error(fmt::format("{}: the operands are on different virtual devices, {} and {}",
                          op_name(call), *a, *b));
  return a;
}

namespace {

bool proved_equal(Arith& arith, const PrimExpr& a, const PrimExpr& b) {
  return arith.prove_equal(a, b).is_proved();
}
bool proved_not_equal(Arith& arith, const PrimExpr& a, const PrimExpr& b) {
  return arith.prove_not_equal(a, b).is_proved();
}

} // namespace

Broadcast broadcast_shapes(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b,
                           Arith& arith) {
  Broadcast out;
  size_t na = a.size(), nb = b.size(), n = std::max(na, nb);
  out.dims.resize(n);
  PrimExpr one = make_int(1);
  for (size_t k = 1; k <= n; ++k) {
    // Dims aligned from the right; the longer shape's leading dims pass through.
    if (k > na || k > nb) {
      out.dims[n - k] = k > na ? b[nb - k] : a[na - k];
      continue;
    }
    const PrimExpr& da = a[na - k];
    const PrimExpr& db = b[nb - k];
    if (proved_equal(arith, da, one)) {
      out.dims[n - k] = db;
    } else if (proved_equal(arith, db, one)) {
      out.dims[n - k] = da;
    } else if (proved_equal(arith, da, db)) {
      out.dims[n - k] = da;
    } else if (proved_not_equal(arith, da, db) && proved_not_equal(arith, da, one) &&
               proved_not_equal(arith, db, one)) {
      out.status = Broadcast::Status::kError;
      out.message = fmt::format(
          "dimension {} of the first operand ({}) and dimension {} of the second ({}) differ "
          "and neither is 1: the shapes {} and {} do not broadcast",
          na - k, print_prim_expr(da), nb - k, print_prim_expr(db), describe_dims(a),
          describe_dims(b));
      out.dims.clear();
      return out;
    } else {
      // Keep scanning: a later pair may still be a definite error.
      out.status = Broadcast::Status::kUndecided;
    }
  }
  if (out.status != Broadcast::Status::kOk) out.dims.clear();
  return out;
}

Compat compare_dims(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b, Arith& arith,
                    int* first_bad) {
  if (first_bad) *first_bad = -1;
  if (a.size() != b.size()) {
    if (first_bad) *first_bad = 0;
    return Compat::kIncompatible;
  }
  Compat result = Compat::kCompatible;
  for (size_t i = 0; i < a.size(); ++i) {
    if (proved_equal(arith, a[i], b[i])) continue;
    if (first_bad && *first_bad < 0) *first_bad = int(i);
    if (proved_not_equal(arith, a[i], b[i])) {
      if (first_bad) *first_bad = int(i);
      return Compat::kIncompatible;
    }
    result = Compat::kPossibly;
  }
  return result;
}

std::optional<int> normalize_axis(const CallNode& call, int64_t axis, int ndim,
                                  OpInferContext& ctx) {
  if (axis < -int64_t(ndim) || axis >= ndim) {
    ctx.error(fmt::format("{}: axis {} is out of range for a tensor of {} dimension{} (must be "
                          "in [{}, {}))",
                          op_name(call), axis, ndim, ndim == 1 ? "" : "s", -ndim, ndim));
    return std::nullopt;
  }
  return int(axis < 0 ? axis + ndim : axis);
}

std::optional<std::vector<int>> normalize_axes(const CallNode& call,
                                               const std::vector<int64_t>& axes, int ndim,
                                               OpInferContext& ctx) {
  std::vector<int> out;
  out.reserve(axes.size());
  for (int64_t axis : axes) {
    auto a = normalize_axis(call, axis, ndim, ctx);
    if (!a) return std::nullopt;
    if (std::find(out.begin(), out.end(), *a) != out.end()) {
      ctx.error(fmt::format("{}: axis {} is given more than once", op_name(call), *a));
      return std::nullopt;
    }
    out.push_back(*a);
  }
  return out;
}

PrimExpr shape_product(const std::vector<PrimExpr>& dims, Arith& arith) {
  if (dims.empty()) return make_int(1);
  PrimExpr p = dims[0];
  for (size_t i = 1; i < dims.size(); ++i) p = make_binary(PrimKind::kMul, p, dims[i]);
  return arith.simplify(p);
}

StructInfo sinfo_args_result(const CallNode& call) {
  for (const StructInfo& s : call.sinfo_args)
    if (!s) return nullptr;
  if (call.sinfo_args.empty()) return nullptr;
  if (call.sinfo_args.size() == 1) return call.sinfo_args[0];
  return make_tuple_sinfo(call.sinfo_args);
}

std::string describe_dims(const std::vector<PrimExpr>& dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i) out += ", ";
    out += print_prim_expr(dims[i]);
  }
  if (dims.size() == 1) out += ",";
  return out + ")";
}

} // namespace rxv::sem
