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

#include "semantics/ops/binary_kernel.h"
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

Kernel binary_kernel_for(const std::string& name) {
  for (auto group : {binary::arith_kernel, binary::division_kernel, binary::compare_kernel,
                     binary::bitwise_kernel})
    if (Kernel k = group(name)) return k;
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
