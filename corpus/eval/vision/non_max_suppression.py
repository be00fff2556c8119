# RXV: relax.vision.non_max_suppression (TOPI's, expected values from TVM 0.27's compiled code): rows [id, score, x1, y1, x2, y2] sorted by score; hard NMS keeps a row and suppresses later rows of its class with IoU >= 0.5 (force_suppress: of any class), the kept rows' indices mapped through idx; soft-NMS decays the score of an overlapping row (0.8 -> 0.503) instead; return_indices=False returns the data, invalid_to_bottom moving kept rows up; max_output_size caps the kept rows
# EXPECT: well-formed
# EVAL: main(float32[1,6,6]{0, 0.9, 0, 0, 10, 10, 0, 0.8, 1, 1, 11, 11, 1, 0.7, 0, 0, 10, 10, 0, 0.6, 20, 20, 30, 30, 0, 0.05, 0, 0, 10, 10, 0, -0.2, 5, 5, 6, 6}, int32[1]{5}, int32[1,6]{10, 11, 12, 13, 14, 15}) -> ((int32[1,6]{10, 12, 13, -1, -1, -1}, int32[1,1]{3}), (int32[1,6]{10, 13, -1, -1, -1, -1}, int32[1,1]{2}), (float32[1,6,6]{0, 0.9, 0, 0, 10, 10, 1, 0.7, 0, 0, 10, 10, 0, 0.6, 20, 20, 30, 30, 0, 0.503356, 1, 1, 11, 11, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, int32[1,6]{10, 12, 13, 11, -1, -1}, int32[1,1]{4}), float32[1,6,6]{0, 0.9, 0, 0, 10, 10, 1, 0.7, 0, 0, 10, 10, 0, 0.6, 20, 20, 30, 30, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, float32[1,6,6]{0, 0.9, 0, 0, 10, 10, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1})
# EVAL: main(float32[1,6,6]{0, 0.9, 0, 0, 10, 10, 0, 0.8, 1, 1, 11, 11, 1, 0.7, 0, 0, 10, 10, 0, 0.6, 20, 20, 30, 30, 0, 0.05, 0, 0, 10, 10, 0, -0.2, 5, 5, 6, 6}, int32[1]{7}, int32[1,6]{10, 11, 12, 13, 14, 15}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 6, 6), dtype="float32"), vc: R.Tensor((1,), dtype="int32"), idx: R.Tensor((1, 6), dtype="int32")) -> R.Tuple(R.Tuple(R.Tensor((1, 6), dtype="int32"), R.Tensor((1, 1), dtype="int32")), R.Tuple(R.Tensor((1, 6), dtype="int32"), R.Tensor((1, 1), dtype="int32")), R.Tuple(R.Tensor((1, 6, 6), dtype="float32"), R.Tensor((1, 6), dtype="int32"), R.Tensor((1, 1), dtype="int32")), R.Tensor((1, 6, 6), dtype="float32"), R.Tensor((1, 6, 6), dtype="float32")):
        a = R.vision.non_max_suppression(data, vc, idx)
        b = R.vision.non_max_suppression(data, vc, idx, force_suppress=True)
        c = R.vision.non_max_suppression(data, vc, idx, iou_threshold=0.9, soft_nms_sigma=0.5, score_threshold=0.1)
        d = R.vision.non_max_suppression(data, vc, idx, return_indices=False, invalid_to_bottom=True, top_k=4)
        e = R.vision.non_max_suppression(data, vc, idx, max_output_size=1, id_index=-1, return_indices=False)
        return (a, b, c, d, e)
