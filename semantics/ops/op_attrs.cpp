#include "semantics/ops/op_attrs.h"

#include <fmt/format.h>

#include "semantics/ops/op_helpers.h"
#include "semantics/script/printer.h"

namespace rxv::sem {

namespace {

bool is_dim(const AttrValue& v) {
  if (decode_attr<int64_t>(v)) return true;
  return v.kind == AttrValue::Kind::kPrimExpr && v.prim && v.prim->dtype.is_integral() &&
         !v.prim->dtype.is_bool();
}

} // namespace

template <> std::optional<bool> decode_attr<bool>(const AttrValue& v) {
  if (v.kind == AttrValue::Kind::kBool) return v.bool_value;
  if (v.kind == AttrValue::Kind::kPrimExpr && is_int_imm(v.prim) && v.prim->dtype.is_bool())
    return v.prim->int_value != 0;
  // Python's 0 and 1 are bools to TVM's FFI (`exclusive=0` in TVM's own printed modules).
  if (v.kind == AttrValue::Kind::kInt && (v.int_value == 0 || v.int_value == 1))
    return v.int_value == 1;
  return std::nullopt;
}

template <> std::optional<int64_t> decode_attr<int64_t>(const AttrValue& v) {
  if (v.kind == AttrValue::Kind::kInt) return v.int_value;
  if (v.kind == AttrValue::Kind::kPrimExpr && is_int_imm(v.prim) && !v.prim->dtype.is_bool())
    return v.prim->int_value;
  return std::nullopt;
}

template <> std::optional<double> decode_attr<double>(const AttrValue& v) {
  if (v.kind == AttrValue::Kind::kFloat) return v.float_value;
  if (auto i = decode_attr<int64_t>(v)) return double(*i);
  if (v.kind == AttrValue::Kind::kPrimExpr && v.prim && v.prim->kind == PrimKind::kFloatImm)
    return v.prim->float_value;
  return std::nullopt;
}

template <> std::optional<std::string> decode_attr<std::string>(const AttrValue& v) {
  if (v.kind == AttrValue::Kind::kString) return v.str;
  if (const auto* s = v.kind == AttrValue::Kind::kExpr ? as<StringImmNode>(v.expr) : nullptr)
    return s->value;
  return std::nullopt;
}

template <> std::optional<DataType> decode_attr<DataType>(const AttrValue& v) {
  if (const auto* d = v.kind == AttrValue::Kind::kExpr ? as<DataTypeImmNode>(v.expr) : nullptr)
    return d->value;
  auto s = decode_attr<std::string>(v);
  if (!s) return std::nullopt;
  if (s->empty()) return DataType::Void();
  return DataType::parse(*s);
}

template <>
std::optional<std::vector<int64_t>> decode_attr<std::vector<int64_t>>(const AttrValue& v) {
  if (v.kind != AttrValue::Kind::kList) {
    if (auto i = decode_attr<int64_t>(v)) return std::vector<int64_t>{*i};
    return std::nullopt;
  }
  std::vector<int64_t> out;
  out.reserve(v.items.size());
  for (const auto& item : v.items) {
    auto i = decode_attr<int64_t>(item);
    if (!i) return std::nullopt;
    out.push_back(*i);
  }
  return out;
}

template <>
std::optional<std::vector<PrimExpr>> decode_attr<std::vector<PrimExpr>>(const AttrValue& v) {
  if (v.kind != AttrValue::Kind::kList) return std::nullopt;
  std::vector<PrimExpr> out;
  out.reserve(v.items.size());
  for (const auto& item : v.items) {
    if (!is_dim(item)) return std::nullopt;
    if (auto i = decode_attr<int64_t>(item))
      out.push_back(make_int(*i));
    else
      out.push_back(item.prim);
  }
  return out;
}

template <> const char* attr_type_name_of<bool>() { return attr_type_name(AttrType::kBool); }
template <> const char* attr_type_name_of<int64_t>() { return attr_type_name(AttrType::kInt); }
template <> const char* attr_type_name_of<double>() { return attr_type_name(AttrType::kFloat); }
template <> const char* attr_type_name_of<std::string>() {
  return attr_type_name(AttrType::kString);
}
template <> const char* attr_type_name_of<DataType>() { return attr_type_name(AttrType::kDType); }
template <> const char* attr_type_name_of<std::vector<int64_t>>() {
  return attr_type_name(AttrType::kIntList);
}
template <> const char* attr_type_name_of<std::vector<PrimExpr>>() {
  return attr_type_name(AttrType::kPrimExprList);
}

namespace attr_detail {

AttrError wrong_type(const CallNode& call, const std::string& name, const char* type, bool or_none,
                     const AttrValue& v) {
  return {op_name(call), fmt::format("attribute '{}' must be {}{}, got {}", name, type,
                                     or_none ? " or None" : "", describe_attr(v))};
}

AttrError missing(const CallNode& call, const std::string& name) {
  return {op_name(call), fmt::format("missing attribute '{}'", name)};
}

} // namespace attr_detail

bool attr_has_type(const AttrValue& v, AttrType type) {
  bool none = v.kind == AttrValue::Kind::kNone;
  switch (type) {
  case AttrType::kBool: return decode_attr<bool>(v).has_value();
  case AttrType::kInt: return decode_attr<int64_t>(v).has_value();
  case AttrType::kFloat: return decode_attr<double>(v).has_value();
  case AttrType::kString: return decode_attr<std::string>(v).has_value();
  case AttrType::kDType: return decode_attr<DataType>(v).has_value();
  case AttrType::kIntList: return decode_attr<std::vector<int64_t>>(v).has_value();
  case AttrType::kOptionalBool: return none || decode_attr<bool>(v).has_value();
  case AttrType::kOptionalInt: return none || decode_attr<int64_t>(v).has_value();
  case AttrType::kOptionalIntList: return none || decode_attr<std::vector<int64_t>>(v).has_value();
  case AttrType::kPrimExprList: return decode_attr<std::vector<PrimExpr>>(v).has_value();
  case AttrType::kAny: return true;
  }
  return false;
}

const char* attr_type_name(AttrType type) {
  switch (type) {
  case AttrType::kBool: return "a bool";
  case AttrType::kInt: return "an int";
  case AttrType::kFloat: return "a number";
  case AttrType::kString: return "a string";
  case AttrType::kDType: return "a dtype string";
  case AttrType::kIntList: return "a list of ints";
  case AttrType::kOptionalBool: return "a bool or None";
  case AttrType::kOptionalInt: return "an int or None";
  case AttrType::kOptionalIntList: return "a list of ints or None";
  case AttrType::kPrimExprList: return "a list of dimensions";
  case AttrType::kAny: return "any value";
  }
  return "?";
}

std::string describe_attr(const AttrValue& v) {
  switch (v.kind) {
  case AttrValue::Kind::kNone: return "None";
  case AttrValue::Kind::kBool: return v.bool_value ? "True" : "False";
  case AttrValue::Kind::kInt: return std::to_string(v.int_value);
  case AttrValue::Kind::kFloat: return fmt::format("{}", v.float_value);
  case AttrValue::Kind::kString: return fmt::format("\"{}\"", v.str);
  case AttrValue::Kind::kList: {
    std::string out = v.is_tuple ? "(" : "[";
    for (size_t i = 0; i < v.items.size(); ++i) {
      if (i) out += ", ";
      out += describe_attr(v.items[i]);
    }
    if (v.is_tuple && v.items.size() == 1) out += ",";
    return out + (v.is_tuple ? ")" : "]");
  }
  case AttrValue::Kind::kDict: return "a dict";
  case AttrValue::Kind::kPrimExpr: return v.prim ? print_prim_expr(v.prim) : "None";
  case AttrValue::Kind::kExpr: return v.expr ? print_expr(v.expr) : "None";
  case AttrValue::Kind::kStructInfo: return describe(v.sinfo);
  case AttrValue::Kind::kDeviceMesh: return "an R.device_mesh";
  case AttrValue::Kind::kRaw: return v.str;
  }
  return "?";
}

} // namespace rxv::sem
