# RXV: relax.ewise_fma(x1, x2, x3): no broadcasting; one ndim, one dtype, provably equal shapes (an undecided dim is an error, as TVM's CanProveEqual); a shared shape Var carries over
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4))
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 34:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), t: R.Tensor(dtype="float32", ndim=2), u: R.Tensor(("n", 4))) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.ewise_fma(x, x, x)
        b = R.ewise_fma(u, u, u)
        c = R.ewise_fma(x, t, x)
        return a

    @R.function
    def bad_ndim(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4, 1), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        e = R.ewise_fma(x, x, y)
        return e

    @R.function
    def bad_dtype(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float16")) -> R.Tensor((4,), dtype="float32"):
        e = R.ewise_fma(x, y, x)
        return e

    @R.function
    def bad_shape(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        e = R.ewise_fma(x, y, y)
        return e
