# RXV: relax.nn.conv3d_transpose: strides [1, 2, 2] with padding 1 on each side of H and W and 2 output channels
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2,2]{1, 2, 3, 4, 5, 6, 7, 8}, float32[1,2,1,3,3]{1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 0, 1, 0, 1, 0, 1, 0}) -> float32[1,2,2,3,3]{5, 14, 10, 14, 36, 24, 15, 34, 20, 25, 54, 30, 54, 116, 64, 35, 74, 40, 0, 3, 0, 4, 0, 6, 0, 7, 0, 0, 11, 0, 12, 0, 14, 0, 15, 0}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 2), dtype="float32"), w: R.Tensor((1, 2, 1, 3, 3), dtype="float32")) -> R.Tensor((1, 2, 2, 3, 3), dtype="float32"):
        gv = R.nn.conv3d_transpose(x, w, strides=[1, 2, 2], padding=[0, 1, 1, 0, 1, 1], output_padding=[0, 0, 0], dilation=[1, 1, 1], groups=1, data_layout="NCDHW", kernel_layout="IODHW", out_layout="NCDHW", out_dtype="void")
        return gv
