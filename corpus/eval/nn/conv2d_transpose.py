# RXV: relax.nn.conv2d_transpose: strides 2 spread each input pixel over a 2x2 block; padding [1, 0, 0, 1] with output_padding 1; groups 2 with dilation 2
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2]{1, 2, 3, 4}, float32[1,1,2,2]{1, 10, 100, 1000}, float32[1,2,2,2]{1, 2, 3, 4, 5, 6, 7, 8}, float32[2,1,2,2]{1, 0, 0, 1, 1, 1, 1, 1}) -> (float32[1,1,4,4]{1, 10, 2, 20, 100, 1000, 200, 2000, 3, 30, 4, 40, 300, 3000, 400, 4000}, float32[1,1,4,4]{100, 1000, 200, 2000, 3, 30, 4, 40, 300, 3000, 400, 4000, 0, 0, 0, 0}, float32[1,2,4,4]{1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 5, 6, 5, 6, 7, 8, 7, 8, 5, 6, 5, 6, 7, 8, 7, 8})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2), dtype="float32"), w: R.Tensor((1, 1, 2, 2), dtype="float32"), y: R.Tensor((1, 2, 2, 2), dtype="float32"), g: R.Tensor((2, 1, 2, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 4, 4), dtype="float32"), R.Tensor((1, 1, 4, 4), dtype="float32"), R.Tensor((1, 2, 4, 4), dtype="float32")):
        a = R.nn.conv2d_transpose(x, w, strides=[2, 2], padding=[0, 0, 0, 0], output_padding=[0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="IOHW", out_layout="NCHW", out_dtype="void")
        b = R.nn.conv2d_transpose(x, w, strides=[2, 2], padding=[1, 0, 0, 1], output_padding=[1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="IOHW", out_layout="NCHW", out_dtype="void")
        c = R.nn.conv2d_transpose(y, g, strides=[1, 1], padding=[0, 0, 0, 0], output_padding=[0, 0], dilation=[2, 2], groups=2, data_layout="NCHW", kernel_layout="IOHW", out_layout="NCHW", out_dtype="void")
        gv = (a, b, c)
        return gv
