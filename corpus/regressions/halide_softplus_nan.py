# RXV: Halide backend: softplus of NaN gave -968.45, not NaN (Halide's log does not propagate NaN); found by a 300 s `rxv fuzz --backend halide-cpu --seed 1 -j 2` campaign (program seed 6231689192637290650: acosh of a value below 1 is NaN), shrunk to 3 bindings. The lowering now keeps a NaN input
# EXPECT: well-formed
# EVAL: main(float32[1,1]{0.5}) -> float32[1,1]{nan}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(v1: R.Tensor((1, 1), dtype="float32")) -> R.Tensor((1, 1), dtype="float32"):
    v3: R.Tensor((1, 1), dtype="float32") = R.ceil(v1)
    v4: R.Tensor((1, 1), dtype="float32") = R.acosh(R.multiply(v3, R.const(0.5, "float32")))
    v27: R.Tensor((1, 1), dtype="float32") = R.nn.softplus(v4, beta=0.5, threshold=1.0)
    return v27
