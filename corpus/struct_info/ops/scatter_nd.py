# RXV: relax.scatter_nd(data, indices, updates, reduction="update"): data's StructInfo; data and updates of one known dtype, integer indices, and (shapes known) updates.shape provably indices.shape[:-1] + data.shape[k:] with k = indices' last dim, a literal <= data's ndim
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float32")
# EXPECT-ERROR: SI-op @ 24:14
# EXPECT-ERROR: SI-op @ 25:14
# EXPECT-ERROR: SI-op @ 26:14
# EXPECT-ERROR: SI-op @ 27:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), i1: R.Tensor(("k", 1), dtype="int64"), u1: R.Tensor(("k", 4), dtype="float32"), i2: R.Tensor((3, 2), dtype="int32"), u2: R.Tensor((3,), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        k = T.int64()
        a = R.scatter_nd(x, i1, u1)
        b = R.scatter_nd(x, i2, u2, reduction="add")
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), i1: R.Tensor((2, 1), dtype="int64"), u: R.Tensor((2, 3), dtype="float32"), uh: R.Tensor((2, 4), dtype="float16"), i3: R.Tensor((2, 3), dtype="int64"), u4: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.scatter_nd(x, i1, u)
        e2 = R.scatter_nd(x, i1, uh)
        e3 = R.scatter_nd(x, i3, u4)
        e4 = R.scatter_nd(x, i1, u4, reduction="mean")
        return x
