# RXV: reference kernel of R.atan (libm's atan) on a tensor of symbolic length and unknown dtype; an integer tensor is a TypeError
# EXPECT: well-formed
# EVAL: main(float64[4]{0, 1, -inf, nan}) -> float64[4]{0, 0.78539816339744828, -1.5707963267948966, nan}
# EVAL: main(float32[4]{0, 1, -inf, nan}) -> float32[4]{0, 0.785398185, -1.57079637, nan}
# EVAL: main(int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.atan(x)
        return gv
