// Generation specs of the creation_grid family (semantics/ops/creation_grid.cpp): eye of small
// literal sizes and diagonal, eye_like of a visible 2-D tensor, hamming_window of a literal size
// with torch's coefficients, and meshgrid of one to three visible 1-D tensors of one dtype in
// either indexing.
#include "fuzz/generator_impl.h"

namespace rxv::fuzz {

using namespace sem;
using namespace detail;

namespace {

DataType pick_eye_dtype(Gen& g) {
  static const DataType kTypes[] = {DataType::Float(32), DataType::Int(32), DataType::Bool(),
                                    DataType::Float(64)};
  return kTypes[g.c_.draw(4)];
}

std::optional<Expr> build_eye(Gen& g, Scope&, const OpSpec& spec) {
  Attrs attrs;
  attrs.set("dtype", dtype_attr(pick_eye_dtype(g)));
  return make_call(
      make_op(spec.op),
      {prim_int(g.c_.range(0, 4)), prim_int(g.c_.range(0, 4)), prim_int(g.c_.range(-2, 2))},
      std::move(attrs));
}

std::optional<Expr> build_eye_like(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x =
      g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) { return t.ndim == 2; });
  if (!x) return std::nullopt;
  Attrs attrs;
  attrs.set("dtype", dtype_attr(g.c_.chance(50) ? DataType::Void() : pick_eye_dtype(g)));
  return make_call(make_op(spec.op), {x->var, prim_int(g.c_.range(-2, 2))}, std::move(attrs));
}

std::optional<Expr> build_hamming_window(Gen& g, Scope&, const OpSpec& spec) {
  Attrs attrs;
  attrs.set("dtype", dtype_attr(g.c_.chance(70) ? DataType::Float(32) : DataType::Float(64)));
  auto prim_f = [](double v) -> Expr {
    auto p = std::make_shared<PrimValueNode>();
    p->value = make_float(v, DataType::Float(32));
    return p;
  };
  return make_call(
      make_op(spec.op),
      {prim_int(g.c_.range(1, 6)), prim_bool(g.c_.chance(50)), prim_f(0.54), prim_f(0.46)},
      std::move(attrs));
}

std::optional<Expr> build_meshgrid(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x =
      g.pick_tensor(scope, [](const Avail&, const TensorSInfo& t) { return t.ndim == 1; });
  if (!x) return std::nullopt;
  DataType d = as_tensor(x->sinfo)->dtype;
  std::vector<size_t> same = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    return t && t->ndim == 1 && t->dtype == d;
  });
  std::vector<Expr> fields{x->var};
  for (int64_t n = g.c_.range(0, 2); n > 0 && !same.empty(); --n)
    fields.push_back(scope.vals[g.pick(same)].var);
  Attrs attrs;
  attrs.set("indexing", AttrValue::String(g.c_.chance(50) ? "ij" : "xy"));
  return make_call(make_op(spec.op), {make_tuple(std::move(fields))}, std::move(attrs));
}

} // namespace

void register_creation_grid_specs(OpSpecTable& table) {
  table.add("relax.eye", 1, build_eye);
  table.add("relax.eye_like", 1, build_eye_like);
  table.add("relax.hamming_window", 1, build_hamming_window);
  table.add("relax.meshgrid", 1, build_meshgrid);
}

} // namespace rxv::fuzz
