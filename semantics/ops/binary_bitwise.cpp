// The kernels of the ops defined on some dtypes only: bitwise_and/or/xor, logical_xor and the
// shifts on integers (and bool), atan2 and log_add_exp on floats (binary.cpp's file comment gives
// the rules; binary_kernel.h says why the kernels are split by op group).
#include <cmath>
#include <type_traits>

#include "semantics/ops/binary_kernel.h"

namespace rxv::sem::binary {

Kernel bitwise_kernel(const std::string& name) {
  if (name == "bitwise_and")
    return binary_kernel<false, Domain::kIntOrBool>(
        [](auto x, auto y, bool&) { return decltype(x)(x & y); });
  if (name == "bitwise_or")
    return binary_kernel<false, Domain::kIntOrBool>(
        [](auto x, auto y, bool&) { return decltype(x)(x | y); });
  if (name == "bitwise_xor" || name == "logical_xor")
    return binary_kernel<false, Domain::kIntOrBool>(
        [](auto x, auto y, bool&) { return decltype(x)(x ^ y); });
  if (name == "left_shift" || name == "right_shift") {
    bool left = name == "left_shift";
    return binary_kernel<false, Domain::kInt>(
        [left](auto x, auto y, bool& out_of_range) {
          using C = decltype(x);
          constexpr int kBits = int(sizeof(C) * 8);
          bool negative = false;
          if constexpr (std::is_signed_v<C>) negative = y < 0;
          if (negative || y >= C(kBits)) return out_of_range = true, C(0);
          if (left) return C(wrap_t<C>(x) << int(y));
          return C(x >> int(y)); // arithmetic on signed C (C++20), logical on unsigned
        },
        Fault{EvalErrorKind::kOther, "shift amount outside [0, bits of the dtype)"});
  }
  if (name == "atan2")
    return binary_kernel<false, Domain::kFloat>(
        [](auto x, auto y, bool&) { return decltype(x)(std::atan2(x, y)); });
  if (name == "log_add_exp")
    return binary_kernel<false, Domain::kFloat>([](auto x, auto y, bool&) {
      return decltype(x)(std::log(std::exp(x) + std::exp(y))); // TIR's logaddexp, unshifted
    });
  return {};
}

} // namespace rxv::sem::binary
