# RXV: relax.index_tensor at run time (TOPI's adv_index): data[i0, i1, ...] with the index tensors broadcast; indices are not wrapped: a negative or too large index is an IndexOutOfRange (TVM reads out of bounds)
# EXPECT: well-formed
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2,1]{2, 0}, int64[3]{3, 0, 1}) -> (float32[2,4]{8, 9, 10, 11, 0, 1, 2, 3}, float32[2,3]{11, 8, 9, 3, 0, 1})
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2,1]{2, 3}, int64[3]{3, 0, 1}) -> error(IndexOutOfRange)
# EVAL: main(float32[3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[2,1]{2, 0}, int64[3]{-1, 0, 1}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 4), dtype="float32"), r: R.Tensor((2, 1), dtype="int64"), c: R.Tensor((3,), dtype="int64")) -> R.Tuple(R.Tensor((2, 4), dtype="float32"), R.Tensor((2, 3), dtype="float32")):
        r1 = R.reshape(r, R.shape([2]))
        a = R.index_tensor(x, (r1,))
        b = R.index_tensor(x, (r, c))
        return (a, b)
