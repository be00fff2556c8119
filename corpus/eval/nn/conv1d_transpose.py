# RXV: relax.nn.conv1d_transpose: strides 2, padding [1, 0], output_padding 1 (6 outputs from 3); 3 output channels from 2 inputs; int32 with groups 2
# EXPECT: well-formed
# EVAL: main(float32[1,2,3]{1, 2, 3, -1, 0.5, 4}, float32[2,3,2]{1, 2, 0, 1, -1, 1, 3, 0, 1, 1, 2, -2}, int32[1,2,3]{1, 2, 3, 4, 5, 6}, int32[2,1,3]{1, 10, 100, -1, 2, -3}) -> (float32[1,3,6]{2, 3.5, 4, 15, 6, 0, 0, 0.5, 2.5, 4, 7, 0, 3, -1, 1, 5, -5, 0}, int32[1,2,5]{1, 12, 123, 230, 300, -4, 3, -8, -3, -18})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 3), dtype="float32"), w: R.Tensor((2, 3, 2), dtype="float32"), y: R.Tensor((1, 2, 3), dtype="int32"), g: R.Tensor((2, 1, 3), dtype="int32")) -> R.Tuple(R.Tensor((1, 3, 6), dtype="float32"), R.Tensor((1, 2, 5), dtype="int32")):
        a = R.nn.conv1d_transpose(x, w, strides=[2], padding=[1, 0], output_padding=[1], dilation=[1], groups=1, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        b = R.nn.conv1d_transpose(y, g, strides=[1], padding=[0, 0], output_padding=[0], dilation=[1], groups=2, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        gv = (a, b)
        return gv
