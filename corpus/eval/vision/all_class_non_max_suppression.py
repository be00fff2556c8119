# RXV: relax.vision.all_class_non_max_suppression (TOPI's; TVM 0.27's compiled code gives these rows): per class, boxes by descending score above score_threshold 0.15, each kept one suppressing later boxes with IoU >= 0.5, at most max_output_boxes_per_class (2, then 4); "onnx" rows (batch, class, box) then zeros up to the StructInfo's 8 rows (TVM's legalization trims them to the count, 4: docs/spec-deviations.md); TensorFlow's (class, box) rows and scores per batch, then zeros
# EXPECT: well-formed
# EVAL: main(float32[1,4,4]{0, 0, 1, 1, 0, 0.1, 1, 1.1, 0, 0.9, 1, 1.9, 2, 2, 3, 3}, float32[1,2,4]{0.9, 0.75, 0.6, 0.95, 0.1, 0.3, 0.2, 0.5}, float32[]{0.5}, float32[]{0.15}) -> ((int64[8,3]{0, 0, 3, 0, 0, 0, 0, 1, 3, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[1]{4}), (int64[1,8,2]{0, 3, 0, 0, 0, 2, 1, 3, 1, 1, 1, 2, 0, 0, 0, 0}, float32[1,8]{0.95, 0.9, 0.6, 0.5, 0.3, 0.2, 0, 0}, int64[1]{6}))
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(boxes: R.Tensor((1, 4, 4), dtype="float32"), scores: R.Tensor((1, 2, 4), dtype="float32"), iou: R.Tensor((), dtype="float32"), thr: R.Tensor((), dtype="float32")) -> R.Tuple(R.Tuple(R.Tensor((8, 3), dtype="int64"), R.Tensor((1,), dtype="int64")), R.Tuple(R.Tensor((1, 8, 2), dtype="int64"), R.Tensor((1, 8), dtype="float32"), R.Tensor((1,), dtype="int64"))):
        a = R.vision.all_class_non_max_suppression(boxes, scores, R.const(2, "int64"), iou, thr)
        b = R.vision.all_class_non_max_suppression(boxes, scores, R.const(4, "int64"), iou, thr, output_format="tensorflow")
        return (a, b)
