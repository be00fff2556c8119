// Generation specs of the image_grid family (semantics/ops/image_grid.cpp):
// affine_grid of a float (batch, 2, 3) tensor to a small literal size (sizes
// from 2, as align_corners needs), and grid_sample of a 4-d float NCHW tensor
// at a float (N, 2, h, w) grid of the same batch, with a random method,
// padding mode and align_corners.
#include "fuzz/generator_impl.h"
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

using namespace rxv::sem;
using namespace rxv::fuzz::detail;

namespace {

std::optional<Expr> build_affine_grid(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return t.dtype.is_float() && d && d->size() == 3 && is_int_imm((*d)[1]) &&
           (*d)[1]->int_value == 2 && is_int_imm((*d)[2]) && (*d)[2]->int_value == 3;
  });
  // (batch, 2, 3) tensors are rare in generated programs: a constant otherwise.
  Expr theta =
      x ? Expr(x->var) : g.make_constant(DataType::Float(32), {g.c_.range(1, 2), 2, 3}, false);
  Attrs attrs;
  attrs.set("align_corners", AttrValue::Bool(g.c_.chance(50)));
  return make_call(
      make_op(spec.op),
      {theta, make_shape_expr({make_int(g.c_.range(2, 5)), make_int(g.c_.range(2, 5))})},
      std::move(attrs));
}

std::optional<Expr> build_grid_sample(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    return t.dtype.is_float() && t.ndim == 4 && known_dims(a.sinfo);
  });
  if (!x) return std::nullopt;
  DataType dtype = as_tensor(x->sinfo)->dtype;
  PrimExpr batch = (*known_dims(x->sinfo))[0];
  // A grid of x's dtype and batch: one in scope, or a constant for a literal batch.
  std::vector<size_t> idx = g.candidates(scope, [&](const Avail& a) {
    const auto* t = as_tensor(a.sinfo);
    const auto* d = known_dims(a.sinfo);
    return t && t->dtype == dtype && d && d->size() == 4 && is_int_imm((*d)[1]) &&
           (*d)[1]->int_value == 2 && is_int_imm((*d)[0]) && is_int_imm(batch) &&
           (*d)[0]->int_value == batch->int_value;
  });
  Expr grid;
  if (!idx.empty() && g.c_.chance(50)) {
    grid = scope.vals[g.pick(idx)].var;
  } else {
    if (!is_int_imm(batch) || batch->int_value <= 0) return std::nullopt;
    grid = g.make_constant(dtype, {batch->int_value, 2, g.c_.range(1, 4), g.c_.range(1, 4)}, false);
  }
  static const char* kMethods[] = {"bilinear", "nearest", "bicubic"};
  static const char* kPadding[] = {"zeros", "border", "reflection"};
  Attrs attrs;
  attrs.set("method", AttrValue::String(kMethods[g.c_.draw(std::size(kMethods))]));
  attrs.set("layout", AttrValue::String("NCHW"));
  attrs.set("padding_mode", AttrValue::String(kPadding[g.c_.draw(std::size(kPadding))]));
  attrs.set("align_corners", AttrValue::Bool(g.c_.chance(50)));
  return make_call(make_op(spec.op), {x->var, grid}, std::move(attrs));
}

} // namespace

void register_image_grid_specs(OpSpecTable& table) {
  table.add("relax.image.affine_grid", 1, build_affine_grid);
  table.add("relax.image.grid_sample", 1, build_grid_sample);
}

} // namespace rxv::fuzz
