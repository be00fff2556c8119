// The kernels of relax.add, subtract, multiply, maximum and minimum (binary.cpp's file comment
// gives the rules). The binary kernels are split by op group so that a build's cores share their
// instantiations (binary_kernel.h).
#include <cmath>
#include <type_traits>

#include "semantics/ops/binary_kernel.h"

namespace rxv::sem::binary {

Kernel arith_kernel(const std::string& name) {
  if (name == "add")
    return binary_kernel<false>([](auto x, auto y, bool&) {
      if constexpr (kFloatC<decltype(x)>)
        return x + y;
      else
        return wrap_add(x, y);
    });
  if (name == "subtract")
    return binary_kernel<false>([](auto x, auto y, bool&) {
      if constexpr (kFloatC<decltype(x)>)
        return x - y;
      else
        return wrap_sub(x, y);
    });
  if (name == "multiply")
    return binary_kernel<false>([](auto x, auto y, bool&) {
      if constexpr (kFloatC<decltype(x)>)
        return x * y;
      else
        return wrap_mul(x, y);
    });
  if (name == "maximum")
    return binary_kernel<false>([](auto x, auto y, bool&) {
      if constexpr (kFloatC<decltype(x)>)
        if (std::isnan(y)) return y;
      return x > y || x != x ? x : y; // x != x: a NaN x wins
    });
  if (name == "minimum")
    return binary_kernel<false>([](auto x, auto y, bool&) {
      if constexpr (kFloatC<decltype(x)>)
        if (std::isnan(y)) return y;
      return x < y || x != x ? x : y;
    });
  return {};
}

} // namespace rxv::sem::binary
