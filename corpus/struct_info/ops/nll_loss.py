# RXV: relax.nn.nll_loss(predictions, targets, weights=None, reduction="mean", ignore_index=-100): "none" gives targets' shape (N, d1..dk) (or () for predictions (C,)), "sum"/"mean" a scalar; int targets; N, C and d's must not provably differ
# EXPECT-SINFO: main.a : R.Tensor((n, 7), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 28:13
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 30:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(p: R.Tensor(("n", "c", 7), dtype="float32"), t: R.Tensor(("n", 7), dtype="int64"), w: R.Tensor(("c",), dtype="float32"), q: R.Tensor(dtype="float32", ndim=3)) -> R.Tensor(("n", 7), dtype="float32"):
        n = T.int64()
        c = T.int64()
        a = R.nn.nll_loss(p, t, w, reduction="none", ignore_index=-100)
        b = R.nn.nll_loss(p, t, w, reduction="mean", ignore_index=-100)
        c = R.nn.nll_loss(p, t)
        d = R.nn.nll_loss(q, t, reduction="none")
        return a

    @R.function
    def bad(p: R.Tensor((4, 3), dtype="float32"), t: R.Tensor((5,), dtype="int64"), tf: R.Tensor((4,), dtype="float32"), w: R.Tensor((2,), dtype="float32")) -> R.Tensor((), dtype="float32"):
        e = R.nn.nll_loss(p, t)
        f = R.nn.nll_loss(p, tf)
        g = R.nn.nll_loss(p, tf, w)
        return e
