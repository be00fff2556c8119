#include "semantics/ir/data_type.h"

#include <charconv>

namespace rxv::sem {

std::string DataType::str() const {
  if (is_void()) return "void";
  if (is_bool() && lanes == 1) return "bool";
  std::string base;
  switch (code) {
  case Code::kInt: base = "int"; break;
  case Code::kUInt: base = "uint"; break;
  case Code::kFloat: base = "float"; break;
  case Code::kBFloat: base = "bfloat"; break;
  case Code::kHandle:
    base = "handle";
    return lanes == 1 ? base : base + "x" + std::to_string(lanes);
  }
  if (is_bool())
    base = "bool";
  else
    base += std::to_string(bits);
  if (lanes != 1) base += "x" + std::to_string(lanes);
  return base;
}

static std::optional<int> parse_uint(std::string_view s) {
  if (s.empty() || s.size() > 5) return std::nullopt;
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v > 65535) return std::nullopt;
  return v;
}

std::optional<DataType> DataType::parse(std::string_view s) {
  int lanes = 1;
  if (auto x = s.find('x'); x != std::string_view::npos) {
    auto l = parse_uint(s.substr(x + 1));
    if (!l) return std::nullopt;
    lanes = *l;
    s = s.substr(0, x);
  }
  if (s == "void") return lanes == 1 ? std::optional(Void()) : std::nullopt;
  if (s == "handle") return DataType{Code::kHandle, 64, uint16_t(lanes)};
  if (s == "bool") return UInt(1, lanes);
  struct Prefix {
    std::string_view name;
    Code code;
  };
  // Longest prefixes first: "uint" before "int", "bfloat" before "float".
  static constexpr Prefix kPrefixes[] = {{"uint", Code::kUInt},
                                         {"int", Code::kInt},
                                         {"bfloat", Code::kBFloat},
                                         {"float", Code::kFloat}};
  for (const auto& p : kPrefixes) {
    if (s.substr(0, p.name.size()) != p.name) continue;
    auto bits = parse_uint(s.substr(p.name.size()));
    if (!bits) return std::nullopt;
    return DataType{p.code, uint16_t(*bits), uint16_t(lanes)};
  }
  return std::nullopt;
}

} // namespace rxv::sem
