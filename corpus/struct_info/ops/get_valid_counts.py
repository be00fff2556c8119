# RXV: relax.vision.get_valid_counts(data, score_threshold=0, id_index=0, score_index=1): (int32 (batch,), data's (batch, num_anchors, elem_length), int32 (batch, num_anchors)); indices checked against a literal elem_length (TVM's InferStructInfoGetValidCounts)
# EXPECT-SINFO: main.a : R.Tuple(R.Tensor((b,), dtype="int32"), R.Tensor((b, 10, 6), dtype="float32"), R.Tensor((b, 10), dtype="int32"))
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor(dtype="int32", ndim=1), R.Tensor(dtype="float16", ndim=3), R.Tensor(dtype="int32", ndim=2))
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("b", 10, 6), dtype="float32"), u: R.Tensor(dtype="float16", ndim=3)):
        a = R.vision.get_valid_counts(x, score_threshold=0.1)
        c = R.vision.get_valid_counts(u)
        return a

    @R.function
    def bad(x: R.Tensor((1, 10, 6), dtype="float32"), y: R.Tensor((10, 6), dtype="float32")):
        e = R.vision.get_valid_counts(x, score_index=6)
        f = R.vision.get_valid_counts(x, id_index=-2)
        g = R.vision.get_valid_counts(y)
        return x
