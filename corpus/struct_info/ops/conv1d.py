# RXV: relax.nn.conv1d: (N, O, (W + pads - dil * (KW - 1) - 1) // stride + 1) in NCW / OIW or a permutation; symbolic widths simplify; channels must match I * groups; a kernel of 3 dimensions; padding of 1 or 2 values
# EXPECT-SINFO: main.a : R.Tensor((n, 8, (w + 1) // 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, w - 2, 8), dtype="float16")
# EXPECT-ERROR: SI-op @ 23:14
# EXPECT-ERROR: SI-op @ 24:14
# EXPECT-ERROR: SI-op @ 26:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "w"), dtype="float32"), k: R.Tensor((8, 4, 3), dtype="float32"), kg: R.Tensor((8, 2, 3), dtype="float32")) -> R.Tensor(("n", 8, "(w + 1) // 2"), dtype="float32"):
        n = T.int64()
        w = T.int64()
        a = R.nn.conv1d(x, k, strides=[2], padding=[1, 1], dilation=[1], groups=1, data_layout="NCW", kernel_layout="OIW", out_layout="NCW", out_dtype="void")
        b = R.nn.conv1d(x, kg, strides=[1], padding=[0, 0], dilation=[1], groups=2, data_layout="NCW", kernel_layout="OIW", out_layout="NWC", out_dtype="float16")
        return a

    @R.function
    def bad(x: R.Tensor((1, 4, 8), dtype="float32"), k: R.Tensor((8, 3, 3), dtype="float32"), k4: R.Tensor((8, 4, 3, 3), dtype="float32")) -> R.Object:
        e1 = R.nn.conv1d(x, k, strides=[1], padding=[0, 0], dilation=[1], groups=1, data_layout="NCW", kernel_layout="OIW", out_layout="NCW", out_dtype="void")
        e2 = R.nn.conv1d(x, k4, strides=[1], padding=[0, 0], dilation=[1], groups=1, data_layout="NCW", kernel_layout="OIW", out_layout="NCW", out_dtype="void")
        k8 = R.zeros(R.shape([8, 4, 3]), dtype="float32")
        e3 = R.nn.conv1d(x, k8, strides=[1], padding=[0, 0, 0], dilation=[1], groups=1, data_layout="NCW", kernel_layout="OIW", out_layout="NCW", out_dtype="void")
        return e1
