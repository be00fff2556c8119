# RXV: reference kernel of R.bitwise_not: ~x on integers (two's complement), logical not on bool; a float tensor is a TypeError (TIR's ~ takes integers and bool)
# EXPECT: well-formed
# EVAL: main(int32[4]{0, -1, 5, -2147483648}) -> int32[4]{-1, 0, -6, 2147483647}
# EVAL: main(uint8[3]{0, 255, 1}) -> uint8[3]{255, 0, 254}
# EVAL: main(int8[2]{127, -128}) -> int8[2]{-128, 127}
# EVAL: main(bool[2]{true, false}) -> bool[2]{false, true}
# EVAL: main(float32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.bitwise_not(x)
        return gv
