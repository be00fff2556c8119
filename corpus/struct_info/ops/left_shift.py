# RXV: relax.left_shift(x1, x2): numpy broadcasting, the lhs dtype (TVM: InferStructInfoBroadcastArith, which checks no dtype class); differing dtypes are an error
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="int32")
# EXPECT-SINFO: main.b : R.Tensor((2, 3), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="int32", ndim=2)
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="int32"), y: R.Tensor((4,), dtype="int32"), f: R.Tensor((2, 1), dtype="float32"), g: R.Tensor((3,), dtype="float32"), u: R.Tensor(dtype="int32", ndim=2)) -> R.Tensor(("n", 4), dtype="int32"):
        n = T.int64()
        a = R.left_shift(x, y)
        b = R.left_shift(f, g)
        c = R.left_shift(u, y)
        return a

    @R.function
    def bad(x: R.Tensor((4,), dtype="int32"), y: R.Tensor((4,), dtype="int64")) -> R.Tensor((4,), dtype="int32"):
        e = R.left_shift(x, y)
        return e
