# RXV: reference kernel of R.einsum (TOPI's): matmul, trace (a repeated label reads the diagonal), implicit output (labels used once, in order), ellipsis batch dims, and a bad label extent
# EXPECT: well-formed
# EVAL: main(float32[2,3]{-2, -1, 0, 1, 2, 3}, float32[3,4]{0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75}, int32[2,2]{1, 2, 3, 4}, float32[2,3,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}) -> (float32[2,4]{-1, -1.75, -2.5, -3.25, 8, 9.5, 11, 12.5}, int32[]{5}, int32[2,2]{1, 3, 2, 4}, float32[2,4]{12, 15, 18, 21, 48, 51, 54, 57})
# EVAL: bad(float32[2,3]{1, 2, 3, 4, 5, 6}, float32[2,3]{1, 2, 3, 4, 5, 6}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2, 3), dtype="float32"), b: R.Tensor((3, 4), dtype="float32"), s: R.Tensor((2, 2), dtype="int32"), v: R.Tensor((2, 3, 4), dtype="float32")):
        p = R.einsum((a, b), subscripts="ij,jk->ik")
        t = R.einsum((s,), "ii")
        u = R.einsum((s,), "ji")
        w = R.einsum((v,), "...ij->...j")
        return (p, t, u, w)

    @R.function
    def bad(a: R.Tensor(dtype="float32", ndim=2), b: R.Tensor(dtype="float32", ndim=2)):
        p = R.einsum((a, b), "ij,jk->ik")
        return p
