# RXV: relax.size(expr): a 0-d int64 tensor; a non-tensor is an error
# EXPECT-SINFO: main.a : R.Tensor((), dtype="int64")
# EXPECT-SINFO: main.b : R.Tensor((), dtype="int64")
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor) -> R.Tensor((), dtype="int64"):
        n = T.int64()
        a = R.size(x)
        b = R.size(y)
        return a

    @R.function
    def bad(s: R.Shape([2])) -> R.Object:
        e = R.size(s)
        return e
