# RXV: relax.stack at run time (TOPI's stack): the tensors joined along a new dim at axis
# EXPECT: well-formed
# EVAL: main(float32[2,2]{0, 1, 2, 3}, float32[2,2]{4, 5, 6, 7}) -> (float32[2,2,2]{0, 1, 2, 3, 4, 5, 6, 7}, float32[2,2,2]{0, 1, 4, 5, 2, 3, 6, 7}, float32[2,2,3]{0, 4, 0, 1, 5, 1, 2, 6, 2, 3, 7, 3})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32"), y: R.Tensor((2, 2), dtype="float32")) -> R.Tuple(R.Tensor((2, 2, 2), dtype="float32"), R.Tensor((2, 2, 2), dtype="float32"), R.Tensor((2, 2, 3), dtype="float32")):
        a = R.stack((x, y), axis=0)
        b = R.stack((x, y), axis=1)
        c = R.stack((x, y, x), axis=-1)
        return (a, b, c)
