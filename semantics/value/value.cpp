#include "semantics/value/value.h"

namespace rxv::sem {

const char* Value::kind_name() const {
  static constexpr const char* kNames[] = {"Null",     "Tensor",    "Tuple",
                                           "Shape",    "PrimValue", "String",
                                           "DataType", "Closure",   "PackedFunc"};
  static_assert(std::variant_size_v<Variant> == std::size(kNames));
  return kNames[v_.index()];
}

std::vector<Value> clone_tensors(const std::vector<Value>& args) {
  std::vector<Value> out;
  out.reserve(args.size());
  for (const auto& a : args) out.push_back(a.as_tensor() ? Value(a.as_tensor()->clone()) : a);
  return out;
}

} // namespace rxv::sem
