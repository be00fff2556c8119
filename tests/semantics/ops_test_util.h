#pragma once
// Shared by the op-table tests (ops_*_test.cpp, op_table_test.cpp): calls an op's StructInfo rule
// directly on a CallNode built from argument StructInfos, and collects the diagnostics.
#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "semantics/arith/arith.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/printer.h"

namespace rxv::sem::op_test {

inline const DataType kF32 = DataType::Float(32);
inline const DataType kF16 = DataType::Float(16);
inline const DataType kI32 = DataType::Int(32);
inline const DataType kI64 = DataType::Int(64);
inline const DataType kBool = DataType::Bool();
inline const DataType kVoid = DataType::Void();

/// A dimension written as an int or a PrimExpr.
struct D {
  PrimExpr e;
  D(int v) : e(make_int(v)) {}       // NOLINT: implicit on purpose, for `{n, 4}`
  D(PrimExpr p) : e(std::move(p)) {} // NOLINT
};

inline std::vector<PrimExpr> dims(std::initializer_list<D> ds) {
  std::vector<PrimExpr> out;
  for (const D& d : ds) out.push_back(d.e);
  return out;
}

/// R.Tensor(dims, dtype).
inline StructInfo T(std::initializer_list<D> ds, DataType dtype = kF32) {
  return make_tensor_sinfo(dims(ds), dtype);
}
/// R.Tensor(dtype=..., ndim=...) with no shape.
inline StructInfo T_ndim(int ndim, DataType dtype = kF32) {
  return make_tensor_sinfo(Expr(nullptr), dtype, ndim);
}
inline StructInfo Obj() { return make_object_sinfo(); }
inline StructInfo Prim(DataType dtype, PrimExpr value = nullptr) {
  return make_prim_sinfo(dtype, std::move(value));
}
inline StructInfo Shape(std::initializer_list<D> ds) {
  auto v = dims(ds);
  int n = int(v.size());
  return make_shape_sinfo(std::move(v), n);
}
inline StructInfo Tup(std::vector<StructInfo> fields) {
  return make_tuple_sinfo(std::move(fields));
}

inline AttrValue int_list(std::initializer_list<int64_t> xs) {
  AttrValue v;
  v.kind = AttrValue::Kind::kList;
  for (int64_t x : xs) v.items.push_back(AttrValue::Int(x));
  return v;
}
inline Attrs attrs(std::initializer_list<std::pair<std::string, AttrValue>> kv) {
  Attrs a;
  for (const auto& [k, v] : kv) a.entries.emplace_back(k, v);
  return a;
}

/// Prints a StructInfo (or "<null>") for comparisons.
inline std::string str(const StructInfo& s) { return s ? print_struct_info(s) : "<null>"; }

/// Runs op rules and keeps their diagnostics.
struct OpHarness {
  DiagnosticSink sink;
  std::unique_ptr<Arith> arith = make_default_arith();
  const IRModule* mod = nullptr;

  /// `op` (full name) applied to fresh Vars annotated with `args`.
  StructInfo infer(const std::string& op, std::vector<StructInfo> args, Attrs call_attrs = {},
                   std::vector<StructInfo> sinfo_args = {}) {
    std::vector<Expr> exprs;
    for (const auto& s : args) exprs.push_back(make_relax_var("a", s));
    Expr call =
        make_call(make_op(op), std::move(exprs), std::move(call_attrs), std::move(sinfo_args));
    return infer_on(call, args);
  }
  /// The rule of `call`'s op on `arg_sinfo` (the call's argument expressions are kept as built).
  StructInfo infer_on(const Expr& call, const std::vector<StructInfo>& arg_sinfo) {
    const auto* c = as<CallNode>(call);
    const auto* op = c ? as<OpNode>(c->op) : nullptr;
    const OpDef* def = op ? OpTable::get().find(op->name) : nullptr;
    if (!def) {
      ADD_FAILURE() << "no op " << (op ? op->name : "?");
      return nullptr;
    }
    OpInferContext ctx(mod, *arith, sink, {});
    return infer_op_call(*def, *c, arg_sinfo, ctx);
  }
  size_t errors() const { return sink.num_errors(); }
  size_t warnings() const { return sink.diagnostics().size() - sink.num_errors(); }
  /// Every diagnostic's message, one per line.
  std::string messages() const {
    std::string out;
    for (const auto& d : sink.diagnostics()) out += d.message + "\n";
    return out;
  }
  bool mentions(const std::string& text) const {
    return messages().find(text) != std::string::npos;
  }
  void clear() { sink = DiagnosticSink(); }
};

} // namespace rxv::sem::op_test
