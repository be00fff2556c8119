// Generation specs of the image_resize family (semantics/ops/image_resize.cpp):
// resize2d of a 4-d (resize3d: 5-d) float tensor (a constant when none is in
// scope) in NCHW or NHWC (NCDHW or NDHWC) layout to a small literal size, with a random method,
// coordinate transformation mode and (for nearest_neighbor) rounding method.
#include "fuzz/generator_impl.h"
#include "fuzz/op_specs.h"

namespace rxv::fuzz {

using namespace rxv::sem;
using namespace rxv::fuzz::detail;

namespace {

OpBuilder build_resize(int spatial) {
  return [spatial](Gen& g, Scope& scope, const OpSpec& spec) -> std::optional<Expr> {
    const Avail* x = g.pick_tensor(scope, [spatial](const Avail& a, const TensorSInfo& t) {
      return t.dtype.is_float() && t.ndim == spatial + 2 && known_dims(a.sinfo);
    });
    // 5-d tensors are rare in generated programs: a small constant image otherwise.
    Expr data = x ? Expr(x->var)
                  : g.make_constant(DataType::Float(32),
                                    spatial == 2 ? std::vector<int64_t>{1, 2, 3, 3}
                                                 : std::vector<int64_t>{1, 2, 2, 3, 3},
                                    false);
    static const char* kMethods[] = {"nearest_neighbor", "linear", "cubic"};
    static const char* kModes[] = {"half_pixel", "align_corners", "asymmetric",
                                   "pytorch_half_pixel", "tf_half_pixel_for_nn"};
    static const char* kRoundings[] = {
        "round", "round_prefer_floor", "round_prefer_ceil", "floor", "ceil", ""};
    std::vector<PrimExpr> size;
    // align_corners divides by (size - 1): sizes from 2.
    for (int s = 0; s < spatial; ++s) size.push_back(make_int(g.c_.range(2, 6)));
    Attrs attrs;
    bool channels_last = g.c_.chance(25);
    attrs.set("layout", AttrValue::String(spatial == 2 ? (channels_last ? "NHWC" : "NCHW")
                                                       : (channels_last ? "NDHWC" : "NCDHW")));
    const char* method = kMethods[g.c_.draw(std::size(kMethods))];
    attrs.set("method", AttrValue::String(method));
    attrs.set("coordinate_transformation_mode",
              AttrValue::String(kModes[g.c_.draw(std::size(kModes))]));
    attrs.set("rounding_method",
              AttrValue::String(std::string(method) == "nearest_neighbor"
                                    ? kRoundings[g.c_.draw(std::size(kRoundings))]
                                    : ""));
    attrs.set("cubic_alpha", AttrValue::Float(g.c_.chance(50) ? -0.75 : -0.5));
    attrs.set("cubic_exclude", AttrValue::Int(g.c_.chance(25) ? 1 : 0));
    return make_call(make_op(spec.op), {data, make_shape_expr(std::move(size))}, std::move(attrs));
  };
}

} // namespace

void register_image_resize_specs(OpSpecTable& table) {
  table.add("relax.image.resize2d", 1, build_resize(2));
  table.add("relax.image.resize3d", 1, build_resize(3));
}

} // namespace rxv::fuzz
