# RXV: reference kernel of R.tan (libm's tan) on a tensor of symbolic length and unknown dtype; an integer tensor is a TypeError
# EXPECT: well-formed
# EVAL: main(float64[4]{0, 0.5, -1, nan}) -> float64[4]{0, 0.54630248984379048, -1.5574077246549023, nan}
# EVAL: main(float32[4]{0, 0.5, -1, nan}) -> float32[4]{0, 0.546302497, -1.55740774, nan}
# EVAL: main(int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.tan(x)
        return gv
