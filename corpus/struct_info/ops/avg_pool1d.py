# RXV: relax.nn.avg_pool1d: (N, C, out_w) by the window formula in NCW or NWC; ceil_mode rounds up; a window larger than the padded input is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 4, w // 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, w, 4), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((1, 1, 3), dtype="float32")
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "w"), dtype="float32"), y: R.Tensor(("n", "w", 4), dtype="float32"), z: R.Tensor((1, 1, 5), dtype="float32")) -> R.Tensor(("n", 4, "w // 2"), dtype="float32"):
        n = T.int64()
        w = T.int64()
        a = R.nn.avg_pool1d(x, pool_size=[2], strides=[2], dilation=[1], padding=[0, 0], ceil_mode=False, count_include_pad=True, layout="NCW", out_layout="NCW")
        b = R.nn.avg_pool1d(y, pool_size=[3], strides=[1], dilation=[1], padding=[1], ceil_mode=False, count_include_pad=True, layout="NWC", out_layout="NWC")
        c = R.nn.avg_pool1d(z, pool_size=[2], strides=[2], dilation=[1], padding=[0, 0], ceil_mode=True, count_include_pad=True, layout="NCW", out_layout="NCW")
        return a

    @R.function
    def bad(x: R.Tensor((1, 1, 2), dtype="float32")) -> R.Object:
        e = R.nn.avg_pool1d(x, pool_size=[3], strides=[1], dilation=[1], padding=[0, 0], ceil_mode=False, count_include_pad=True, layout="NCW", out_layout="NCW")
        return e
