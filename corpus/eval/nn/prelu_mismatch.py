# RXV: relax.nn.prelu with an alpha of symbolic length: TVM's StructInfo does not check alpha; the kernel finds a length other than 1 or the axis's (ShapeMismatch)
# EXPECT: well-formed
# EVAL: main(float32[2,2]{-1, -2, 3, -4}, float32[2]{0.5, 0.25}, float32[3]{0.1, 0.1, 0.1}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32"), a: R.Tensor((2,), dtype="float32"), s: R.Tensor(("k",), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="float32")):
        k = T.int64()
        p = R.nn.prelu(x, a, axis=1)
        q = R.nn.prelu(x, s)
        return (p, q)
