# RXV: relax.nn.softplus: log(1 + exp(beta x)) / beta, x itself where beta x > threshold (TOPI's softplus); defaults beta 1, threshold 20
# EXPECT: well-formed
# EVAL: main(float32[7]{-3, -1, -0.5, 0, 0.5, 1, 3}) -> (float32[7]{0.04858735, 0.3132616, 0.474077, 0.6931472, 0.974077, 1.313262, 3.048587}, float32[7]{0.001237826, 0.06346402, 0.1566308, 0.3465736, 0.6566309, 1, 3})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tuple(R.Tensor(("n",), dtype="float32"), R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        a = R.nn.softplus(x)
        b = R.nn.softplus(x, beta=2.0, threshold=1.0)
        return (a, b)
