# RXV: reference kernel of R.atanh (libm's atanh) on a tensor of symbolic length and unknown dtype; an integer tensor is a TypeError
# EXPECT: well-formed
# EVAL: main(float64[4]{0, 0.5, 1, -2}) -> float64[4]{0, 0.54930614433405489, inf, nan}
# EVAL: main(float32[4]{0, 0.5, 1, -2}) -> float32[4]{0, 0.549306154, inf, nan}
# EVAL: main(int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.atanh(x)
        return gv
