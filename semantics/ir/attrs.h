#pragma once
/// Attribute values: function attributes (`R.func_attr({...})`), module attributes and the keyword
/// attributes of operator calls. The op table (a later layer) interprets them; the reader stores
/// them faithfully, including forms it does not understand (`kRaw`, the canonical token text).
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "semantics/ir/data_type.h"
#include "semantics/ir/device_mesh.h"
#include "semantics/ir/prim_expr.h"

namespace rxv::sem {

struct ExprNode;
struct StructInfoNode;
using Expr = std::shared_ptr<const ExprNode>;
using StructInfo = std::shared_ptr<const StructInfoNode>;

struct AttrValue {
  enum class Kind : uint8_t {
    kNone,       ///< None
    kBool,       ///< True / False
    kInt,        ///< 3
    kFloat,      ///< 0.5
    kString,     ///< "NCHW"
    kList,       ///< [a, b] (is_tuple: (a, b))
    kDict,       ///< {"k": v} (keys are strings)
    kPrimExpr,   ///< T.int64(3), n + 1
    kExpr,       ///< a Relax expression (a variable, R.shape([..]), ...)
    kStructInfo, ///< a StructInfo annotation (R.Tensor(...))
    kDeviceMesh, ///< R.device_mesh((2, 2), I.Range(0, 4)) (a module global info)
    kRaw,        ///< anything else, kept as canonical source text (e.g. a lambda)
  };
  Kind kind = Kind::kNone;
  bool bool_value = false;
  int64_t int_value = 0;
  double float_value = 0;
  std::string str; ///< kString text, kRaw text
  bool is_tuple = false;
  std::vector<AttrValue> items;                           ///< kList
  std::vector<std::pair<std::string, AttrValue>> entries; ///< kDict, in source order
  PrimExpr prim;
  Expr expr;
  StructInfo sinfo;
  std::shared_ptr<const DeviceMesh> mesh; ///< kDeviceMesh

  // Declared here, defined after the class: AttrValue holds containers of itself, and a body or
  // an implicit constructor here makes clang (with libstdc++) instantiate
  // std::pair<std::string, AttrValue> while AttrValue is still incomplete.
  AttrValue();
  static AttrValue None();
  static AttrValue Bool(bool b);
  static AttrValue Int(int64_t i);
  static AttrValue Float(double f);
  static AttrValue String(std::string s);
  static AttrValue Raw(std::string s);
};

inline AttrValue::AttrValue() = default;
inline AttrValue AttrValue::None() { return {}; }
inline AttrValue AttrValue::Bool(bool b) {
  AttrValue v;
  v.kind = Kind::kBool;
  v.bool_value = b;
  return v;
}
inline AttrValue AttrValue::Int(int64_t i) {
  AttrValue v;
  v.kind = Kind::kInt;
  v.int_value = i;
  return v;
}
inline AttrValue AttrValue::Float(double f) {
  AttrValue v;
  v.kind = Kind::kFloat;
  v.float_value = f;
  return v;
}
inline AttrValue AttrValue::String(std::string s) {
  AttrValue v;
  v.kind = Kind::kString;
  v.str = std::move(s);
  return v;
}
inline AttrValue AttrValue::Raw(std::string s) {
  AttrValue v;
  v.kind = Kind::kRaw;
  v.str = std::move(s);
  return v;
}

/// Named attributes in a stable order (source order; the printer keeps it).
struct Attrs {
  std::vector<std::pair<std::string, AttrValue>> entries;

  const AttrValue* find(const std::string& key) const {
    for (const auto& [k, v] : entries)
      if (k == key) return &v;
    return nullptr;
  }
  /// Sets or replaces `key`.
  void set(const std::string& key, AttrValue v) {
    for (auto& [k, old] : entries)
      if (k == key) {
        old = std::move(v);
        return;
      }
    entries.emplace_back(key, std::move(v));
  }
  void erase(const std::string& key) {
    std::erase_if(entries, [&](const auto& e) { return e.first == key; });
  }
  bool empty() const { return entries.empty(); }
};

} // namespace rxv::sem
