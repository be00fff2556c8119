// The layout motif (generator_motifs.cpp): concat of permute_dims calls with
// the same axes, ReorderPermuteDimsAfterConcat's pattern (it rewrites it to
// one permute_dims of a concat).
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz::detail {

using namespace sem;

bool Gen::add_concat_of_permutes(BindingBlock& block, Scope& scope) {
  const Avail* pa = pick_tensor(scope, [](const Avail& a, const TensorSInfo&) {
    const auto* d = known_dims(a.sinfo);
    return d && d->size() >= 2 && d->size() <= 3;
  });
  if (!pa) return false;
  Avail a = *pa;
  const std::vector<PrimExpr> dims = *known_dims(a.sinfo);
  DataType dtype = as_tensor(a.sinfo)->dtype;
  int64_t ndim = int64_t(dims.size());
  // Operands of a's shape: visible ones, or constants when the shape is
  // literal.
  std::vector<size_t> same = candidates(scope, [&](const Avail& v) {
    const auto* t = as_tensor(v.sinfo);
    const auto* d = known_dims(v.sinfo);
    if (!t || t->dtype != dtype || !d || d->size() != dims.size()) return false;
    for (size_t i = 0; i < dims.size(); ++i)
      if (!structural_equal((*d)[i], dims[i])) return false;
    return true;
  });
  bool literal = std::all_of(dims.begin(), dims.end(),
                             [](const PrimExpr& d) { return is_int_imm(d) && d->int_value > 0; });
  std::vector<int64_t> axes = permutation(c_, ndim);
  std::vector<Expr> fields;
  for (int64_t i = 0, n = c_.range(2, 3); i < n; ++i) {
    Expr operand = a.var;
    if (literal && c_.chance(40)) {
      std::vector<int64_t> shape;
      for (const auto& d : dims) shape.push_back(d->int_value);
      operand = make_constant(dtype, shape, false);
    } else if (!same.empty() && c_.chance(50)) {
      operand = scope.vals[pick(same)].var;
    }
    Attrs attrs;
    attrs.set("axes", int_list_attr(axes));
    auto p = emit_call(block, scope, "relax.permute_dims", {operand}, std::move(attrs));
    if (!p) return false;
    fields.push_back(p->var);
  }
  Attrs attrs;
  attrs.set("axis", AttrValue::Int(spell_axis(c_, c_.range(0, ndim - 1), ndim)));
  return bool(
      emit_call(block, scope, "relax.concat", {make_tuple(std::move(fields))}, std::move(attrs)));
}

} // namespace rxv::fuzz::detail
