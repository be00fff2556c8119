# RXV: relax.nn.cross_entropy_with_logits(predictions, labels): a scalar of their dtype; same ndim, no dimension provably different
# EXPECT-SINFO: main.a : R.Tensor((), dtype="float32")
# EXPECT-ERROR: SI-op @ 20:13
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 21:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor((), dtype="float32"):
        n = T.int64()
        a = R.nn.cross_entropy_with_logits(x, y)
        return a

    @R.function
    def bad(x: R.Tensor((2, 4), dtype="float32"), y: R.Tensor((2, 5), dtype="float32"), z: R.Tensor((8,), dtype="float32")) -> R.Tensor((), dtype="float32"):
        e = R.nn.cross_entropy_with_logits(x, y)
        f = R.nn.cross_entropy_with_logits(x, z)
        return e
