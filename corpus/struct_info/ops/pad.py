# RXV: relax.nn.pad(data, pad_width, pad_mode="constant", pad_value=0.0): each dim grows by before + after; no vdevice (as TVM); pad_width needs 2 * ndim entries of a known ndim; pad_mode one of TVM's four
# EXPECT-SINFO: main.a : R.Tensor((n + 3, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 6), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 25:13
# EXPECT-ERROR: SI-op @ 26:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(("n + 3", 4), dtype="float32"):
        n = T.int64()
        a = R.nn.pad(x, pad_width=[1, 2, 0, 0], pad_mode="constant", pad_value=0.0)
        b = R.nn.pad(x, [0, 0, 1, 1], "reflect")
        c = R.nn.pad(y, pad_width=[1, 1, 1, 1], pad_mode="circular")
        return a

    @R.function
    def bad(x: R.Tensor((2, 3), dtype="float32"), u: R.Tensor(dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        e = R.nn.pad(x, pad_width=[1, 1])
        f = R.nn.pad(x, pad_width=[1, 1, 1, 1], pad_mode="edge")
        g = R.nn.pad(u, pad_width=[1, 1])
        return x
