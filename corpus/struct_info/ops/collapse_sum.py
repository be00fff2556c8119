# RXV: relax.collapse_sum_like(data, collapse_target) and collapse_sum_to(data, shape): the target's shape with data's dtype; from the right every data dim must provably equal the target's or face a literal 1 (TVM's CheckCollapseShape: an undecided pair is SI-op too)
# EXPECT-SINFO: main.a : R.Tensor((1, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((3,), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, 1), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(s, dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 28:14
# EXPECT-ERROR: SI-op @ 29:14
# EXPECT-ERROR: SI-op @ 30:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), t: R.Tensor((3,), dtype="int32"), s: R.Shape(ndim=2)) -> R.Tensor((1, 3), dtype="float32"):
        n = T.int64()
        a = R.collapse_sum_to(x, (1, 3))
        b = R.collapse_sum_like(x, t)
        c = R.collapse_sum_to(x, R.shape([n, 1]))
        d = R.collapse_sum_to(x, s)
        return a

    @R.function
    def bad(x: R.Tensor(("n", 3), dtype="float32"), y: R.Tensor((2, 3), dtype="float32"), m: R.Tensor(("m",), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        n = T.int64()
        m = T.int64()
        e1 = R.collapse_sum_to(y, (3, 3))
        e2 = R.collapse_sum_like(y, m)
        e3 = R.collapse_sum_to(y, (2,))
        return y
