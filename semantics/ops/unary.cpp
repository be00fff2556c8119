// Elementwise unary operators (relax.abs ... relax.clip): one tensor in, one tensor of the same
// shape out. TVM's rule (src/relax/op/tensor/unary.cc): the argument must be a tensor; the
// transcendental ops require a float dtype when the dtype is known; isnan/isinf/isfinite give
// bool; every other op keeps the input's dtype (logical_not included, as in TVM). bitwise_not's
// rule accepts any dtype (TVM checks nothing there); its TIR (~x) takes integers and bool only,
// so a float is a TypeError at run time. The shape, ndim and vdevice of the input carry over
// unchanged, whether known or not.
//
// Kernels (kernel_helpers.h for the shared element rules): integers wrap (abs and negative of the
// minimum give the minimum); the float-only ops give a TypeError on a non-float tensor at run
// time; round is half to even (numpy's rint, TVM's nearbyint); floor, ceil and round are the
// identity on integers, as is trunc (toward zero, keeping -0 and NaN on floats); sign keeps NaN
// and signed zeros; isnan/isinf are false and isfinite true on integers (TIR's isfinite is
// !isinf && !isnan); bitwise_not is ~x on integers and logical not on bool;
// a bool result of arithmetic is normalized (nonzero is true); clip propagates NaN in x and
// ignores a NaN bound.
#include <fmt/format.h>

#include <cmath>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

/// What the op does to the dtype.
enum class UnaryKind {
  kAny,       ///< any dtype, kept
  kFloatOnly, ///< a float dtype (when known), kept
  kCheck,     ///< any dtype, result bool
};

StructInfo infer_unary(const CallNode& call, const std::vector<StructInfo>& args,
                       OpInferContext& ctx, UnaryKind kind) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  if (!x) return make_object_sinfo();
  if (kind == UnaryKind::kFloatOnly && !x->dtype.is_void() && !x->dtype.is_float())
    ctx.error(fmt::format("{} needs a float tensor, got dtype {}", op_name(call), x->dtype.str()));
  return tensor_like(*x, kind == UnaryKind::kCheck ? DataType::Bool() : x->dtype);
}

/// clip(x, min, max): min and max are PrimValues (TVM >= 0.14 passes them as arguments, not
/// attributes), cast to x's dtype; the result is max(min(x, max), min), so min wins when
/// min > max (topi's clip).
StructInfo infer_clip(const CallNode& call, const std::vector<StructInfo>& args,
                      OpInferContext& ctx) {
  const TensorSInfo* x = expect_tensor(call, args, 0, "x", ctx);
  static const char* const kBounds[] = {"min", "max"};
  for (size_t i = 1; i < 3 && i < args.size(); ++i) {
    if (!as<PrimSInfo>(args[i]))
      ctx.error(fmt::format("relax.clip: argument {} ({}) must be a PrimValue, got {}", i,
                            kBounds[i - 1], describe(args[i])));
  }
  if (!x) return make_object_sinfo();
  return tensor_like(*x, x->dtype);
}

/// The dtypes a kernel takes at run time.
enum class Domain { kAny, kFloat, kIntOrBool };

/// The kernel of an elementwise unary op: `f` maps a compute value (an integer type, float or
/// double; float16 arrives as float) to a value of the same type, or to bool for the predicate
/// ops (the result dtype is bool then). Dtypes outside `kDomain` are a TypeError at run time.
template <Domain kDomain, class F> Kernel unary_kernel(F f) {
  return [f](const CallNode& call, const std::vector<Value>& args,
             KernelContext& ctx) -> EvalOr<Value> {
    auto x_arg = tensor_arg(call, args, 0, ctx);
    if (!x_arg) return x_arg.error();
    const Tensor* x = *x_arg;
    if (kDomain == Domain::kFloat && !x->dtype.is_float())
      return ctx.error(
          EvalErrorKind::kTypeError,
          fmt::format("{} needs a float tensor, got dtype {}", op_name(call), x->dtype.str()));
    if (kDomain == Domain::kIntOrBool && x->dtype.is_float())
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("{} needs an integer or bool tensor, got dtype {}",
                                   op_name(call), x->dtype.str()));
    using Probe = decltype(f(float{}));
    constexpr bool kPredicate = std::is_same_v<Probe, bool>;
    auto out = ctx.alloc(kPredicate ? DataType::Bool() : x->dtype, x->shape);
    if (!out) return out.error();
    bool to_bool = x->dtype.is_bool();
    dispatch_dtype(x->dtype, [&](auto tag) {
      using T = decltype(tag);
      if constexpr ((kDomain == Domain::kFloat && !is_float_storage_v<T>) ||
                    (kDomain == Domain::kIntOrBool && is_float_storage_v<T>)) {
        RXV_UNREACHABLE();
      } else if constexpr (kPredicate) {
        map_unary<T, uint8_t>(*x, *out, f);
      } else if (to_bool) {
        map_unary<T, T>(*x, *out, [&](auto v) { return decltype(v)(f(v) != decltype(v)(0)); });
      } else {
        map_unary<T, T>(*x, *out, f);
      }
    });
    return Value(*out);
  };
}

Kernel unary_kernel_for(const std::string& name) {
  if (name == "abs")
    return unary_kernel<Domain::kAny>([](auto v) {
      using C = decltype(v);
      if constexpr (kFloatC<C>)
        return C(std::fabs(v));
      else if constexpr (std::is_signed_v<C>)
        return v < 0 ? wrap_neg(v) : v;
      else
        return v;
    });
  if (name == "negative")
    return unary_kernel<Domain::kAny>([](auto v) {
      if constexpr (kFloatC<decltype(v)>)
        return -v;
      else
        return wrap_neg(v);
    });
  if (name == "exp")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::exp(v)); });
  if (name == "log")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::log(v)); });
  if (name == "sqrt")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::sqrt(v)); });
  if (name == "rsqrt")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(1 / std::sqrt(v)); });
  if (name == "sin")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::sin(v)); });
  if (name == "cos")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::cos(v)); });
  if (name == "tanh")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::tanh(v)); });
  if (name == "erf")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::erf(v)); });
  if (name == "tan")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::tan(v)); });
  if (name == "sinh")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::sinh(v)); });
  if (name == "cosh")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::cosh(v)); });
  if (name == "asin")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::asin(v)); });
  if (name == "acos")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::acos(v)); });
  if (name == "atan")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::atan(v)); });
  if (name == "asinh")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::asinh(v)); });
  if (name == "acosh")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::acosh(v)); });
  if (name == "atanh")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(std::atanh(v)); });
  if (name == "trunc")
    return unary_kernel<Domain::kAny>([](auto v) {
      if constexpr (kFloatC<decltype(v)>)
        return decltype(v)(std::trunc(v));
      else
        return v;
    });
  if (name == "bitwise_not") {
    // ~x on integers; on bool (one bit in TIR) the complement is logical not.
    Kernel on_int = unary_kernel<Domain::kIntOrBool>([](auto v) {
      if constexpr (kFloatC<decltype(v)>)
        return v; // not reached: the domain excludes floats
      else
        return decltype(v)(~v);
    });
    Kernel on_bool = unary_kernel_for("logical_not");
    return [on_int, on_bool](const CallNode& call, const std::vector<Value>& args,
                             KernelContext& ctx) -> EvalOr<Value> {
      const Tensor* x = args.empty() ? nullptr : args[0].as_tensor();
      return (x && x->dtype.is_bool() ? on_bool : on_int)(call, args, ctx);
    };
  }
  if (name == "sigmoid")
    return unary_kernel<Domain::kFloat>([](auto v) { return decltype(v)(1 / (1 + std::exp(-v))); });
  if (name == "floor")
    return unary_kernel<Domain::kAny>([](auto v) {
      if constexpr (kFloatC<decltype(v)>)
        return decltype(v)(std::floor(v));
      else
        return v;
    });
  if (name == "ceil")
    return unary_kernel<Domain::kAny>([](auto v) {
      if constexpr (kFloatC<decltype(v)>)
        return decltype(v)(std::ceil(v));
      else
        return v;
    });
  if (name == "round")
    return unary_kernel<Domain::kAny>([](auto v) {
      // nearbyint rounds in the current mode, which rxv never changes from to-nearest-even.
      if constexpr (kFloatC<decltype(v)>)
        return decltype(v)(std::nearbyint(v));
      else
        return v;
    });
  if (name == "sign")
    return unary_kernel<Domain::kAny>([](auto v) {
      using C = decltype(v);
      if constexpr (kFloatC<C>)
        return v > 0 ? C(1) : v < 0 ? C(-1) : v; // NaN, +-0 kept
      else
        return C((v > 0) - (v < 0));
    });
  if (name == "square")
    return unary_kernel<Domain::kAny>([](auto v) {
      if constexpr (kFloatC<decltype(v)>)
        return v * v;
      else
        return wrap_mul(v, v);
    });
  if (name == "logical_not")
    return unary_kernel<Domain::kAny>([](auto v) { return decltype(v)(v == 0); });
  if (name == "isnan")
    return unary_kernel<Domain::kAny>([](auto v) -> bool {
      if constexpr (kFloatC<decltype(v)>)
        return std::isnan(v);
      else
        return false;
    });
  if (name == "isfinite")
    return unary_kernel<Domain::kAny>([](auto v) -> bool {
      if constexpr (kFloatC<decltype(v)>)
        return std::isfinite(v);
      else
        return true;
    });
  if (name == "isinf")
    return unary_kernel<Domain::kAny>([](auto v) -> bool {
      if constexpr (kFloatC<decltype(v)>)
        return std::isinf(v);
      else
        return false;
    });
  RXV_UNREACHABLE() << "no kernel for relax." << name;
  return {};
}

/// clip(x, min, max) = max(min(x, max), min) with the bounds cast to x's dtype.
EvalOr<Value> clip_kernel(const CallNode& call, const std::vector<Value>& args,
                          KernelContext& ctx) {
  auto x_arg = tensor_arg(call, args, 0, ctx);
  if (!x_arg) return x_arg.error();
  const Tensor* x = *x_arg;
  const PrimScalar* bounds[2] = {nullptr, nullptr};
  for (size_t i = 1; i < 3; ++i) {
    bounds[i - 1] = i < args.size() ? args[i].as_prim() : nullptr;
    if (!bounds[i - 1])
      return ctx.error(EvalErrorKind::kTypeError,
                       fmt::format("relax.clip: argument {} must be a PrimValue, got {}", i,
                                   i < args.size() ? args[i].kind_name() : "nothing"));
  }
  auto out = ctx.alloc(x->dtype, x->shape);
  if (!out) return out.error();
  bool to_bool = x->dtype.is_bool();
  dispatch_dtype(x->dtype, [&](auto tag) {
    using T = decltype(tag);
    auto lo = load_elem(prim_to_elem<T>(*bounds[0], to_bool));
    auto hi = load_elem(prim_to_elem<T>(*bounds[1], to_bool));
    map_unary<T, T>(*x, *out, [&](auto v) {
      auto r = hi < v ? hi : v; // a NaN x compares false both times and stays
      return r < lo ? lo : r;
    });
  });
  return Value(*out);
}

struct UnarySpec {
  const char* name;
  UnaryKind kind;
  const char* doc;
  /// The Python parameter list; null for the ops whose line is in op_signature.cpp's table.
  const char* signature = nullptr;
};

constexpr UnarySpec kUnaryOps[] = {
    {"abs", UnaryKind::kAny, "|x| elementwise; integers wrap (abs of the minimum is itself)"},
    {"negative", UnaryKind::kAny, "-x elementwise; integers wrap"},
    {"exp", UnaryKind::kFloatOnly, "e^x elementwise; needs a float tensor"},
    {"log", UnaryKind::kFloatOnly, "natural logarithm elementwise (IEEE: -inf at 0, NaN below)"},
    {"sqrt", UnaryKind::kFloatOnly, "square root elementwise (NaN for negative inputs)"},
    {"rsqrt", UnaryKind::kFloatOnly, "1 / sqrt(x) elementwise; needs a float tensor"},
    {"sin", UnaryKind::kFloatOnly, "sine elementwise; needs a float tensor"},
    {"cos", UnaryKind::kFloatOnly, "cosine elementwise; needs a float tensor"},
    {"tanh", UnaryKind::kFloatOnly, "hyperbolic tangent elementwise; needs a float tensor"},
    {"sigmoid", UnaryKind::kFloatOnly, "1 / (1 + e^-x) elementwise; needs a float tensor"},
    {"erf", UnaryKind::kFloatOnly, "the Gauss error function elementwise; needs a float tensor"},
    {"tan", UnaryKind::kFloatOnly, "tangent elementwise; needs a float tensor", "x"},
    {"sinh", UnaryKind::kFloatOnly, "hyperbolic sine elementwise; needs a float tensor", "x"},
    {"cosh", UnaryKind::kFloatOnly, "hyperbolic cosine elementwise; needs a float tensor", "x"},
    {"asin", UnaryKind::kFloatOnly, "arc sine elementwise (NaN outside [-1, 1])", "x"},
    {"acos", UnaryKind::kFloatOnly, "arc cosine elementwise (NaN outside [-1, 1])", "x"},
    {"atan", UnaryKind::kFloatOnly, "arc tangent elementwise; needs a float tensor", "x"},
    {"asinh", UnaryKind::kFloatOnly, "inverse hyperbolic sine elementwise; needs a float tensor",
     "x"},
    {"acosh", UnaryKind::kFloatOnly, "inverse hyperbolic cosine elementwise (NaN below 1)", "x"},
    {"atanh", UnaryKind::kFloatOnly,
     "inverse hyperbolic tangent elementwise (+-inf at +-1, NaN outside [-1, 1])", "x"},
    {"floor", UnaryKind::kAny, "round toward -inf elementwise (identity on integers)"},
    {"ceil", UnaryKind::kAny, "round toward +inf elementwise (identity on integers)"},
    {"round", UnaryKind::kAny, "round to nearest, ties to even, elementwise"},
    {"trunc", UnaryKind::kAny, "round toward zero elementwise (identity on integers)", "x"},
    {"bitwise_not", UnaryKind::kAny,
     "~x elementwise on integers, logical not on bool; a float tensor errors at run time", "x"},
    {"sign", UnaryKind::kAny, "-1, 0 or 1 by the sign of x, elementwise, in x's dtype"},
    {"square", UnaryKind::kAny, "x * x elementwise; integers wrap"},
    {"logical_not", UnaryKind::kAny, "x == 0 elementwise, in x's dtype (TVM keeps the dtype)"},
    {"isnan", UnaryKind::kCheck, "whether x is NaN, elementwise; bool result"},
    {"isinf", UnaryKind::kCheck, "whether x is +-inf, elementwise; bool result"},
    {"isfinite", UnaryKind::kCheck,
     "whether x is neither NaN nor +-inf, elementwise (true on integers); bool result", "x"},
};

} // namespace

void register_unary_ops(OpTable& table) {
  for (const UnarySpec& spec : kUnaryOps) {
    UnaryKind kind = spec.kind;
    table.add(OpBuilder("unary", std::string("relax.") + spec.name)
                  .args(1)
                  .infer([kind](const CallNode& call, const std::vector<StructInfo>& args,
                                OpInferContext& ctx) { return infer_unary(call, args, ctx, kind); })
                  .kernel(unary_kernel_for(spec.name))
                  .doc(spec.doc)
                  .signature(spec.signature ? spec.signature : ""));
  }
  table.add(OpBuilder("unary", "relax.clip")
                .args(3)
                .infer(infer_clip)
                .kernel(clip_kernel)
                .doc("max(min(x, max), min) elementwise; min and max are PrimValue arguments"));
}

} // namespace rxv::sem
