# RXV: reference kernel of R.mod: TOPI's truncmod, the remainder taking the dividend's sign (C's %, fmod on floats), unlike floor_mod; an integer zero divisor is a DivisionByZero
# EXPECT: well-formed
# EVAL: main(int32[1,6]{-7, 7, -7, 7, -2147483648, 5}, int32[6]{2, 2, -2, -2, -1, 5}) -> int32[1,6]{-1, 1, -1, 1, 0, 0}
# EVAL: main(float32[1,3]{-7.5, 7.5, 1}, float32[3]{2, -2, inf}) -> float32[1,3]{-1.5, 1.5, 1}
# EVAL: main(float64[1,2]{5, inf}, float64[2]{0, 2}) -> float64[1,2]{nan, nan}
# EVAL: main(int8[1,1]{5}, int8[1]{0}) -> error(DivisionByZero)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.mod(x, y)
        return gv
