# RXV: relax.one_hot(indices, on_value, off_value, depth, axis=-1): the dtype of on/off (PrimValues of one dtype), depth inserted at axis (in [-ndim-1, ndim]); integer indices
# EXPECT-SINFO: main.a : R.Tensor((n, 3, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((4, n, 3), dtype="int64")
# EXPECT-SINFO: main.c : R.Tensor((n, 4, 3), dtype="float16")
# EXPECT-SINFO: main.d : R.Tensor(dtype="int32", ndim=2)
# EXPECT-ERROR: SI-op @ 26:14
# EXPECT-ERROR: SI-op @ 27:14
# EXPECT-ERROR: SI-op @ 28:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="int64"), y: R.Tensor(dtype="int32", ndim=1)) -> R.Tensor(("n", 3, 4), dtype="float32"):
        n = T.int64()
        a = R.one_hot(x, T.float32(1.0), T.float32(0.0), depth=4)
        b = R.one_hot(x, 1, 0, depth=4, axis=0)
        c = R.one_hot(x, T.float16(1.0), T.float16(0.0), 4, axis=-2)
        d = R.one_hot(y, R.prim_value(T.int32(5)), R.prim_value(T.int32(0)), depth=2)
        return a

    @R.function
    def bad(x: R.Tensor((3,), dtype="int64"), f: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="int64"):
        e1 = R.one_hot(x, T.float32(1.0), 0, depth=2)
        e2 = R.one_hot(f, 1, 0, depth=2)
        e3 = R.one_hot(x, 1, 0, depth=2, axis=2)
        return x
