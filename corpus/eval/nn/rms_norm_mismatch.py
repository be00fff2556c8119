# RXV: relax.nn.rms_norm with a weight of symbolic length: StructInfo warns (a run-time check is needed) and the kernel finds the mismatch (ShapeMismatch)
# EXPECT: well-formed
# EVAL: main(float32[2,4]{1, 2, 3, 4, -1, 0, 1, 2}, float32[3]{1, 2, 1}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32"), w: R.Tensor(("k",), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        k = T.int64()
        gv = R.nn.rms_norm(x, w, axes=[-1], epsilon=1.0000000000000001e-05)
        return gv
