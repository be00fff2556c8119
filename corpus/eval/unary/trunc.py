# RXV: reference kernel of R.trunc: toward zero on floats (keeping -0, NaN, inf), the identity on integers
# EXPECT: well-formed
# EVAL: main(float32[5]{-2.70000005, 2.70000005, -0.5, nan, -inf}) -> float32[5]{-2, 2, -0, nan, -inf}
# EVAL: main(float64[2]{1.0000000000000001e+300, -3.5}) -> float64[2]{1.0000000000000001e+300, -3}
# EVAL: main(int32[3]{-7, 7, -2147483648}) -> int32[3]{-7, 7, -2147483648}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.trunc(x)
        return gv
