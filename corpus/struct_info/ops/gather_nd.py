# RXV: relax.gather_nd(data, indices, batch_dims=0): shape indices.shape[:-1] + data.shape[batch_dims + l:] (l = indices' last dim, a literal); indices int64; batch_dims and l bounded by the ranks
# EXPECT-SINFO: main.a : R.Tensor((k, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((k,), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, 2), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float32")
# EXPECT-ERROR: SI-op @ 28:14
# EXPECT-ERROR: SI-op @ 29:14
# EXPECT-ERROR: SI-op @ 30:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), i1: R.Tensor(("k", 1), dtype="int64"), i2: R.Tensor(("k", 2), dtype="int64"), ib: R.Tensor(("n", 2, 1), dtype="int64"), iu: R.Tensor(("k", "m"), dtype="int64")) -> R.Tensor(("k", 4), dtype="float32"):
        n = T.int64()
        k = T.int64()
        m = T.int64()
        a = R.gather_nd(x, i1)
        b = R.gather_nd(x, i2)
        c = R.gather_nd(x, ib, batch_dims=1)
        d = R.gather_nd(x, iu)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), i32: R.Tensor((2, 1), dtype="int32"), i3: R.Tensor((2, 3), dtype="int64")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.gather_nd(x, i32)
        e2 = R.gather_nd(x, i3)
        e3 = R.gather_nd(x, i3, batch_dims=2)
        return x
