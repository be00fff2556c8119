// Op calls through the per-op specs (op_specs.h), and deriving StructInfo
// through the op table (generator_impl.h). A spec only builds calls its op's
// rule accepts; the rule is still asked, and a rejection is recorded as a
// generator bug rather than emitted.
#include <fmt/format.h>

#include <algorithm>

#include "fuzz/generator_impl.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/printer.h"

namespace rxv::fuzz::detail {

using namespace sem;

namespace {

bool is_tensor_of(const Avail &a, bool (*dtype_ok)(DataType)) {
  const auto *t = as_tensor(a.sinfo);
  return t && !t->dtype.is_void() && t->ndim >= 0 && dtype_ok(t->dtype);
}
bool non_bool(DataType d) { return !d.is_bool(); }
bool float_only(DataType d) { return d.is_float(); }
bool int_or_bool(DataType d) { return d.is_integral(); }
bool any_dtype(DataType) { return true; }

/// True when a tensor of dims `y` broadcasts into `x` leaving x's shape: y no
/// longer than x and each aligned dim equal or the literal 1.
bool broadcasts_into(const std::vector<PrimExpr> &y,
                     const std::vector<PrimExpr> &x) {
  if (y.size() > x.size())
    return false;
  for (size_t i = 0; i < y.size(); ++i) {
    const PrimExpr &yd = y[y.size() - 1 - i];
    const PrimExpr &xd = x[x.size() - 1 - i];
    if (is_int_imm(yd) && yd->int_value == 1)
      continue;
    if (!structural_equal(yd, xd))
      return false;
  }
  return true;
}

} // namespace

AttrValue int_list_attr(const std::vector<int64_t> &v) {
  AttrValue a;
  a.kind = AttrValue::Kind::kList;
  for (int64_t i : v)
    a.items.push_back(AttrValue::Int(i));
  return a;
}

Expr prim_int(int64_t v, DataType dtype) {
  auto p = std::make_shared<PrimValueNode>();
  p->value = make_int(v, dtype);
  return p;
}

Expr prim_bool(bool b) {
  auto p = std::make_shared<PrimValueNode>();
  p->value = make_bool(b);
  return p;
}

AttrValue dtype_attr(DataType d) {
  return AttrValue::String(d.is_void() ? "void" : d.str());
}

std::vector<PrimExpr> Gen::pick_shape(Scope &scope, int64_t ndim) {
  std::vector<PrimExpr> dims;
  for (int64_t i = 0; i < ndim; ++i) {
    if (!scope.shape_vars.empty() && c_.chance(40))
      dims.push_back(scope.shape_vars[c_.draw(scope.shape_vars.size())]);
    else
      dims.push_back(make_int(c_.range(1, 4)));
  }
  return dims;
}

Expr Gen::make_constant(DataType dtype, const std::vector<int64_t> &shape,
                        bool nonzero) {
  auto c = std::make_shared<ConstantNode>();
  c->data.dtype = dtype;
  c->data.shape = shape;
  int64_t n = c->data.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    int64_t v = c_.range(0, 6) - 2; // -2 .. 4
    if (nonzero && v == 0)
      v = 1;
    if (dtype.is_bool())
      v = v > 0;
    if (dtype.is_float()) {
      c->data.floats.push_back(double(v) * 0.5);
    } else {
      c->data.ints.push_back(v);
    }
  }
  return c;
}

StructInfo Gen::derive(const Expr &e, const Scope &scope) {
  switch (e->kind) {
  case ExprKind::kVar:
  case ExprKind::kDataflowVar:
    for (auto it = scope.vals.rbegin(); it != scope.vals.rend(); ++it)
      if (it->var.get() == e.get())
        return it->sinfo;
    return make_object_sinfo();
  case ExprKind::kConstant: {
    const auto &d = as<ConstantNode>(e)->data;
    std::vector<PrimExpr> dims;
    for (int64_t s : d.shape)
      dims.push_back(make_int(s));
    return make_tensor_sinfo(std::move(dims), d.dtype);
  }
  case ExprKind::kPrimValue: {
    const auto &v = as<PrimValueNode>(e)->value;
    return make_prim_sinfo(v->dtype, v);
  }
  case ExprKind::kShapeExpr: {
    const auto &v = as<ShapeExprNode>(e)->values;
    return make_shape_sinfo(v, int(v.size()));
  }
  case ExprKind::kTuple: {
    std::vector<StructInfo> fields;
    for (const auto &f : as<TupleNode>(e)->fields)
      fields.push_back(derive(f, scope));
    return make_tuple_sinfo(std::move(fields));
  }
  case ExprKind::kCall: {
    const auto &call = *as<CallNode>(e);
    const auto *op = as<OpNode>(call.op);
    const OpDef *def = op ? OpTable::get().find(op->name) : nullptr;
    if (!def)
      return make_object_sinfo();
    std::vector<StructInfo> args;
    for (const auto &a : call.args)
      args.push_back(derive(a, scope));
    DiagnosticSink sink;
    OpInferContext ctx(&mod_, *arith_, sink, {});
    StructInfo s = infer_op_call(*def, call, args, ctx);
    for (const auto &d : sink.diagnostics()) {
      if (d.severity == Severity::kError) {
        stats_.rejected_calls.push_back(
            fmt::format("{}: {}", print_expr(e), d.message));
        return nullptr;
      }
      if (d.severity == Severity::kWarning)
        ++stats_.possibly_warnings;
    }
    return s;
  }
  default:
    return make_object_sinfo();
  }
}

bool Gen::add_op_call(BindingBlock &block, Scope &scope, bool pure) {
  // Specs whose op is in the table and whose form fits here, by weight.
  std::vector<const OpSpec *> fit;
  int total = 0;
  for (const OpSpec &s : op_specs()) {
    if (!OpTable::get().find(s.op))
      continue;
    if (s.form == OpForm::kPrint &&
        (pure || in_dataflow_ || !cfg_.allow_impure))
      continue;
    if (s.form == OpForm::kCallTir && !cfg_.allow_call_tir)
      continue;
    fit.push_back(&s);
    total += s.weight;
  }
  if (fit.empty())
    return false;
  int r = int(c_.draw(uint64_t(total)));
  size_t k = 0;
  while (r >= fit[k]->weight)
    r -= fit[k++]->weight;
  std::optional<Expr> call = build_op_call(*fit[k], scope);
  if (!call)
    return false;
  ++stats_.op_calls;
  bool nonneg = fit[k]->form == OpForm::kShapeToTensor;
  return emit(block, scope, *call, nullptr, nonneg);
}

std::optional<Expr> Gen::build_op_call(const OpSpec &spec, Scope &scope) {
  Expr op = make_op(spec.op);
  auto pick_of = [&](bool (*ok)(DataType)) -> const Avail * {
    std::vector<size_t> idx =
        candidates(scope, [&](const Avail &a) { return is_tensor_of(a, ok); });
    if (idx.empty())
      return nullptr;
    return &scope.vals[pick(idx)];
  };
  // A second operand for x: a value of x's dtype that broadcasts into x, or a
  // constant.
  auto partner = [&](const Avail &x, bool nonzero_int) -> Expr {
    const auto *xt = as_tensor(x.sinfo);
    const auto *xd = known_dims(x.sinfo);
    if (!(nonzero_int && xt->dtype.is_integral()) && xd && c_.chance(60)) {
      std::vector<size_t> idx = candidates(scope, [&](const Avail &a) {
        const auto *t = as_tensor(a.sinfo);
        const auto *d = known_dims(a.sinfo);
        return t && t->dtype == xt->dtype && d && broadcasts_into(*d, *xd);
      });
      if (!idx.empty())
        return scope.vals[pick(idx)].var;
    }
    // A scalar constant, or one of x's trailing literal dims.
    std::vector<int64_t> shape;
    if (xd && c_.chance(30)) {
      // Literal dims only, and no zero-size constant: TVMScript prints one as
      // `[]`, which reads back without its shape.
      for (auto it = xd->rbegin();
           it != xd->rend() && is_int_imm(*it) && (*it)->int_value > 0; ++it)
        shape.insert(shape.begin(), (*it)->int_value);
    }
    return make_constant(xt->dtype, shape, nonzero_int);
  };
  switch (spec.form) {
  case OpForm::kUnaryAny:
  case OpForm::kUnaryFloat:
  case OpForm::kUnaryCheck: {
    const Avail *x =
        pick_of(spec.form == OpForm::kUnaryAny ? non_bool : float_only);
    if (!x)
      return std::nullopt;
    return make_call(op, {x->var});
  }
  case OpForm::kClip: {
    const Avail *x = pick_of(non_bool);
    if (!x)
      return std::nullopt;
    DataType d = as_tensor(x->sinfo)->dtype;
    int64_t lo = c_.range(-2, 1), hi = c_.range(0, 3);
    auto prim = [&](int64_t v) -> Expr {
      auto p = std::make_shared<PrimValueNode>();
      p->value = d.is_float() ? make_float(double(v), DataType::Float(32))
                              : make_int(v);
      return p;
    };
    return make_call(op, {x->var, prim(lo), prim(hi)});
  }
  case OpForm::kBinaryArith:
  case OpForm::kBinaryDivide:
  case OpForm::kBinaryFloat:
  case OpForm::kCompare: {
    const Avail *x =
        pick_of(spec.form == OpForm::kBinaryFloat ? float_only : non_bool);
    if (!x)
      return std::nullopt;
    Expr y = partner(*x, spec.form == OpForm::kBinaryDivide);
    if (spec.form != OpForm::kBinaryDivide && c_.chance(30))
      return make_call(op, {y, x->var});
    // Integer division of two constants now and then (signs mixed): what
    // constant folding must floor, not truncate.
    const auto *xt = as_tensor(x->sinfo);
    if (spec.form == OpForm::kBinaryDivide && xt->dtype.is_integral() &&
        c_.chance(25))
      return make_call(op, {make_constant(xt->dtype, {}, false), y});
    return make_call(op, {x->var, y});
  }
  case OpForm::kLogical: {
    const Avail *x = pick_of(int_or_bool);
    if (!x)
      return std::nullopt;
    return make_call(op, {x->var, partner(*x, false)});
  }
  case OpForm::kWhere: {
    const Avail *x = pick_of(any_dtype);
    if (!x || !known_dims(x->sinfo))
      return std::nullopt;
    const auto *xd = known_dims(x->sinfo);
    std::vector<size_t> conds = candidates(scope, [&](const Avail &a) {
      const auto *t = as_tensor(a.sinfo);
      const auto *d = known_dims(a.sinfo);
      return t && t->dtype.is_bool() && d && broadcasts_into(*d, *xd);
    });
    if (conds.empty())
      return std::nullopt;
    Expr cond = scope.vals[pick(conds)].var;
    return make_call(op, {cond, x->var, partner(*x, false)});
  }
  case OpForm::kReduce:
  case OpForm::kArgReduce:
  case OpForm::kCumsum: {
    const Avail *x = pick_of(non_bool);
    if (!x)
      return std::nullopt;
    int64_t ndim = as_tensor(x->sinfo)->ndim;
    Attrs attrs;
    if (spec.form == OpForm::kReduce) {
      if (ndim > 0 && c_.chance(60)) {
        std::vector<int64_t> axes;
        for (int64_t a = 0; a < ndim; ++a)
          if (c_.chance(50))
            axes.push_back(c_.chance(20) ? a - ndim : a);
        if (axes.empty())
          axes.push_back(0);
        attrs.set("axis", int_list_attr(axes));
      }
      if (c_.chance(40))
        attrs.set("keepdims", AttrValue::Bool(true));
    } else if (spec.form == OpForm::kArgReduce) {
      if (ndim > 0 && c_.chance(60))
        attrs.set("axis", AttrValue::Int(c_.range(0, ndim - 1)));
      if (c_.chance(40))
        attrs.set("keepdims", AttrValue::Bool(true));
    } else {
      if (ndim > 0 && c_.chance(60))
        attrs.set("axis", AttrValue::Int(c_.range(0, ndim - 1)));
      if (c_.chance(30)) {
        AttrValue dt;
        dt.kind = AttrValue::Kind::kString;
        dt.str = pick_dtype().str();
        attrs.set("dtype", dt);
      }
      if (c_.chance(30))
        attrs.set("exclusive", AttrValue::Bool(true));
    }
    return make_call(op, {x->var}, std::move(attrs));
  }
  case OpForm::kMatmul: {
    std::vector<size_t> xs = candidates(scope, [](const Avail &a) {
      const auto *d = known_dims(a.sinfo);
      return is_tensor_of(a, non_bool) && d && !d->empty() && d->size() <= 3;
    });
    if (xs.empty())
      return std::nullopt;
    const Avail &x = scope.vals[pick(xs)];
    const auto *xt = as_tensor(x.sinfo);
    const PrimExpr &k = known_dims(x.sinfo)->back();
    std::vector<size_t> ys = candidates(scope, [&](const Avail &a) {
      const auto *t = as_tensor(a.sinfo);
      const auto *d = known_dims(a.sinfo);
      return t && t->dtype == xt->dtype && d &&
             (d->size() == 1 || d->size() == 2) && structural_equal((*d)[0], k);
    });
    if (!ys.empty() && c_.chance(70))
      return make_call(op, {x.var, scope.vals[pick(ys)].var});
    if (!is_int_imm(k) || k->int_value <= 0)
      return std::nullopt;
    std::vector<int64_t> shape{k->int_value};
    if (c_.chance(70))
      shape.push_back(c_.range(1, 3));
    return make_call(op, {x.var, make_constant(xt->dtype, shape, false)});
  }
  case OpForm::kShapeOf:
  case OpForm::kShapeToTensor: {
    const Avail *x = pick_of(any_dtype);
    if (!x)
      return std::nullopt;
    if (spec.form == OpForm::kShapeOf)
      return make_call(op, {x->var});
    // shape_to_tensor of a shape in scope, else of a literal shape.
    std::vector<size_t> shapes = candidates(scope, [](const Avail &a) {
      return as<ShapeSInfo>(a.sinfo) != nullptr;
    });
    if (!shapes.empty() && c_.chance(50))
      return make_call(op, {scope.vals[pick(shapes)].var});
    // Shape arithmetic on the shape variables in scope (those a match_cast
    // bound included).
    if (!scope.shape_vars.empty() && c_.chance(50)) {
      std::vector<PrimExpr> dims;
      for (int64_t i = 0, n = c_.range(1, 2); i < n; ++i) {
        // The most recently bound variable half the time (often a
        // match_cast's).
        PrimExpr v = c_.chance(50)
                         ? scope.shape_vars.back()
                         : scope.shape_vars[c_.draw(scope.shape_vars.size())];
        switch (c_.draw(3)) {
        case 0:
          dims.push_back(v);
          break;
        case 1:
          dims.push_back(make_binary(PrimKind::kMul, v, make_int(2)));
          break;
        default:
          dims.push_back(make_binary(PrimKind::kAdd, v, make_int(1)));
          break;
        }
      }
      return make_call(op, {make_shape_expr(dims)});
    }
    std::vector<PrimExpr> dims;
    if (const auto *d = known_dims(x->sinfo))
      dims = *d;
    return make_call(op, {make_shape_expr(dims)});
  }
  case OpForm::kTensorToShape: {
    std::vector<size_t> idx =
        candidates(scope, [](const Avail &a) { return a.nonneg_shape_tensor; });
    if (idx.empty())
      return std::nullopt;
    return make_call(op, {scope.vals[pick(idx)].var});
  }
  case OpForm::kNullValue:
    return make_call(op, {});
  case OpForm::kPrint: {
    std::vector<size_t> idx = candidates(scope, [](const Avail &a) {
      return a.sinfo && a.sinfo->kind != SInfoKind::kFunc;
    });
    if (idx.empty())
      return std::nullopt;
    Attrs attrs;
    attrs.set("format", AttrValue::String(c_.chance(50) ? "" : "value: {}"));
    return make_call(op, {scope.vals[pick(idx)].var}, std::move(attrs));
  }
  case OpForm::kCallTir: {
    std::vector<size_t> xs = candidates(scope, [](const Avail &a) {
      const auto *d = known_dims(a.sinfo);
      return is_tensor_of(a, non_bool) && d && !d->empty();
    });
    if (xs.empty())
      return std::nullopt;
    const Avail &x = scope.vals[pick(xs)];
    std::vector<size_t> ys = candidates(scope, [&](const Avail &a) {
      return a.var != x.var && structural_equal(a.sinfo, x.sinfo);
    });
    const Avail *y =
        !ys.empty() && c_.chance(50) ? &scope.vals[pick(ys)] : nullptr;
    return make_call_tir(x, y);
  }
  case OpForm::kReshape:
  case OpForm::kPermuteDims:
  case OpForm::kExpandDims:
  case OpForm::kSqueeze:
  case OpForm::kBroadcastTo:
  case OpForm::kConcat:
  case OpForm::kSplit:
  case OpForm::kTile:
  case OpForm::kRepeat:
  case OpForm::kFlip:
  case OpForm::kLayoutTransform:
    return build_manipulation_call(spec, scope);
  case OpForm::kStridedSlice:
  case OpForm::kTake:
  case OpForm::kUnique:
    return build_index_call(spec, scope);
  case OpForm::kZerosOnes:
  case OpForm::kFull:
  case OpForm::kLike:
  case OpForm::kFullLike:
  case OpForm::kArange:
  case OpForm::kAstype:
  case OpForm::kTrilu:
    return build_creation_call(spec, scope);
  case OpForm::kSoftmax:
  case OpForm::kLayerNorm:
  case OpForm::kBatchNorm:
  case OpForm::kConv2d:
  case OpForm::kPool2d:
  case OpForm::kAdaptivePool:
    return build_nn_call(spec, scope);
  }
  return std::nullopt;
}

} // namespace rxv::fuzz::detail
