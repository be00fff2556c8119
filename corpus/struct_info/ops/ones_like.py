# RXV: relax.ones_like(x, dtype): x's StructInfo with the dtype replaced unless void
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 3), dtype="bool")
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        a = R.ones_like(x, dtype="void")
        b = R.ones_like(x, dtype="bool")
        return a

    @R.function
    def bad(x: R.Tensor((2,), dtype="float32")) -> R.Object:
        e = R.ones_like(R.prim_value(1))
        return e
