# RXV: relax.stack(tensors, axis=0): a non-empty tuple of tensors of one dtype, ndim and shape joined along a new dim at axis (normalized against the result's ndim); undecided dims give an unknown shape of known ndim; provably different dims, dtypes or ndims are SI-op
# EXPECT-SINFO: main.a : R.Tensor((2, n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 3, 3), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, 1, 3), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float32", ndim=3)
# EXPECT-ERROR: SI-op @ 28:14
# EXPECT-ERROR: SI-op @ 29:14
# EXPECT-ERROR: SI-op @ 30:14
# EXPECT-ERROR: SI-op @ 31:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), y: R.Tensor(("n", 3), dtype="float32"), z: R.Tensor(("m", 3), dtype="float32")) -> R.Tensor((2, "n", 3), dtype="float32"):
        n = T.int64()
        m = T.int64()
        a = R.stack((x, y))
        b = R.stack([x, y, x], axis=-1)
        c = R.stack((x,), axis=1)
        d = R.stack((x, z), axis=0)
        return a

    @R.function
    def bad(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((3, 3), dtype="float32"), h: R.Tensor((2, 3), dtype="float16"), v: R.Tensor((6,), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        e1 = R.stack((x, y))
        e2 = R.stack((x, h))
        e3 = R.stack((x, v))
        e4 = R.stack((x, x), axis=3)
        return x
