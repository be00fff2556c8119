// The kernels of relax.divide, floor_divide, floor_mod, mod and power: an integer zero divisor (or
// 0 to a negative power) is an error (binary.cpp's file comment gives the rules; binary_kernel.h
// says why the kernels are split by op group).
#include <cmath>
#include <type_traits>

#include "semantics/ops/binary_kernel.h"

namespace rxv::sem::binary {

Kernel division_kernel(const std::string& name) {
  if (name == "divide")
    return binary_kernel<false>([](auto x, auto y, bool& div_by_zero) {
      using C = decltype(x);
      if constexpr (kFloatC<C>) {
        return x / y;
      } else {
        if (y == 0) return div_by_zero = true, C(0);
        return trunc_div(x, y);
      }
    });
  if (name == "floor_divide")
    return binary_kernel<false>([](auto x, auto y, bool& div_by_zero) {
      using C = decltype(x);
      if constexpr (kFloatC<C>) {
        return C(std::floor(x / y));
      } else {
        if (y == 0) return div_by_zero = true, C(0);
        C q = trunc_div(x, y);
        if constexpr (std::is_signed_v<C>)
          if (y != C(-1) && x % y != 0 && ((x < 0) != (y < 0))) q = C(q - 1);
        return q;
      }
    });
  if (name == "floor_mod")
    return binary_kernel<false>([](auto x, auto y, bool& div_by_zero) {
      using C = decltype(x);
      if constexpr (kFloatC<C>) {
        return C(x - std::floor(x / y) * y);
      } else {
        if (y == 0) return div_by_zero = true, C(0);
        if constexpr (std::is_signed_v<C>)
          if (y == C(-1)) return C(0);
        C r = C(x % y);
        if constexpr (std::is_signed_v<C>)
          if (r != 0 && ((r < 0) != (y < 0))) r = C(r + y);
        return r;
      }
    });
  if (name == "mod")
    return binary_kernel<false>([](auto x, auto y, bool& div_by_zero) {
      using C = decltype(x);
      if constexpr (kFloatC<C>) {
        return C(std::fmod(x, y));
      } else {
        if (y == 0) return div_by_zero = true, C(0);
        if constexpr (std::is_signed_v<C>)
          if (y == C(-1)) return C(0); // the minimum % -1 overflows in C
        return C(x % y);
      }
    });
  if (name == "power")
    return binary_kernel<false>([](auto x, auto y, bool& div_by_zero) {
      using C = decltype(x);
      if constexpr (kFloatC<C>)
        return C(std::pow(x, y));
      else
        return int_power(x, y, div_by_zero);
    });
  return {};
}

} // namespace rxv::sem::binary
