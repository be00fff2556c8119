# RXV: reference kernel of R.meshgrid: input k broadcast along dim k ("ij"), or numpy's Cartesian order with dims 0 and 1 swapped ("xy", TOPI's kernel)
# EXPECT: well-formed
# EVAL: main(int32[2]{1, 2}, int32[3]{10, 20, 30}, int32[1]{7}) -> ((int32[2,3,1]{1, 1, 1, 2, 2, 2}, int32[2,3,1]{10, 20, 30, 10, 20, 30}, int32[2,3,1]{7, 7, 7, 7, 7, 7}), (int32[3,2]{1, 2, 1, 2, 1, 2}, int32[3,2]{10, 10, 20, 20, 30, 30}))
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2,), dtype="int32"), b: R.Tensor((3,), dtype="int32"), c: R.Tensor((1,), dtype="int32")):
        g = R.meshgrid((a, b, c))
        h = R.meshgrid((a, b), indexing="xy")
        return (g, h)
