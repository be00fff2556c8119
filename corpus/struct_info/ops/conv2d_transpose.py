# RXV: relax.nn.conv2d_transpose: (N, O * groups, out_h, out_w) with out = (in - 1) * stride - pads + dil * (k - 1) + output_padding + 1 per axis, IOHW weights (or a permutation); I must be divisible by groups
# EXPECT-SINFO: main.a : R.Tensor((n, 8, h * 2, w * 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, h + 2, w + 2, 8), dtype="float32")
# EXPECT-ERROR: SI-op @ 22:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "h", "w"), dtype="float32"), k: R.Tensor((4, 8, 4, 4), dtype="float32"), kh: R.Tensor((3, 3, 4, 4), dtype="float32")) -> R.Tensor(("n", 8, "h * 2", "w * 2"), dtype="float32"):
        n = T.int64()
        h = T.int64()
        w = T.int64()
        a = R.nn.conv2d_transpose(x, k, strides=[2, 2], padding=[1, 1, 1, 1], output_padding=[0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="IOHW", out_layout="NCHW", out_dtype="void")
        b = R.nn.conv2d_transpose(x, kh, strides=[1, 1], padding=[0, 0], output_padding=[0, 0], dilation=[1, 1], groups=2, data_layout="NCHW", kernel_layout="HWIO", out_layout="NHWC", out_dtype="void")
        return a

    @R.function
    def bad(x: R.Tensor((1, 3, 8, 8), dtype="float32"), k: R.Tensor((3, 2, 3, 3), dtype="float32")) -> R.Object:
        e1 = R.nn.conv2d_transpose(x, k, strides=[1, 1], padding=[0, 0], output_padding=[0, 0], dilation=[1, 1], groups=2, data_layout="NCHW", kernel_layout="IOHW", out_layout="NCHW", out_dtype="void")
        return e1
