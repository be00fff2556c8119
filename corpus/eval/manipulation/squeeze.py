# RXV: relax.squeeze at run time: axis=None drops every dim of length 1; a named axis whose length is not 1 at run time stays (TVM >= 0.23, as PyTorch), so named() returns a (2, 2) tensor its (2,) annotation rejects
# EXPECT: well-formed
# EXPECT-WARNING: SI-op
# EVAL: main(float32[1,2,1]{3, 4}) -> float32[2]{3, 4}
# EVAL: named(float32[1,2]{3, 4}) -> float32[2]{3, 4}
# EVAL: named(float32[2,2]{3, 4, 5, 6}) -> error(MatchCast)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 1), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a: R.Tensor((2,), dtype="float32") = R.squeeze(x, axis=None)
        return a

    @R.function
    def named(x: R.Tensor(("n", 2), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a: R.Tensor((2,), dtype="float32") = R.squeeze(x, axis=[0])
        return a
