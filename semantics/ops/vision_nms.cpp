// Non-maximum suppression: relax.vision.non_max_suppression (TVM >= 0.24) and
// relax.vision.all_class_non_max_suppression (TVM >= 0.23).
// StructInfo rules (TVM's src/relax/op/vision/nms.cc):
// - non_max_suppression(data, valid_count, indices, max_output_size=-1, iou_threshold=0.5,
//   force_suppress=False, top_k=-1, coord_start=2, score_index=1, id_index=0,
//   return_indices=True, invalid_to_bottom=False, soft_nms_sigma=0.0, score_threshold=0.0):
//   data 3-d (batch, num_anchors, elem_length), valid_count 1-d int32 (batch), indices 2-d int32
//   (batch, num_anchors) (unknown ndim or dtype passes); with data's shape known, the batch and
//   anchor counts must be provably equal (undecided is an error, as TVM's CanProveEqual); with a
//   literal elem_length, score_index in [0, len), coord_start .. coord_start + 3 in [0, len),
//   id_index in [-1, len). Result: return_indices gives (box_indices int32 (batch, num_anchors),
//   valid_box_count int32 (batch, 1)), with soft_nms_sigma > 0 preceded by the data (data's
//   StructInfo); else the data tensor alone.
// - all_class_non_max_suppression(boxes, scores, max_output_boxes_per_class, iou_threshold,
//   score_threshold, output_format="onnx"): five tensors; boxes (B, N, 4) and scores (B, C, N)
//   of known ndim 3 (TVM's ICHECKs). "onnx": (indices int64 (B C N, 3), count int64 (1,));
//   any other format is TensorFlow's: (indices int64 (B, C N, 2), scores float32 (B, C N), count
//   int64 (B,)). Without a shape (TVM dereferences a null one) only the ndims are known.
// Kernels (TOPI's python/tvm/topi/vision/nms.py and nms_util.py, which the legalization calls):
// - non_max_suppression: per batch, the first valid_count scores are ordered by a stable
//   descending sort (tvm.contrib.sort.argsort_nms; the rest keep their place), cut to top_k; the
//   kept rows are copied in that order (others -1). Hard NMS (soft_nms_sigma = 0) walks them: a
//   row scoring > 0 within max_output_size is kept and suppresses (score -1) each later row
//   scoring > 0 of its class (any class with force_suppress or id_index -1) whose IoU with it is
//   >= iou_threshold; a row not kept becomes all -1. Soft-NMS repeatedly takes the best remaining
//   row scoring > score_threshold, drops later rows with IoU >= iou_threshold and decays the
//   others' scores by exp(-0.5 / sigma IoU^2), dropping those left <= score_threshold. Then the
//   kept rows' indices map through `indices` (compacted to the front, valid_box_count of them),
//   or the data is returned, with invalid_to_bottom moving rows scoring >= 0 to the top. Computed
//   in the dtype (float32; float64 for float64). The IoU of boxes read as (min, max) corners,
//   0 where the union is <= 0.
// - all_class_non_max_suppression: per (batch, class), scores sorted descending (stable), the
//   count above score_threshold found by binary search; when iou_threshold > 0, a greedy walk
//   over them selects up to max_output_boxes_per_class boxes scoring above -1 and score_threshold,
//   each suppressing (score -1) later boxes scoring > 0 with IoU >= iou_threshold. "onnx" lists
//   (batch, class, box) rows, class by class, then zero rows up to the StructInfo's B C N; the
//   count is their number. TensorFlow's lists (class, box) and the score per batch, then zeros.
//   Deviations from TVM's compiled code (docs/spec-deviations.md): TVM's legalization trims the
//   "onnx" indices to (count, 3), which its StructInfo does not describe, and reads
//   max_output_boxes_per_class only when it is a Constant (else it takes N); the thresholds and
//   the maximum must each be one element here (TOPI falls back to 0.5 / 0 / 1000 otherwise).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "semantics/ops/kernel_helpers.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_families.h"
#include "semantics/ops/op_helpers.h"

namespace rxv::sem {

namespace {

// ---- StructInfo rules --------------------------------------------------------------------------

StructInfo infer_nms(const CallNode& call, const std::vector<StructInfo>& args,
                     OpInferContext& ctx) {
  const std::string op = op_name(call);
  const TensorSInfo* data = expect_tensor(call, args, 0, "data", ctx);
  const TensorSInfo* count = expect_tensor(call, args, 1, "valid_count", ctx);
  const TensorSInfo* indices = expect_tensor(call, args, 2, "indices", ctx);
  int64_t score_index = read_attr<int64_t>(call, "score_index", 1, ctx);
  int64_t coord_start = read_attr<int64_t>(call, "coord_start", 2, ctx);
  int64_t id_index = read_attr<int64_t>(call, "id_index", 0, ctx);
  bool return_indices = read_attr(call, "return_indices", true, ctx);
  double sigma = read_attr(call, "soft_nms_sigma", 0.0, ctx);
  if (!data || !count || !indices) return make_object_sinfo();
  auto fail = [&](std::string message) {
    ctx.error(fmt::format("{}: {}", op, message));
    return make_object_sinfo();
  };
  if (data->ndim != -1 && data->ndim != 3)
    return fail("data must be 3-d (batch, num_anchors, elem_length), got " + describe(args[0]));
  if (count->ndim != -1 && count->ndim != 1)
    return fail("valid_count must be 1-d, got " + describe(args[1]));
  if (indices->ndim != -1 && indices->ndim != 2)
    return fail("indices must be 2-d, got " + describe(args[2]));
  if (!count->dtype.is_void() && count->dtype != DataType::Int(32))
    return fail("valid_count must be int32, got " + describe(args[1]));
  if (!indices->dtype.is_void() && indices->dtype != DataType::Int(32))
    return fail("indices must be int32, got " + describe(args[2]));
  const std::vector<PrimExpr>* d = tensor_dims(*data);
  if (d) {
    Arith& a = ctx.arith();
    const std::vector<PrimExpr>* c = tensor_dims(*count);
    if (c && !a.prove_equal((*c)[0], (*d)[0]).is_proved())
      return fail(fmt::format("valid_count must have shape (batch,) = {}, got {}",
                              describe_dims({(*d)[0]}), describe(args[1])));
    const std::vector<PrimExpr>* i = tensor_dims(*indices);
    if (i && (!a.prove_equal((*i)[0], (*d)[0]).is_proved() ||
              !a.prove_equal((*i)[1], (*d)[1]).is_proved()))
      return fail(fmt::format("indices must have shape (batch, num_anchors) = {}, got {}",
                              describe_dims({(*d)[0], (*d)[1]}), describe(args[2])));
    if (is_int_imm((*d)[2])) {
      int64_t len = (*d)[2]->int_value;
      if (score_index < 0 || score_index >= len)
        return fail(fmt::format("score_index must be in [0, {}), got {}", len, score_index));
      if (coord_start < 0 || coord_start + 3 >= len)
        return fail(fmt::format("coord_start {} must start four box coordinates within "
                                "elem_length {}",
                                coord_start, len));
      if (id_index < -1 || id_index >= len)
        return fail(fmt::format("id_index must be in [-1, {}), got {}", len, id_index));
    }
  }
  auto vd = data->vdevice;
  StructInfo out_data =
      d ? tensor_of_dims(*d, data->dtype, vd) : tensor_of_ndim(data->dtype, 3, vd);
  if (!return_indices) return out_data;
  StructInfo box_indices = d ? tensor_of_dims({(*d)[0], (*d)[1]}, DataType::Int(32), vd)
                             : tensor_of_ndim(DataType::Int(32), 2, vd);
  StructInfo box_count = d ? tensor_of_dims({(*d)[0], make_int(1)}, DataType::Int(32), vd)
                           : tensor_of_ndim(DataType::Int(32), 2, vd);
  if (sigma > 0) return make_tuple_sinfo({out_data, box_indices, box_count});
  return make_tuple_sinfo({box_indices, box_count});
}

StructInfo infer_all_class_nms(const CallNode& call, const std::vector<StructInfo>& args,
                               OpInferContext& ctx) {
  const std::string op = op_name(call);
  static const char* const kNames[] = {"boxes", "scores", "max_output_boxes_per_class",
                                       "iou_threshold", "score_threshold"};
  const TensorSInfo* t[5];
  for (size_t i = 0; i < 5; ++i)
    if (!(t[i] = expect_tensor(call, args, i, kNames[i], ctx))) return make_object_sinfo();
  std::string format = read_attr(call, "output_format", std::string("onnx"), ctx);
  for (size_t i = 0; i < 2; ++i)
    if (t[i]->ndim != 3) {
      ctx.error(fmt::format("{}: {} must be 3-d ({}), got {}", op, kNames[i],
                            i ? "batch, num_classes, num_boxes" : "batch, num_boxes, 4",
                            describe(args[i])));
      return make_object_sinfo();
    }
  auto vd = t[0]->vdevice;
  const DataType i64 = DataType::Int(64);
  const std::vector<PrimExpr>* b = tensor_dims(*t[0]);
  const std::vector<PrimExpr>* s = tensor_dims(*t[1]);
  const bool onnx = format == "onnx";
  if (!b || !s) {
    if (onnx) return make_tuple_sinfo({tensor_of_ndim(i64, 2, vd), tensor_of_ndim(i64, 1, vd)});
    return make_tuple_sinfo({tensor_of_ndim(i64, 3, vd), tensor_of_ndim(DataType::Float(32), 2, vd),
                             tensor_of_ndim(i64, 1, vd)});
  }
  const PrimExpr &batch = (*b)[0], &boxes = (*b)[1], &classes = (*s)[1];
  Arith& a = ctx.arith();
  if (onnx)
    return make_tuple_sinfo(
        {tensor_of_dims({shape_product({batch, classes, boxes}, a), make_int(3)}, i64, vd),
         tensor_of_dims({make_int(1)}, i64, vd)});
  PrimExpr per_batch = shape_product({classes, boxes}, a);
  return make_tuple_sinfo({tensor_of_dims({batch, per_batch, make_int(2)}, i64, vd),
                           tensor_of_dims({batch, per_batch}, DataType::Float(32), vd),
                           tensor_of_dims({batch}, i64, vd)});
}

// ---- Kernels -----------------------------------------------------------------------------------

/// The IoU of two boxes given by 4 coordinates each (read as min / max corners), computed in C;
/// 0 where the union is <= 0 (TOPI's calculate_overlap).
template <class C> C box_iou(const C* a, const C* b) {
  auto corners = [](const C* x, C out[4]) {
    out[0] = std::min(x[0], x[2]);
    out[1] = std::min(x[1], x[3]);
    out[2] = std::max(x[0], x[2]);
    out[3] = std::max(x[1], x[3]);
  };
  C p[4], q[4];
  corners(a, p);
  corners(b, q);
  const C zero = C(0);
  C w = std::max(zero, C(std::min(p[2], q[2]) - std::max(p[0], q[0])));
  C h = std::max(zero, C(std::min(p[3], q[3]) - std::max(p[1], q[1])));
  C inter = h * w;
  C uni = C(C((p[2] - p[0]) * (p[3] - p[1])) + C((q[2] - q[0]) * (q[3] - q[1]))) - inter;
  return uni <= zero ? zero : C(inter / uni);
}

/// Indices 0..n-1 ordered by value descending, ties in index order (std::stable_sort, as TVM's
/// sort kernels).
template <class C> std::vector<int64_t> argsort_descending(const C* v, int64_t n) {
  std::vector<int64_t> idx(static_cast<size_t>(n));
  std::iota(idx.begin(), idx.end(), 0);
  std::stable_sort(idx.begin(), idx.end(), [&](int64_t a, int64_t b) { return v[a] > v[b]; });
  return idx;
}

template <class C> std::vector<C> values_of(const Tensor& t) {
  std::vector<C> v(static_cast<size_t>(t.num_elements()));
  for (int64_t i = 0; i < t.num_elements(); ++i) v[size_t(i)] = C(t.get_float(i));
  return v;
}

/// The options of non_max_suppression, read from its attributes.
struct NmsOptions {
  int64_t max_output_size, top_k, coord_start, score_index, id_index;
  double iou_threshold, soft_nms_sigma, score_threshold;
  bool force_suppress, return_indices, invalid_to_bottom;
};

/// One batch of non_max_suppression (TOPI's _classic_nms_ir) on rows of `len` values: `out`
/// (anchors x len) and `box` (anchors) are written; returns the count of kept boxes.
template <class C>
int64_t nms_batch(const C* data, int64_t anchors, int64_t len, int64_t valid,
                  const std::vector<int64_t>& sorted, const int64_t* indices, const NmsOptions& o,
                  C* out, int64_t* box) {
  const C minus1 = C(-1.0), zero = C(0);
  int64_t nkeep = (o.top_k > 0 && o.top_k < valid) ? o.top_k : valid;
  for (int64_t j = 0; j < anchors; ++j) {
    bool kept = j < nkeep;
    for (int64_t k = 0; k < len; ++k) out[j * len + k] = kept ? data[sorted[j] * len + k] : minus1;
    box[j] = kept ? sorted[j] : -1;
  }
  auto row = [&](int64_t j) { return out + j * len; };
  auto score = [&](int64_t j) -> C& { return out[j * len + o.score_index]; };
  auto same_class = [&](int64_t a, int64_t b) {
    if (o.force_suppress || o.id_index < 0) return true;
    return row(a)[o.id_index] == row(b)[o.id_index];
  };
  auto iou = [&](int64_t a, int64_t b) {
    return box_iou<C>(row(a) + o.coord_start, row(b) + o.coord_start);
  };
  auto under_max = [&](int64_t n) { return o.max_output_size <= 0 || n < o.max_output_size; };
  const C iou_thr = C(o.iou_threshold);
  int64_t num_valid = 0;
  if (o.soft_nms_sigma > 0) {
    const C thresh = C(float(o.score_threshold));
    const C scale = C(float(-0.5 / o.soft_nms_sigma));
    for (int64_t round = 0; round < nkeep; ++round) {
      if (!under_max(num_valid)) continue;
      int64_t best = -1;
      C best_score = thresh;
      for (int64_t j = 0; j < nkeep; ++j)
        if (j >= num_valid && box[j] >= 0 && score(j) > best_score) {
          best = j;
          best_score = score(j);
        }
      if (best < 0) continue;
      if (best != num_valid) {
        std::swap(box[num_valid], box[best]);
        for (int64_t k = 0; k < len; ++k) std::swap(row(num_valid)[k], row(best)[k]);
      }
      for (int64_t j = num_valid + 1; j < nkeep; ++j) {
        if (box[j] < 0 || !(score(j) > thresh) || !same_class(num_valid, j)) continue;
        C v = iou(num_valid, j);
        if (v >= iou_thr) box[j] = -1;
        if (v < iou_thr) {
          score(j) = score(j) * C(std::exp(C(scale * v) * v));
          if (score(j) <= thresh) box[j] = -1;
        }
      }
      ++num_valid;
    }
    for (int64_t j = 0; j < anchors; ++j) {
      if (j < num_valid && o.return_indices) box[j] = indices[box[j]];
      if (j >= num_valid) {
        for (int64_t k = 0; k < len; ++k) row(j)[k] = minus1;
        box[j] = -1;
      }
    }
    return num_valid;
  }
  for (int64_t j = 0; j < nkeep; ++j) {
    if (score(j) > zero && under_max(num_valid)) {
      ++num_valid;
      for (int64_t k = j + 1; k < nkeep; ++k)
        if (score(k) > zero && same_class(j, k) && iou(j, k) >= iou_thr) {
          score(k) = minus1;
          box[k] = -1;
        }
    } else {
      for (int64_t k = 0; k < len; ++k) row(j)[k] = minus1;
      box[j] = -1;
    }
  }
  if (!o.return_indices) return num_valid;
  int64_t n = 0;
  for (int64_t j = 0; j < anchors; ++j)
    if (box[j] >= 0) box[n++] = indices[box[j]];
  for (int64_t j = n; j < anchors; ++j) box[j] = -1;
  return n;
}

template <class C>
Value nms_run(const Tensor& data, const Tensor& count, const Tensor& indices, const NmsOptions& o,
              Tensor& out_data, Tensor& out_box, Tensor& out_count) {
  const int64_t batch = data.shape[0], anchors = data.shape[1], len = data.shape[2];
  std::vector<C> d = values_of<C>(data), out(d.size());
  std::vector<int64_t> box(static_cast<size_t>(batch * anchors)), idx(box.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = indices.get_int(int64_t(i));
  std::vector<C> scores(static_cast<size_t>(anchors));
  for (int64_t b = 0; b < batch; ++b) {
    const C* rows = d.data() + b * anchors * len;
    int64_t valid = count.get_int(b);
    for (int64_t j = 0; j < anchors; ++j) scores[size_t(j)] = rows[j * len + o.score_index];
    // argsort_nms: the first `valid` scores sorted (descending, stable), the rest in place.
    std::vector<int64_t> sorted = argsort_descending(scores.data(), std::max<int64_t>(valid, 0));
    for (int64_t j = int64_t(sorted.size()); j < anchors; ++j) sorted.push_back(j);
    int64_t kept = nms_batch<C>(rows, anchors, len, valid, sorted, idx.data() + b * anchors, o,
                                out.data() + b * anchors * len, box.data() + b * anchors);
    if (o.return_indices) out_count.set_int(b, kept);
    if (!o.return_indices && o.invalid_to_bottom) {
      // TOPI's _rearrange_out: rows scoring >= 0 to the top, in order; the rest -1.
      C* r = out.data() + b * anchors * len;
      int64_t n = 0;
      for (int64_t j = 0; j < anchors; ++j)
        if (r[j * len + o.score_index] >= C(0)) {
          if (n != j) std::copy(r + j * len, r + (j + 1) * len, r + n * len);
          ++n;
        }
      std::fill(r + n * len, r + anchors * len, C(-1));
    }
  }
  for (size_t i = 0; i < out.size(); ++i) out_data.set_float(int64_t(i), double(out[i]));
  if (!o.return_indices) return Value(out_data);
  for (size_t i = 0; i < box.size(); ++i) out_box.set_int(int64_t(i), box[i]);
  if (o.soft_nms_sigma > 0)
    return make_tuple_value({Value(out_data), Value(out_box), Value(out_count)});
  return make_tuple_value({Value(out_box), Value(out_count)});
}

EvalOr<Value> nms_kernel(const CallNode& call, const std::vector<Value>& args, KernelContext& ctx) {
  const std::string op = op_name(call);
  const Tensor* t[3] = {};
  if (auto st = tensor_args(call, args, 3, t, ctx); !st) return st.error();
  const Tensor &data = *t[0], &count = *t[1], &indices = *t[2];
  NmsOptions o{};
#define RXV_NMS_ATTR(field, def)                                                                   \
  {                                                                                                \
    auto v = read_attr(call, #field, def, ctx);                                                    \
    if (!v) return v.error();                                                                      \
    o.field = *v;                                                                                  \
  }
  RXV_NMS_ATTR(max_output_size, int64_t{-1})
  RXV_NMS_ATTR(iou_threshold, 0.5)
  RXV_NMS_ATTR(force_suppress, false)
  RXV_NMS_ATTR(top_k, int64_t{-1})
  RXV_NMS_ATTR(coord_start, int64_t{2})
  RXV_NMS_ATTR(score_index, int64_t{1})
  RXV_NMS_ATTR(id_index, int64_t{0})
  RXV_NMS_ATTR(return_indices, true)
  RXV_NMS_ATTR(invalid_to_bottom, false)
  RXV_NMS_ATTR(soft_nms_sigma, 0.0)
  RXV_NMS_ATTR(score_threshold, 0.0)
#undef RXV_NMS_ATTR
  if (data.ndim() != 3 || !data.dtype.is_float() || count.ndim() != 1 || indices.ndim() != 2 ||
      count.shape[0] != data.shape[0] || indices.shape[0] != data.shape[0] ||
      indices.shape[1] != data.shape[1])
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: data {} {}, valid_count {} and indices {} are not a float "
                                 "(batch, anchors, length), (batch,) and (batch, anchors)",
                                 op, data.dtype.str(), format_shape(data.shape),
                                 format_shape(count.shape), format_shape(indices.shape)));
  const int64_t anchors = data.shape[1], len = data.shape[2];
  if (o.score_index < 0 || o.score_index >= len || o.coord_start < 0 || o.coord_start + 3 >= len ||
      o.id_index < -1 || o.id_index >= len)
    return ctx.error(EvalErrorKind::kIndexOutOfRange,
                     fmt::format("{}: score_index {}, coord_start {} or id_index {} out of range "
                                 "for rows of {}",
                                 op, o.score_index, o.coord_start, o.id_index, len));
  for (int64_t b = 0; b < count.shape[0]; ++b)
    if (count.get_int(b) > anchors)
      return ctx.error(EvalErrorKind::kIndexOutOfRange,
                       fmt::format("{}: valid_count[{}] = {} exceeds the {} anchors (TVM's sort "
                                   "reads past the row)",
                                   op, b, count.get_int(b), anchors));
  auto out_data = ctx.alloc(data.dtype, data.shape);
  if (!out_data) return out_data.error();
  auto out_box = ctx.alloc(DataType::Int(32), {data.shape[0], anchors});
  if (!out_box) return out_box.error();
  auto out_count = ctx.alloc(DataType::Int(32), {data.shape[0], 1});
  if (!out_count) return out_count.error();
  if (data.dtype.bits == 64)
    return nms_run<double>(data, count, indices, o, *out_data, *out_box, *out_count);
  return nms_run<float>(data, count, indices, o, *out_data, *out_box, *out_count);
}

/// A threshold or limit tensor's one element (0-d, or 1-d of one), or an error.
EvalOr<double> one_element(const CallNode& call, const std::vector<Value>& args, size_t i,
                           const char* name, KernelContext& ctx) {
  auto x = tensor_arg(call, args, i, ctx);
  if (!x) return x.error();
  if ((*x)->num_elements() != 1 || (*x)->ndim() > 1)
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: {} must be one element (shape () or (1,)), got {}",
                                 op_name(call), name, format_shape((*x)->shape)));
  return (*x)->dtype.is_float() ? (*x)->get_float(0) : double((*x)->get_int(0));
}

/// Per (batch, class) row: the selected box indices and their scores (TOPI's run_all_class_nms).
template <class C>
void all_class_select(const Tensor& boxes, const Tensor& scores, int64_t max_boxes, C iou_thr,
                      C score_thr, std::vector<std::vector<int64_t>>& sel,
                      std::vector<std::vector<C>>& sel_scores) {
  const int64_t batch = scores.shape[0], classes = scores.shape[1], n = scores.shape[2];
  std::vector<C> bx = values_of<C>(boxes), sc = values_of<C>(scores);
  for (int64_t i = 0; i < batch * classes; ++i) {
    const C* row = sc.data() + i * n;
    std::vector<int64_t> order = argsort_descending(row, n);
    std::vector<C> sorted(static_cast<size_t>(n));
    for (int64_t j = 0; j < n; ++j) sorted[size_t(j)] = row[order[size_t(j)]];
    int64_t lo = 0, hi = n; // the count of sorted scores > score_threshold, by binary search
    while (lo < hi) {
      int64_t mid = (lo + hi) >> 1;
      if (sorted[size_t(mid)] > score_thr)
        lo = mid + 1;
      else
        hi = mid;
    }
    const int64_t nkeep = lo;
    const C* base = bx.data() + (i / classes) * n * 4;
    if (!(iou_thr > C(0)) || nkeep <= 0) continue;
    for (int64_t j = 0; j < nkeep; ++j) {
      if (!(sorted[size_t(j)] > C(-1)) || int64_t(sel[size_t(i)].size()) >= max_boxes) continue;
      if (!(sorted[size_t(j)] > score_thr)) continue;
      sel[size_t(i)].push_back(order[size_t(j)]);
      sel_scores[size_t(i)].push_back(sorted[size_t(j)]);
      for (int64_t k = j + 1; k < nkeep; ++k)
        if (sorted[size_t(k)] > C(0) &&
            box_iou<C>(base + order[size_t(j)] * 4, base + order[size_t(k)] * 4) >= iou_thr)
          sorted[size_t(k)] = C(-1);
    }
  }
}

EvalOr<Value> all_class_nms_kernel(const CallNode& call, const std::vector<Value>& args,
                                   KernelContext& ctx) {
  const std::string op = op_name(call);
  auto bx = tensor_arg(call, args, 0, ctx);
  if (!bx) return bx.error();
  auto sc = tensor_arg(call, args, 1, ctx);
  if (!sc) return sc.error();
  const Tensor &boxes = **bx, &scores = **sc;
  auto max_boxes = one_element(call, args, 2, "max_output_boxes_per_class", ctx);
  if (!max_boxes) return max_boxes.error();
  auto iou = one_element(call, args, 3, "iou_threshold", ctx);
  if (!iou) return iou.error();
  auto thr = one_element(call, args, 4, "score_threshold", ctx);
  if (!thr) return thr.error();
  auto format = read_attr(call, "output_format", std::string("onnx"), ctx);
  if (!format) return format.error();
  if (boxes.ndim() != 3 || scores.ndim() != 3 || boxes.shape[2] != 4 ||
      boxes.shape[0] != scores.shape[0] || boxes.shape[1] != scores.shape[2] ||
      !boxes.dtype.is_float() || !scores.dtype.is_float())
    return ctx.error(EvalErrorKind::kShapeMismatch,
                     fmt::format("{}: boxes {} and scores {} are not float (B, N, 4) and (B, C, N)",
                                 op, format_shape(boxes.shape), format_shape(scores.shape)));
  const int64_t batch = scores.shape[0], classes = scores.shape[1], n = scores.shape[2];
  const int64_t limit = int64_t(std::clamp(*max_boxes, -1.0, double(n)));
  std::vector<std::vector<int64_t>> sel(size_t(batch * classes));
  std::vector<std::vector<double>> sel_scores(sel.size());
  if (boxes.dtype.bits == 64) {
    all_class_select<double>(boxes, scores, limit, *iou, *thr, sel, sel_scores);
  } else {
    std::vector<std::vector<float>> f(sel.size());
    all_class_select<float>(boxes, scores, limit, float(*iou), float(*thr), sel, f);
    for (size_t i = 0; i < f.size(); ++i) sel_scores[i].assign(f[i].begin(), f[i].end());
  }
  const DataType i64 = DataType::Int(64);
  if (*format == "onnx") {
    auto out = ctx.alloc(i64, {batch * classes * n, 3});
    if (!out) return out.error();
    auto total = ctx.alloc(i64, {1});
    if (!total) return total.error();
    int64_t row = 0;
    for (int64_t i = 0; i < batch * classes; ++i)
      for (int64_t box : sel[size_t(i)]) {
        const int64_t v[3] = {i / classes, i % classes, box};
        for (int64_t k = 0; k < 3; ++k) out->set_int(row * 3 + k, v[k]);
        ++row;
      }
    for (int64_t k = row * 3; k < out->num_elements(); ++k) out->set_int(k, 0);
    total->set_int(0, row);
    return make_tuple_value({Value(*out), Value(*total)});
  }
  auto out = ctx.alloc(i64, {batch, classes * n, 2});
  if (!out) return out.error();
  auto out_scores = ctx.alloc(DataType::Float(32), {batch, classes * n});
  if (!out_scores) return out_scores.error();
  auto total = ctx.alloc(i64, {batch});
  if (!total) return total.error();
  for (int64_t k = 0; k < out->num_elements(); ++k) out->set_int(k, 0);
  for (int64_t k = 0; k < out_scores->num_elements(); ++k) out_scores->set_float(k, 0.0);
  for (int64_t b = 0; b < batch; ++b) {
    int64_t row = 0;
    for (int64_t c = 0; c < classes; ++c) {
      const size_t i = size_t(b * classes + c);
      for (size_t j = 0; j < sel[i].size(); ++j, ++row) {
        out->set_int((b * classes * n + row) * 2, c);
        out->set_int((b * classes * n + row) * 2 + 1, sel[i][j]);
        out_scores->set_float(b * classes * n + row, sel_scores[i][j]);
      }
    }
    total->set_int(b, row);
  }
  return make_tuple_value({Value(*out), Value(*out_scores), Value(*total)});
}

} // namespace

void register_vision_nms_ops(OpTable& table) {
  table.add(OpBuilder("vision_nms", "relax.vision.non_max_suppression")
                .args(3)
                .attrs({{"max_output_size", AttrType::kInt, false},
                        {"iou_threshold", AttrType::kFloat, false},
                        {"force_suppress", AttrType::kBool, false},
                        {"top_k", AttrType::kInt, false},
                        {"coord_start", AttrType::kInt, false},
                        {"score_index", AttrType::kInt, false},
                        {"id_index", AttrType::kInt, false},
                        {"return_indices", AttrType::kBool, false},
                        {"invalid_to_bottom", AttrType::kBool, false},
                        {"soft_nms_sigma", AttrType::kFloat, false},
                        {"score_threshold", AttrType::kFloat, false}})
                .infer(infer_nms)
                .kernel(nms_kernel)
                .signature("data, valid_count, indices, max_output_size=-1, iou_threshold=0.5, "
                           "force_suppress=False, top_k=-1, coord_start=2, score_index=1, "
                           "id_index=0, return_indices=True, invalid_to_bottom=False, "
                           "soft_nms_sigma=0.0, score_threshold=0.0")
                .doc("greedy (or soft) non-maximum suppression of scored boxes, per batch: the "
                     "kept boxes' indices and count, or the suppressed data"));
  table.add(OpBuilder("vision_nms", "relax.vision.all_class_non_max_suppression")
                .args(5)
                .attrs({{"output_format", AttrType::kString, false}})
                .infer(infer_all_class_nms)
                .kernel(all_class_nms_kernel)
                .signature("boxes, scores, max_output_boxes_per_class, iou_threshold, "
                           "score_threshold, output_format='onnx'")
                .doc("non-maximum suppression per batch and class (ONNX NonMaxSuppression): the "
                     "selected (batch, class, box) rows and their count"));
}

} // namespace rxv::sem
