# RXV: relax.sort / argsort at run time (TVM's tvm.contrib.sort externs): stable sorts along axis, ascending by < or descending by >, ties kept in their original order either way; argsort's positions in its dtype; a NaN is an error (TVM's order is unspecified then)
# EXPECT: well-formed
# EVAL: main(float32[2,4]{3, 1, 2, 1, -0, 0, 5, -1}) -> (float32[2,4]{1, 1, 2, 3, -1, -0, 0, 5}, float32[2,4]{3, 2, 1, 1, 5, -0, 0, -1}, int32[2,4]{1, 3, 2, 0, 3, 0, 1, 2}, int64[2,4]{0, 2, 1, 3, 2, 0, 1, 3}, float32[2,4]{-0, 0, 2, -1, 3, 1, 5, 1})
# EVAL: main(float32[2,4]{3, nan, 2, 1, 0, 0, 5, -1}) -> error(Other)
# EVAL: ints(int64[5]{9223372036854775807, -9223372036854775808, 9223372036854775806, 0, 9223372036854775807}) -> (int64[5]{-9223372036854775808, 0, 9223372036854775806, 9223372036854775807, 9223372036854775807}, int32[5]{0, 4, 2, 3, 1})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tuple(R.Tensor((2, 4), dtype="float32"), R.Tensor((2, 4), dtype="float32"), R.Tensor((2, 4), dtype="int32"), R.Tensor((2, 4), dtype="int64"), R.Tensor((2, 4), dtype="float32")):
        a = R.sort(x)
        b = R.sort(x, descending=True)
        c = R.argsort(x)
        d = R.argsort(x, descending=True, dtype="int64")
        e = R.sort(x, axis=0)
        return (a, b, c, d, e)

    @R.function
    def ints(x: R.Tensor((5,), dtype="int64")) -> R.Tuple(R.Tensor((5,), dtype="int64"), R.Tensor((5,), dtype="int32")):
        a = R.sort(x)
        b = R.argsort(x, descending=True)
        return (a, b)
