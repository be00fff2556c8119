# RXV: relax.bucketize at run time (TOPI's searchsorted binary search, step for step): for sorted boundaries the number of boundaries below the value (right=False) or at most the value (right=True)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{-1, 1, 1.5, 3, 4, 9}, float32[4]{1, 2, 3, 4}) -> (int64[2,3]{0, 0, 1, 2, 3, 4}, int32[2,3]{0, 1, 1, 3, 4, 4})
# EVAL: main(float32[2,3]{-1, 1, 1.5, 3, 4, nan}, float32[4]{1, 2, 3, 4}) -> (int64[2,3]{0, 0, 1, 2, 3, 0}, int32[2,3]{0, 1, 1, 3, 4, 0})
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, float32[0]{}) -> (int64[2,3]{0, 0, 0, 0, 0, 0}, int32[2,3]{0, 0, 0, 0, 0, 0})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), b: R.Tensor(("k",), dtype="float32")) -> R.Tuple(R.Tensor((2, 3), dtype="int64"), R.Tensor((2, 3), dtype="int32")):
        k = T.int64()
        a = R.bucketize(x, b)
        c = R.bucketize(x, b, out_int32=True, right=True)
        return (a, c)
