# RXV: relax.grad.take_backward (TVM's legalization): zeros like x, output_grad added at the taken indices (repeats accumulate) along axis 1, or over x flattened with axis None; an index out of range is an IndexOutOfRange
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}, float32[2,3]{0, 0, 0, 0, 0, 0}, int64[3]{2, 0, 2}, float32[3]{1, 2, 3}, int32[3]{5, 0, 5}) -> (float32[2,3]{2, 0, 4, 5, 0, 10}, float32[2,3]{2, 0, 0, 0, 0, 4})
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}, float32[2,3]{0, 0, 0, 0, 0, 0}, int64[3]{2, 0, 3}, float32[3]{1, 2, 3}, int32[3]{5, 0, 5}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(g: R.Tensor((2, 3), dtype="float32"), x: R.Tensor((2, 3), dtype="float32"), i: R.Tensor((3,), dtype="int64"), gf: R.Tensor((3,), dtype="float32"), fi: R.Tensor((3,), dtype="int32")) -> R.Tuple(R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="float32")):
        a = R.grad.take_backward(g, x, i, axis=1)
        b = R.grad.take_backward(gf, x, fi)
        return (a, b)
