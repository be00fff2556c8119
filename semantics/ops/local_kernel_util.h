#pragma once
/// Small kernel-side helpers private to the creation and nn families (creation.cpp, nn.cpp,
/// nn_conv_pool.cpp): reading a call's attributes at run time, fetching tensor / PrimValue
/// arguments with a TypeError for the wrong kind, and converting elements between dtypes.
/// Written before the shared semantics/ops/kernel_helpers.h existed; fold into it once both
/// are on one branch.
#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "semantics/value/kernel.h"
#include "semantics/ir/expr.h"
#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"

namespace rxv::sem::local_kernel {

/// The attribute `name` when present and not None.
inline const AttrValue* find_attr(const CallNode& call, const char* name) {
  const AttrValue* v = call.attrs.find(name);
  return v && v->kind != AttrValue::Kind::kNone ? v : nullptr;
}

inline std::optional<int64_t> int_attr(const CallNode& call, const char* name) {
  const AttrValue* v = find_attr(call, name);
  return v ? attr_as_int(*v) : std::nullopt;
}

/// A list of ints (a single int reads as a list of one); `def` when absent or not ints.
inline std::vector<int64_t> int_list_attr(const CallNode& call, const char* name,
                                          std::vector<int64_t> def) {
  const AttrValue* v = find_attr(call, name);
  if (!v) return def;
  if (v->kind != AttrValue::Kind::kList) {
    if (auto i = attr_as_int(*v)) return {*i};
    return def;
  }
  std::vector<int64_t> out;
  for (const auto& item : v->items) {
    auto i = attr_as_int(item);
    if (!i) return def;
    out.push_back(*i);
  }
  return out;
}

inline bool bool_attr(const CallNode& call, const char* name, bool def) {
  const AttrValue* v = find_attr(call, name);
  if (!v) return def;
  if (v->kind == AttrValue::Kind::kBool) return v->bool_value;
  if (v->kind == AttrValue::Kind::kPrimExpr && is_int_imm(v->prim)) return v->prim->int_value != 0;
  return def;
}

inline double float_attr(const CallNode& call, const char* name, double def) {
  const AttrValue* v = find_attr(call, name);
  if (!v) return def;
  if (v->kind == AttrValue::Kind::kFloat) return v->float_value;
  if (auto i = attr_as_int(*v)) return double(*i);
  if (v->kind == AttrValue::Kind::kPrimExpr && v->prim && v->prim->kind == PrimKind::kFloatImm)
    return v->prim->float_value;
  return def;
}

inline std::string string_attr(const CallNode& call, const char* name, std::string def) {
  const AttrValue* v = find_attr(call, name);
  if (!v) return def;
  if (v->kind == AttrValue::Kind::kString) return v->str;
  if (const auto* s = v->kind == AttrValue::Kind::kExpr ? as<StringImmNode>(v->expr) : nullptr)
    return s->value;
  return def;
}

/// The dtype attribute; nullopt when absent, unreadable or void.
inline std::optional<DataType> dtype_attr(const CallNode& call, const char* name) {
  const AttrValue* v = find_attr(call, name);
  if (!v) return std::nullopt;
  std::optional<DataType> d;
  if (const auto* e = v->kind == AttrValue::Kind::kExpr ? as<DataTypeImmNode>(v->expr) : nullptr)
    d = e->value;
  else if (v->kind == AttrValue::Kind::kString && !v->str.empty())
    d = DataType::parse(v->str);
  if (d && d->is_void()) return std::nullopt;
  return d;
}

/// Argument `i` as a tensor, or a TypeError naming the op and the argument.
inline EvalOr<const Tensor*> tensor_arg(const std::vector<Value>& args, size_t i, const char* op,
                                        const char* what, KernelContext& ctx) {
  if (i < args.size())
    if (const Tensor* t = args[i].as_tensor()) return t;
  return ctx.error(EvalErrorKind::kTypeError,
                   fmt::format("{}: argument {} ({}) must be a tensor, got {}", op, i, what,
                               i < args.size() ? args[i].kind_name() : "nothing"));
}

/// Element `v` converted to storage type T of `dtype` by the one cast rule of all kernels
/// (kernel_helpers.h, cast_elem): float to integer truncates and saturates, NaN gives 0.
template <class T>
inline T from_double(double v, DataType dtype) {
  return cast_elem<T>(v, dtype.is_bool());
}

/// Integer `v` converted to storage type T of `dtype` (wrapping for narrower integers).
template <class T>
inline T from_int(int64_t v, DataType dtype) {
  if constexpr (std::is_same_v<T, Half>) {
    return float_to_half(float(v));
  } else if constexpr (std::is_floating_point_v<T>) {
    return T(v);
  } else {
    if (dtype.is_bool()) return T(v != 0);
    return T(v);
  }
}

/// True for the storage types of float dtypes.
template <class T>
inline constexpr bool kIsFloatStorage = std::is_same_v<T, Half> || std::is_floating_point_v<T>;

}  // namespace rxv::sem::local_kernel
