// Detection post-processing: relax.vision.get_valid_counts and relax.vision.multibox_transform_loc.
// StructInfo rules (TVM's src/relax/op/vision/nms.cc, multibox_transform_loc.cc):
// - get_valid_counts(data, score_threshold=0, id_index=0, score_index=1): data a 3-d tensor
//   (batch, num_anchors, elem_length); with a literal elem_length, score_index must lie in
//   [0, elem_length) and id_index in [-1, elem_length). Result: the tuple (valid_count int32
//   (batch,), out data's dtype (batch, num_anchors, elem_length), out_indices int32 (batch,
//   num_anchors)); only ndims (1, 3, 2) when data's shape is unknown.
// - multibox_transform_loc(cls_pred, loc_pred, anchor, clip=False, threshold=0.0,
//   variances=(1.0, 1.0, 1.0, 1.0), keep_background=True, apply_softmax=True): cls_pred 3-d (B,
//   num_classes, N), loc_pred 2-d (B, 4 N), anchor 3-d (1, N, 4), one dtype; the literal dims
//   are checked against each other. Result: the tuple (boxes (B, N, 4), scores (B, num_classes,
//   N)) of cls_pred's dtype; only ndims 3 when cls_pred's shape is unknown.
// Kernels (TOPI's python/tvm/topi/vision/nms.py and multibox_transform_loc.py):
// - get_valid_counts: per batch, the rows whose score > score_threshold (in data's dtype) and,
//   unless id_index < 0, whose id >= 0, moved to the front in order with their indices; the
//   remaining rows are -1 (indices -1); valid_count counts the kept rows.
// - multibox_transform_loc: each anchor (left, top, right, bottom) decodes its 4 offsets (x, y,
//   w, h) times the variances into (ymin, xmin, ymax, xmax) around the shifted centre with
//   half-extents 0.5 exp(h * vh) * anchor height (likewise width), clipped to [0, 1] with clip;
//   scores are the softmax over classes (apply_softmax) of cls_pred, zeroed below threshold
//   (multiplied by a 0/1 mask: a NaN score stays NaN) and for class 0 without keep_background.
//   Computed in the dtype (float32; float64 for float64).
#include <fmt/format.h>

#include <cmath>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

StructInfo infer_get_valid_counts(const CallNode& call, const std::vector<StructInfo>& args,
                                  OpInferContext& ctx) {
  const std::string op = op_name(call);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  int64_t score_index = read_attr<int64_t>(call, "score_index", 1, ctx);
  int64_t id_index = read_attr<int64_t>(call, "id_index", 0, ctx);
  if (!data) return make_object_sinfo();
  if (data->ndim != -1 && data->ndim != 3) {
    ctx.error(fmt::format("{}: data must be 3-d (batch, num_anchors, elem_length), got {}", op,
                          describe(args[0])));
    return make_object_sinfo();
  }
  auto vd = data->vdevice;
  const auto* shape = as<ShapeExprNode>(data->shape);
  if (!shape)
    return make_tuple_sinfo({tensor_of_ndim(DataType::Int(32), 1, vd),
                             tensor_of_ndim(data->dtype, 3, vd),
                             tensor_of_ndim(DataType::Int(32), 2, vd)});
  const PrimExpr &batch = shape->values[0], &anchors = shape->values[1], &length = shape->values[2];
  if (is_int_imm(length)) {
    int64_t len = length->int_value;
    if (score_index < 0 || score_index >= len)
      ctx.error(fmt::format("{}: score_index must be in [0, {}), got {}", op, len, score_index));
    else if (id_index < -1 || id_index >= len)
      ctx.error(fmt::format("{}: id_index must be in [-1, {}), got {}", op, len, id_index));
  }
  return make_tuple_sinfo({tensor_of_dims({batch}, DataType::Int(32), vd),
                           tensor_of_dims({batch, anchors, length}, data->dtype, vd),
                           tensor_of_dims({batch, anchors}, DataType::Int(32), vd)});
}

StructInfo infer_multibox(const CallNode& call, const std::vector<StructInfo>& args,
                          OpInferContext& ctx) {
  const std::string op = op_name(call);
  const TensorSInfo* cls = expect_tensor(call, args, 0, "cls_pred", ctx);
  const TensorSInfo* loc = expect_tensor(call, args, 1, "loc_pred", ctx);
  const TensorSInfo* anchor = expect_tensor(call, args, 2, "anchor", ctx);
  if (!cls || !loc || !anchor) return make_object_sinfo();
  auto fail = [&](std::string message) {
    ctx.error(fmt::format("{}: {}", op, message));
    return make_object_sinfo();
  };
  if (cls->ndim != -1 && cls->ndim != 3)
    return fail("cls_pred must be 3-d (B, num_classes, N), got " + describe(args[0]));
  if (loc->ndim != -1 && loc->ndim != 2)
    return fail("loc_pred must be 2-d (B, 4 N), got " + describe(args[1]));
  if (anchor->ndim != -1 && anchor->ndim != 3)
    return fail("anchor must be 3-d (1, N, 4), got " + describe(args[2]));
  if (!cls->dtype.is_void() && !loc->dtype.is_void() && cls->dtype != loc->dtype)
    return fail(fmt::format("cls_pred and loc_pred dtypes differ: {} and {}", cls->dtype.str(),
                            loc->dtype.str()));
  if (!cls->dtype.is_void() && !anchor->dtype.is_void() && cls->dtype != anchor->dtype)
    return fail(fmt::format("cls_pred and anchor dtypes differ: {} and {}", cls->dtype.str(),
                            anchor->dtype.str()));
  auto lit = [](const ShapeExprNode* s, size_t i) -> std::optional<int64_t> {
    if (!s || !is_int_imm(s->values[i])) return std::nullopt;
    return s->values[i]->int_value;
  };
  const auto* cs = as<ShapeExprNode>(cls->shape);
  const auto* ls = as<ShapeExprNode>(loc->shape);
  const auto* as_ = as<ShapeExprNode>(anchor->shape);
  if (auto l1 = lit(ls, 1); l1 && *l1 % 4 != 0)
    return fail(fmt::format("loc_pred.shape[1] must be divisible by 4, got {}", *l1));
  if (auto cb = lit(cs, 0), lb = lit(ls, 0); cb && lb && *cb != *lb)
    return fail(fmt::format("cls_pred and loc_pred batches differ: {} and {}", *cb, *lb));
  if (auto ab = lit(as_, 0); ab && *ab != 1)
    return fail(fmt::format("anchor.shape[0] must be 1, got {}", *ab));
  if (auto a2 = lit(as_, 2); a2 && *a2 != 4)
    return fail(fmt::format("anchor.shape[2] must be 4 (ltrb), got {}", *a2));
  auto vd = cls->vdevice;
  if (!cs)
    return make_tuple_sinfo({tensor_of_ndim(cls->dtype, 3, vd), tensor_of_ndim(cls->dtype, 3, vd)});
  if (auto n = lit(cs, 2)) {
    if (auto l1 = lit(ls, 1); l1 && *l1 != 4 * *n)
      return fail(fmt::format("loc_pred.shape[1] must be 4 N = {}, got {}", 4 * *n, *l1));
    if (auto a1 = lit(as_, 1); a1 && *a1 != *n)
      return fail(fmt::format("anchor.shape[1] must be N = {}, got {}", *n, *a1));
  }
  const PrimExpr &b = cs->values[0], &classes = cs->values[1], &n = cs->values[2];
  return make_tuple_sinfo({tensor_of_dims({b, n, make_int(4)}, cls->dtype, vd),
                           tensor_of_dims({b, classes, n}, cls->dtype, vd)});
}

// ---- Kernels -----------------------------------------------------------------------------------

Value tuple_of(std::vector<Value> fields) {
  return Value(std::make_shared<const TupleValue>(TupleValue{std::move(fields)}));
}

EvalOr<Value> get_valid_counts_kernel(const CallNode& call, const std::vector<Value>& args,
                                      KernelContext& ctx) {
  const std::string op = op_name(call);
  auto xt = tensor_arg(call, args, 0, ctx);
  if (!xt) return xt.error();
  const Tensor& data = **xt;
  auto threshold = read_attr(call, "score_threshold", 0.0, ctx);
  if (!threshold) return threshold.error();
  auto id_index = read_attr<int64_t>(call, "id_index", 0, ctx);
  if (!id_index) return id_index.error();
  auto score_index = read_attr<int64_t>(call, "score_index", 1, ctx);
  if (!score_index) return score_index.error();
  if (data.ndim() != 3 || data.dtype.is_bool())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data must be a 3-d tensor, got {} {}", op, data.dtype.str(),
                                 format_shape(data.shape)));
  int64_t batch = data.shape[0], anchors = data.shape[1], len = data.shape[2];
  if (*score_index < 0 || *score_index >= len || *id_index < -1 || *id_index >= len)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("{}: score_index {} or id_index {} out of range for rows of {}",
                                 op, *score_index, *id_index, len));
  auto count = ctx.alloc(DataType::Int(32), {batch});
  if (!count) return count.error();
  auto out = ctx.alloc(data.dtype, data.shape);
  if (!out) return out.error();
  auto indices = ctx.alloc(DataType::Int(32), {batch, anchors});
  if (!indices) return indices.error();
  // The threshold as a constant of data's dtype; compared in that dtype.
  Tensor thr = Tensor::zeros(data.dtype, {});
  thr.set_float(0, *threshold);
  bool is_float = data.dtype.is_float();
  auto greater = [&](int64_t i) {
    return is_float ? data.get_float(i) > thr.get_float(0) : data.get_int(i) > thr.get_int(0);
  };
  auto nonneg = [&](int64_t i) { return is_float ? data.get_float(i) >= 0 : data.get_int(i) >= 0; };
  for (int64_t b = 0; b < batch; ++b) {
    int64_t kept = 0;
    for (int64_t j = 0; j < anchors; ++j) {
      int64_t row = (b * anchors + j) * len;
      if (!greater(row + *score_index) || (*id_index >= 0 && !nonneg(row + *id_index))) continue;
      int64_t dst = (b * anchors + kept) * len;
      for (int64_t k = 0; k < len; ++k) {
        if (is_float)
          out->set_float(dst + k, data.get_float(row + k));
        else
          out->set_int(dst + k, data.get_int(row + k));
      }
      indices->set_int(b * anchors + kept, j);
      ++kept;
    }
    count->set_int(b, kept);
    for (int64_t j = kept; j < anchors; ++j) {
      for (int64_t k = 0; k < len; ++k) out->set_float((b * anchors + j) * len + k, -1.0);
      indices->set_int(b * anchors + j, -1);
    }
  }
  return tuple_of({Value(*count), Value(*out), Value(*indices)});
}

template <class C>
void multibox_loop(const Tensor& cls, const Tensor& loc, const Tensor& anchor, const C (&var)[4],
                   bool clip, C th, bool keep_background, bool apply_softmax, Tensor& boxes,
                   Tensor& scores) {
  int64_t batch = cls.shape[0], classes = cls.shape[1], n = cls.shape[2];
  const C half = C(0.5), zero = C(0), one = C(1);
  auto clamp01 = [&](C v) {
    C m = one < v ? one : v;    // min(one, v) as select(one < v, one, v)
    return zero > m ? zero : m; // max(zero, m) as select(zero > m, zero, m)
  };
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t a = 0; a < n; ++a) {
      C l = C(anchor.get_float(a * 4)), t = C(anchor.get_float(a * 4 + 1));
      C r = C(anchor.get_float(a * 4 + 2)), bt = C(anchor.get_float(a * 4 + 3));
      C ay = (t + bt) * half, ax = (l + r) * half, ah = bt - t, aw = r - l;
      const int64_t e = (b * n + a) * 4;
      C ex = C(loc.get_float(e)), ey = C(loc.get_float(e + 1));
      C ew = C(loc.get_float(e + 2)), eh = C(loc.get_float(e + 3));
      C yc = ey * var[1] * ah + ay, xc = ex * var[0] * aw + ax;
      C hh = half * std::exp(eh * var[3]) * ah, hw = half * std::exp(ew * var[2]) * aw;
      C v[4] = {yc - hh, xc - hw, yc + hh, xc + hw};
      for (int k = 0; k < 4; ++k) boxes.set_float(e + k, double(clip ? clamp01(v[k]) : v[k]));
    }
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t a = 0; a < n; ++a) {
      auto at = [&](int64_t c) { return (b * classes + c) * n + a; };
      // TOPI's softmax over axis 1: exp(x - max) / sum.
      C mx = -std::numeric_limits<C>::infinity();
      if (apply_softmax)
        for (int64_t c = 0; c < classes; ++c) {
          C x = C(cls.get_float(at(c)));
          mx = mx > x ? mx : x;
        }
      C sum = 0;
      if (apply_softmax)
        for (int64_t c = 0; c < classes; ++c) sum = sum + std::exp(C(cls.get_float(at(c))) - mx);
      for (int64_t c = 0; c < classes; ++c) {
        C s = C(cls.get_float(at(c)));
        if (apply_softmax) s = std::exp(s - mx) / sum;
        s = s * (s >= th ? one : zero);
        if (!keep_background && c == 0) s = zero;
        scores.set_float(at(c), double(s));
      }
    }
}

EvalOr<Value> multibox_kernel(const CallNode& call, const std::vector<Value>& args,
                              KernelContext& ctx) {
  const std::string op = op_name(call);
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  const Tensor &cls = *t[0], &loc = *t[1], &anchor = *t[2];
  auto clip = read_attr(call, "clip", false, ctx);
  if (!clip) return clip.error();
  auto threshold = read_attr(call, "threshold", 0.0, ctx);
  if (!threshold) return threshold.error();
  auto keep = read_attr(call, "keep_background", true, ctx);
  if (!keep) return keep.error();
  auto softmax = read_attr(call, "apply_softmax", true, ctx);
  if (!softmax) return softmax.error();
  std::vector<double> var = {1.0, 1.0, 1.0, 1.0};
  if (const AttrValue* v = call.attrs.find("variances");
      v && v->kind == AttrValue::Kind::kList && v->items.size() == 4)
    for (size_t i = 0; i < 4; ++i) var[i] = decode_attr<double>(v->items[i]).value_or(1.0);
  bool shapes_ok = cls.ndim() == 3 && loc.ndim() == 2 && anchor.ndim() == 3 &&
                   loc.shape[0] == cls.shape[0] && loc.shape[1] == 4 * cls.shape[2] &&
                   anchor.shape[0] == 1 && anchor.shape[1] == cls.shape[2] && anchor.shape[2] == 4;
  if (!shapes_ok)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: shapes {}, {}, {} are not (B, C, N), (B, 4 N), (1, N, 4)", op,
                                 format_shape(cls.shape), format_shape(loc.shape),
                                 format_shape(anchor.shape)));
  if (!cls.dtype.is_float() || loc.dtype != cls.dtype || anchor.dtype != cls.dtype)
    return ctx.error(EvalErrorKind::kTypeError,
                     fmt::format("{}: the three tensors must share a float dtype", op));
  auto boxes = ctx.alloc(cls.dtype, {cls.shape[0], cls.shape[2], 4});
  if (!boxes) return boxes.error();
  auto scores = ctx.alloc(cls.dtype, cls.shape);
  if (!scores) return scores.error();
  if (cls.dtype.bits == 64) {
    const double v[4] = {var[0], var[1], var[2], var[3]};
    multibox_loop<double>(cls, loc, anchor, v, *clip, *threshold, *keep, *softmax, *boxes, *scores);
  } else {
    const float v[4] = {float(var[0]), float(var[1]), float(var[2]), float(var[3])};
    multibox_loop<float>(cls, loc, anchor, v, *clip, float(*threshold), *keep, *softmax, *boxes,
                         *scores);
  }
  return tuple_of({Value(*boxes), Value(*scores)});
}

} // namespace

void register_vision_detect_ops(OpTable& table) {
  table.add(OpBuilder("vision_detect", "relax.vision.get_valid_counts")
                .args(1)
                .attrs({{"score_threshold", AttrType::kFloat, false},
                        {"id_index", AttrType::kInt, false},
                        {"score_index", AttrType::kInt, false}})
                .infer(infer_get_valid_counts)
                .kernel(get_valid_counts_kernel)
                .signature("data, score_threshold=0, id_index=0, score_index=1")
                .doc("moves the boxes scoring above score_threshold (with an id >= 0) to the "
                     "front: (valid_count, boxes, their indices)"));
  table.add(OpBuilder("vision_detect", "relax.vision.multibox_transform_loc")
                .args(3)
                .attrs({{"clip", AttrType::kBool, false},
                        {"threshold", AttrType::kFloat, false},
                        {"variances", AttrType::kAny, false},
                        {"keep_background", AttrType::kBool, false},
                        {"apply_softmax", AttrType::kBool, false}})
                .infer(infer_multibox)
                .kernel(multibox_kernel)
                .signature("cls_pred, loc_pred, anchor, clip=False, threshold=0.0, "
                           "variances=(1.0, 1.0, 1.0, 1.0), keep_background=True, "
                           "apply_softmax=True")
                .doc("decodes SSD box offsets against anchors and scores classes (softmax, "
                     "threshold): (boxes, scores)"));
}

} // namespace rxv::sem
