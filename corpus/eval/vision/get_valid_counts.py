# RXV: relax.vision.get_valid_counts (TOPI's): rows [id, score, x] scoring above 0.5 with an id >= 0 move to the front in order, the rest become -1; with id_index=-1 the id is not checked
# EXPECT: well-formed
# EVAL: main(float32[1,4,3]{0, 0.9, 1, -1, 0.8, 2, 1, 0.1, 3, 2, 0.7, 4}) -> (int32[1]{2}, float32[1,4,3]{0, 0.9, 1, 2, 0.7, 4, -1, -1, -1, -1, -1, -1}, int32[1,4]{0, 3, -1, -1}, int32[1]{3}, int32[1,4]{0, 1, 3, -1})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 4, 3), dtype="float32")) -> R.Tuple(R.Tensor((1,), dtype="int32"), R.Tensor((1, 4, 3), dtype="float32"), R.Tensor((1, 4), dtype="int32"), R.Tensor((1,), dtype="int32"), R.Tensor((1, 4), dtype="int32")):
        a = R.vision.get_valid_counts(x, score_threshold=0.5)
        b = R.vision.get_valid_counts(x, 0.5, id_index=-1)
        a0 = a[0]
        a1 = a[1]
        a2 = a[2]
        b0 = b[0]
        b2 = b[2]
        return (a0, a1, a2, b0, b2)
