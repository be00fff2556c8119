# RXV: relax.nn.group_norm(data, gamma, beta, num_groups, channel_axis, axes, ...): data's StructInfo; float data; channel length divisible by num_groups; gamma/beta 1-D of the channel length; channel_axis not among axes
# EXPECT-SINFO: main.a : R.Tensor((n, 4, m), dtype="float32")
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# EXPECT-ERROR: SI-op @ 23:13
# EXPECT-ERROR: SI-op @ 24:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "m"), dtype="float32"), g: R.Tensor((4,), dtype="float32")) -> R.Tensor(("n", 4, "m"), dtype="float32"):
        n = T.int64()
        m = T.int64()
        a = R.nn.group_norm(x, g, g, num_groups=2, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        return a

    @R.function
    def bad(x: R.Tensor((2, 6, 3), dtype="float32"), g: R.Tensor((6,), dtype="float32"), g4: R.Tensor((4,), dtype="float32")) -> R.Tensor((2, 6, 3), dtype="float32"):
        e = R.nn.group_norm(x, g, g, num_groups=4, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        f = R.nn.group_norm(x, g4, g4, num_groups=2, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        h = R.nn.group_norm(x, g, g, num_groups=2, channel_axis=1, axes=[1, 2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        return e
