/// The TIR interpreter's expressions: evaluation functions (one template instance per kind and
/// dtype class) and the compiler that picks them. Semantics (DESIGN.md, "Semantics decisions"):
/// integers wrap to their dtype's width; Div/Mod truncate and FloorDiv/FloorMod floor, an integer
/// divisor of zero is a DivisionByZero error; floats are IEEE in their own width, float16 computed
/// in float32 and rounded. Min/Max are `a < b ? a : b` / `a > b ? a : b` (TVM's lowering, so
/// NaN in the second operand wins). Select evaluates all three operands; T.if_then_else only the
/// arm it takes, which is what makes guarded (padding) loads safe. And/Or short-circuit.
#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <type_traits>

#include "semantics/interp/tir_interpreter_internal.h"

namespace rxv::sem::tir_detail {

std::optional<Num> num_of(DataType t) {
  if (t.lanes != 1) return std::nullopt;
  switch (t.code) {
  case DataType::Code::kInt:
    if (t.bits >= 1 && t.bits <= 64) return Num::kInt;
    break;
  case DataType::Code::kUInt:
    if (t.bits == 1) return Num::kBool;
    if (t.bits <= 64) return Num::kUInt;
    break;
  case DataType::Code::kFloat:
    if (t.bits == 16) return Num::kF16;
    if (t.bits == 32) return Num::kF32;
    if (t.bits == 64) return Num::kF64;
    break;
  default: break;
  }
  return std::nullopt;
}

void Frame::fail(EvalErrorKind kind, SourceLoc loc, std::string message) {
  if (failed) return;
  failed = true;
  error = EvalError{kind, loc, std::move(message)};
}

void report_out_of_range(Frame& f, SourceLoc loc, int buffer, size_t dim, int64_t index) {
  if (f.failed) return;
  const CBuffer& b = f.prog->buffers[size_t(buffer)];
  const std::vector<int64_t>& shape = f.buffers[size_t(buffer)].shape;
  f.fail(EvalErrorKind::kIndexOutOfRange, loc,
         fmt::format("index {} out of range [0, {}) in dimension {} of buffer '{}' (shape ({}))",
                     index, shape[dim], dim, b.name, fmt::join(shape, ", ")));
}

void report_uninitialized(Frame& f, SourceLoc loc, int buffer, int64_t flat) {
  if (f.failed) return;
  const CBuffer& b = f.prog->buffers[size_t(buffer)];
  f.fail(EvalErrorKind::kUninitialized, loc,
         fmt::format("reads element {} of buffer '{}', which nothing has written (an "
                     "allocation's contents are undefined until written)",
                     flat, b.name));
}

Scalar eval_const(const CExpr& n, Frame&) { return n.imm; }

Scalar eval_if_then_else(const CExpr& n, Frame& f) {
  return n.a->eval(f).i != 0 ? n.b->eval(f) : n.c->eval(f);
}

namespace {

Scalar eval_var(const CExpr& n, Frame& f) { return f.vars[size_t(n.slot)]; }

// ---- arithmetic ----------------------------------------------------------------------------

struct AddOp {
  static int64_t i(int64_t a, int64_t b) { return int64_t(uint64_t(a) + uint64_t(b)); }
  template <class T> static T fl(T a, T b) { return a + b; }
};
struct SubOp {
  static int64_t i(int64_t a, int64_t b) { return int64_t(uint64_t(a) - uint64_t(b)); }
  template <class T> static T fl(T a, T b) { return a - b; }
};
struct MulOp {
  static int64_t i(int64_t a, int64_t b) { return int64_t(uint64_t(a) * uint64_t(b)); }
  template <class T> static T fl(T a, T b) { return a * b; }
};

template <class Op, bool kSigned> Scalar int_arith(const CExpr& n, Frame& f) {
  int64_t a = n.a->eval(f).i;
  int64_t b = n.b->eval(f).i;
  return Scalar{.i = wrap_int(Op::i(a, b), n.shift, kSigned)};
}

template <class Op, class T, bool kHalf> Scalar float_arith(const CExpr& n, Frame& f) {
  T a = fget<T>(n.a->eval(f));
  T b = fget<T>(n.b->eval(f));
  T r = Op::fl(a, b);
  if constexpr (kHalf) r = round_half(r);
  return fput<T>(r);
}

/// Integer Div, Mod, FloorDiv, FloorMod on canonical values.
template <PrimKind K, bool kSigned> Scalar int_div(const CExpr& n, Frame& f) {
  int64_t a = n.a->eval(f).i;
  int64_t b = n.b->eval(f).i;
  if (b == 0) {
    f.fail(EvalErrorKind::kDivisionByZero, n.loc,
           fmt::format("integer {} of {} by zero ({})", prim_kind_name(K), a, n.dtype.str()));
    return Scalar{.i = 0};
  }
  int64_t r;
  if constexpr (!kSigned) {
    uint64_t ua = uint64_t(a), ub = uint64_t(b);
    r = int64_t(K == PrimKind::kDiv || K == PrimKind::kFloorDiv ? ua / ub : ua % ub);
  } else if (b == -1) {
    // INT64_MIN / -1 overflows in C++; in TIR it wraps (and the remainder is 0).
    r = K == PrimKind::kDiv || K == PrimKind::kFloorDiv ? int64_t(0 - uint64_t(a)) : 0;
  } else {
    int64_t q = a / b, m = a % b;
    bool adjust = m != 0 && ((m < 0) != (b < 0));
    if constexpr (K == PrimKind::kDiv)
      r = q;
    else if constexpr (K == PrimKind::kMod)
      r = m;
    else if constexpr (K == PrimKind::kFloorDiv)
      r = adjust ? q - 1 : q;
    else
      r = adjust ? m + b : m;
  }
  return Scalar{.i = wrap_int(r, n.shift, kSigned)};
}

template <PrimKind K, class T, bool kHalf> Scalar float_div(const CExpr& n, Frame& f) {
  T a = fget<T>(n.a->eval(f));
  T b = fget<T>(n.b->eval(f));
  T r;
  if constexpr (K == PrimKind::kDiv)
    r = a / b;
  else if constexpr (K == PrimKind::kMod)
    r = std::fmod(a, b);
  else if constexpr (K == PrimKind::kFloorDiv)
    r = std::floor(a / b);
  else
    r = a - std::floor(a / b) * b;
  if constexpr (kHalf) r = round_half(r);
  return fput<T>(r);
}

/// The value type two operands of Num compare in.
template <Num N>
using CmpT = std::conditional_t<
    N == Num::kF64, double,
    std::conditional_t<is_float(N), float, std::conditional_t<N == Num::kInt, int64_t, uint64_t>>>;

template <Num N> CmpT<N> cmp_value(Scalar s) {
  if constexpr (is_float(N))
    return fget<CmpT<N>>(s);
  else
    return CmpT<N>(s.i);
}

template <PrimKind K, Num N> Scalar compare(const CExpr& n, Frame& f) {
  CmpT<N> a = cmp_value<N>(n.a->eval(f));
  CmpT<N> b = cmp_value<N>(n.b->eval(f));
  bool r;
  if constexpr (K == PrimKind::kEQ)
    r = a == b;
  else if constexpr (K == PrimKind::kNE)
    r = a != b;
  else if constexpr (K == PrimKind::kLT)
    r = a < b;
  else if constexpr (K == PrimKind::kLE)
    r = a <= b;
  else if constexpr (K == PrimKind::kGT)
    r = a > b;
  else
    r = a >= b;
  return Scalar{.i = r};
}

template <bool kMax, Num N> Scalar min_max(const CExpr& n, Frame& f) {
  Scalar sa = n.a->eval(f);
  Scalar sb = n.b->eval(f);
  CmpT<N> a = cmp_value<N>(sa), b = cmp_value<N>(sb);
  if constexpr (kMax)
    return a > b ? sa : sb;
  else
    return a < b ? sa : sb;
}

Scalar eval_and(const CExpr& n, Frame& f) {
  return Scalar{.i = n.a->eval(f).i != 0 && n.b->eval(f).i != 0};
}
Scalar eval_or(const CExpr& n, Frame& f) {
  return Scalar{.i = n.a->eval(f).i != 0 || n.b->eval(f).i != 0};
}
Scalar eval_not(const CExpr& n, Frame& f) { return Scalar{.i = n.a->eval(f).i == 0}; }

Scalar eval_select(const CExpr& n, Frame& f) {
  bool c = n.a->eval(f).i != 0;
  Scalar t = n.b->eval(f);
  Scalar e = n.c->eval(f);
  return c ? t : e;
}

// ---- buffer loads --------------------------------------------------------------------------

template <class T> Scalar load_fn(const CExpr& n, Frame& f) {
  int64_t flat;
  if (!flat_index(n.args, n.slot, f, n.loc, flat)) return Scalar{.i = 0};
  if (!element_defined(f, n.loc, n.slot, flat)) return Scalar{.i = 0};
  const T* p = reinterpret_cast<const T*>(f.buffers[size_t(n.slot)].data);
  if constexpr (std::is_same_v<T, Half>)
    return fput<float>(half_to_float(p[flat]));
  else if constexpr (std::is_floating_point_v<T>)
    return fput<T>(p[flat]);
  else
    return Scalar{.i = int64_t(p[flat])};
}

/// A one-dimensional load: the common case, without the loop.
template <class T> Scalar load1_fn(const CExpr& n, Frame& f) {
  int64_t i = n.a->eval(f).i;
  const RtBuffer& b = f.buffers[size_t(n.slot)];
  if (uint64_t(i) >= uint64_t(b.shape[0])) {
    report_out_of_range(f, n.loc, n.slot, 0, i);
    return Scalar{.i = 0};
  }
  if (!element_defined(f, n.loc, n.slot, i)) return Scalar{.i = 0};
  const T* p = reinterpret_cast<const T*>(b.data);
  if constexpr (std::is_same_v<T, Half>)
    return fput<float>(half_to_float(p[i]));
  else if constexpr (std::is_floating_point_v<T>)
    return fput<T>(p[i]);
  else
    return Scalar{.i = int64_t(p[i])};
}

template <class Op> ExprFn arith_of(Num num) {
  switch (num) {
  case Num::kInt: return int_arith<Op, true>;
  case Num::kUInt:
  case Num::kBool: return int_arith<Op, false>;
  case Num::kF16: return float_arith<Op, float, true>;
  case Num::kF32: return float_arith<Op, float, false>;
  case Num::kF64: return float_arith<Op, double, false>;
  }
  return nullptr;
}

template <PrimKind K> ExprFn div_of(Num num) {
  switch (num) {
  case Num::kInt: return int_div<K, true>;
  case Num::kUInt:
  case Num::kBool: return int_div<K, false>;
  case Num::kF16: return float_div<K, float, true>;
  case Num::kF32: return float_div<K, float, false>;
  case Num::kF64: return float_div<K, double, false>;
  }
  return nullptr;
}

template <PrimKind K> ExprFn compare_of(Num num) {
  switch (num) {
  case Num::kInt: return compare<K, Num::kInt>;
  case Num::kUInt:
  case Num::kBool: return compare<K, Num::kUInt>;
  case Num::kF16:
  case Num::kF32: return compare<K, Num::kF32>;
  case Num::kF64: return compare<K, Num::kF64>;
  }
  return nullptr;
}

template <bool kMax> ExprFn min_max_of(Num num) {
  switch (num) {
  case Num::kInt: return min_max<kMax, Num::kInt>;
  case Num::kUInt:
  case Num::kBool: return min_max<kMax, Num::kUInt>;
  case Num::kF16:
  case Num::kF32: return min_max<kMax, Num::kF32>;
  case Num::kF64: return min_max<kMax, Num::kF64>;
  }
  return nullptr;
}

ExprFn binary_fn(PrimKind k, Num num) {
  switch (k) {
  case PrimKind::kAdd: return arith_of<AddOp>(num);
  case PrimKind::kSub: return arith_of<SubOp>(num);
  case PrimKind::kMul: return arith_of<MulOp>(num);
  case PrimKind::kDiv: return div_of<PrimKind::kDiv>(num);
  case PrimKind::kMod: return div_of<PrimKind::kMod>(num);
  case PrimKind::kFloorDiv: return div_of<PrimKind::kFloorDiv>(num);
  case PrimKind::kFloorMod: return div_of<PrimKind::kFloorMod>(num);
  case PrimKind::kMin: return min_max_of<false>(num);
  case PrimKind::kMax: return min_max_of<true>(num);
  case PrimKind::kEQ: return compare_of<PrimKind::kEQ>(num);
  case PrimKind::kNE: return compare_of<PrimKind::kNE>(num);
  case PrimKind::kLT: return compare_of<PrimKind::kLT>(num);
  case PrimKind::kLE: return compare_of<PrimKind::kLE>(num);
  case PrimKind::kGT: return compare_of<PrimKind::kGT>(num);
  case PrimKind::kGE: return compare_of<PrimKind::kGE>(num);
  case PrimKind::kAnd: return num == Num::kBool ? eval_and : nullptr;
  case PrimKind::kOr: return num == Num::kBool ? eval_or : nullptr;
  default: return nullptr;
  }
}

/// An immediate of dtype `num` from an integer or float literal, rounded/wrapped to the dtype.
Scalar immediate(Num num, int shift, bool from_float, int64_t iv, double fv) {
  switch (num) {
  case Num::kInt:
    return Scalar{.i = wrap_int(from_float ? float_to_int(fv, false) : iv, shift, true)};
  case Num::kUInt:
    return Scalar{.i = wrap_int(from_float ? float_to_int(fv, shift == 0) : iv, shift, false)};
  case Num::kBool: return Scalar{.i = from_float ? fv != 0 : iv != 0};
  case Num::kF16: return fput<float>(round_half(float(from_float ? fv : double(iv))));
  case Num::kF32: return fput<float>(float(from_float ? fv : double(iv)));
  case Num::kF64: return fput<double>(from_float ? fv : double(iv));
  }
  return Scalar{.i = 0};
}

} // namespace

CExpr& Compiler::new_expr(const PrimExprNode& e, SourceLoc loc) {
  CExpr& n = prog_.exprs.emplace_back();
  n.kind = e.kind;
  n.dtype = e.dtype;
  n.num = num_of(e.dtype).value_or(Num::kInt);
  n.shift = n.num == Num::kBool ? 63 : is_float(n.num) ? 0 : 64 - e.dtype.bits;
  n.loc = loc;
  return n;
}

const CExpr* Compiler::expr(const PrimExpr& ep, SourceLoc loc) {
  if (failed()) return nullptr;
  if (!ep) return unsupported(loc, "a missing expression");
  const PrimExprNode& e = *ep;
  if (!num_of(e.dtype)) {
    return unsupported(loc, fmt::format("{} of dtype {}", prim_kind_name(e.kind), e.dtype.str()));
  }
  switch (e.kind) {
  case PrimKind::kIntImm:
  case PrimKind::kFloatImm: {
    CExpr& n = new_expr(e, loc);
    n.fn = eval_const;
    n.is_const = true;
    n.imm = immediate(n.num, n.shift, e.kind == PrimKind::kFloatImm, e.int_value, e.float_value);
    return &n;
  }
  case PrimKind::kVar: {
    int slot = var_slot(&e);
    if (slot < 0) {
      return unsupported(loc, fmt::format("variable '{}' is used where it is not bound", e.name));
    }
    CExpr& n = new_expr(e, loc);
    n.fn = eval_var;
    n.slot = slot;
    n.var = slot;
    return &n;
  }
  case PrimKind::kNot: {
    if (e.operands.size() != 1 || !e.operands[0] || !e.operands[0]->dtype.is_bool())
      return unsupported(loc, "a logical not of a non-bool operand");
    const CExpr* a = expr(e.operands[0], loc);
    if (!a) return nullptr;
    CExpr& n = new_expr(e, loc);
    n.fn = eval_not;
    n.a = a;
    return &n;
  }
  case PrimKind::kSelect: {
    if (e.operands.size() != 3) return unsupported(loc, "a Select without three operands");
    const CExpr* c = expr(e.operands[0], loc);
    const CExpr* t = expr(e.operands[1], loc);
    const CExpr* el = expr(e.operands[2], loc);
    if (!c || !t || !el) return nullptr;
    if (c->num != Num::kBool || t->dtype != e.dtype || el->dtype != e.dtype)
      return unsupported(loc, "a Select with mismatched operand dtypes");
    CExpr& n = new_expr(e, loc);
    n.fn = eval_select;
    n.a = c;
    n.b = t;
    n.c = el;
    return &n;
  }
  case PrimKind::kCast: return cast(e, loc);
  case PrimKind::kBufferLoad: return load(e, loc);
  case PrimKind::kCall: return call(e, loc);
  case PrimKind::kStringImm: return unsupported(loc, "a string immediate");
  default:
    if (is_binary(e.kind)) return binary(e, loc);
    return unsupported(loc, fmt::format("expression kind {}", prim_kind_name(e.kind)));
  }
}

const CExpr* Compiler::binary(const PrimExprNode& e, SourceLoc loc) {
  if (e.operands.size() != 2 || !e.operands[0] || !e.operands[1])
    return unsupported(loc, fmt::format("{} without two operands", prim_kind_name(e.kind)));
  const CExpr* a = expr(e.operands[0], loc);
  const CExpr* b = expr(e.operands[1], loc);
  if (!a || !b) return nullptr;
  if (a->dtype != b->dtype) {
    return unsupported(loc, fmt::format("{} of mismatched dtypes {} and {}", prim_kind_name(e.kind),
                                        a->dtype.str(), b->dtype.str()));
  }
  bool logical = is_comparison(e.kind) || e.kind == PrimKind::kAnd || e.kind == PrimKind::kOr;
  if (logical ? !e.dtype.is_bool() : e.dtype != a->dtype) {
    return unsupported(loc, fmt::format("{} of {} with result dtype {}", prim_kind_name(e.kind),
                                        a->dtype.str(), e.dtype.str()));
  }
  ExprFn fn = binary_fn(e.kind, a->num);
  if (!fn) {
    return unsupported(loc, fmt::format("{} on dtype {}", prim_kind_name(e.kind), a->dtype.str()));
  }
  CExpr& n = new_expr(e, loc);
  n.fn = fn;
  n.a = a;
  n.b = b;
  // Division by a non-zero constant cannot fail: still checked at run time (one compare), so the
  // evaluation functions stay uniform.
  return &n;
}

const CExpr* Compiler::load(const PrimExprNode& e, SourceLoc loc) {
  if (!e.buffer) return unsupported(loc, "a BufferLoad without a buffer");
  int slot = buffer_slot(e.buffer.get());
  if (slot < 0) {
    return unsupported(
        loc, fmt::format("buffer '{}' is used where it is not allocated", e.buffer->name));
  }
  const CBuffer& buf = prog_.buffers[size_t(slot)];
  if (e.operands.size() != buf.dims.size()) {
    return unsupported(loc, fmt::format("buffer '{}' of {} dimensions loaded with {} indices",
                                        buf.name, buf.dims.size(), e.operands.size()));
  }
  if (e.dtype != buf.dtype) {
    return unsupported(loc, fmt::format("a load of dtype {} from buffer '{}' of dtype {}",
                                        e.dtype.str(), buf.name, buf.dtype.str()));
  }
  std::vector<const CExpr*> indices;
  for (const PrimExpr& ix : e.operands) {
    const CExpr* c = expr(ix, loc);
    if (!c) return nullptr;
    if (is_float(c->num) || c->num == Num::kBool)
      return unsupported(loc, fmt::format("a buffer index of dtype {}", c->dtype.str()));
    indices.push_back(c);
  }
  CExpr& n = new_expr(e, loc);
  n.slot = slot;
  n.args = std::move(indices);
  bool one = n.args.size() == 1;
  if (one) n.a = n.args[0];
  n.fn = dispatch_dtype(buf.dtype, [&](auto tag) -> ExprFn {
    using T = decltype(tag);
    return one ? load1_fn<T> : load_fn<T>;
  });
  return &n;
}

} // namespace rxv::sem::tir_detail
