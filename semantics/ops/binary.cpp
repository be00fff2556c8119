// Elementwise binary operators with numpy broadcasting (relax.add ... relax.logical_or) and the
// ternary relax.where. StructInfo rule (structinfo-and-semantics.md, "Operator StructInfo rules
// worth knowing"; TVM's InferStructInfoBroadcast): each operand is a tensor or a PrimValue (a
// scalar); two PrimValues give a PrimValue. Shapes align from the right; per pair of dims a dim
// provably 1 takes the other, provably equal dims are kept, a pair that provably differs with
// neither side 1 is an error, and anything undecided gives a tensor of known ndim and unknown
// shape (no warning: the result only loses precision). Operand dtypes must agree, except that
// bool mixes with anything and the result takes the lhs dtype (TVM's quirk: bool + float32 is
// bool); an unknown dtype gives an unknown result dtype. Comparisons give bool.
//
// Deviations from TVM (collected into docs/spec-deviations.md):
// - Comparisons check operand dtypes like the arithmetic ops (the spec's rule); TVM accepts any
//   two dtypes there.
// - A PrimValue operand broadcasts as a 0-d tensor; recent TVM treats it as shape (1,), which
//   makes R.add(prim, 0-d tensor) 1-d.
// - Broadcast pairs are decided by the Arith, not by literals alone: `n + 2` vs `n + 3` is an
//   error (TVM: unknown shape) and a dim provably equal to 1 broadcasts like a literal 1.
//
// Kernels (kernel_helpers.h for the shared element rules): operands broadcast numpy-style at run
// time (ShapeMismatch otherwise); a PrimValue is a 0-d tensor and two PrimValues give a
// PrimValue. With a bool operand beside another dtype the bool is cast to that dtype, the
// arithmetic runs there and the result is cast to the lhs dtype (nonzero is true for bool).
// Integers wrap. Integer divide truncates toward zero (TVM's relax.divide lowers to topi.divide,
// i.e. tir.Div, which is C division on integers), floor_divide and floor_mod floor (the modulo
// takes the divisor's sign), an integer zero divisor is a DivisionByZero, and the minimum
// divided by -1 wraps to the minimum. Float divide, floor_divide (floor(x / y)) and floor_mod
// (x - floor(x / y) * y, TVM's floormod) follow IEEE. Integer power is repeated wrapping
// multiplication; a negative exponent gives trunc(1 / x^-y) (1 for x = 1, +-1 for x = -1, else 0)
// and 0 to a negative power is a DivisionByZero. maximum and minimum propagate NaN (numpy).
// where's condition must be a bool tensor and its values tensors of one dtype.
//
// The ops whose TIR takes only some dtypes (TVM's inference checks none of them; its TIR
// rejects the rest when the op is legalized) give a TypeError at run time on the others, judged
// on the compute dtype: bitwise_and/or/xor and logical_xor integers or bool, left_shift and
// right_shift integers, atan2 and log_add_exp floats. mod is TOPI's truncmod (the remainder takes
// the dividend's sign; fmod on floats), unlike floor_mod. Shifts: left_shift wraps, right_shift
// is arithmetic on signed and logical on unsigned dtypes; an amount outside [0, bits) is an
// EvalError (LLVM's shl/ashr give poison there, TVM checks only literal amounts).
// logical_xor is TOPI's a ^ b: logical xor on bool, bitwise xor on integers (docs/tvm-findings.md:
// numpy and torch give nonzero-xor). log_add_exp is TIR's logaddexp, log(exp(a) + exp(b)) as
// written (no max shift: it overflows to inf where numpy's logaddexp does not).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

/// The dtype of an arithmetic result from the operands' dtypes (see the file comment).
DataType arith_dtype(const CallNode& call, DataType a, DataType b, OpInferContext& ctx) {
  if (a.is_void() || b.is_void()) return DataType::Void();
  if (a != b && !a.is_bool() && !b.is_bool())
    ctx.error(
        fmt::format("{}: the operands' dtypes differ: {} and {}", op_name(call), a.str(), b.str()));
  return a;
}

/// The dims of a broadcast operand: a tensor's known dims, () for a PrimValue, null if unknown.
const std::vector<PrimExpr>* operand_dims(const StructInfo& s) {
  static const std::vector<PrimExpr> kScalar;
  if (const auto* t = as<TensorSInfo>(s)) return tensor_dims(*t);
  return &kScalar;
}

int operand_ndim(const StructInfo& s) {
  const auto* t = as<TensorSInfo>(s);
  return t ? t->ndim : 0;
}

std::optional<std::string> operand_vdevice(const StructInfo& s) {
  const auto* t = as<TensorSInfo>(s);
  return t ? t->vdevice : std::nullopt;
}

/// The result tensor of broadcasting `operands` (tensors or PrimValues, at least one tensor).
StructInfo broadcast_result(const CallNode& call, const std::vector<StructInfo>& operands,
                            DataType dtype, std::optional<std::string> vdevice,
                            OpInferContext& ctx) {
  int ndim = 0;
  for (const auto& s : operands) {
    if (operand_ndim(s) < 0) return tensor_of_ndim(dtype, -1, vdevice);
    ndim = std::max(ndim, operand_ndim(s));
  }
  std::vector<PrimExpr> dims;
  bool known = true;
  for (size_t i = 0; i < operands.size() && known; ++i) {
    const std::vector<PrimExpr>* d = operand_dims(operands[i]);
    if (!d) {
      known = false;
    } else if (i == 0) {
      dims = *d;
    } else {
      Broadcast b = broadcast_shapes(dims, *d, ctx.arith());
      if (b.status == Broadcast::Status::kError) {
        ctx.error(fmt::format("{}: {}", op_name(call), b.message));
        return tensor_of_ndim(dtype, ndim, vdevice);
      }
      known = b.status == Broadcast::Status::kOk;
      dims = std::move(b.dims);
    }
  }
  if (known) return tensor_of_dims(std::move(dims), dtype, vdevice);
  return tensor_of_shared_shape(operands, dtype, ndim, std::move(vdevice));
}

StructInfo infer_broadcast(const CallNode& call, const std::vector<StructInfo>& args,
                           OpInferContext& ctx, bool comparison) {
  static const char* const kSides[] = {"lhs", "rhs"};
  bool ok = true;
  for (size_t i = 0; i < 2; ++i) {
    if (as<TensorSInfo>(args[i]) || as<PrimSInfo>(args[i])) continue;
    ctx.error(fmt::format("{}: argument {} ({}) must be a tensor or a PrimValue, got {}",
                          op_name(call), i, kSides[i], describe(args[i])));
    ok = false;
  }
  if (!ok) return make_object_sinfo();
  DataType dtype = arith_dtype(call, *element_dtype(args[0]), *element_dtype(args[1]), ctx);
  if (comparison) dtype = DataType::Bool();
  if (!as<TensorSInfo>(args[0]) && !as<TensorSInfo>(args[1])) return make_prim_sinfo(dtype);
  auto vdevice = merge_vdevice(call, operand_vdevice(args[0]), operand_vdevice(args[1]), ctx);
  return broadcast_result(call, {args[0], args[1]}, dtype, std::move(vdevice), ctx);
}

/// where(cond, x1, x2): x1 where cond is true, else x2; the three broadcast together.
StructInfo infer_where(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx) {
  const TensorSInfo* cond = expect_tensor(call, args, 0, "condition", ctx);
  const TensorSInfo* x1 = expect_tensor(call, args, 1, "x1", ctx);
  const TensorSInfo* x2 = expect_tensor(call, args, 2, "x2", ctx);
  if (!cond || !x1 || !x2) return make_object_sinfo();
  if (!cond->dtype.is_void() && !cond->dtype.is_bool())
    ctx.error(fmt::format("relax.where: the condition must be a bool tensor, got dtype {}",
                          cond->dtype.str()));
  // TVM's rule for where: the values' dtypes must be equal, without the bool exception.
  DataType dtype = x1->dtype.is_void() || x2->dtype.is_void() ? DataType::Void() : x1->dtype;
  if (!dtype.is_void() && x1->dtype != x2->dtype)
    ctx.error(fmt::format("relax.where: x1 and x2 have different dtypes: {} and {}",
                          x1->dtype.str(), x2->dtype.str()));
  auto vdevice =
      merge_vdevice(call, merge_vdevice(call, cond->vdevice, x1->vdevice, ctx), x2->vdevice, ctx);
  return broadcast_result(call, args, dtype, std::move(vdevice), ctx);
}

/// The compute dtypes a kernel takes at run time (see the file comment).
enum class Domain { kAny, kFloat, kIntOrBool, kInt };

bool in_domain(Domain d, DataType t) {
  switch (d) {
  case Domain::kAny: return true;
  case Domain::kFloat: return t.is_float();
  case Domain::kIntOrBool: return t.is_integral();
  case Domain::kInt: return t.is_integral() && !t.is_bool();
  }
  return false;
}

const char* domain_name(Domain d) {
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

template <class C> constexpr bool kFloatC = std::is_floating_point_v<C>;

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

Kernel binary_kernel_for(const std::string& name) {
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
  if (name == "atan2")
    return binary_kernel<false, Domain::kFloat>(
        [](auto x, auto y, bool&) { return decltype(x)(std::atan2(x, y)); });
  if (name == "log_add_exp")
    return binary_kernel<false, Domain::kFloat>([](auto x, auto y, bool&) {
      return decltype(x)(std::log(std::exp(x) + std::exp(y))); // TIR's logaddexp, unshifted
    });
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
  if (name == "power")
    return binary_kernel<false>([](auto x, auto y, bool& div_by_zero) {
      using C = decltype(x);
      if constexpr (kFloatC<C>)
        return C(std::pow(x, y));
      else
        return int_power(x, y, div_by_zero);
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
  RXV_UNREACHABLE() << "no kernel for relax." << name;
  return {};
}

EvalOr<Value> where_kernel(const CallNode& call, const std::vector<Value>& args,
                           KernelContext& ctx) {
  std::vector<Tensor> t;
  for (size_t i = 0; i < 3; ++i) {
    auto x = tensor_arg(call, args, i, ctx);
    if (!x) return x.error();
    t.push_back(**x);
  }
  if (!t[0].dtype.is_bool())
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.where: the condition must be a bool tensor, got dtype {}",
                                 t[0].dtype.str()));
  if (t[1].dtype != t[2].dtype)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("relax.where: x1 and x2 have different dtypes: {} and {}",
                                 t[1].dtype.str(), t[2].dtype.str()));
  auto shape = broadcast_run_shapes(call, {t[0].shape, t[1].shape, t[2].shape}, ctx);
  if (!shape) return shape.error();
  auto out = ctx.alloc(t[1].dtype, std::move(*shape));
  if (!out) return out.error();
  dispatch_dtype(t[1].dtype, [&](auto tag) {
    using T = decltype(tag);
    // Bits are copied as stored (no float16 round trip): select on the storage values.
    const uint8_t* pc = t[0].ptr<uint8_t>();
    const T* p1 = t[1].ptr<T>();
    const T* p2 = t[2].ptr<T>();
    T* po = out->ptr<T>();
    std::array<std::vector<int64_t>, 3> strides = {broadcast_strides(t[0].shape, out->shape),
                                                   broadcast_strides(t[1].shape, out->shape),
                                                   broadcast_strides(t[2].shape, out->shape)};
    for_each_row<3>(out->shape, strides,
                    [&](int64_t o, const std::array<int64_t, 3>& off, int64_t n,
                        const std::array<int64_t, 3>& st) {
                      for (int64_t i = 0; i < n; ++i)
                        po[o + i] = pc[off[0] + i * st[0]] ? p1[off[1] + i * st[1]]
                                                           : p2[off[2] + i * st[2]];
                    });
  });
  return Value(*out);
}

struct BinarySpec {
  const char* name;
  bool comparison;
  const char* doc;
  bool integer_division = false; ///< an integer zero divisor (argument 1) errors
  /// The Python parameter list; null for the ops whose line is in op_signature.cpp's table.
  const char* signature = nullptr;
};

constexpr BinarySpec kBinaryOps[] = {
    {"add", false, "x + y elementwise with broadcasting; integers wrap"},
    {"subtract", false, "x - y elementwise with broadcasting; integers wrap"},
    {"multiply", false, "x * y elementwise with broadcasting; integers wrap"},
    {"divide", false,
     "x / y elementwise with broadcasting; integers truncate, an integer zero divisor errors",
     true},
    {"floor_divide", false,
     "floor(x / y) elementwise with broadcasting; an integer zero divisor errors", true},
    {"floor_mod", false,
     "x - floor(x / y) * y elementwise with broadcasting; an integer zero divisor errors", true},
    {"power", false, "x ** y elementwise with broadcasting"},
    {"maximum", false, "max(x, y) elementwise with broadcasting"},
    {"minimum", false, "min(x, y) elementwise with broadcasting"},
    {"equal", true, "x == y elementwise with broadcasting; bool result"},
    {"not_equal", true, "x != y elementwise with broadcasting; bool result"},
    {"less", true, "x < y elementwise with broadcasting; bool result"},
    {"less_equal", true, "x <= y elementwise with broadcasting; bool result"},
    {"greater", true, "x > y elementwise with broadcasting; bool result"},
    {"greater_equal", true, "x >= y elementwise with broadcasting; bool result"},
    {"logical_and", false,
     "x && y elementwise with broadcasting (nonzero is true), in the operands' dtype"},
    {"logical_or", false,
     "x || y elementwise with broadcasting (nonzero is true), in the operands' dtype"},
    {"logical_xor", false,
     "x ^ y elementwise with broadcasting (TOPI: bitwise on integers); a float errors", false,
     "x1, x2"},
    {"mod", false,
     "truncated remainder (sign of x) elementwise with broadcasting, fmod on floats; an integer "
     "zero divisor errors",
     true, "x1, x2"},
    {"atan2", false, "atan2(x, y) elementwise with broadcasting; needs floats", false, "x1, x2"},
    {"log_add_exp", false, "log(exp(x) + exp(y)) elementwise with broadcasting; needs floats",
     false, "x1, x2"},
    {"bitwise_and", false, "x & y elementwise with broadcasting; integers or bool", false,
     "x1, x2"},
    {"bitwise_or", false, "x | y elementwise with broadcasting; integers or bool", false, "x1, x2"},
    {"bitwise_xor", false, "x ^ y elementwise with broadcasting; integers or bool", false,
     "x1, x2"},
    {"left_shift", false,
     "x << y elementwise with broadcasting, wrapping; integers, y in [0, bits) else an error",
     false, "x1, x2"},
    {"right_shift", false,
     "x >> y elementwise with broadcasting (arithmetic on signed); integers, y in [0, bits) "
     "else an error",
     false, "x1, x2"},
};

} // namespace

void register_binary_ops(OpTable& table) {
  for (const BinarySpec& spec : kBinaryOps) {
    bool comparison = spec.comparison;
    table.add(OpBuilder("binary", std::string("relax.") + spec.name)
                  .args(2)
                  .infer([comparison](const CallNode& call, const std::vector<StructInfo>& args,
                                      OpInferContext& ctx) {
                    return infer_broadcast(call, args, ctx, comparison);
                  })
                  .kernel(binary_kernel_for(spec.name))
                  .doc(spec.doc)
                  .divisor_arg(spec.integer_division ? 1 : -1)
                  .signature(spec.signature ? spec.signature : ""));
  }
  table.add(OpBuilder("binary", "relax.where")
                .args(3)
                .infer(infer_where)
                .kernel(where_kernel)
                .doc("where(cond, x1, x2): x1 where cond is true, else x2; all three broadcast"));
}

} // namespace rxv::sem
