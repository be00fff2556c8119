# RXV: relax.nn.selu: scale (max(0, x) + min(0, alpha (exp(x) - 1))) (TVM's legalization)
# EXPECT: well-formed
# EVAL: main(float32[7]{-3, -1, -0.5, 0, 0.5, 1, 3}) -> float32[7]{-1.670569, -1.111331, -0.6917582, 0, 0.5253505, 1.050701, 3.152103}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        gv = R.nn.selu(x)
        return gv
