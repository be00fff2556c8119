# RXV: relax.nn.prelu: x if x > 0 else x * alpha[c] along axis 1 (TOPI's prelu); alpha of length 1 broadcasts (another length: prelu_mismatch.py)
# EXPECT: well-formed
# EVAL: main(float32[2,2]{-1, -2, 3, -4}, float32[2]{0.5, 0.25}, float32[1]{0.1}) -> (float32[2,2]{-0.5, -0.5, 3, -1}, float32[2,2]{-0.1, -0.2, 3, -0.4})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32"), a: R.Tensor((2,), dtype="float32"), s: R.Tensor((1,), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="float32")):
        p = R.nn.prelu(x, a, axis=1)
        q = R.nn.prelu(x, s)
        return (p, q)
