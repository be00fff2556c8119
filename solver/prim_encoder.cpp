#include <limits>

#include "semantics/arith/eval.h"
#include "solver/z3_internal.h"

namespace rxv::solver {
namespace {

using sem::DataType;
using sem::PrimExpr;
using sem::PrimExprNode;
using sem::PrimKind;

constexpr unsigned kBits = 64;

bool supported_int(DataType dt) {
  // uint64 values above INT64_MAX cannot be represented by eval_prim either; they are left out.
  return sem::integral_range(dt).has_value() && !(dt.is_uint() && dt.bits == 64);
}

} // namespace

PrimEncoder::PrimEncoder(z3::context& ctx, IntModel model,
                         std::function<bool(const PrimExprNode&)> is_signed)
    : ctx_(ctx), model_(model), is_signed_(std::move(is_signed)) {}

std::optional<Encoded> PrimEncoder::fail(std::string why) {
  if (error_.empty()) error_ = std::move(why);
  return std::nullopt;
}

z3::expr PrimEncoder::int_const(int64_t v) {
  if (model_ != IntModel::kBitVector) return ctx_.int_val(v);
  return ctx_.bv_val(v, kBits);
}

z3::expr PrimEncoder::as_int(const z3::expr& v) {
  if (!v.is_bool()) return v;
  return z3::ite(v, int_const(1), int_const(0));
}

z3::expr PrimEncoder::as_bool(const z3::expr& v) {
  if (v.is_bool()) return v;
  return v != int_const(0);
}

z3::expr PrimEncoder::in_range(const z3::expr& v, DataType dt) {
  if (v.is_bool()) return ctx_.bool_val(true);
  auto r = sem::integral_range(dt);
  if (!r) return ctx_.bool_val(false);
  if (model_ == IntModel::kBitVector && dt.bits == 64 && dt.is_int()) return ctx_.bool_val(true);
  return int_const(r->first) <= v && v <= int_const(r->second);
}

z3::expr PrimEncoder::domain() const {
  z3::expr_vector all(ctx_);
  for (const z3::expr& d : domain_) all.push_back(d);
  return z3::mk_and(all);
}

std::optional<int64_t> PrimEncoder::numeral(const z3::expr& value) {
  if (value.is_bool()) {
    if (value.is_true()) return 1;
    if (value.is_false()) return 0;
    return std::nullopt;
  }
  if (!value.is_numeral()) return std::nullopt;
  if (value.is_bv()) {
    uint64_t u = 0;
    if (!value.is_numeral_u64(u)) return std::nullopt;
    return int64_t(u); // two's complement reading
  }
  int64_t v = 0;
  if (!value.is_numeral_i64(v)) return std::nullopt;
  return v;
}

std::optional<Encoded> PrimEncoder::encode(const PrimExpr& e) {
  error_.clear();
  return enc(e, 0);
}

std::optional<Encoded> PrimEncoder::enc(const PrimExpr& e, int depth) {
  if (!e) return fail("missing expression");
  if (depth > sem::kMaxPrimEvalDepth) return fail("expression nested too deeply");
  auto it = memo_.find(e.get());
  if (it != memo_.end()) return it->second ? it->second : fail("unsupported expression");
  std::optional<Encoded> r = e->kind == PrimKind::kVar ? variable(e) : compute(*e, depth);
  if (r) r->fits = r->fits && in_range(r->value, e->dtype);
  memo_.emplace(e.get(), r);
  return r;
}

std::optional<Encoded> PrimEncoder::variable(const PrimExpr& e) {
  if (e->dtype.is_bool()) {
    z3::expr c = ctx_.bool_const(("b!" + std::to_string(vars_.size()) + "!" + e->name).c_str());
    vars_.emplace_back(e, c);
    return Encoded{c, ctx_.bool_val(true), ctx_.bool_val(true)};
  }
  if (!supported_int(e->dtype) || e->dtype.lanes != 1)
    return fail("variable " + e->name + " is not an integer");
  std::string name = "v!" + std::to_string(vars_.size()) + "!" + e->name;
  z3::expr c = model_ != IntModel::kBitVector ? ctx_.int_const(name.c_str())
                                              : ctx_.bv_const(name.c_str(), kBits);
  vars_.emplace_back(e, c);
  auto r = *sem::integral_range(e->dtype);
  int64_t lo = (e->dtype.is_int() && is_signed_ && is_signed_(*e)) ? r.first : 0;
  // Bounds of int64 itself are left out of the unbounded model: they only slow nonlinear search,
  // and dropping them widens the domain (a proof still holds; a counterexample beyond int64 fails
  // the concrete check and is searched for again inside the dtypes, see prover.cpp). A bit-vector
  // holds int64's bounds by itself.
  bool wide = r.first == INT64_MIN || r.second == INT64_MAX;
  bool keep_lo =
      lo != r.first || model_ == IntModel::kCheckedInt || (model_ == IntModel::kUnbounded && !wide);
  bool keep_hi = r.second != INT64_MAX ? model_ != IntModel::kUnbounded || !wide
                                       : model_ == IntModel::kCheckedInt;
  if (keep_lo) domain_.push_back(int_const(lo) <= c);
  if (keep_hi) domain_.push_back(c <= int_const(r.second));
  return Encoded{c, ctx_.bool_val(true), ctx_.bool_val(true)};
}

std::optional<Encoded> PrimEncoder::compute(const PrimExprNode& e, int depth) {
  const auto& ops = e.operands;
  z3::expr t = ctx_.bool_val(true);
  switch (e.kind) {
  case PrimKind::kIntImm:
    if (e.dtype.is_bool()) return Encoded{ctx_.bool_val(e.int_value != 0), t, t};
    if (!supported_int(e.dtype)) return fail("unsupported literal type");
    return Encoded{int_const(e.int_value), t, t};
  case PrimKind::kNot: {
    if (ops.size() != 1) return fail("malformed Not");
    auto a = enc(ops[0], depth + 1);
    if (!a) return std::nullopt;
    return Encoded{!as_bool(a->value), a->no_div_zero, a->fits};
  }
  case PrimKind::kSelect: {
    if (ops.size() != 3) return fail("malformed Select");
    auto c = enc(ops[0], depth + 1), x = enc(ops[1], depth + 1), y = enc(ops[2], depth + 1);
    if (!c || !x || !y) return std::nullopt;
    // Select evaluates both arms: either arm's failure is the whole expression's.
    z3::expr v = e.dtype.is_bool()
                     ? z3::ite(as_bool(c->value), as_bool(x->value), as_bool(y->value))
                     : z3::ite(as_bool(c->value), as_int(x->value), as_int(y->value));
    return Encoded{v, c->no_div_zero && x->no_div_zero && y->no_div_zero,
                   c->fits && x->fits && y->fits};
  }
  case PrimKind::kCall: {
    // T.if_then_else evaluates only the branch it takes.
    if (e.name != "T.if_then_else" || ops.size() != 3)
      return fail("intrinsic " + e.name + " is not supported by the solver");
    auto c = enc(ops[0], depth + 1), x = enc(ops[1], depth + 1), y = enc(ops[2], depth + 1);
    if (!c || !x || !y) return std::nullopt;
    z3::expr cb = as_bool(c->value);
    z3::expr v = e.dtype.is_bool() ? z3::ite(cb, as_bool(x->value), as_bool(y->value))
                                   : z3::ite(cb, as_int(x->value), as_int(y->value));
    return Encoded{v, c->no_div_zero && z3::ite(cb, x->no_div_zero, y->no_div_zero),
                   c->fits && z3::ite(cb, x->fits, y->fits)};
  }
  case PrimKind::kCast: {
    if (ops.size() != 1) return fail("malformed Cast");
    auto a = enc(ops[0], depth + 1);
    if (!a) return std::nullopt;
    return cast(e, *a);
  }
  case PrimKind::kFloatImm: return fail("floating-point values are not supported");
  case PrimKind::kStringImm: return fail("strings are not supported");
  case PrimKind::kBufferLoad: return fail("buffer loads are not supported");
  case PrimKind::kVar: break; // handled by variable()
  default: {
    if (ops.size() != 2) return fail(std::string("malformed ") + sem::prim_kind_name(e.kind));
    if (!supported_int(ops[0]->dtype) || !supported_int(ops[1]->dtype))
      return fail(std::string("operands of ") + sem::prim_kind_name(e.kind) + " are not integers");
    auto a = enc(ops[0], depth + 1), b = enc(ops[1], depth + 1);
    if (!a || !b) return std::nullopt;
    return binary(e, *a, *b);
  }
  }
  return fail("unsupported expression");
}

std::optional<Encoded> PrimEncoder::binary(const PrimExprNode& e, const Encoded& ea,
                                           const Encoded& eb) {
  z3::expr nz = ea.no_div_zero && eb.no_div_zero;
  z3::expr fits = ea.fits && eb.fits;
  const bool bv = model_ == IntModel::kBitVector;
  // Logic works on truth values, everything else on integers (a bool operand is 0 or 1).
  if (e.kind == PrimKind::kAnd) return Encoded{as_bool(ea.value) && as_bool(eb.value), nz, fits};
  if (e.kind == PrimKind::kOr) return Encoded{as_bool(ea.value) || as_bool(eb.value), nz, fits};
  z3::expr a = as_int(ea.value), b = as_int(eb.value);
  z3::expr zero = int_const(0), one = int_const(1);
  auto out = [&](const z3::expr& v) { return Encoded{v, nz, fits}; };
  auto out_if = [&](const z3::expr& v, const z3::expr& extra_fits) {
    return Encoded{v, nz, fits && extra_fits};
  };
  // The int64 operations of eval_prim fail on INT64_MIN / -1 (the quotient does not fit).
  auto no_min_div = [&] { return !(a == int_const(INT64_MIN) && b == int_const(-1)); };
  switch (e.kind) {
  case PrimKind::kAdd:
    return bv ? out_if(a + b, z3::bvadd_no_overflow(a, b, true) && z3::bvadd_no_underflow(a, b))
              : out(a + b);
  case PrimKind::kSub:
    return bv ? out_if(a - b, z3::bvsub_no_overflow(a, b) && z3::bvsub_no_underflow(a, b, true))
              : out(a - b);
  case PrimKind::kMul:
    return bv ? out_if(a * b, z3::bvmul_no_overflow(a, b, true) && z3::bvmul_no_underflow(a, b))
              : out(a * b);
  case PrimKind::kDiv:
  case PrimKind::kMod:
  case PrimKind::kFloorDiv:
  case PrimKind::kFloorMod: {
    nz = nz && b != zero;
    auto bc = numeral(b);
    if (bv) {
      switch (e.kind) {
      case PrimKind::kDiv: return out_if(a / b, no_min_div()); // bvsdiv truncates
      case PrimKind::kMod: return out(z3::srem(a, b));         // sign of the dividend
      case PrimKind::kFloorMod: return out(z3::smod(a, b));    // sign of the divisor
      default: {
        z3::expr q = a / b;
        z3::expr adjust = z3::srem(a, b) != zero && ((a < zero) != (b < zero));
        return out_if(z3::ite(adjust, q - one, q), no_min_div());
      }
      }
    }
    // Z3's integer div/mod are Euclidean (0 <= a mod b < |b|); for b > 0 that is flooring.
    if (bc && *bc > 0) {
      switch (e.kind) {
      case PrimKind::kFloorDiv: return out(a / b);
      case PrimKind::kFloorMod: return out(z3::mod(a, b));
      case PrimKind::kDiv: return out(z3::ite(a >= zero, a / b, -((-a) / b)));
      default: return out(z3::ite(a >= zero, z3::mod(a, b), -z3::mod(-a, b)));
      }
    }
    z3::expr fq = z3::ite(b > zero, a / b, (-a) / (-b)); // floor(a / b) for b != 0
    z3::expr aa = z3::ite(a >= zero, a, -a), ab = z3::ite(b >= zero, b, -b);
    z3::expr tq = aa / ab;
    z3::expr q = z3::ite((a >= zero) == (b > zero), tq, -tq); // truncating quotient
    // Each remainder as a - b * quotient: the identity q * b + r == a is then linear for Z3
    // (with |a| mod |b| for the truncating one, Z3 5.4 times out on it).
    switch (e.kind) {
    case PrimKind::kFloorDiv: return out(fq);
    case PrimKind::kFloorMod: return out(a - b * fq);
    case PrimKind::kDiv: return out(q);
    default: return out(a - b * q);
    }
  }
  case PrimKind::kMin: return out(z3::ite(a <= b, a, b));
  case PrimKind::kMax: return out(z3::ite(a <= b, b, a));
  case PrimKind::kEQ: return out(a == b);
  case PrimKind::kNE: return out(a != b);
  case PrimKind::kLT: return out(a < b);
  case PrimKind::kLE: return out(a <= b);
  case PrimKind::kGT: return out(a > b);
  case PrimKind::kGE: return out(a >= b);
  default: break;
  }
  return fail(std::string("unsupported operator ") + sem::prim_kind_name(e.kind));
}

std::optional<Encoded> PrimEncoder::cast(const PrimExprNode& e, const Encoded& ea) {
  DataType dt = e.dtype;
  if (dt.is_bool()) return Encoded{as_bool(ea.value), ea.no_div_zero, ea.fits};
  if (!supported_int(dt) || dt.lanes != 1) return fail("cast to a non-integer type");
  z3::expr a = as_int(ea.value);
  // Widening keeps the value; narrowing wraps to the target width (two's complement), as eval_prim.
  if (dt.bits == 64) return Encoded{a, ea.no_div_zero, ea.fits};
  int64_t modulus = int64_t(1) << dt.bits;
  z3::expr v = a;
  if (model_ == IntModel::kBitVector) {
    z3::expr low = a.extract(dt.bits - 1, 0);
    v = dt.is_int() ? z3::sext(low, kBits - dt.bits) : z3::zext(low, kBits - dt.bits);
  } else if (dt.is_int()) {
    int64_t half = modulus / 2;
    v = z3::mod(a + ctx_.int_val(half), ctx_.int_val(modulus)) - ctx_.int_val(half);
  } else {
    v = z3::mod(a, ctx_.int_val(modulus));
  }
  return Encoded{v, ea.no_div_zero, ea.fits};
}

} // namespace rxv::solver
