# RXV: relax.astype(x, dtype): x's shape, the new dtype; dtype is required
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float16")
# EXPECT-SINFO: main.b : R.Tensor(dtype="int8")
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), y: R.Tensor(dtype="float32")) -> R.Tensor(("n", 3), dtype="float16"):
        n = T.int64()
        a = R.astype(x, dtype="float16")
        b = R.astype(y, dtype="int8")
        return a

    @R.function
    def bad(x: R.Tensor((2,), dtype="float32")) -> R.Object:
        e = R.astype(x, "void")
        return e
