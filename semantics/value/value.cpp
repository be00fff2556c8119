#include "semantics/value/value.h"

namespace rxv::sem {

const char* Value::kind_name() const {
  static constexpr const char* kNames[] = {"Null",       "Tensor", "Tuple",    "Shape",
                                           "PrimValue",  "String", "DataType", "Closure",
                                           "PackedFunc", "Storage"};
  static_assert(std::variant_size_v<Variant> == std::size(kNames));
  return kNames[v_.index()];
}

std::string first_undefined_element(const Value& v) {
  if (const Tensor* t = v.as_tensor()) {
    int64_t e = t->first_undefined();
    return e < 0 ? "" : "element " + std::to_string(e);
  }
  if (const TupleValue* tup = v.as_tuple())
    for (size_t i = 0; i < tup->fields.size(); ++i)
      if (std::string s = first_undefined_element(tup->fields[i]); !s.empty())
        return "[" + std::to_string(i) + "] " + s;
  return "";
}

std::vector<Value> clone_tensors(const std::vector<Value>& args) {
  std::vector<Value> out;
  out.reserve(args.size());
  for (const auto& a : args) out.push_back(a.as_tensor() ? Value(a.as_tensor()->clone()) : a);
  return out;
}

} // namespace rxv::sem
