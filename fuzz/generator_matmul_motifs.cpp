// The matmul motifs (generator_motifs.cpp lists which TVM pass each serves):
// chains, parallel matmuls sharing their left operand, a matmul of a sum, a
// matmul of a take. Right-hand sides are visible 2-D tensors whose first dim
// is the contracted one, or constants when that dim is a literal (constants
// are what TVM's passes treat as known at compile time).
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz::detail {

using namespace sem;

namespace {

/// A float tensor with known dims, `lo` to `hi` of them.
auto float_with_dims(size_t lo, size_t hi) {
  return [lo, hi](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return t.dtype.is_float() && d && d->size() >= lo && d->size() <= hi;
  };
}

/// An int64 constant of `n` indices in [0, bound).
Expr index_constant(ChoiceSource& c, int64_t n, int64_t bound) {
  auto k = std::make_shared<ConstantNode>();
  k->data.dtype = DataType::Int(64);
  k->data.shape = {n};
  for (int64_t i = 0; i < n; ++i) k->data.ints.push_back(c.range(0, bound - 1));
  return k;
}

bool positive_literal(const PrimExpr& d) { return is_int_imm(d) && d->int_value > 0; }

/// permute_dims reversing the axes (written as TVM's default, `axes=None`).
Attrs reversed_axes() {
  Attrs attrs;
  attrs.set("axes", AttrValue::None());
  return attrs;
}

} // namespace

std::optional<Avail> Gen::matmul_rhs(BindingBlock& block, Scope& scope, const PrimExpr& k,
                                     DataType dtype) {
  std::vector<size_t> ws = candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    return t && t->dtype == dtype && d && d->size() == 2 && structural_equal((*d)[0], k);
  });
  if (!ws.empty() && (!positive_literal(k) || c_.chance(50))) return scope.vals[pick(ws)];
  if (!positive_literal(k)) return std::nullopt;
  int64_t r = c_.range(1, 4);
  Expr w = make_constant(dtype, {k->int_value, r}, false);
  // Bound with its StructInfo written out, so that the shape stays known to
  // the next matmul of a chain.
  if (!emit(block, scope, w, make_tensor_sinfo({k, make_int(r)}, dtype))) return std::nullopt;
  return scope.vals.back();
}

bool Gen::add_matmul_chain(BindingBlock& block, Scope& scope) {
  const Avail* px = pick_tensor(scope, float_with_dims(1, 3));
  if (!px) return false;
  Avail x = *px;
  DataType dtype = as_tensor(x.sinfo)->dtype;
  if (c_.chance(30)) {
    // x @ (W1 @ W2): AdjustMatmulOrder's right-nested form.
    auto w1 = matmul_rhs(block, scope, known_dims(x.sinfo)->back(), dtype);
    const auto* d1 = w1 ? known_dims(w1->sinfo) : nullptr;
    if (!d1) return w1.has_value();
    auto w2 = matmul_rhs(block, scope, (*d1)[1], dtype);
    if (!w2) return true;
    auto t = emit_call(block, scope, "relax.matmul", {w1->var, w2->var});
    return t && emit_call(block, scope, "relax.matmul", {x.var, t->var});
  }
  // ((x @ W1) @ W2) @ ..., a link sometimes through permute_dims of a 2-D
  // product: matmul(permute_dims(matmul(b, a)), c) is AdjustMatmulOrder's
  // permuted form.
  Avail cur = x;
  int links = int(c_.range(2, 3)), made = 0;
  for (int i = 0; i < links; ++i) {
    const auto* d = known_dims(cur.sinfo);
    if (!d) break;
    if (made > 0 && d->size() == 2 && c_.chance(30)) {
      auto p = emit_call(block, scope, "relax.permute_dims", {cur.var}, reversed_axes());
      if (!p || !known_dims(p->sinfo)) break;
      cur = *p;
      d = known_dims(cur.sinfo);
    }
    auto w = matmul_rhs(block, scope, d->back(), dtype);
    if (!w) break;
    auto y = emit_call(block, scope, "relax.matmul", {cur.var, w->var});
    if (!y) return false;
    cur = *y;
    ++made;
  }
  return made > 0;
}

bool Gen::add_parallel_matmuls(BindingBlock& block, Scope& scope) {
  const Avail* px = pick_tensor(scope, float_with_dims(1, 3));
  if (!px) return false;
  Avail x = *px;
  DataType dtype = as_tensor(x.sinfo)->dtype;
  PrimExpr k = known_dims(x.sinfo)->back();
  // CombineParallelMatmul's branch shapes: matmul, then perhaps a bias add,
  // then perhaps one of the activations it knows (the same in every branch,
  // mostly: a mixed group is matched as plain matmuls).
  static const char* const kActivations[] = {"relax.nn.relu", "relax.nn.gelu", "relax.nn.gelu_tanh",
                                             "relax.nn.silu"};
  bool bias = c_.chance(50);
  int act = c_.chance(50) ? int(c_.draw(std::size(kActivations))) : -1;
  int branches = int(c_.range(2, 3)), made = 0;
  for (int i = 0; i < branches; ++i) {
    auto w = matmul_rhs(block, scope, k, dtype);
    if (!w) break;
    auto y = emit_call(block, scope, "relax.matmul", {x.var, w->var});
    if (!y) return false;
    ++made;
    const auto* yd = known_dims(y->sinfo);
    if (bias && yd && !yd->empty() && positive_literal(yd->back())) {
      Expr b = make_constant(dtype, {yd->back()->int_value}, false);
      y = emit_call(block, scope, "relax.add", {y->var, b});
      if (!y) return false;
    }
    int a = act >= 0 && c_.chance(85) ? act : -1;
    if (a >= 0 && !emit_call(block, scope, kActivations[a], {y->var})) return false;
  }
  return made > 0;
}

bool Gen::add_matmul_of_sum(BindingBlock& block, Scope& scope) {
  const Avail* px = pick_tensor(scope, float_with_dims(1, 3));
  if (!px) return false;
  Avail x = *px;
  DataType dtype = as_tensor(x.sinfo)->dtype;
  PrimExpr k = known_dims(x.sinfo)->back();
  if (positive_literal(k) && c_.chance(40)) {
    // x @ permute_dims(A + B), A and B [r, k] constants.
    int64_t r = c_.range(1, 4);
    Expr a = make_constant(dtype, {r, k->int_value}, false);
    Expr b = make_constant(dtype, {r, k->int_value}, false);
    auto s = emit_call(block, scope, "relax.add", {a, b});
    auto p =
        s ? emit_call(block, scope, "relax.permute_dims", {s->var}, reversed_axes()) : std::nullopt;
    return p && emit_call(block, scope, "relax.matmul", {x.var, p->var});
  }
  // x @ (W + V), V a constant of W's shape or W itself.
  auto w = matmul_rhs(block, scope, k, dtype);
  const auto* wd = w ? known_dims(w->sinfo) : nullptr;
  if (!wd) return w.has_value();
  Expr v = w->var;
  if (positive_literal(k) && positive_literal((*wd)[1]) && c_.chance(70))
    v = make_constant(dtype, {k->int_value, (*wd)[1]->int_value}, false);
  auto s = emit_call(block, scope, "relax.add", {w->var, v});
  return s && emit_call(block, scope, "relax.matmul", {x.var, s->var});
}

bool Gen::add_take_after_matmul(BindingBlock& block, Scope& scope) {
  const Avail* px = pick_tensor(scope, float_with_dims(1, 3));
  if (!px) return false;
  Avail x = *px;
  DataType dtype = as_tensor(x.sinfo)->dtype;
  PrimExpr k = known_dims(x.sinfo)->back();
  // x @ take(W, indices, axis=1): W [k, r] with r a literal, so that the
  // indices are in range.
  auto w = matmul_rhs(block, scope, k, dtype);
  const auto* wd = w ? known_dims(w->sinfo) : nullptr;
  if (!wd || !positive_literal((*wd)[1])) return w.has_value();
  Attrs attrs;
  attrs.set("axis", AttrValue::Int(c_.chance(30) ? -1 : 1));
  attrs.set("mode", AttrValue::String(c_.chance(50) ? "fast" : "clip"));
  Expr idx = index_constant(c_, c_.range(1, 3), (*wd)[1]->int_value);
  auto t = emit_call(block, scope, "relax.take", {w->var, idx}, std::move(attrs));
  return t && emit_call(block, scope, "relax.matmul", {x.var, t->var});
}

} // namespace rxv::fuzz::detail
