#include "fuzz/values.h"

#include <fmt/format.h>

namespace rxv::fuzz {

using namespace sem;

RandomInputOptions fuzz_input_options(uint64_t seed) {
  RandomInputOptions o;
  o.seed = seed;
  o.min_dim = seed % 4 == 0 ? 1 : 0;
  o.max_dim = 4;
  o.int_range = 3;
  o.float_range = 2.0;
  o.float_step = 0.25;
  o.max_elements = 4096;
  return o;
}

std::optional<std::vector<Value>> make_inputs(const FunctionNode& fn, uint64_t seed,
                                              Assignment* shape_values) {
  auto args = random_inputs(fn, fuzz_input_options(seed), shape_values);
  if (!args) return std::nullopt;
  return std::move(*args);
}

std::string dump_value(const Value& v) {
  if (const auto* t = v.as_tensor()) {
    std::string out = "Tensor(" + t->dtype.str() + ", [";
    for (size_t i = 0; i < t->shape.size(); ++i)
      out += (i ? ", " : "") + std::to_string(t->shape[i]);
    out += "]) =";
    for (int64_t i = 0; i < t->num_elements() && i < 4096; ++i)
      out += " " + (t->dtype.is_float() ? fmt::format("{}", t->get_float(i))
                                        : std::to_string(t->get_int(i)));
    return out;
  }
  if (const auto* tu = v.as_tuple()) {
    std::string out = "Tuple(";
    for (size_t i = 0; i < tu->fields.size(); ++i)
      out += (i ? ", " : "") + dump_value(tu->fields[i]);
    return out + ")";
  }
  if (const auto* s = v.as_shape()) {
    std::string out = "Shape(";
    for (size_t i = 0; i < s->dims.size(); ++i) out += (i ? ", " : "") + std::to_string(s->dims[i]);
    return out + ")";
  }
  if (const auto* p = v.as_prim())
    return "PrimValue(" + p->dtype.str() + ", " +
           (p->is_float() ? fmt::format("{}", p->f) : std::to_string(p->i)) + ")";
  return v.kind_name();
}

} // namespace rxv::fuzz
