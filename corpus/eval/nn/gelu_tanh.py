# RXV: relax.nn.gelu_tanh: 0.5 x (1 + tanh(sqrt(2 / pi) x (1 + 0.044715 x^2))) (TVM's legalization)
# EXPECT: well-formed
# EVAL: main(float32[7]{-3, -1, -0.5, 0, 0.5, 1, 3}) -> float32[7]{-0.003637344, -0.158808, -0.154286, 0, 0.345714, 0.841192, 2.996363}
# EVAL: main(float32[2]{nan, -inf}) -> float32[2]{nan, nan}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        gv = R.nn.gelu_tanh(x)
        return gv
