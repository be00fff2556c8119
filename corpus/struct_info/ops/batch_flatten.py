# RXV: relax.nn.batch_flatten(data): (d0, d1 * ... * dk); a 2-D tensor kept as is; unknown shape: 2-D of unknown shape; fewer than 2 dims is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 12), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, m * 3), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3, 4), dtype="float32"), y: R.Tensor(("n", "m", 3), dtype="float32"), u: R.Tensor(dtype="float32")) -> R.Tensor(("n", 12), dtype="float32"):
        n = T.int64()
        m = T.int64()
        a = R.nn.batch_flatten(x)
        b = R.nn.batch_flatten(y)
        c = R.nn.batch_flatten(u)
        return a

    @R.function
    def bad(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        e = R.nn.batch_flatten(x)
        return x
