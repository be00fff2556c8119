// Op calls through the per-op specs (op_specs.h; the builders are in
// fuzz/ops_<family>.cpp), and deriving StructInfo through the op table
// (generator_impl.h). A spec only builds calls its op's rule accepts; the rule
// is still asked, and a rejection is recorded as a generator bug rather than
// emitted.
#include <fmt/format.h>

#include <algorithm>

#include "fuzz/generator_impl.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/printer.h"

namespace rxv::fuzz::detail {

using namespace sem;

bool is_tensor_of(const Avail& a, bool (*dtype_ok)(DataType)) {
  const auto* t = as_tensor(a.sinfo);
  return t && !t->dtype.is_void() && t->ndim >= 0 && dtype_ok(t->dtype);
}

const Avail* Gen::pick_tensor_of(Scope& scope, bool (*dtype_ok)(DataType)) {
  std::vector<size_t> idx =
      candidates(scope, [&](const Avail& a) { return is_tensor_of(a, dtype_ok); });
  if (idx.empty()) return nullptr;
  return &scope.vals[pick(idx)];
}

int64_t spell_axis(ChoiceSource& c, int64_t a, int64_t ndim) { return c.chance(20) ? a - ndim : a; }

std::vector<int64_t> permutation(ChoiceSource& c, int64_t n) {
  std::vector<int64_t> p(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) p[size_t(i)] = i;
  for (int64_t i = n - 1; i > 0; --i) std::swap(p[size_t(i)], p[c.draw(uint64_t(i + 1))]);
  return p;
}

OpBuilder one_tensor_call(bool (*dtype_ok)(DataType)) {
  return [dtype_ok](Gen& g, Scope& scope, const OpSpec& spec) -> std::optional<Expr> {
    const Avail* x = g.pick_tensor_of(scope, dtype_ok);
    if (!x) return std::nullopt;
    return make_call(make_op(spec.op), {x->var});
  };
}

AttrValue int_list_attr(const std::vector<int64_t>& v) {
  AttrValue a;
  a.kind = AttrValue::Kind::kList;
  for (int64_t i : v) a.items.push_back(AttrValue::Int(i));
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

AttrValue dtype_attr(DataType d) { return AttrValue::String(d.is_void() ? "void" : d.str()); }

std::vector<PrimExpr> Gen::pick_shape(Scope& scope, int64_t ndim) {
  std::vector<PrimExpr> dims;
  for (int64_t i = 0; i < ndim; ++i) {
    if (!scope.shape_vars.empty() && c_.chance(40))
      dims.push_back(scope.shape_vars[c_.draw(scope.shape_vars.size())]);
    else
      dims.push_back(make_int(c_.range(1, 4)));
  }
  return dims;
}

Expr Gen::make_constant(DataType dtype, const std::vector<int64_t>& shape, bool nonzero) {
  auto c = std::make_shared<ConstantNode>();
  c->data.dtype = dtype;
  c->data.shape = shape;
  int64_t n = c->data.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    int64_t v = c_.range(0, 6) - 2; // -2 .. 4
    // Unsigned dtypes take 0 .. 6 (a negative literal does not fit them: the print would not
    // read back).
    if (dtype.is_uint() && !dtype.is_bool()) v += 2;
    if (nonzero && v == 0) v = 1;
    if (dtype.is_bool()) v = v > 0;
    if (dtype.is_float()) {
      c->data.floats.push_back(double(v) * 0.5);
    } else {
      c->data.ints.push_back(v);
    }
  }
  return c;
}

StructInfo Gen::derive(const Expr& e, const Scope& scope) {
  switch (e->kind) {
  case ExprKind::kVar:
  case ExprKind::kDataflowVar:
    for (auto it = scope.vals.rbegin(); it != scope.vals.rend(); ++it)
      if (it->var.get() == e.get()) return it->sinfo;
    return make_object_sinfo();
  case ExprKind::kConstant: {
    const auto& d = as<ConstantNode>(e)->data;
    std::vector<PrimExpr> dims;
    for (int64_t s : d.shape) dims.push_back(make_int(s));
    return make_tensor_sinfo(std::move(dims), d.dtype);
  }
  case ExprKind::kPrimValue: {
    const auto& v = as<PrimValueNode>(e)->value;
    return make_prim_sinfo(v->dtype, v);
  }
  case ExprKind::kShapeExpr: {
    const auto& v = as<ShapeExprNode>(e)->values;
    return make_shape_sinfo(v, int(v.size()));
  }
  case ExprKind::kTuple: {
    std::vector<StructInfo> fields;
    for (const auto& f : as<TupleNode>(e)->fields) fields.push_back(derive(f, scope));
    return make_tuple_sinfo(std::move(fields));
  }
  case ExprKind::kCall: {
    const auto& call = *as<CallNode>(e);
    const auto* op = as<OpNode>(call.op);
    const OpDef* def = op ? OpTable::get().find(op->name) : nullptr;
    if (!def) return make_object_sinfo();
    std::vector<StructInfo> args;
    for (const auto& a : call.args) args.push_back(derive(a, scope));
    DiagnosticSink sink;
    OpInferContext ctx(&mod_, *arith_, sink, {});
    StructInfo s = infer_op_call(*def, call, args, ctx);
    for (const auto& d : sink.diagnostics()) {
      if (d.severity == Severity::kError) {
        stats_.rejected_calls.push_back(fmt::format("{}: {}", print_expr(e), d.message));
        return nullptr;
      }
      if (d.severity == Severity::kWarning) ++stats_.possibly_warnings;
    }
    return s;
  }
  default: return make_object_sinfo();
  }
}

bool Gen::add_op_call(BindingBlock& block, Scope& scope, bool pure) {
  // Specs whose op is in the table and whose form fits here, by weight.
  std::vector<const OpSpec*> fit;
  int total = 0;
  for (const OpSpec& s : op_specs()) {
    if (!OpTable::get().find(s.op)) continue;
    if (s.place == OpPlace::kImpureBlock && (pure || in_dataflow_ || !cfg_.allow_impure)) continue;
    if (s.place == OpPlace::kCallTir && !cfg_.allow_call_tir) continue;
    fit.push_back(&s);
    total += s.weight;
  }
  if (fit.empty()) return false;
  int r = int(c_.draw(uint64_t(total)));
  size_t k = 0;
  while (r >= fit[k]->weight) r -= fit[k++]->weight;
  std::optional<Expr> call = fit[k]->build(*this, scope, *fit[k]);
  if (!call) return false;
  ++stats_.op_calls;
  return emit(block, scope, *call, nullptr, fit[k]->nonneg_shape_tensor);
}

} // namespace rxv::fuzz::detail
