# RXV: reference kernel of R.bitwise_or: two's complement bits of integers, logical on bool; floats are a TypeError (TIR takes integers and bool)
# EXPECT: well-formed
# EVAL: main(int32[1,4]{12, -1, -2147483648, 0}, int32[4]{10, 7, -1, -1}) -> int32[1,4]{14, -1, -1, -1}
# EVAL: main(uint8[1,2]{255, 6}, uint8[2]{15, 3}) -> uint8[1,2]{255, 7}
# EVAL: main(bool[1,4]{true, true, false, false}, bool[4]{true, false, true, false}) -> bool[1,4]{true, true, true, false}
# EVAL: main(float32[1,2]{1, 2}, float32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.bitwise_or(x, y)
        return gv
