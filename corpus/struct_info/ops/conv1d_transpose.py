# RXV: relax.nn.conv1d_transpose: (N, O * groups, (W - 1) * stride - pads + dil * (KW - 1) + output_padding + 1) with an IOW weight; data's C must equal I; output_padding must be below the stride
# EXPECT-SINFO: main.a : R.Tensor((n, 6, w * 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4, w + 2), dtype="float32")
# EXPECT-ERROR: SI-op @ 22:14
# EXPECT-ERROR: SI-op @ 23:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "w"), dtype="float32"), k: R.Tensor((4, 6, 3), dtype="float32"), kg: R.Tensor((4, 2, 3), dtype="float32")) -> R.Tensor(("n", 6, "w * 2"), dtype="float32"):
        n = T.int64()
        w = T.int64()
        a = R.nn.conv1d_transpose(x, k, strides=[2], padding=[1, 1], output_padding=[1], dilation=[1], groups=1, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        b = R.nn.conv1d_transpose(x, kg, strides=[1], padding=[0, 0], output_padding=[0], dilation=[1], groups=2, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        return a

    @R.function
    def bad(x: R.Tensor((1, 4, 8), dtype="float32"), k: R.Tensor((3, 6, 3), dtype="float32"), k4: R.Tensor((4, 6, 3), dtype="float32")) -> R.Object:
        e1 = R.nn.conv1d_transpose(x, k, strides=[1], padding=[0, 0], output_padding=[0], dilation=[1], groups=1, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        e2 = R.nn.conv1d_transpose(x, k4, strides=[2], padding=[0, 0], output_padding=[2], dilation=[1], groups=1, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        return e1
