# RXV: relax.nn.group_norm: 4 channels in 2 groups, statistics over each group's channels and axis 2, then * gamma[c] + beta[c] (TOPI's group_norm)
# EXPECT: well-formed
# EVAL: main(float32[1,4,2]{1, 2, 3, 4, 5, 6, 7, 9}, float32[4]{1, 2, 1, 1}, float32[4]{0, 0, 1, -1}) -> float32[1,4,2]{-1.341635, -0.4472118, 0.8944237, 2.683271, -0.1832132, 0.4929086, -0.8309696, 0.5212742}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 4, 2), dtype="float32"), g: R.Tensor((4,), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor((1, 4, 2), dtype="float32"):
        gv = R.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        return gv
