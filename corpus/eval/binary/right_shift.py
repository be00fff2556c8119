# RXV: reference kernel of R.right_shift: x >> y, arithmetic on signed dtypes (sign fill), logical on unsigned; an amount outside [0, bits) is an error; floats are a TypeError
# EXPECT: well-formed
# EVAL: main(int32[1,4]{-8, -1, 8, -2147483648}, int32[4]{1, 31, 3, 31}) -> int32[1,4]{-4, -1, 1, -1}
# EVAL: main(uint8[1,2]{255, 128}, uint8[2]{1, 7}) -> uint8[1,2]{127, 1}
# EVAL: main(int8[1,2]{1, 1}, int8[2]{0, 8}) -> error(Other)
# EVAL: main(float32[1,2]{1, 2}, float32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.right_shift(x, y)
        return gv
