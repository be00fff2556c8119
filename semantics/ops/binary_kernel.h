#pragma once
/// The run-time kernels of the broadcasting binary ops (binary.cpp, whose file comment gives the
/// rules), shared by the files that instantiate them by op group (binary_arith.cpp,
/// binary_division.cpp, binary_compare.cpp, binary_bitwise.cpp): each op's kernel is one
/// binary_kernel instantiation per storage dtype, so one file of all of them was the slowest
/// compile of the build (bench/RESULTS.md, "Clean build on 2 cores").
#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <type_traits>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem::binary {

/// The kernel of relax.NAME from each group, or an empty Kernel when NAME is not one of its ops.
Kernel arith_kernel(const std::string& name);
Kernel division_kernel(const std::string& name);
Kernel compare_kernel(const std::string& name);
Kernel bitwise_kernel(const std::string& name);

/// The compute dtypes a kernel takes at run time (binary.cpp's file comment).
enum class Domain { kAny, kFloat, kIntOrBool, kInt };

inline bool in_domain(Domain d, DataType t) {
  switch (d) {
  case Domain::kAny: return true;
  case Domain::kFloat: return t.is_float();
  case Domain::kIntOrBool: return t.is_integral();
  case Domain::kInt: return t.is_integral() && !t.is_bool();
  }
  return false;
}

inline const char* domain_name(Domain d) {
  switch (d) {
  case Domain::kFloat: return "float";
  case Domain::kIntOrBool: return "integer or bool";
  default: return "integer";
  }
}

/// What a kernel's `fault` flag means: an integer zero divisor, or a shift amount out of range.
struct Fault {
  EvalErrorKind kind = EvalErrorKind::kDivisionByZero;
  const char* message = "integer division by zero";
};

/// The kernel of a broadcasting binary op. `f(x, y, fault)` maps two compute values of one type
/// (float16 arrives as float) to that type, or to bool for a comparison (kCompare); it sets
/// `fault` for an input it has no value for (see Fault). Compute dtypes outside `kDomain` are a
/// TypeError.
template <bool kCompare, Domain kDomain = Domain::kAny, class F>
Kernel binary_kernel(F f, Fault fault = {}) {
  return [f, fault](const CallNode& call, const std::vector<Value>& args,
                    KernelContext& ctx) -> EvalOr<Value> {
    auto a = elementwise_operand(call, args, 0, ctx);
    if (!a) return a.error();
    auto b = elementwise_operand(call, args, 1, ctx);
    if (!b) return b.error();
    DataType da = a->tensor.dtype, db = b->tensor.dtype;
    if (da != db && !da.is_bool() && !db.is_bool())
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{}: the operands' dtypes differ: {} and {}", op_name(call),
                                   da.str(), db.str()));
    DataType compute = da.is_bool() ? db : da;
    if (!in_domain(kDomain, compute))
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{} needs {} operands, got dtype {}", op_name(call),
                                   domain_name(kDomain), compute.str()));
    DataType out_dtype = kCompare ? DataType::Bool() : da;
    auto shape = broadcast_run_shapes(call, {a->tensor.shape, b->tensor.shape}, ctx);
    if (!shape) return shape.error();
    auto ta = cast_tensor(a->tensor, compute, ctx);
    if (!ta) return ta.error();
    auto tb = cast_tensor(b->tensor, compute, ctx);
    if (!tb) return tb.error();
    auto out = ctx.alloc(out_dtype, std::move(*shape));
    if (!out) return out.error();
    bool div_by_zero = false;
    dispatch_dtype(compute, [&](auto tag) {
      using T = decltype(tag);
      auto g = [&](auto x, auto y) { return f(x, y, div_by_zero); };
      constexpr bool kFloatT = is_float_storage_v<T>;
      if constexpr ((kDomain == Domain::kFloat && !kFloatT) ||
                    (kDomain != Domain::kFloat && kDomain != Domain::kAny && kFloatT)) {
        RXV_UNREACHABLE(); // in_domain rejected it
      } else if constexpr (kCompare) {
        map_binary<T, uint8_t>(*ta, *tb, *out, g);
      } else if (out_dtype.is_bool()) {
        map_binary<T, uint8_t>(*ta, *tb, *out,
                               [&](auto x, auto y) { return g(x, y) != decltype(x)(0); });
      } else {
        map_binary<T, T>(*ta, *tb, *out, g);
      }
    });
    if (div_by_zero)
      return ctx.error(fault.kind, fmt::format("{}: {}", op_name(call), fault.message));
    if (a->is_prim && b->is_prim) return Value(tensor_to_prim(*out));
    return Value(*out);
  };
}

/// Truncating integer division; the minimum over -1 wraps. `y` is nonzero.
template <class C> C trunc_div(C x, C y) {
  if constexpr (std::is_signed_v<C>)
    if (y == C(-1)) return wrap_neg(x);
  return C(x / y);
}

template <class C> C int_power(C x, C y, bool& div_by_zero) {
  if constexpr (std::is_signed_v<C>) {
    if (y < 0) {
      if (x == 0) div_by_zero = true;
      if (x == 1) return C(1);
      if (x == C(-1)) return (y & 1) ? C(-1) : C(1);
      return C(0);
    }
  }
  // Exponentiation by squaring; at most 64 rounds.
  C result = 1, base = x;
  for (wrap_t<C> e = wrap_t<C>(y); e != 0; e >>= 1) {
    if (e & 1) result = wrap_mul(result, base);
    base = wrap_mul(base, base);
  }
  return result;
}

} // namespace rxv::sem::binary
