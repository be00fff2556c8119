# RXV: reference kernel of R.acos (libm's acos) on a tensor of symbolic length and unknown dtype; an integer tensor is a TypeError
# EXPECT: well-formed
# EVAL: main(float64[4]{1, 0.5, -1, 2}) -> float64[4]{0, 1.0471975511965976, 3.1415926535897931, nan}
# EVAL: main(float32[4]{1, 0.5, -1, 2}) -> float32[4]{0, 1.04719758, 3.14159274, nan}
# EVAL: main(int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.acos(x)
        return gv
