# RXV: relax.index_put(data, indices, values, accumulate=False): data's StructInfo; indices a tensor or a tuple of data's ndim integer tensors of at least 1 dimension; values of data's dtype
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.c2 : R.Tensor((5,), dtype="int32")
# EXPECT-ERROR: SI-op @ 25:14
# EXPECT-ERROR: SI-op @ 26:14
# EXPECT-ERROR: SI-op @ 27:14
# EXPECT-ERROR: SI-op @ 28:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), r: R.Tensor((2,), dtype="int64"), c: R.Tensor((2,), dtype="int32"), v: R.Tensor((2,), dtype="float32"), y: R.Tensor((5,), dtype="int32"), w: R.Tensor((2,), dtype="int32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.index_put(x, (r, c), v)
        b = R.index_put(x, (r, c), v, accumulate=True)
        c2 = R.index_put(y, r, w)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), r: R.Tensor((2,), dtype="int64"), f: R.Tensor((2,), dtype="float32"), z: R.Tensor((), dtype="int64"), vh: R.Tensor((2,), dtype="float16")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.index_put(x, (r,), f)
        e2 = R.index_put(x, (r, f), f)
        e3 = R.index_put(x, (r, z), f)
        e4 = R.index_put(x, (r, r), vh)
        return x
