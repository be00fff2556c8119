# RXV: relax.variance(x, axis=None, keepdims=False): TVM's statistical rule (InferStructInfoStatistical), as sum's: axis None reduces everything, keepdims keeps ones; an axis out of range or repeated is SI-op
# EXPECT-SINFO: main.a : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n,), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, 1), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor((1, 1), dtype="float32")
# EXPECT-SINFO: main.e : R.Tensor(dtype="float32", ndim=1)
# EXPECT-ERROR: SI-op @ 27:13
# EXPECT-ERROR: SI-op @ 28:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor((), dtype="float32"):
        n = T.int64()
        a = R.variance(x)
        b = R.variance(x, axis=1)
        c = R.variance(x, [-1], True)
        d = R.variance(y, keepdims=True)
        e = R.variance(y, axis=0)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        f = R.variance(x, axis=2)
        g = R.variance(x, axis=[0, -2])
        return x
