# RXV: relax.nn.conv1d: strides 2 with padding [1, 2] (before, after); groups 2 with dilation 2
# EXPECT: well-formed
# EVAL: main(float32[1,2,5]{1, 2, 3, 4, 5, -1, 0, 2, -3, 1}, float32[3,2,2]{1, 1, 1, -1, 2, 0, 0, 1, -1, 1, 0.5, 0.5}, float32[2,1,2]{1, 2, -1, 3}) -> (float32[1,3,4]{2, 3, 5, 0, -1, 6, 9, 0, 0.5, 2, 0, 0}, float32[1,2,3]{7, 10, 13, 7, -9, 1})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 5), dtype="float32"), w: R.Tensor((3, 2, 2), dtype="float32"), g: R.Tensor((2, 1, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 3, 4), dtype="float32"), R.Tensor((1, 2, 3), dtype="float32")):
        a = R.nn.conv1d(x, w, strides=[2], padding=[1, 2], dilation=[1], groups=1, data_layout="NCW", kernel_layout="OIW", out_layout="NCW", out_dtype="void")
        b = R.nn.conv1d(x, g, strides=[1], padding=[0, 0], dilation=[2], groups=2, data_layout="NCW", kernel_layout="OIW", out_layout="NCW", out_dtype="void")
        gv = (a, b)
        return gv
