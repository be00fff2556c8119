# RXV: reference kernel of R.asinh (libm's asinh) on a tensor of symbolic length and unknown dtype; an integer tensor is a TypeError
# EXPECT: well-formed
# EVAL: main(float64[4]{0, 1, -2, inf}) -> float64[4]{0, 0.88137358701954305, -1.4436354751788103, inf}
# EVAL: main(float32[4]{0, 1, -2, inf}) -> float32[4]{0, 0.881373584, -1.44363546, inf}
# EVAL: main(int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.asinh(x)
        return gv
