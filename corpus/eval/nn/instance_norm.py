# RXV: relax.nn.instance_norm: statistics over axis 2 for each (batch, channel), then * gamma[c] + beta[c] (TOPI's instance_norm)
# EXPECT: well-formed
# EVAL: main(float32[1,4,2]{1, 2, 3, 4, 5, 6, 7, 9}, float32[4]{1, 2, 1, 1}, float32[4]{0, 0, 1, -1}) -> float32[1,4,2]{-0.99998, 0.99998, -1.99996, 1.99996, 2.002716e-05, 1.99998, -1.999995, -5.00679e-06}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 4, 2), dtype="float32"), g: R.Tensor((4,), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor((1, 4, 2), dtype="float32"):
        gv = R.nn.instance_norm(x, g, b, channel_axis=1, axes=[2], epsilon=1.0000000000000001e-05, center=True, scale=True)
        return gv
