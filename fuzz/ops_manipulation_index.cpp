// Generation specs of the indexing and search ops (op_specs.h): strided_slice,
// take and unique (nonzero is a plain unary form). The rules are in
// semantics/ops/manipulation_index.cpp and search.cpp: tuples of PrimValues
// with one entry per sliced axis, distinct axes in range, a non-zero literal
// stride; integer (not bool) indices; literal unique flags.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz::detail {

using namespace sem;

std::optional<Expr> Gen::build_index_call(const OpSpec &spec, Scope &scope) {
  Expr op = make_op(spec.op);
  Attrs attrs;
  auto any_ndim = [](int64_t min_ndim) {
    return [min_ndim](const Avail &, const TensorSInfo &t) {
      return t.ndim >= min_ndim;
    };
  };
  switch (spec.form) {
  case OpForm::kStridedSlice: {
    const Avail *x = pick_tensor(scope, any_ndim(1));
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    std::vector<int64_t> order(static_cast<size_t>(ndim));
    for (int64_t i = 0; i < ndim; ++i)
      order[size_t(i)] = i;
    for (int64_t i = ndim - 1; i > 0; --i)
      std::swap(order[size_t(i)], order[c_.draw(uint64_t(i + 1))]);
    std::vector<Expr> axes, begin, end, strides;
    for (int64_t i = 0, n = c_.range(1, std::min<int64_t>(ndim, 2)); i < n;
         ++i) {
      axes.push_back(prim_int(order[size_t(i)]));
      int64_t stride = c_.chance(70) ? c_.range(1, 3) : -c_.range(1, 2);
      // Negative begin/end count from the end; both are clamped to the dim.
      begin.push_back(prim_int(stride > 0 ? c_.range(-2, 2) : c_.range(-1, 4)));
      // (Literal begin and end only: a PrimValue holding a shape variable
      // breaks WF-18 as rxv reads it.)
      end.push_back(prim_int(stride > 0 ? c_.range(-1, 6) : c_.range(-6, 1)));
      strides.push_back(prim_int(stride));
    }
    std::vector<Expr> args{x->var, make_tuple(axes), make_tuple(begin),
                           make_tuple(end)};
    bool unit = true;
    for (const Expr &s : strides)
      unit = unit && as<PrimValueNode>(s)->value->int_value == 1;
    if (!unit || c_.chance(50))
      args.push_back(make_tuple(strides));
    attrs.set("assume_inbound", AttrValue::Bool(false));
    return make_call(op, std::move(args), std::move(attrs));
  }
  case OpForm::kTake: {
    const Avail *x = pick_tensor(scope, any_ndim(1));
    if (!x)
      return std::nullopt;
    const auto *xt = as_tensor(x->sinfo);
    Expr indices;
    std::vector<size_t> ints = candidates(scope, [](const Avail &a) {
      const auto *t = as_tensor(a.sinfo);
      return t && t->dtype.is_int() && t->ndim >= 0 && t->ndim <= 2;
    });
    if (!ints.empty() && c_.chance(40)) {
      indices = scope.vals[pick(ints)].var;
    } else if (c_.chance(25)) {
      indices = prim_int(c_.range(0, 3));
    } else {
      std::vector<int64_t> shape;
      for (int64_t i = 0, n = c_.range(0, 2); i < n; ++i)
        shape.push_back(c_.range(1, 3));
      indices = make_constant(c_.chance(50) ? DataType::Int(64)
                                            : DataType::Int(32),
                              shape, false);
    }
    if (xt->ndim == 1 && c_.chance(25))
      attrs.set("axis", AttrValue::None());
    else
      attrs.set("axis", AttrValue::Int(c_.range(0, xt->ndim - 1)));
    // "clip" and "wrap" never fail on a non-empty axis, nor "nan" on a float
    // x; "fast" errors on an index out of range (an erroring program refines
    // to anything, so it is kept to index 0).
    std::string mode = c_.chance(50) ? "clip" : "wrap";
    if (xt->dtype.is_float() && c_.chance(20))
      mode = "nan";
    if (c_.chance(15)) {
      indices = prim_int(0);
      mode = "fast";
    }
    attrs.set("mode", AttrValue::String(mode));
    return make_call(op, {x->var, indices}, std::move(attrs));
  }
  case OpForm::kUnique: {
    const Avail *x = pick_tensor(scope, any_ndim(0));
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    std::vector<Expr> args{x->var};
    for (int i = 0; i < 4; ++i)
      args.push_back(prim_bool(c_.chance(i == 0 ? 60 : 30)));
    if (ndim > 0 && c_.chance(40))
      args.push_back(prim_int(c_.range(0, ndim - 1)));
    return make_call(op, std::move(args));
  }
  default:
    return std::nullopt;
  }
}

} // namespace rxv::fuzz::detail
