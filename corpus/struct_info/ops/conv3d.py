# RXV: relax.nn.conv3d: (N, O, out_d, out_h, out_w) by the window formula per axis in NCDHW / OIDHW or NDHWC / DHWIO; padding of 3 values is before = after; a window larger than the padded input is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 8, d, h - 2, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, d - 2, h - 2, 6, 8), dtype="float32")
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 24:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "d", "h", 8), dtype="float32"), k: R.Tensor((8, 4, 3, 3, 3), dtype="float32"), y: R.Tensor(("n", "d", "h", 8, 4), dtype="float32"), kt: R.Tensor((3, 3, 3, 4, 8), dtype="float32")) -> R.Tensor(("n", 8, "d", "h - 2", 4), dtype="float32"):
        n = T.int64()
        d = T.int64()
        h = T.int64()
        a = R.nn.conv3d(x, k, strides=[1, 1, 2], padding=[1, 0, 1], dilation=[1, 1, 1], groups=1, data_layout="NCDHW", kernel_layout="OIDHW", out_layout="NCDHW", out_dtype="void")
        b = R.nn.conv3d(y, kt, strides=[1, 1, 1], padding=[0, 0, 0, 0, 0, 0], dilation=[1, 1, 1], groups=1, data_layout="NDHWC", kernel_layout="DHWIO", out_layout="NDHWC", out_dtype="void")
        return a

    @R.function
    def bad(x: R.Tensor((1, 4, 2, 2, 2), dtype="float32"), k: R.Tensor((8, 4, 3, 3, 3), dtype="float32")) -> R.Object:
        e = R.nn.conv3d(x, k, strides=[1, 1, 1], padding=[0, 0, 0], dilation=[1, 1, 1], groups=1, data_layout="NCDHW", kernel_layout="OIDHW", out_layout="NCDHW", out_dtype="void")
        return e
