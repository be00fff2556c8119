# RXV: relax.nn.pixel_shuffle(data, upscale_factor): (..., C / r^2, H r, W r); no vdevice (as TVM); rank >= 3; C provably indivisible by r^2 is an error
# EXPECT-SINFO: main.a : R.Tensor((1, 2, h * 2, 6), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor(dtype="float32", ndim=4)
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 8, "h", 3), dtype="float32"), u: R.Tensor(dtype="float32", ndim=4)) -> R.Tensor((1, 2, "h * 2", 6), dtype="float32"):
        h = T.int64()
        a = R.nn.pixel_shuffle(x, upscale_factor=2)
        b = R.nn.pixel_shuffle(u, 3)
        return a

    @R.function
    def bad(x: R.Tensor((1, 6, 2, 2), dtype="float32"), y: R.Tensor((6, 2), dtype="float32")) -> R.Tensor((1, 6, 2, 2), dtype="float32"):
        e = R.nn.pixel_shuffle(x, upscale_factor=2)
        f = R.nn.pixel_shuffle(y, upscale_factor=1)
        return x
