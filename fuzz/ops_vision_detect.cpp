// Generation specs of the vision_detect family (semantics/ops/vision_detect.cpp):
// get_valid_counts of a 3-d float tensor whose last dim is a literal of at least
// 2 (score_index 1, id_index 0 or -1, a threshold of either sign).
// multibox_transform_loc needs three tensors of related literal shapes (B, C, N),
// (B, 4 N), (1, N, 4), which the generator does not make: excluded.
#include "fuzz/generator_impl.h"
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

using namespace rxv::sem;
using namespace rxv::fuzz::detail;

namespace {

std::optional<Expr> build_get_valid_counts(Gen& g, Scope& scope, const OpSpec& spec) {
  const Avail* x = g.pick_tensor(scope, [](const Avail& a, const TensorSInfo& t) {
    const auto* d = known_dims(a.sinfo);
    return t.dtype.is_float() && d && d->size() == 3 && is_int_imm((*d)[2]) &&
           (*d)[2]->int_value >= 2;
  });
  if (!x) return std::nullopt;
  Attrs attrs;
  static const double kThresholds[] = {0.0, 0.5, -0.5};
  attrs.set("score_threshold", AttrValue::Float(kThresholds[g.c_.draw(std::size(kThresholds))]));
  attrs.set("id_index", AttrValue::Int(g.c_.chance(50) ? 0 : -1));
  attrs.set("score_index", AttrValue::Int(1));
  return make_call(make_op(spec.op), {x->var}, std::move(attrs));
}

} // namespace

void register_vision_detect_specs(OpSpecTable& table) {
  table.add("relax.vision.get_valid_counts", 1, build_get_valid_counts);
  table.exclude("relax.vision.multibox_transform_loc",
                "needs three tensors of related literal shapes (B, C, N), (B, 4 N), (1, N, 4)");
}

} // namespace rxv::fuzz
