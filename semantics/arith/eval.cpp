#include "semantics/arith/eval.h"

#include <limits>
#include <unordered_map>

namespace rxv::sem {

void Assignment::set(const PrimExpr& var, int64_t value) {
  for (auto& [v, x] : entries_) {
    if (v.get() == var.get()) {
      x = value;
      return;
    }
  }
  entries_.emplace_back(var, value);
}

std::optional<int64_t> Assignment::get(const PrimExprNode* var) const {
  for (const auto& [v, x] : entries_)
    if (v.get() == var) return x;
  return std::nullopt;
}

std::string Assignment::str() const {
  std::string out;
  for (const auto& [v, x] : entries_) {
    if (!out.empty()) out += ", ";
    out += v->name + " = " + std::to_string(x);
  }
  return out;
}

std::optional<std::pair<int64_t, int64_t>> integral_range(DataType dtype) {
  if (dtype.lanes != 1 || dtype.bits == 0 || dtype.bits > 64) return std::nullopt;
  if (dtype.is_bool()) return std::pair<int64_t, int64_t>{0, 1};
  if (dtype.is_int()) {
    if (dtype.bits == 64)
      return std::pair{std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()};
    int64_t half = int64_t(1) << (dtype.bits - 1);
    return std::pair{-half, half - 1};
  }
  if (dtype.is_uint()) {
    // uint64 values above INT64_MAX are outside what an int64 answer can carry.
    if (dtype.bits == 64) return std::pair{int64_t(0), std::numeric_limits<int64_t>::max()};
    return std::pair{int64_t(0), (int64_t(1) << dtype.bits) - 1};
  }
  return std::nullopt;
}

std::optional<int64_t> floor_div(int64_t a, int64_t b) {
  if (b == 0 || (a == std::numeric_limits<int64_t>::min() && b == -1)) return std::nullopt;
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

std::optional<int64_t> floor_mod(int64_t a, int64_t b) {
  if (b == 0) return std::nullopt;
  if (b == -1) return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

namespace {

class Evaluator {
public:
  explicit Evaluator(const Assignment& a) : assignment_(a) {}

  std::optional<int64_t> eval(const PrimExpr& e, int depth) {
    if (!e || depth > kMaxPrimEvalDepth) return std::nullopt;
    // Shared subexpressions are evaluated once: DAG-shaped input costs its size, not its unfolding.
    auto it = memo_.find(e.get());
    if (it != memo_.end()) return it->second;
    std::optional<int64_t> v = compute(*e, depth);
    if (v) v = in_range(e->dtype, *v);
    memo_.emplace(e.get(), v);
    return v;
  }

private:
  static std::optional<int64_t> in_range(DataType dt, int64_t v) {
    auto r = integral_range(dt);
    if (!r || v < r->first || v > r->second) return std::nullopt;
    return v;
  }

  std::optional<int64_t> compute(const PrimExprNode& e, int depth) {
    const auto& ops = e.operands;
    auto arg = [&](size_t i) { return eval(ops[i], depth + 1); };
    switch (e.kind) {
    case PrimKind::kIntImm: return e.int_value;
    case PrimKind::kVar: return assignment_.get(&e);
    case PrimKind::kNot: {
      if (ops.size() != 1) return std::nullopt;
      auto a = arg(0);
      if (!a) return std::nullopt;
      return *a == 0 ? 1 : 0;
    }
    case PrimKind::kSelect: {
      if (ops.size() != 3) return std::nullopt;
      auto c = arg(0), t = arg(1), f = arg(2);
      if (!c || !t || !f) return std::nullopt;
      return *c ? *t : *f;
    }
    case PrimKind::kCast: return cast(e, depth);
    case PrimKind::kCall: return call(e, depth);
    default: break;
    }
    if (!is_binary(e.kind) && e.kind != PrimKind::kMin && e.kind != PrimKind::kMax)
      return std::nullopt; // FloatImm, StringImm, BufferLoad: no integer value
    if (ops.size() != 2) return std::nullopt;
    if (!integral_range(ops[0]->dtype) || !integral_range(ops[1]->dtype)) return std::nullopt;
    auto a = arg(0), b = arg(1);
    if (!a || !b) return std::nullopt;
    return binary(e.kind, *a, *b);
  }

  static std::optional<int64_t> binary(PrimKind k, int64_t x, int64_t y) {
    int64_t r = 0;
    switch (k) {
    case PrimKind::kAdd: return __builtin_add_overflow(x, y, &r) ? std::nullopt : std::optional(r);
    case PrimKind::kSub: return __builtin_sub_overflow(x, y, &r) ? std::nullopt : std::optional(r);
    case PrimKind::kMul: return __builtin_mul_overflow(x, y, &r) ? std::nullopt : std::optional(r);
    case PrimKind::kDiv:
      if (y == 0 || (x == std::numeric_limits<int64_t>::min() && y == -1)) return std::nullopt;
      return x / y;
    case PrimKind::kMod:
      if (y == 0) return std::nullopt;
      return y == -1 ? 0 : x % y;
    case PrimKind::kFloorDiv: return floor_div(x, y);
    case PrimKind::kFloorMod: return floor_mod(x, y);
    case PrimKind::kMin: return x < y ? x : y;
    case PrimKind::kMax: return x < y ? y : x;
    case PrimKind::kEQ: return x == y;
    case PrimKind::kNE: return x != y;
    case PrimKind::kLT: return x < y;
    case PrimKind::kLE: return x <= y;
    case PrimKind::kGT: return x > y;
    case PrimKind::kGE: return x >= y;
    case PrimKind::kAnd: return (x != 0) && (y != 0);
    case PrimKind::kOr: return (x != 0) || (y != 0);
    default: return std::nullopt;
    }
  }

  std::optional<int64_t> cast(const PrimExprNode& e, int depth) {
    if (e.operands.size() != 1 || !integral_range(e.operands[0]->dtype)) return std::nullopt;
    auto a = eval(e.operands[0], depth + 1);
    if (!a) return std::nullopt;
    DataType dt = e.dtype;
    if (dt.is_bool()) return *a != 0;
    if (!integral_range(dt)) return std::nullopt;
    if (dt.bits == 64) return a; // uint64 values above INT64_MAX are rejected by in_range
    // Two's complement truncation to the target width, sign-extended for signed targets.
    uint64_t mask = (uint64_t(1) << dt.bits) - 1;
    uint64_t low = uint64_t(*a) & mask;
    if (dt.is_int() && (low >> (dt.bits - 1)) != 0) return int64_t(low | ~mask);
    return int64_t(low);
  }

  std::optional<int64_t> call(const PrimExprNode& e, int depth) {
    // if_then_else evaluates only the branch it takes (unlike Select).
    if (e.name == "T.if_then_else" && e.operands.size() == 3) {
      auto c = eval(e.operands[0], depth + 1);
      if (!c) return std::nullopt;
      return eval(e.operands[*c ? 1 : 2], depth + 1);
    }
    return std::nullopt;
  }

  const Assignment& assignment_;
  std::unordered_map<const PrimExprNode*, std::optional<int64_t>> memo_;
};

} // namespace

std::optional<int64_t> eval_prim(const PrimExpr& e, const Assignment& assignment) {
  return Evaluator(assignment).eval(e, 0);
}

} // namespace rxv::sem
