#pragma once
/// StructInfo: Relax's structural information (spec 000, "Structural Information in Relax").
/// A StructInfo describes a set of values: ObjectStructInfo every value, TensorStructInfo tensors
/// of a dtype (Void = any) / ndim (-1 = any) / shape (a ShapeExpr or a Var bound to a shape), and
/// so on.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir/attrs.h"
#include "semantics/ir/data_type.h"
#include "semantics/ir/device_mesh.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

/// Every StructInfo kind, listed once.
#define RXV_SINFO_KINDS(X) X(Object) X(Prim) X(Shape) X(Tensor) X(Tuple) X(Func) X(DTensor)

enum class SInfoKind : uint8_t {
#define RXV_X(name) k##name,
  RXV_SINFO_KINDS(RXV_X)
#undef RXV_X
};
const char* sinfo_kind_name(SInfoKind k);

struct StructInfoNode {
  SInfoKind kind;
  SourceLoc loc;
  virtual ~StructInfoNode() = default;

protected:
  explicit StructInfoNode(SInfoKind k) : kind(k) {}
};

/// ObjectStructInfo(): any value. Spelled `R.Object` (v0.26: `R.Any`).
struct ObjectSInfo : StructInfoNode {
  ObjectSInfo() : StructInfoNode(SInfoKind::kObject) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kObject; }
};

/// PrimStructInfo(dtype, value?): a scalar PrimValue of `dtype`, equal to `value` when given.
struct PrimSInfo : StructInfoNode {
  DataType dtype;
  PrimExpr value; ///< may be null
  PrimSInfo() : StructInfoNode(SInfoKind::kPrim) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kPrim; }
};

/// ShapeStructInfo(values?, ndim): a shape value; `values` known dims, ndim -1 when unknown.
struct ShapeSInfo : StructInfoNode {
  std::optional<std::vector<PrimExpr>> values;
  int ndim = -1;
  ShapeSInfo() : StructInfoNode(SInfoKind::kShape) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kShape; }
};

/// TensorStructInfo(shape?, dtype, ndim): `shape` is null, a ShapeExpr or a Var (WF-14).
struct TensorSInfo : StructInfoNode {
  Expr shape; ///< may be null
  DataType dtype = DataType::Void();
  int ndim = -1;
  std::optional<std::string> vdevice; ///< "cuda:0" style reference into the module's global_infos
  TensorSInfo() : StructInfoNode(SInfoKind::kTensor) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kTensor; }
};

/// TupleStructInfo(fields).
struct TupleSInfo : StructInfoNode {
  std::vector<StructInfo> fields;
  TupleSInfo() : StructInfoNode(SInfoKind::kTuple) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kTuple; }
};

/// FuncStructInfo(params?, ret, purity, derive_func?): params absent for an opaque function.
struct FuncSInfo : StructInfoNode {
  std::optional<std::vector<StructInfo>> params;
  StructInfo ret;
  bool purity = true;
  std::string derive_func; ///< name of the derivation macro, empty if none
  FuncSInfo() : StructInfoNode(SInfoKind::kFunc) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kFunc; }
};

/// DTensorStructInfo(tensor_sinfo, device_mesh, placement) (TVM's relax.DTensorStructInfo): a
/// tensor described by `tensor`, distributed over `mesh` as `placement` says (one entry per mesh
/// dimension; a sharded axis is below tensor->ndim). Spelled
/// `R.DTensor((n, 8), "float32", "mesh[0]", "S[1]")`, the mesh named by its global info.
struct DTensorSInfo : StructInfoNode {
  std::shared_ptr<const TensorSInfo> tensor; ///< never null
  std::shared_ptr<const DeviceMesh> mesh;    ///< never null
  Placement placement;
  DTensorSInfo() : StructInfoNode(SInfoKind::kDTensor) {}
  static bool classof(SInfoKind k) { return k == SInfoKind::kDTensor; }
};

/// True when one process cannot hold a value of `d`: some mesh dimension of more than one device
/// shards it. (Replicated, or on a single device, its global view is the whole tensor: what the
/// one-worker interpreter evaluates.)
bool dtensor_is_split(const DTensorSInfo& d);

/// The TensorStructInfo of a Tensor, or of a DTensor's global view; null for other kinds.
const TensorSInfo* tensor_part(const StructInfo& s);

// Convenience constructors.
StructInfo make_object_sinfo(SourceLoc loc = {});
StructInfo make_prim_sinfo(DataType dtype, PrimExpr value = nullptr, SourceLoc loc = {});
StructInfo make_shape_sinfo(std::optional<std::vector<PrimExpr>> values, int ndim,
                            SourceLoc loc = {});
/// A TensorStructInfo whose shape is a ShapeExpr of `dims` (ndim = dims.size()).
StructInfo make_tensor_sinfo(std::vector<PrimExpr> dims, DataType dtype, SourceLoc loc = {});
StructInfo make_tensor_sinfo(Expr shape, DataType dtype, int ndim, SourceLoc loc = {});
/// A DTensorStructInfo; `tensor` must be a TensorStructInfo.
StructInfo make_dtensor_sinfo(const StructInfo& tensor, std::shared_ptr<const DeviceMesh> mesh,
                              Placement placement, SourceLoc loc = {});
StructInfo make_tuple_sinfo(std::vector<StructInfo> fields, SourceLoc loc = {});
StructInfo make_func_sinfo(std::optional<std::vector<StructInfo>> params, StructInfo ret,
                           bool purity, SourceLoc loc = {});

} // namespace rxv::sem
