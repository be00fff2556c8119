// Generation specs of the manipulation_join family
// (semantics/ops/manipulation_join.cpp): concat of tensors whose dims provably
// agree but at the axis, split into sections or at cuts, tile and repeat of
// small counts (0 now and then), flip along one axis.
#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

std::optional<Expr> build_concat(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, with_dims(1));
  if (!x) return std::nullopt;
  const auto& xd = *known_dims(x->sinfo);
  DataType dtype = as_tensor(x->sinfo)->dtype;
  int64_t ndim = int64_t(xd.size()), axis = g.c_.range(0, ndim - 1);
  // Tensors whose dims equal x's except at `axis`.
  std::vector<size_t> ys = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    if (!t || t->dtype != dtype || !d || d->size() != xd.size()) return false;
    for (size_t i = 0; i < xd.size(); ++i)
      if (int64_t(i) != axis && !structural_equal((*d)[i], xd[i])) return false;
    return true;
  });
  bool literal_rest = true;
  for (size_t i = 0; i < xd.size(); ++i)
    literal_rest =
        literal_rest && (int64_t(i) == axis || (is_int_imm(xd[i]) && xd[i]->int_value > 0));
  std::vector<Expr> fields{x->var};
  for (int64_t i = 0, n = g.c_.range(0, 2); i < n; ++i) {
    if (literal_rest && g.c_.chance(30)) {
      std::vector<int64_t> shape;
      for (size_t j = 0; j < xd.size(); ++j)
        shape.push_back(int64_t(j) == axis ? g.c_.range(1, 2) : xd[j]->int_value);
      fields.push_back(g.make_constant(dtype, shape, false));
    } else {
      fields.push_back(scope.vals[g.pick(ys)].var); // x itself is among ys
    }
  }
  if (g.c_.chance(30)) std::swap(fields.front(), fields.back());
  attrs.set("axis", AttrValue::Int(spell_axis(g.c_, axis, ndim)));
  return make_call(make_op(spec.op), {make_tuple(std::move(fields))}, std::move(attrs));
}

std::optional<Expr> build_split(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, with_dims(1));
  if (!x) return std::nullopt;
  int64_t ndim = int64_t(known_dims(x->sinfo)->size());
  if (g.c_.chance(50)) {
    attrs.set("indices_or_sections", AttrValue::Int(g.c_.range(1, 3)));
  } else {
    std::vector<int64_t> cuts;
    for (int64_t i = 0, n = g.c_.range(1, 2), at = 0; i < n; ++i)
      cuts.push_back(at += g.c_.range(0, 2));
    attrs.set("indices_or_sections", int_list_attr(cuts));
  }
  attrs.set("axis", AttrValue::Int(spell_axis(g.c_, g.c_.range(0, ndim - 1), ndim)));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_tile(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, with_dims(0));
  if (!x) return std::nullopt;
  int64_t ndim = int64_t(known_dims(x->sinfo)->size());
  std::vector<int64_t> repeats;
  for (int64_t i = 0, n = g.c_.range(1, ndim + 1); i < n; ++i)
    repeats.push_back(g.c_.chance(10) ? 0 : g.c_.range(1, 2));
  attrs.set("repeats", int_list_attr(repeats));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_repeat(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x = g.pick_tensor(scope, with_dims(0));
  if (!x) return std::nullopt;
  int64_t ndim = int64_t(known_dims(x->sinfo)->size());
  attrs.set("repeats", AttrValue::Int(g.c_.chance(10) ? 0 : g.c_.range(1, 3)));
  if (ndim > 0 && g.c_.chance(70))
    attrs.set("axis", AttrValue::Int(spell_axis(g.c_, g.c_.range(0, ndim - 1), ndim)));
  else
    attrs.set("axis", AttrValue::None());
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

std::optional<Expr> build_flip(Gen& g, Scope& scope, const OpSpec& spec) {
  Attrs attrs;
  const Avail* x =
      g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) { return t.ndim >= 1; });
  if (!x) return std::nullopt;
  int64_t ndim = as_tensor(x->sinfo)->ndim;
  attrs.set("axis", AttrValue::Int(spell_axis(g.c_, g.c_.range(0, ndim - 1), ndim)));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_manipulation_join_specs(OpSpecTable& table) {
  table.add("relax.concat", 1, build_concat);
  table.add("relax.split", 1, build_split);
  table.add("relax.tile", 1, build_tile);
  table.add("relax.repeat", 1, build_repeat);
  table.add("relax.flip", 1, build_flip);
}

} // namespace rxv::fuzz
