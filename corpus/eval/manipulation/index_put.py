# RXV: relax.index_put at run time (TOPI's index_put): values[k] written to (or, accumulate=True, added to) data at the k-th position of the broadcast index tensors; a negative index counts from the end once; an index still out of range is an IndexOutOfRange; two positions naming one element without accumulate is an error (TVM writes them in parallel: unspecified)
# EXPECT: well-formed
# EVAL: main(float32[3,4]{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[3]{0, 2, -1}, int64[3]{1, 3, 0}, float32[3]{5, 6, 7}) -> (float32[3,4]{0, 5, 0, 0, 0, 0, 0, 0, 7, 0, 0, 6}, float32[3,4]{0, 5, 0, 0, 0, 0, 0, 0, 7, 0, 0, 6})
# EVAL: main(float32[3,4]{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[3]{0, 2, -4}, int64[3]{1, 3, 0}, float32[3]{5, 6, 7}) -> error(IndexOutOfRange)
# EVAL: main(float32[3,4]{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[3]{0, 2, 0}, int64[3]{1, 3, 1}, float32[3]{5, 6, 7}) -> error(Other)
# EVAL: acc(float32[3]{1, 1, 1}, int64[4]{0, 2, 0, 0}, float32[4]{1, 2, 3, 4}) -> float32[3]{9, 1, 3}
# EVAL: bcast(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[2,1]{0, 1}, int64[3]{2, 1, 0}, float32[2,3]{10, 11, 12, 13, 14, 15}) -> float32[2,3]{12, 11, 10, 15, 14, 13}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 4), dtype="float32"), r: R.Tensor((3,), dtype="int64"), c: R.Tensor((3,), dtype="int64"), v: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((3, 4), dtype="float32"), R.Tensor((3, 4), dtype="float32")):
        a = R.index_put(x, (r, c), v)
        b = R.index_put(x, (r, c), v, accumulate=True)
        return (a, b)

    @R.function
    def acc(x: R.Tensor((3,), dtype="float32"), i: R.Tensor((4,), dtype="int64"), v: R.Tensor((4,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        a = R.index_put(x, (i,), v, accumulate=True)
        return a

    @R.function
    def bcast(x: R.Tensor((2, 3), dtype="float32"), r: R.Tensor((2, 1), dtype="int64"), c: R.Tensor((3,), dtype="int64"), v: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        a = R.index_put(x, (r, c), v)
        return a
