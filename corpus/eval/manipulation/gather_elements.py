# RXV: relax.gather_elements at run time (TOPI's gather): out[p] = data[p with the axis coordinate replaced by indices[p]]; indices are not wrapped: a negative or too large index is an IndexOutOfRange (TVM reads out of bounds)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[2,2]{1, 0, 2, 2}) -> (float32[2,2]{1, 0, 5, 5}, float32[2,2]{3, 1, 3, 4})
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[2,2]{-1, 0, 0, 0}) -> error(IndexOutOfRange)
# EVAL: main(float32[2,3]{0, 1, 2, 3, 4, 5}, int64[2,2]{0, 3, 0, 0}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), i: R.Tensor((2, 2), dtype="int64")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="float32")):
        a = R.gather_elements(x, i, axis=1)
        i0 = R.clip(i, 0, 1)
        b = R.gather_elements(x, i0, axis=0)
        return (a, b)
