// The kernels of the comparisons (a bool result) and of relax.logical_and and logical_or (in the
// operands' dtype); binary.cpp's file comment gives the rules, binary_kernel.h says why the
// kernels are split by op group.
#include <cmath>
#include <type_traits>

#include "semantics/ops/binary_kernel.h"

namespace rxv::sem::binary {

Kernel compare_kernel(const std::string& name) {
  if (name == "equal") return binary_kernel<true>([](auto x, auto y, bool&) { return x == y; });
  if (name == "not_equal") return binary_kernel<true>([](auto x, auto y, bool&) { return x != y; });
  if (name == "less") return binary_kernel<true>([](auto x, auto y, bool&) { return x < y; });
  if (name == "less_equal")
    return binary_kernel<true>([](auto x, auto y, bool&) { return x <= y; });
  if (name == "greater") return binary_kernel<true>([](auto x, auto y, bool&) { return x > y; });
  if (name == "greater_equal")
    return binary_kernel<true>([](auto x, auto y, bool&) { return x >= y; });
  if (name == "logical_and")
    return binary_kernel<false>(
        [](auto x, auto y, bool&) { return decltype(x)(x != 0 && y != 0); });
  if (name == "logical_or")
    return binary_kernel<false>(
        [](auto x, auto y, bool&) { return decltype(x)(x != 0 || y != 0); });
  return {};
}

} // namespace rxv::sem::binary
