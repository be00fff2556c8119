# RXV: relax.index_tensor(data, indices): advanced indexing by a tuple of signed-integer tensors; the result is their broadcast shape followed by data's remaining dims; undecided broadcasting loses the shape and the ndim (TVM's rule); an empty tuple, more indices than dims, a non-broadcasting pair or a non-integer index is SI-op
# EXPECT-SINFO: main.a : R.Tensor((2, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((3, 2), dtype="float32")
# EXPECT-SINFO: main.c2 : R.Tensor((k, 4), dtype="float32")
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
    def main(x: R.Tensor(("n", 4), dtype="float32"), r: R.Tensor((2,), dtype="int64"), c: R.Tensor((3, 1), dtype="int32"), k1: R.Tensor(("k",), dtype="int64"), m1: R.Tensor(("m",), dtype="int64")) -> R.Tensor((2, 4), dtype="float32"):
        n = T.int64()
        k = T.int64()
        m = T.int64()
        a = R.index_tensor(x, (r,))
        b = R.index_tensor(x, (r, c))
        c2 = R.index_tensor(x, [k1])
        d = R.index_tensor(x, (k1, m1))
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), r: R.Tensor((2,), dtype="int64"), r3: R.Tensor((3,), dtype="int64"), f: R.Tensor((2,), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.index_tensor(x, (r, r3))
        e2 = R.index_tensor(x, (f,))
        e3 = R.index_tensor(x, (r, r, r))
        return x
