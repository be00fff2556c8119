# RXV: relax.nn.rms_norm over the last axis: x / sqrt(mean(x^2) + 1e-5) * weight (TOPI's rms_norm)
# EXPECT: well-formed
# EVAL: main(float32[2,4]{1, 2, 3, 4, -1, 0, 1, 2}, float32[4]{1, 2, 1, 0.5}) -> float32[2,4]{0.3651481, 1.460593, 1.095444, 0.7302963, -0.8164939, 0, 0.8164939, 0.8164939}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32"), w: R.Tensor((4,), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        gv = R.nn.rms_norm(x, w, axes=[-1], epsilon=1.0000000000000001e-05)
        return gv
