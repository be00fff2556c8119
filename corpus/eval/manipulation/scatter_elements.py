# RXV: relax.scatter_elements at run time (TOPI's scatter_elements): updates applied in row-major order of the indices along `axis`; negative indices count from the end once; update/add/mul/mean/min/max; an index out of range is an IndexOutOfRange
# EXPECT: well-formed
# EVAL: main(float32[3,3]{0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[2,3]{1, 0, 2, 0, 2, 1}, float32[2,3]{1, 1.1, 1.2, 2, 2.1, 2.2}) -> float32[3,3]{2, 1.1, 0, 1, 0, 2.2, 0, 2.1, 1.2}
# EVAL: main(float32[3,3]{0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[2,3]{-1, 0, -3, 0, 2, 1}, float32[2,3]{1, 1.1, 1.2, 2, 2.1, 2.2}) -> float32[3,3]{2, 1.1, 1.2, 0, 0, 2.2, 1, 2.1, 0}
# EVAL: main(float32[3,3]{0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[2,3]{3, 0, 0, 0, 0, 0}, float32[2,3]{1, 1, 1, 1, 1, 1}) -> error(IndexOutOfRange)
# EVAL: main(float32[3,3]{0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[2,3]{-4, 0, 0, 0, 0, 0}, float32[2,3]{1, 1, 1, 1, 1, 1}) -> error(IndexOutOfRange)
# EVAL: reduce(float32[1,5]{1, 2, 3, 4, 5}, int64[1,2]{1, 1}, float32[1,2]{1.5, 2.5}) -> (float32[1,5]{1, 2.5, 3, 4, 5}, float32[1,5]{1, 6, 3, 4, 5}, float32[1,5]{1, 7.5, 3, 4, 5}, float32[1,5]{1, 2.125, 3, 4, 5}, float32[1,5]{1, 1.5, 3, 4, 5}, float32[1,5]{1, 2.5, 3, 4, 5})
# EVAL: ints(int32[4]{10, 20, 30, 40}, int64[3]{3, 0, 3}, int32[3]{5, -7, 2}) -> (int32[4]{-7, 20, 30, 2}, int32[4]{3, 20, 30, 47}, int32[4]{-70, 20, 30, 400})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 3), dtype="float32"), i: R.Tensor((2, 3), dtype="int64"), u: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((3, 3), dtype="float32"):
        a = R.scatter_elements(x, i, u, axis=0)
        return a

    @R.function
    def reduce(x: R.Tensor((1, 5), dtype="float32"), i: R.Tensor((1, 2), dtype="int64"), u: R.Tensor((1, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 5), dtype="float32"), R.Tensor((1, 5), dtype="float32"), R.Tensor((1, 5), dtype="float32"), R.Tensor((1, 5), dtype="float32"), R.Tensor((1, 5), dtype="float32"), R.Tensor((1, 5), dtype="float32")):
        a = R.scatter_elements(x, i, u, axis=1, reduction="update")
        b = R.scatter_elements(x, i, u, axis=1, reduction="add")
        c = R.scatter_elements(x, i, u, axis=1, reduction="mul")
        d = R.scatter_elements(x, i, u, axis=1, reduction="mean")
        e = R.scatter_elements(x, i, u, axis=1, reduction="min")
        f = R.scatter_elements(x, i, u, axis=1, reduction="max")
        return (a, b, c, d, e, f)

    @R.function
    def ints(x: R.Tensor((4,), dtype="int32"), i: R.Tensor((3,), dtype="int64"), u: R.Tensor((3,), dtype="int32")) -> R.Tuple(R.Tensor((4,), dtype="int32"), R.Tensor((4,), dtype="int32"), R.Tensor((4,), dtype="int32")):
        a = R.scatter_elements(x, i, u, reduction="update")
        b = R.scatter_elements(x, i, u, reduction="add")
        c = R.scatter_elements(x, i, u, reduction="mul")
        return (a, b, c)

