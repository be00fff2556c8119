# RXV: relax.dynamic_strided_slice at run time: numpy slicing of every axis by int64 1-D bound tensors (negative bounds count from the end, bounds clamped, negative strides walk backwards); a zero stride is an error
# EXPECT: well-formed
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2]{0, 1}, int64[2]{3, 4}, int64[2]{2, 2}) -> float32[2,2]{1, 3, 9, 11}
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2]{-1, 3}, int64[2]{-4, -5}, int64[2]{-1, -2}) -> float32[3,2]{11, 9, 7, 5, 3, 1}
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2]{2, 0}, int64[2]{1, 4}, int64[2]{1, 1}) -> float32[0,4]{}
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2]{1, -10}, int64[2]{100, 2}, int64[2]{1, 1}) -> float32[2,2]{4, 5, 8, 9}
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2]{0, 0}, int64[2]{3, 4}, int64[2]{1, 0}) -> error(Other)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 4), dtype="float32"), b: R.Tensor((2,), dtype="int64"), e: R.Tensor((2,), dtype="int64"), s: R.Tensor((2,), dtype="int64")) -> R.Tensor(dtype="float32", ndim=2):
        a = R.dynamic_strided_slice(x, b, e, s)
        return a
