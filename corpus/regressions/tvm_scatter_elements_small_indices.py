# RXV: TVM finding 40 (docs/tvm-findings.md): scatter_elements with indices smaller than data outside axis and the last dim writes updates[0, j, k] to data[indices[0, j, k], j, k] (ONNX); TOPI's kernel puts (j, k) = (1, 0) at data's (0, 0, 2). rxv diff --backend tvm-llvm reports the mismatch
# EXPECT: well-formed
# EVAL: main(float32[2,3,4]{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, int64[1,2,2]{0, 0, 0, 0}, float32[1,2,2]{1, 2, 3, 4}) -> float32[2,3,4]{1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4), dtype="float32"), i: R.Tensor((1, 2, 2), dtype="int64"), u: R.Tensor((1, 2, 2), dtype="float32")) -> R.Tensor((2, 3, 4), dtype="float32"):
        a = R.scatter_elements(x, i, u, axis=0)
        return a
