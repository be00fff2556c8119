# RXV: relax.einsum(operands, subscripts): the output labels' extents (labels broadcast, ellipsis dims broadcast); with a shape unknown, the ndim the equation gives; malformed subscripts and mismatched counts are errors
# EXPECT-SINFO: main.a : R.Tensor((n, 5), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((2, 1, 5, n), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float32", ndim=1)
# EXPECT-ERROR: SI-op @ 26:13
# EXPECT-ERROR: SI-op @ 31:13
# EXPECT-ERROR: SI-op @ 36:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((4, 5), dtype="float32"), v: R.Tensor((2, 1, 4), dtype="float32"), u: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(("n", 5), dtype="float32"):
        n = T.int64()
        a = R.einsum((x, y), "ij,jk->ik")
        b = R.einsum((y,), "ij->")
        c = R.einsum((v, y, x), "...j,jk,ij->...ki")
        d = R.einsum((u,), "ij->j")
        return a

    @R.function
    def bad_syntax(x: R.Tensor((2, 2), dtype="float32")) -> R.Object:
        e = R.einsum((x,), "i1->i")
        return e

    @R.function
    def bad_count(x: R.Tensor((2, 2), dtype="float32")) -> R.Object:
        e = R.einsum((x, x), "ij->i")
        return e

    @R.function
    def bad_extent(x: R.Tensor((2, 3), dtype="float32")) -> R.Object:
        e = R.einsum((x, x), "ij,ji->i")
        return e
