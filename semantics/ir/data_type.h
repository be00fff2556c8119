#pragma once
/// DataType, as in TIR (spec 000, "Notes on DataType"): a type code, bits and lanes.
/// Relax uses lanes == 1 for Int/UInt/Float, and Void() = Handle(bits=0, lanes=0) for "unknown
/// dtype".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rxv::sem {

struct DataType {
  enum class Code : uint8_t { kInt, kUInt, kFloat, kBFloat, kHandle };
  Code code = Code::kHandle;
  uint16_t bits = 0;
  uint16_t lanes = 0;

  static DataType Int(int bits, int lanes = 1) {
    return {Code::kInt, uint16_t(bits), uint16_t(lanes)};
  }
  static DataType UInt(int bits, int lanes = 1) {
    return {Code::kUInt, uint16_t(bits), uint16_t(lanes)};
  }
  static DataType Float(int bits, int lanes = 1) {
    return {Code::kFloat, uint16_t(bits), uint16_t(lanes)};
  }
  static DataType Bool() { return UInt(1); }
  static DataType Void() { return {Code::kHandle, 0, 0}; }
  /// An opaque pointer (`T.handle` in TIR).
  static DataType Handle() { return {Code::kHandle, 64, 1}; }

  bool is_void() const { return code == Code::kHandle && bits == 0; }
  bool is_bool() const { return code == Code::kUInt && bits == 1; }
  bool is_int() const { return code == Code::kInt; }
  bool is_uint() const { return code == Code::kUInt; }
  bool is_float() const { return code == Code::kFloat || code == Code::kBFloat; }
  bool is_handle() const { return code == Code::kHandle && bits != 0; }
  /// Int or UInt, including bool.
  bool is_integral() const { return is_int() || is_uint(); }

  /// TVM spelling: "float32", "int64", "bool", "void", "handle", "float32x4".
  std::string str() const;
  /// Parses a TVM dtype string; nullopt when it is not one. Accepts any bit width (legality is
  /// WF-20's job).
  static std::optional<DataType> parse(std::string_view s);

  friend bool operator==(const DataType&, const DataType&) = default;
};

} // namespace rxv::sem
