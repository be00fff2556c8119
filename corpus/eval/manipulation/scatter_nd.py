# RXV: relax.scatter_nd at run time (TOPI's scatter_nd, indices' last dim holding each index tuple): the slices updates[i] combined in order into data at indices[i] by reduction; indices are not wrapped: a negative or too large one is an IndexOutOfRange
# EXPECT: well-formed
# EVAL: main(float32[3,2]{0, 1, 2, 3, 4, 5}, int64[2,1]{2, 2}, float32[2,2]{10, 20, 30, 40}) -> (float32[3,2]{0, 1, 2, 3, 30, 40}, float32[3,2]{0, 1, 2, 3, 44, 65}, float32[3,2]{0, 1, 2, 3, 1200, 4000}, float32[3,2]{0, 1, 2, 3, 4, 5}, float32[3,2]{0, 1, 2, 3, 30, 40})
# EVAL: main(float32[3,2]{0, 1, 2, 3, 4, 5}, int64[2,1]{0, -1}, float32[2,2]{10, 20, 30, 40}) -> error(IndexOutOfRange)
# EVAL: main(float32[3,2]{0, 1, 2, 3, 4, 5}, int64[2,1]{3, 0}, float32[2,2]{10, 20, 30, 40}) -> error(IndexOutOfRange)
# EVAL: full(float32[3,2]{0, 1, 2, 3, 4, 5}, int64[2,2]{2, 1, 0, 0}) -> float32[3,2]{-2, 1, 2, 3, 4, -1}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 2), dtype="float32"), i: R.Tensor((2, 1), dtype="int64"), u: R.Tensor((2, 2), dtype="float32")) -> R.Tuple(R.Tensor((3, 2), dtype="float32"), R.Tensor((3, 2), dtype="float32"), R.Tensor((3, 2), dtype="float32"), R.Tensor((3, 2), dtype="float32"), R.Tensor((3, 2), dtype="float32")):
        a = R.scatter_nd(x, i, u)
        b = R.scatter_nd(x, i, u, reduction="add")
        c = R.scatter_nd(x, i, u, reduction="mul")
        d = R.scatter_nd(x, i, u, reduction="min")
        e = R.scatter_nd(x, i, u, reduction="max")
        return (a, b, c, d, e)

    @R.function
    def full(x: R.Tensor((3, 2), dtype="float32"), i: R.Tensor((2, 2), dtype="int64")) -> R.Tensor((3, 2), dtype="float32"):
        a = R.scatter_nd(x, i, R.const([-1.0, -2.0], "float32"))
        return a
