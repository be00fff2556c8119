# RXV: relax.gather_nd at run time (TOPI's gather_nd, indices' last dim holding each index tuple): out[b, i, r] = data[b, indices[b, i, :], r]; a negative or too large index is an IndexOutOfRange (TVM reads out of bounds)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[3,2]{1, 2, 0, 0, 1, 0}, int64[2,1]{1, 0}, int64[2,1,1]{2, 0}) -> (float32[3]{5, 0, 3}, float32[2,3]{3, 4, 5, 0, 1, 2}, float32[2,1]{2, 3})
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[3,2]{1, 3, 0, 0, 1, 0}, int64[2,1]{1, 0}, int64[2,1,1]{2, 0}) -> error(IndexOutOfRange)
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[3,2]{1, 2, 0, 0, 1, 0}, int64[2,1]{-1, 0}, int64[2,1,1]{2, 0}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), i: R.Tensor((3, 2), dtype="int64"), j: R.Tensor((2, 1), dtype="int64"), b: R.Tensor((2, 1, 1), dtype="int64")) -> R.Tuple(R.Tensor((3,), dtype="float32"), R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 1), dtype="float32")):
        p = R.gather_nd(x, i)
        q = R.gather_nd(x, j)
        r = R.gather_nd(x, b, batch_dims=1)
        return (p, q, r)
