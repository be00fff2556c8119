# RXV: relax.vision.non_max_suppression(data, valid_count, indices, ...): data 3-d, valid_count int32 (batch,), indices int32 (batch, num_anchors), provably matching data (TVM's CanProveEqual: undecided is an error); with a literal elem_length, score_index, coord_start .. +3 and id_index inside it. return_indices: (box_indices (batch, num_anchors), valid_box_count (batch, 1)), soft-NMS (soft_nms_sigma > 0) prepending the data; else the data (TVM's InferStructInfoNMS)
# EXPECT-SINFO: main.a : R.Tuple(R.Tensor((b, 10), dtype="int32"), R.Tensor((b, 1), dtype="int32"))
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor((b, 10, 6), dtype="float32"), R.Tensor((b, 10), dtype="int32"), R.Tensor((b, 1), dtype="int32"))
# EXPECT-SINFO: main.d : R.Tensor((b, 10, 6), dtype="float32")
# EXPECT-SINFO: main.u2 : R.Tuple(R.Tensor(dtype="int32", ndim=2), R.Tensor(dtype="int32", ndim=2))
# EXPECT-ERROR: SI-op @ 27:13
# EXPECT-ERROR: SI-op @ 28:13
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 31:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("b", 10, 6), dtype="float32"), vc: R.Tensor(("b",), dtype="int32"), idx: R.Tensor(("b", 10), dtype="int32"), u: R.Tensor(dtype="float32", ndim=3)):
        a = R.vision.non_max_suppression(x, vc, idx)
        c = R.vision.non_max_suppression(x, vc, idx, iou_threshold=0.4, soft_nms_sigma=0.5)
        d = R.vision.non_max_suppression(x, vc, idx, 5, 0.5, True, 3, 2, 1, -1, False, True)
        u2 = R.vision.non_max_suppression(u, vc, idx)
        return a

    @R.function
    def bad(x: R.Tensor((2, 10, 6), dtype="float32"), vc: R.Tensor((2,), dtype="int32"), v3: R.Tensor((3,), dtype="int32"), idx: R.Tensor((2, 10), dtype="int32"), fidx: R.Tensor((2, 10), dtype="float32")):
        e = R.vision.non_max_suppression(x, v3, idx)
        f = R.vision.non_max_suppression(x, vc, fidx)
        g = R.vision.non_max_suppression(x, vc, idx, coord_start=3)
        h = R.vision.non_max_suppression(x, vc, idx, score_index=6)
        i = R.vision.non_max_suppression(x, vc, idx, id_index=-2)
        return x
