#pragma once
/// Short builders for StructInfo tables (the relations, erasure and substitution tests).
#include <string>
#include <utility>
#include <vector>

#include "semantics/ir/expr.h"
#include "semantics/ir/prim_expr.h"
#include "semantics/ir/struct_info.h"

namespace rxv::sem::sinfo_test {

inline const DataType kF32 = DataType::Float(32);
inline const DataType kI32 = DataType::Int(32);
inline const DataType kI64 = DataType::Int(64);

inline PrimExpr lit(int64_t v) { return make_int(v); }
inline PrimExpr add(PrimExpr a, PrimExpr b) { return make_binary(PrimKind::kAdd, a, b); }
inline PrimExpr mul(PrimExpr a, PrimExpr b) { return make_binary(PrimKind::kMul, a, b); }

inline StructInfo obj() { return make_object_sinfo(); }
inline StructInfo prim(DataType dt, PrimExpr value = nullptr) { return make_prim_sinfo(dt, value); }
/// An int64 PrimValue, with or without a known value.
inline StructInfo prim(PrimExpr value = nullptr) { return make_prim_sinfo(kI64, value); }
inline StructInfo shape(std::vector<PrimExpr> values) {
  int ndim = int(values.size());
  return make_shape_sinfo(std::move(values), ndim);
}
inline StructInfo shape_nd(int ndim) { return make_shape_sinfo(std::nullopt, ndim); }
inline StructInfo tensor(std::vector<PrimExpr> dims, DataType dt = kF32) {
  return make_tensor_sinfo(std::move(dims), dt);
}
inline StructInfo tensor_nd(int ndim, DataType dt = kF32) {
  return make_tensor_sinfo(nullptr, dt, ndim);
}
inline StructInfo tensor_var(const Var& s, int ndim, DataType dt = kF32) {
  return make_tensor_sinfo(s, dt, ndim);
}
/// Tensor `t` placed on `vdevice`.
inline StructInfo on_device(StructInfo t, std::string vdevice) {
  auto n = std::make_shared<TensorSInfo>(*as<TensorSInfo>(t));
  n->vdevice = std::move(vdevice);
  return n;
}
inline StructInfo tuple(std::vector<StructInfo> fields) {
  return make_tuple_sinfo(std::move(fields));
}
inline StructInfo func(std::vector<StructInfo> params, StructInfo ret, bool pure = true) {
  return make_func_sinfo(std::move(params), std::move(ret), pure);
}
/// A FuncStructInfo without parameters (any arguments), optionally with a derivation function.
inline StructInfo opaque(StructInfo ret, bool pure = true, std::string derive = "") {
  auto n = std::make_shared<FuncSInfo>();
  n->ret = std::move(ret);
  n->purity = pure;
  n->derive_func = std::move(derive);
  return n;
}

/// Whether `s` is or holds (in tuples) a FuncStructInfo.
inline bool mentions_func(const StructInfo& s) {
  if (as<FuncSInfo>(s)) return true;
  if (const auto* t = as<TupleSInfo>(s))
    for (const StructInfo& f : t->fields)
      if (mentions_func(f)) return true;
  return false;
}

} // namespace rxv::sem::sinfo_test
