#include "semantics/ir/struct_info.h"

#include "semantics/ir/expr.h"
#include "semantics/support/assert.h"

namespace rxv::sem {

const char* sinfo_kind_name(SInfoKind k) {
  switch (k) {
#define RXV_X(name)                                                                                \
  case SInfoKind::k##name: return #name "StructInfo";
    RXV_SINFO_KINDS(RXV_X)
#undef RXV_X
  }
  RXV_UNREACHABLE();
}

StructInfo make_object_sinfo(SourceLoc loc) {
  auto n = std::make_shared<ObjectSInfo>();
  n->loc = loc;
  return n;
}

StructInfo make_prim_sinfo(DataType dtype, PrimExpr value, SourceLoc loc) {
  auto n = std::make_shared<PrimSInfo>();
  n->dtype = dtype;
  n->value = std::move(value);
  n->loc = loc;
  return n;
}

StructInfo make_shape_sinfo(std::optional<std::vector<PrimExpr>> values, int ndim, SourceLoc loc) {
  auto n = std::make_shared<ShapeSInfo>();
  n->values = std::move(values);
  n->ndim = ndim;
  n->loc = loc;
  return n;
}

StructInfo make_tensor_sinfo(std::vector<PrimExpr> dims, DataType dtype, SourceLoc loc) {
  int ndim = int(dims.size());
  return make_tensor_sinfo(make_shape_expr(std::move(dims), loc), dtype, ndim, loc);
}

StructInfo make_tensor_sinfo(Expr shape, DataType dtype, int ndim, SourceLoc loc) {
  auto n = std::make_shared<TensorSInfo>();
  n->shape = std::move(shape);
  n->dtype = dtype;
  n->ndim = ndim;
  n->loc = loc;
  return n;
}

const TensorSInfo* tensor_part(const StructInfo& s) {
  if (!s) return nullptr;
  if (s->kind == SInfoKind::kTensor) return static_cast<const TensorSInfo*>(s.get());
  if (s->kind == SInfoKind::kDTensor)
    return static_cast<const DTensorSInfo*>(s.get())->tensor.get();
  return nullptr;
}

bool dtensor_is_split(const DTensorSInfo& d) {
  for (size_t j = 0; j < d.placement.size() && j < d.mesh->shape.size(); ++j)
    if (d.placement[j] != kReplica && d.mesh->shape[j] > 1) return true;
  return false;
}

StructInfo make_dtensor_sinfo(const StructInfo& tensor, std::shared_ptr<const DeviceMesh> mesh,
                              Placement placement, SourceLoc loc) {
  auto n = std::make_shared<DTensorSInfo>();
  n->tensor = std::static_pointer_cast<const TensorSInfo>(tensor);
  RXV_ASSERT(tensor && tensor->kind == SInfoKind::kTensor && mesh) << "DTensor of a non-tensor";
  n->mesh = std::move(mesh);
  n->placement = std::move(placement);
  n->loc = loc;
  return n;
}

StructInfo make_tuple_sinfo(std::vector<StructInfo> fields, SourceLoc loc) {
  auto n = std::make_shared<TupleSInfo>();
  n->fields = std::move(fields);
  n->loc = loc;
  return n;
}

StructInfo make_func_sinfo(std::optional<std::vector<StructInfo>> params, StructInfo ret,
                           bool purity, SourceLoc loc) {
  auto n = std::make_shared<FuncSInfo>();
  n->params = std::move(params);
  n->ret = std::move(ret);
  n->purity = purity;
  n->loc = loc;
  return n;
}

} // namespace rxv::sem
