# RXV: relax.vision.all_class_non_max_suppression(boxes, scores, max_output_boxes_per_class, iou_threshold, score_threshold, output_format="onnx"): five tensors, boxes and scores 3-d; "onnx": (int64 (B C N, 3), int64 (1,)); any other format is TensorFlow's: (int64 (B, C N, 2), float32 (B, C N), int64 (B,)) (TVM's InferStructInfoAllClassNMS)
# EXPECT-SINFO: main.a : R.Tuple(R.Tensor((b * n * 3, 3), dtype="int64"), R.Tensor((1,), dtype="int64"))
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor((b, n * 3, 2), dtype="int64"), R.Tensor((b, n * 3), dtype="float32"), R.Tensor((b,), dtype="int64"))
# EXPECT-SINFO: main.d : R.Tuple(R.Tensor((12, 3), dtype="int64"), R.Tensor((1,), dtype="int64"))
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(boxes: R.Tensor(("b", "n", 4), dtype="float32"), scores: R.Tensor(("b", 3, "n"), dtype="float32"), m: R.Tensor((), dtype="int64"), t: R.Tensor((), dtype="float32"), b4: R.Tensor((2, 2, 4), dtype="float32"), s4: R.Tensor((2, 3, 2), dtype="float32")):
        a = R.vision.all_class_non_max_suppression(boxes, scores, m, t, t)
        c = R.vision.all_class_non_max_suppression(boxes, scores, m, t, t, "tensorflow")
        d = R.vision.all_class_non_max_suppression(b4, s4, m, t, t)
        return a

    @R.function
    def bad(boxes: R.Tensor((2, 4), dtype="float32"), scores: R.Tensor((1, 3, 2), dtype="float32"), t: R.Tensor((), dtype="float32")):
        e = R.vision.all_class_non_max_suppression(boxes, scores, t, t, t)
        f = R.vision.all_class_non_max_suppression(scores, scores, R.prim_value(3), t, t)
        return t
