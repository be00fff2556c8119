// Generation specs of the manipulation_shape family
// (semantics/ops/manipulation_shape.cpp): reshape, permute_dims, expand_dims,
// squeeze, broadcast_to, flatten and stack (of tensors whose dims are
// structurally x's). Each builder only makes calls that the
// op's StructInfo rule accepts: axes in range, element counts that provably
// agree, dims that provably broadcast; the rule is still asked (Gen::derive)
// and a rejection is a generator bug.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

// (Constants are built only with positive literal dims: an empty one prints as
// `[]`, which reads back without its shape.)
bool is_one(const PrimExpr& d) { return is_int_imm(d) && d->int_value == 1; }

std::optional<Expr> build_reshape(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, with_dims(0));
  if (!x) return std::nullopt;
  // Groups of x's dims (a literal may split in two factors), adjacent groups
  // merged into products, 1s inserted: the element count provably agrees.
  std::vector<PrimExpr> parts;
  for (const PrimExpr& d : *known_dims(x->sinfo)) {
    int64_t v = is_int_imm(d) ? d->int_value : 0;
    if (v == 4 || v == 6) {
      if (g.c_.chance(50)) {
        parts.push_back(make_int(2));
        parts.push_back(make_int(v / 2));
        continue;
      }
    }
    parts.push_back(d);
  }
  std::vector<PrimExpr> target;
  for (const PrimExpr& p : parts) {
    if (!target.empty() && g.c_.chance(40))
      // Literal products folded: the reader folds `2 * 3` to 6.
      target.back() = is_int_imm(target.back()) && is_int_imm(p)
                          ? make_int(target.back()->int_value * p->int_value)
                          : make_binary(PrimKind::kMul, target.back(), p);
    else
      target.push_back(p);
    if (g.c_.chance(15)) target.push_back(make_int(1));
  }
  if (target.empty() && g.c_.chance(50)) target.push_back(make_int(1));
  return make_call(make_op(spec.op), {x->var, make_shape_expr(std::move(target))});
}

std::optional<Expr> build_permute_dims(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, [](const Avail&, const TensorSInfo&) { return true; });
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  if (g.c_.chance(20)) {
    attrs.set("axes", AttrValue::None());
  } else {
    std::vector<int64_t> axes = permutation(g.c_, ndim);
    for (int64_t& a : axes) a = spell_axis(g.c_, a, ndim);
    attrs.set("axes", int_list_attr(axes));
  }
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_expand_dims(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x =
      g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) { return t.ndim <= 4; });
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  // Often up to 4-D: conv2d and the pools need NCHW data.
  int64_t k = ndim < 4 && g.c_.chance(40) ? 4 - ndim : g.c_.range(1, 2);
  int64_t out = ndim + k;
  std::vector<int64_t> axes(permutation(g.c_, out));
  axes.resize(size_t(k));
  for (int64_t& a : axes) a = spell_axis(g.c_, a, out);
  attrs.set("axis", int_list_attr(axes));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_squeeze(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, with_dims(0));
  if (!x) return std::nullopt;
  const auto& dims = *known_dims(x->sinfo);
  std::vector<int64_t> ones;
  for (size_t i = 0; i < dims.size(); ++i)
    if (is_one(dims[i]) && g.c_.chance(70))
      ones.push_back(spell_axis(g.c_, int64_t(i), int64_t(dims.size())));
  // axis=None drops every dim of length 1; an undecided dim makes the ndim
  // unknown, which the rule allows.
  attrs.set("axis", ones.empty() ? AttrValue::None() : int_list_attr(ones));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_broadcast_to(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, with_dims(0));
  if (!x) return std::nullopt;
  std::vector<PrimExpr> target = g.pick_shape(scope, g.c_.range(0, 2));
  for (const PrimExpr& d : *known_dims(x->sinfo))
    target.push_back(is_one(d) && g.c_.chance(60) ? g.pick_shape(scope, 1)[0] : d);
  return make_call(make_op(spec.op), {x->var, make_shape_expr(std::move(target))});
}

} // namespace

namespace {

std::optional<Expr> build_stack(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, with_dims(0));
  if (!x) return std::nullopt;
  const auto& xd = *known_dims(x->sinfo);
  DataType dtype = as_tensor(x->sinfo)->dtype;
  // Tensors of x's dtype whose dims are structurally x's (x among them).
  std::vector<size_t> ys = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    if (!t || t->dtype != dtype || !d || d->size() != xd.size()) return false;
    for (size_t i = 0; i < xd.size(); ++i)
      if (!structural_equal((*d)[i], xd[i])) return false;
    return true;
  });
  std::vector<Expr> fields{x->var};
  for (int64_t i = 0, n = g.c_.range(0, 2); i < n; ++i)
    fields.push_back(scope.vals[g.pick(ys)].var);
  Attrs attrs;
  int64_t ndim = int64_t(xd.size()) + 1, axis = g.c_.range(0, ndim - 1);
  attrs.set("axis", AttrValue::Int(g.c_.chance(30) ? axis - ndim : axis));
  return make_call(make_op(spec.op), {make_tuple(std::move(fields))}, std::move(attrs));
}

} // namespace

void register_manipulation_shape_specs(OpSpecTable& table) {
  // The manipulation families: weight 1 each, so that print and integer
  // division (what most bug-zoo entries need) keep their share.
  table.add("relax.reshape", 1, build_reshape);
  table.add("relax.permute_dims", 1, build_permute_dims);
  table.add("relax.expand_dims", 1, build_expand_dims);
  table.add("relax.squeeze", 1, build_squeeze);
  table.add("relax.flatten", 1, one_tensor_call(non_bool));
  table.add("relax.broadcast_to", 1, build_broadcast_to);
  table.add("relax.stack", 1, build_stack);
}

} // namespace rxv::fuzz
