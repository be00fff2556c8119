# RXV: relax.nn.max_pool3d: (N, C, out_d, out_h, out_w) by the window formula per axis in NCDHW or NDHWC; padding of 1, 3 or 6 values; a layout of another rank is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 4, d // 2, 4, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, d, 8, 8, 4), dtype="float32")
# EXPECT-ERROR: SI-op @ 21:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "d", 8, 8), dtype="float32"), y: R.Tensor(("n", "d", 8, 8, 4), dtype="float32")) -> R.Tensor(("n", 4, "d // 2", 4, 4), dtype="float32"):
        n = T.int64()
        d = T.int64()
        a = R.nn.max_pool3d(x, pool_size=[2, 2, 2], strides=[2, 2, 2], dilation=[1, 1, 1], padding=[0, 0, 0, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCDHW", out_layout="NCDHW")
        b = R.nn.max_pool3d(y, pool_size=[3, 3, 3], strides=[1, 1, 1], dilation=[1, 1, 1], padding=[1], ceil_mode=False, count_include_pad=False, layout="NDHWC", out_layout="NDHWC")
        return a

    @R.function
    def bad(x: R.Tensor((1, 1, 2, 2, 2), dtype="float32")) -> R.Object:
        e = R.nn.max_pool3d(x, pool_size=[1, 1, 1], strides=[1, 1, 1], dilation=[1, 1, 1], padding=[0, 0, 0, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCDHW")
        return e
