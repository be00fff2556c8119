# RXV: relax.scatter_elements(data, indices, updates, axis=0, reduction="update"): data's StructInfo; indices and updates have data's ndim and one shape, updates data's dtype, indices an integer dtype; the reduction is one of TVM's six
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32")
# EXPECT-ERROR: SI-op @ 27:14
# EXPECT-ERROR: SI-op @ 28:14
# EXPECT-ERROR: SI-op @ 29:14
# EXPECT-ERROR: SI-op @ 30:14
# EXPECT-ERROR: SI-op @ 31:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), i: R.Tensor(("k", 2), dtype="int64"), u: R.Tensor(("k", 2), dtype="float32"), z: R.Tensor(dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        k = T.int64()
        a = R.scatter_elements(x, i, u)
        b = R.scatter_elements(x, i, u, axis=-1, reduction="add")
        c = R.scatter_elements(z, i, u, 1, "max")
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), i: R.Tensor((2, 2), dtype="int64"), u: R.Tensor((2, 2), dtype="float32"), u3: R.Tensor((2, 3), dtype="float32"), uh: R.Tensor((2, 2), dtype="float16"), f: R.Tensor((2, 2), dtype="float32"), i1: R.Tensor((2,), dtype="int64")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.scatter_elements(x, i, u3)
        e2 = R.scatter_elements(x, i, uh)
        e3 = R.scatter_elements(x, f, u)
        e4 = R.scatter_elements(x, i1, u)
        e5 = R.scatter_elements(x, i, u, reduction="sub")
        return x
