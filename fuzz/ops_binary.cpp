// Generation specs of the binary family (semantics/ops/binary.cpp): arithmetic
// on two tensors of one dtype with broadcast-compatible shapes (the second
// often a constant), integer division by non-zero constants, power on floats,
// comparisons, logical and bitwise ops on bool or integer tensors, shifts by a
// literal in range, and where with a bool condition that broadcasts into x.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

/// True when a tensor of dims `y` broadcasts into `x` leaving x's shape: y no
/// longer than x and each aligned dim equal or the literal 1.
bool broadcasts_into(const std::vector<PrimExpr>& y, const std::vector<PrimExpr>& x) {
  if (y.size() > x.size()) return false;
  for (size_t i = 0; i < y.size(); ++i) {
    const PrimExpr& yd = y[y.size() - 1 - i];
    const PrimExpr& xd = x[x.size() - 1 - i];
    if (is_int_imm(yd) && yd->int_value == 1) continue;
    if (!structural_equal(yd, xd)) return false;
  }
  return true;
}

/// A second operand for x: a value of x's dtype that broadcasts into x, or a
/// constant (non-zero for an integer divisor).
Expr partner(Gen& g, Scope& scope, const Avail& x, bool nonzero_int) {
  const auto* xt = as_tensor(x.sinfo);
  const auto* xd = known_dims(x.sinfo);
  if (!(nonzero_int && xt->dtype.is_integral()) && xd && g.c_.chance(60)) {
    std::vector<size_t> idx = g.candidates(scope, [&](const Avail& a) {
      const auto* t = as_tensor(a.sinfo);
      const auto* d = known_dims(a.sinfo);
      return t && t->dtype == xt->dtype && d && broadcasts_into(*d, *xd);
    });
    if (!idx.empty()) return scope.vals[g.pick(idx)].var;
  }
  // A scalar constant, or one of x's trailing literal dims.
  std::vector<int64_t> shape;
  if (xd && g.c_.chance(30)) {
    // Literal dims only, and no zero-size constant: TVMScript prints one as
    // `[]`, which reads back without its shape.
    for (auto it = xd->rbegin(); it != xd->rend() && is_int_imm(*it) && (*it)->int_value > 0; ++it)
      shape.insert(shape.begin(), (*it)->int_value);
  }
  return g.make_constant(xt->dtype, shape, nonzero_int);
}

enum class Kind { kAny, kDivide, kFloat };

/// f(x, y), either operand order; integer division sometimes of two
/// constants.
OpBuilder arith_call(Kind kind) {
  return [kind](Gen& g, Scope& scope, const OpSpec& spec) -> std::optional<Expr> {
    Expr op = make_op(spec.op);
    const Avail* x = g.pick_tensor_of(scope, kind == Kind::kFloat ? float_only : non_bool);
    if (!x) return std::nullopt;
    Expr y = partner(g, scope, *x, kind == Kind::kDivide);
    if (kind != Kind::kDivide && g.c_.chance(30)) return make_call(op, {y, x->var});
    // Integer division of two constants now and then (signs mixed): what
    // constant folding must floor, not truncate.
    const auto* xt = as_tensor(x->sinfo);
    if (kind == Kind::kDivide && xt->dtype.is_integral() && g.c_.chance(25))
      return make_call(op, {g.make_constant(xt->dtype, {}, false), y});
    return make_call(op, {x->var, y});
  };
}

std::optional<Expr> build_logical(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, int_or_bool);
  if (!x) return std::nullopt;
  return make_call(make_op(spec.op), {x->var, partner(g, scope, *x, false)});
}

/// left_shift / right_shift of an integer tensor by a literal amount in [0, 8): in range for
/// every integer dtype, so the call never faults.
std::optional<Expr> build_shift(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x =
      g.pick_tensor_of(scope, [](DataType d) { return d.is_integral() && !d.is_bool(); });
  if (!x) return std::nullopt;
  return make_call(make_op(spec.op),
                   {x->var, prim_int(g.c_.range(0, 7), as_tensor(x->sinfo)->dtype)});
}

std::optional<Expr> build_where(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor_of(scope, any_dtype);
  if (!x || !known_dims(x->sinfo)) return std::nullopt;
  const auto* xd = known_dims(x->sinfo);
  std::vector<size_t> conds = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    return t && t->dtype.is_bool() && d && broadcasts_into(*d, *xd);
  });
  if (conds.empty()) return std::nullopt;
  Expr cond = scope.vals[g.pick(conds)].var;
  return make_call(make_op(spec.op), {cond, x->var, partner(g, scope, *x, false)});
}

} // namespace

void register_binary_specs(OpSpecTable& table) {
  for (const char* op : {"add", "subtract", "multiply", "maximum", "minimum"})
    table.add(std::string("relax.") + op, 4, arith_call(Kind::kAny));
  for (const char* op : {"divide", "floor_divide", "floor_mod", "mod"})
    table.add(std::string("relax.") + op, 4, arith_call(Kind::kDivide));
  for (const char* op : {"power", "atan2", "log_add_exp"})
    table.add(std::string("relax.") + op, 1, arith_call(Kind::kFloat));
  // Comparisons -> bool.
  for (const char* op : {"equal", "not_equal", "less", "less_equal", "greater", "greater_equal"})
    table.add(std::string("relax.") + op, 1, arith_call(Kind::kAny));
  for (const char* op :
       {"logical_and", "logical_or", "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor"})
    table.add(std::string("relax.") + op, 1, build_logical);
  for (const char* op : {"left_shift", "right_shift"})
    table.add(std::string("relax.") + op, 1, build_shift);
  table.add("relax.where", 2, build_where);
}

} // namespace rxv::fuzz
