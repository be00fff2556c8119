# RXV: reference kernel of R.acosh (libm's acosh) on a tensor of symbolic length and unknown dtype; an integer tensor is a TypeError
# EXPECT: well-formed
# EVAL: main(float64[4]{1, 2, 0.5, inf}) -> float64[4]{0, 1.3169578969248168, nan, inf}
# EVAL: main(float32[4]{1, 2, 0.5, inf}) -> float32[4]{0, 1.31695795, nan, inf}
# EVAL: main(int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.acosh(x)
        return gv
