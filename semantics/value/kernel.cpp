// The defaults of the kernel hook (kernel.h): work estimates, and a context without a step budget.
#include "semantics/value/kernel.h"

#include <algorithm>
#include <climits>

namespace rxv::sem {

int64_t saturating_product(std::initializer_list<int64_t> factors) {
  int64_t r = 1;
  for (int64_t f : factors)
    if (__builtin_mul_overflow(r, std::max<int64_t>(f, 0), &r)) return INT64_MAX;
  return r;
}

EvalStatus KernelContext::charge(int64_t) { return eval_ok(); }

} // namespace rxv::sem
