# RXV: relax.nn.instance_norm(data, gamma, beta, channel_axis, axes, ...): data's StructInfo; gamma/beta 1-D of data's dtype and the channel length; channel_axis not among axes
# EXPECT-SINFO: main.a : R.Tensor((n, c, 5), dtype="float16")
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", "c", 5), dtype="float16"), g: R.Tensor(("c",), dtype="float16")) -> R.Tensor(("n", "c", 5), dtype="float16"):
        n = T.int64()
        c = T.int64()
        a = R.nn.instance_norm(x, g, g, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        return a

    @R.function
    def bad(x: R.Tensor((2, 3, 5), dtype="float32"), g: R.Tensor((3,), dtype="float16"), g2: R.Tensor((3, 1), dtype="float32")) -> R.Tensor((2, 3, 5), dtype="float32"):
        e = R.nn.instance_norm(x, g, g, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        f = R.nn.instance_norm(x, g2, g2, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        return e
