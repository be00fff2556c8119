// Reference kernels of the ops issue 15 added last (semantics/ops/vision_nms.cpp,
// nn_attention.cpp's attention_var_len, builtin_runtime.cpp's hint_on_device,
// builtin_call_tir.cpp's call_py_func): TOPI's NMS quirks (a box scoring <= 0 is never suppressed,
// iou_threshold <= 0 selects nothing, stable ties), the one-element thresholds, the sequence checks
// of attention_var_len, and the run-time error of call_py_func.
#include <gtest/gtest.h>

#include "tests/semantics/kernel_test_util.h"

namespace rxv::sem {
namespace kernels_vision_nms_test {

using namespace kernel_test; // NOLINT

/// Field `i` of a tuple result, as a result of its own.
EvalOr<Value> field(const EvalOr<Value>& r, size_t i) {
  if (!r.ok()) return r;
  const TupleValue* t = r->as_tuple();
  if (!t || i >= t->fields.size())
    return EvalError{EvalErrorKind::kOther, {}, "not a tuple with that field"};
  return t->fields[i];
}

/// Rows [id, score, l, t, r, b] of one batch.
Tensor boxes6(std::vector<double> rows) {
  int64_t n = int64_t(rows.size()) / 6;
  return tf(kF32, {1, n, 6}, std::move(rows));
}

TEST(KernelsVisionNms, HardNmsSuppressesOverlapsOfOneClass) {
  Tensor data = boxes6({0, 0.9, 0, 0, 2, 2,   // kept
                        0, 0.8, 0, 0, 2, 2,   // IoU 1 with row 0: suppressed
                        1, 0.7, 0, 0, 2, 2,   // another class: kept
                        0, 0.6, 5, 5, 6, 6}); // apart: kept
  Tensor count = ti(kI32, {1}, {4}), idx = ti(kI32, {1, 4}, {7, 8, 9, 10});
  auto r = run("relax.vision.non_max_suppression", {data, count, idx});
  expect_ints(field(r, 0), kI32, {1, 4}, {7, 9, 10, -1});
  expect_ints(field(r, 1), kI32, {1, 1}, {3});
  // force_suppress (or id_index -1) ignores the class; top_k keeps the best two before NMS.
  r = run("relax.vision.non_max_suppression", {data, count, idx},
          attrs({{"force_suppress", AttrValue::Bool(true)}}));
  expect_ints(field(r, 0), kI32, {1, 4}, {7, 10, -1, -1});
  r = run("relax.vision.non_max_suppression", {data, count, idx},
          attrs({{"top_k", AttrValue::Int(2)}}));
  expect_ints(field(r, 0), kI32, {1, 4}, {7, -1, -1, -1});
  // valid_count 2: only the first two rows are sorted and considered.
  r = run("relax.vision.non_max_suppression", {data, ti(kI32, {1}, {2}), idx});
  expect_ints(field(r, 0), kI32, {1, 4}, {7, -1, -1, -1});
}

TEST(KernelsVisionNms, DataOutputAndInvalidToBottom) {
  Tensor data = boxes6({0, 0.5, 0, 0, 2, 2, 0, 0.9, 0, 0, 2, 2, 0, 0, 4, 4, 5, 5});
  Tensor count = ti(kI32, {1}, {3}), idx = ti(kI32, {1, 3}, {0, 1, 2});
  Attrs a = attrs({{"return_indices", AttrValue::Bool(false)}});
  // Sorted: 0.9, 0.5 (suppressed to score -1, so when its turn comes it is not kept: all -1),
  // 0 (not > 0: all -1).
  expect_floats(run("relax.vision.non_max_suppression", {data, count, idx}, a), kF32, {1, 3, 6},
                {0, 0.9, 0, 0, 2, 2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, 1e-6);
  // invalid_to_bottom moves the kept rows to the top; max_output_size 1 keeps only the best.
  Tensor far = boxes6({0, 0.9, 0, 0, 2, 2, 0, 0.95, 4, 4, 5, 5, 0, 0.1, 0, 0, 2, 2});
  a.set("invalid_to_bottom", AttrValue::Bool(true));
  expect_floats(run("relax.vision.non_max_suppression", {far, count, idx}, a), kF32, {1, 3, 6},
                {0, 0.95, 4, 4, 5, 5, 0, 0.9, 0, 0, 2, 2, -1, -1, -1, -1, -1, -1}, 1e-6);
  a.set("max_output_size", AttrValue::Int(1));
  expect_floats(run("relax.vision.non_max_suppression", {far, count, idx}, a), kF32, {1, 3, 6},
                {0, 0.95, 4, 4, 5, 5, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, 1e-6);
}

TEST(KernelsVisionNms, SoftNmsDecaysOverlappingScores) {
  // IoU of [0,0,2,2] and [1,0,3,2] is 2 / 6; exp(-0.5 / 0.5 * (1/3)^2) = exp(-1/9).
  Tensor data = boxes6({0, 0.9, 0, 0, 2, 2, 0, 0.8, 1, 0, 3, 2});
  auto r =
      run("relax.vision.non_max_suppression", {data, ti(kI32, {1}, {2}), ti(kI32, {1, 2}, {0, 1})},
          attrs({{"soft_nms_sigma", AttrValue::Float(0.5)}}));
  expect_floats(field(r, 0), kF32, {1, 2, 6},
                {0, 0.9, 0, 0, 2, 2, 0, 0.8 * std::exp(-1.0 / 9), 1, 0, 3, 2}, 1e-6);
  expect_ints(field(r, 1), kI32, {1, 2}, {0, 1});
  expect_ints(field(r, 2), kI32, {1, 1}, {2});
}

TEST(KernelsVisionNms, BadOperandsAreErrors) {
  Tensor data = boxes6({0, 0.9, 0, 0, 2, 2});
  expect_error(
      run("relax.vision.non_max_suppression", {data, ti(kI32, {1}, {2}), ti(kI32, {1, 1}, {0})}),
      EvalErrorKind::kIndexOutOfRange, "valid_count");
  expect_error(run("relax.vision.non_max_suppression",
                   {data, ti(kI32, {1}, {1}), ti(kI32, {1, 1}, {0})},
                   attrs({{"coord_start", AttrValue::Int(3)}})),
               EvalErrorKind::kIndexOutOfRange, "coord_start");
}

TEST(KernelsVisionNms, AllClassFollowsTopisQuirks) {
  // Two boxes of IoU 1; scores (class 0) 0.5 and 0.5: a stable sort keeps box 0 first.
  Tensor boxes = tf(kF32, {1, 2, 4}, {0, 0, 1, 1, 0, 0, 1, 1});
  Tensor scores = tf(kF32, {1, 1, 2}, {0.5, 0.5});
  Tensor max = ti(kI64, {}, {5}), iou = tf(kF32, {}, {0.5}), thr = tf(kF32, {}, {0.0});
  auto r = run("relax.vision.all_class_non_max_suppression", {boxes, scores, max, iou, thr});
  expect_ints(field(r, 0), kI64, {2, 3}, {0, 0, 0, 0, 0, 0});
  expect_ints(field(r, 1), kI64, {1}, {1});
  // A box scoring <= 0 is never suppressed (TOPI checks score > 0), with a negative threshold.
  Tensor neg = tf(kF32, {1, 1, 2}, {0.5, -0.5});
  r = run("relax.vision.all_class_non_max_suppression",
          {boxes, neg, max, iou, tf(kF32, {}, {-1.0})});
  expect_ints(field(r, 0), kI64, {2, 3}, {0, 0, 0, 0, 0, 1});
  expect_ints(field(r, 1), kI64, {1}, {2});
  // iou_threshold <= 0 selects nothing (TOPI's loop runs only for iou_threshold > 0).
  r = run("relax.vision.all_class_non_max_suppression",
          {boxes, scores, max, tf(kF32, {}, {0.0}), thr});
  expect_ints(field(r, 1), kI64, {1}, {0});
  // TensorFlow's format: (class, box) rows and float32 scores per batch.
  r = run("relax.vision.all_class_non_max_suppression", {boxes, scores, max, iou, thr},
          attrs({{"output_format", AttrValue::String("tensorflow")}}));
  expect_ints(field(r, 0), kI64, {1, 2, 2}, {0, 0, 0, 0});
  expect_floats(field(r, 1), kF32, {1, 2}, {0.5, 0});
  expect_ints(field(r, 2), kI64, {1}, {1});
  // The thresholds and the maximum are one element each.
  expect_error(run("relax.vision.all_class_non_max_suppression",
                   {boxes, scores, max, tf(kF32, {2}, {0.5, 0.5}), thr}),
               EvalErrorKind::kShapeMismatch, "iou_threshold");
}

TEST(KernelsVisionNms, AttentionVarLenChecksItsSequences) {
  Tensor q = tf(kF32, {1, 3, 1, 1}, {1, 2, 3});
  Tensor max = ti(kI32, {}, {2});
  auto run_var_len = [&](Tensor starts, Tensor m) {
    return run("relax.nn.attention_var_len", {q, q, q, starts, starts, m, m});
  };
  // Sequences [0, 1) and [1, 3): a lone token attends to itself.
  auto r = run_var_len(ti(kI32, {3}, {0, 1, 3}), max);
  const Tensor* t = result_tensor(r, kF32, {1, 3, 1, 1});
  ASSERT_TRUE(t);
  EXPECT_EQ(t->get_float(0), 1.0);
  expect_error(run_var_len(ti(kI32, {3}, {0, 1, 2}), max), EvalErrorKind::kIndexOutOfRange,
               "seqstart_q");
  expect_error(run_var_len(ti(kI32, {2}, {0, 3}), max), EvalErrorKind::kIndexOutOfRange, "outside");
}

TEST(KernelsVisionNms, HintOnDeviceIsIdentityAndCallPyFuncAnError) {
  Tensor x = tf(kF32, {2}, {1, -2});
  expect_floats(run("relax.hint_on_device", {x}), kF32, {2}, {1, -2});
  expect_error(run("relax.call_py_func", {Value(make_tuple_value({}))}),
               EvalErrorKind::kUnsupported, "Python");
}

} // namespace kernels_vision_nms_test
} // namespace rxv::sem
