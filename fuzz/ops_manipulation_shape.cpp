// Generation specs of the manipulation family (op_specs.h): reshape,
// permute_dims, expand_dims, squeeze, broadcast_to, concat, split, tile,
// repeat, flip and layout_transform. Each builder only makes calls that the
// op's StructInfo rule accepts (semantics/ops/manipulation_*.cpp): axes in
// range, element counts that provably agree, dims that provably broadcast or
// concatenate; the rule is still asked (Gen::derive) and a rejection is a
// generator bug.
#include <fmt/format.h>

#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"

namespace rxv::fuzz::detail {

using namespace sem;

namespace {

bool is_literal(const PrimExpr &d) { return is_int_imm(d); }
// (Constants are built only with positive literal dims: an empty one prints as
// `[]`, which reads back without its shape.)
bool is_one(const PrimExpr &d) { return is_int_imm(d) && d->int_value == 1; }

/// Axis `a` of an `ndim`-d tensor, written negatively a fifth of the time.
int64_t spell_axis(ChoiceSource &c, int64_t a, int64_t ndim) {
  return c.chance(20) ? a - ndim : a;
}

/// A random permutation of 0..n-1.
std::vector<int64_t> permutation(ChoiceSource &c, int64_t n) {
  std::vector<int64_t> p(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i)
    p[size_t(i)] = i;
  for (int64_t i = n - 1; i > 0; --i)
    std::swap(p[size_t(i)], p[c.draw(uint64_t(i + 1))]);
  return p;
}

/// `T.index_map(lambda i0, ..: (out0, ..))` over `n` inputs.
AttrValue index_map(int64_t n, const std::vector<std::string> &outs) {
  std::string params, body;
  for (int64_t i = 0; i < n; ++i)
    params += fmt::format("{}i{}", i ? ", " : "", i);
  for (size_t i = 0; i < outs.size(); ++i)
    body += (i ? ", " : "") + outs[i];
  if (outs.size() == 1)
    body += ",";
  return AttrValue::Raw(fmt::format("T.index_map(lambda {}: ({}))", params, body));
}

} // namespace

std::optional<Expr> Gen::build_manipulation_call(const OpSpec &spec,
                                                 Scope &scope) {
  Expr op = make_op(spec.op);
  auto with_dims = [](size_t min_ndim) {
    return [min_ndim](const Avail &a, const TensorSInfo &) {
      const auto *d = known_dims(a.sinfo);
      return d && d->size() >= min_ndim;
    };
  };
  Attrs attrs;
  switch (spec.form) {
  case OpForm::kReshape: {
    const Avail *x = pick_tensor(scope, with_dims(0));
    if (!x)
      return std::nullopt;
    // Groups of x's dims (a literal may split in two factors), adjacent groups
    // merged into products, 1s inserted: the element count provably agrees.
    std::vector<PrimExpr> parts;
    for (const PrimExpr &d : *known_dims(x->sinfo)) {
      int64_t v = is_literal(d) ? d->int_value : 0;
      if (v == 4 || v == 6) {
        if (c_.chance(50)) {
          parts.push_back(make_int(2));
          parts.push_back(make_int(v / 2));
          continue;
        }
      }
      parts.push_back(d);
    }
    std::vector<PrimExpr> target;
    for (const PrimExpr &p : parts) {
      if (!target.empty() && c_.chance(40))
        // Literal products folded: the reader folds `2 * 3` to 6.
        target.back() = is_literal(target.back()) && is_literal(p)
                            ? make_int(target.back()->int_value * p->int_value)
                            : make_binary(PrimKind::kMul, target.back(), p);
      else
        target.push_back(p);
      if (c_.chance(15))
        target.push_back(make_int(1));
    }
    if (target.empty() && c_.chance(50))
      target.push_back(make_int(1));
    return make_call(op, {x->var, make_shape_expr(std::move(target))});
  }
  case OpForm::kPermuteDims: {
    const Avail *x =
        pick_tensor(scope, [](const Avail &, const TensorSInfo &) { return true; });
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    if (c_.chance(20)) {
      attrs.set("axes", AttrValue::None());
    } else {
      std::vector<int64_t> axes = permutation(c_, ndim);
      for (int64_t &a : axes)
        a = spell_axis(c_, a, ndim);
      attrs.set("axes", int_list_attr(axes));
    }
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kExpandDims: {
    const Avail *x =
        pick_tensor(scope, [](const Avail &, const TensorSInfo &t) { return t.ndim <= 4; });
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    // Often up to 4-D: conv2d and the pools need NCHW data.
    int64_t k = ndim < 4 && c_.chance(40) ? 4 - ndim : c_.range(1, 2);
    int64_t out = ndim + k;
    std::vector<int64_t> axes(permutation(c_, out));
    axes.resize(size_t(k));
    for (int64_t &a : axes)
      a = spell_axis(c_, a, out);
    attrs.set("axis", int_list_attr(axes));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kSqueeze: {
    const Avail *x = pick_tensor(scope, with_dims(0));
    if (!x)
      return std::nullopt;
    const auto &dims = *known_dims(x->sinfo);
    std::vector<int64_t> ones;
    for (size_t i = 0; i < dims.size(); ++i)
      if (is_one(dims[i]) && c_.chance(70))
        ones.push_back(spell_axis(c_, int64_t(i), int64_t(dims.size())));
    // axis=None drops every dim of length 1; an undecided dim makes the ndim
    // unknown, which the rule allows.
    attrs.set("axis", ones.empty() ? AttrValue::None() : int_list_attr(ones));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kBroadcastTo: {
    const Avail *x = pick_tensor(scope, with_dims(0));
    if (!x)
      return std::nullopt;
    std::vector<PrimExpr> target = pick_shape(scope, c_.range(0, 2));
    for (const PrimExpr &d : *known_dims(x->sinfo))
      target.push_back(is_one(d) && c_.chance(60) ? pick_shape(scope, 1)[0] : d);
    return make_call(op, {x->var, make_shape_expr(std::move(target))});
  }
  case OpForm::kConcat: {
    const Avail *x = pick_tensor(scope, with_dims(1));
    if (!x)
      return std::nullopt;
    const auto &xd = *known_dims(x->sinfo);
    DataType dtype = as_tensor(x->sinfo)->dtype;
    int64_t ndim = int64_t(xd.size()), axis = c_.range(0, ndim - 1);
    // Tensors whose dims equal x's except at `axis`.
    std::vector<size_t> ys = candidates(scope, [&](const Avail &a) {
      const auto *t = as_tensor(a.sinfo);
      const auto *d = known_dims(a.sinfo);
      if (!t || t->dtype != dtype || !d || d->size() != xd.size())
        return false;
      for (size_t i = 0; i < xd.size(); ++i)
        if (int64_t(i) != axis && !structural_equal((*d)[i], xd[i]))
          return false;
      return true;
    });
    bool literal_rest = true;
    for (size_t i = 0; i < xd.size(); ++i)
      literal_rest = literal_rest && (int64_t(i) == axis || (is_literal(xd[i]) &&
                                                             xd[i]->int_value > 0));
    std::vector<Expr> fields{x->var};
    for (int64_t i = 0, n = c_.range(0, 2); i < n; ++i) {
      if (literal_rest && c_.chance(30)) {
        std::vector<int64_t> shape;
        for (size_t j = 0; j < xd.size(); ++j)
          shape.push_back(int64_t(j) == axis ? c_.range(1, 2) : xd[j]->int_value);
        fields.push_back(make_constant(dtype, shape, false));
      } else {
        fields.push_back(scope.vals[pick(ys)].var); // x itself is among ys
      }
    }
    if (c_.chance(30))
      std::swap(fields.front(), fields.back());
    attrs.set("axis", AttrValue::Int(spell_axis(c_, axis, ndim)));
    return make_call(op, {make_tuple(std::move(fields))}, std::move(attrs));
  }
  case OpForm::kSplit: {
    const Avail *x = pick_tensor(scope, with_dims(1));
    if (!x)
      return std::nullopt;
    int64_t ndim = int64_t(known_dims(x->sinfo)->size());
    if (c_.chance(50)) {
      attrs.set("indices_or_sections", AttrValue::Int(c_.range(1, 3)));
    } else {
      std::vector<int64_t> cuts;
      for (int64_t i = 0, n = c_.range(1, 2), at = 0; i < n; ++i)
        cuts.push_back(at += c_.range(0, 2));
      attrs.set("indices_or_sections", int_list_attr(cuts));
    }
    attrs.set("axis",
              AttrValue::Int(spell_axis(c_, c_.range(0, ndim - 1), ndim)));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kTile: {
    const Avail *x = pick_tensor(scope, with_dims(0));
    if (!x)
      return std::nullopt;
    int64_t ndim = int64_t(known_dims(x->sinfo)->size());
    std::vector<int64_t> repeats;
    for (int64_t i = 0, n = c_.range(1, ndim + 1); i < n; ++i)
      repeats.push_back(c_.chance(10) ? 0 : c_.range(1, 2));
    attrs.set("repeats", int_list_attr(repeats));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kRepeat: {
    const Avail *x = pick_tensor(scope, with_dims(0));
    if (!x)
      return std::nullopt;
    int64_t ndim = int64_t(known_dims(x->sinfo)->size());
    attrs.set("repeats", AttrValue::Int(c_.chance(10) ? 0 : c_.range(1, 3)));
    if (ndim > 0 && c_.chance(70))
      attrs.set("axis",
                AttrValue::Int(spell_axis(c_, c_.range(0, ndim - 1), ndim)));
    else
      attrs.set("axis", AttrValue::None());
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kFlip: {
    const Avail *x = pick_tensor(
        scope, [](const Avail &, const TensorSInfo &t) { return t.ndim >= 1; });
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    attrs.set("axis",
              AttrValue::Int(spell_axis(c_, c_.range(0, ndim - 1), ndim)));
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kLayoutTransform: {
    const Avail *x = pick_tensor(
        scope, [](const Avail &, const TensorSInfo &t) { return t.ndim >= 1; });
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    const auto *dims = known_dims(x->sinfo);
    std::vector<std::string> outs;
    for (int64_t i = 0; i < ndim; ++i)
      outs.push_back(fmt::format("i{}", i));
    // Injective maps TVM's layouts use: a split (NCHW -> NCHW4c), a fusion
    // with a literal inner dim, a transpose.
    int64_t j = c_.range(0, ndim - 1);
    switch (c_.draw(3)) {
    case 0: {
      int64_t f = c_.range(2, 4);
      outs[size_t(j)] = fmt::format("i{} // {}", j, f);
      outs.push_back(fmt::format("i{} % {}", j, f));
      break;
    }
    case 1:
      if (dims && j + 1 < ndim && is_literal((*dims)[size_t(j + 1)])) {
        outs[size_t(j)] = fmt::format("i{} * {} + i{}", j,
                                      (*dims)[size_t(j + 1)]->int_value, j + 1);
        outs.erase(outs.begin() + j + 1);
        break;
      }
      [[fallthrough]];
    default: {
      std::vector<int64_t> p = permutation(c_, ndim);
      for (int64_t i = 0; i < ndim; ++i)
        outs[size_t(i)] = fmt::format("i{}", p[size_t(i)]);
      break;
    }
    }
    attrs.set("index_map", index_map(ndim, outs));
    attrs.set("pad_value", AttrValue::None());
    attrs.set("axis_separators", int_list_attr({}));
    attrs.set("input_axis_separators", int_list_attr({}));
    return make_call(op, {x->var}, std::move(attrs));
  }
  default:
    return std::nullopt;
  }
}

} // namespace rxv::fuzz::detail
