# RXV: relax.outer(x1, x2): (len(x1), len(x2)) in x1's dtype; both must be 1-D
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor((3,), dtype="float32"), z: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        a = R.outer(x, y)
        b = R.outer(z, x)
        return x

    @R.function
    def bad(x: R.Tensor((2, 2), dtype="float32")) -> R.Object:
        e = R.outer(x, x)
        return e
