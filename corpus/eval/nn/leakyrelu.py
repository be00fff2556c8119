# RXV: relax.nn.leakyrelu: x if x > 0 else x * alpha (TOPI's leaky_relu; alpha defaults to 0.01)
# EXPECT: well-formed
# EVAL: main(float32[5]{-2, -0.5, 0, 3, nan}) -> (float32[5]{-0.02, -0.005, 0, 3, nan}, float32[5]{-1, -0.25, 0, 3, nan})
# EVAL: main(float32[2]{-inf, inf}) -> (float32[2]{-inf, inf}, float32[2]{-inf, inf})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tuple(R.Tensor(("n",), dtype="float32"), R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        a = R.nn.leakyrelu(x)
        b = R.nn.leakyrelu(x, alpha=0.5)
        return (a, b)
