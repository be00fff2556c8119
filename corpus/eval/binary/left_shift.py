# RXV: reference kernel of R.left_shift: x << y wrapping in x's dtype; an amount outside [0, bits) is an error (LLVM's shl gives poison; TVM checks only literal amounts); floats are a TypeError
# EXPECT: well-formed
# EVAL: main(int32[1,4]{1, 1, -1, 3}, int32[4]{0, 31, 4, 30}) -> int32[1,4]{1, -2147483648, -16, -1073741824}
# EVAL: main(uint8[1,2]{255, 1}, uint8[2]{1, 7}) -> uint8[1,2]{254, 128}
# EVAL: main(int32[1,2]{1, 1}, int32[2]{0, 32}) -> error(Other)
# EVAL: main(int64[1,2]{1, 1}, int64[2]{-1, 2}) -> error(Other)
# EVAL: main(float32[1,2]{1, 2}, float32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.left_shift(x, y)
        return gv
