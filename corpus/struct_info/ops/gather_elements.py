# RXV: relax.gather_elements(data, indices, axis=0): indices' shape with data's dtype; indices a signed integer tensor of data's ndim; axis in range
# EXPECT-SINFO: main.a : R.Tensor((k, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((k, 4), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32")
# EXPECT-ERROR: SI-op @ 25:14
# EXPECT-ERROR: SI-op @ 26:14
# EXPECT-ERROR: SI-op @ 27:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), i: R.Tensor(("k", 4), dtype="int64"), z: R.Tensor(dtype="int32")) -> R.Tensor(("k", 4), dtype="float32"):
        n = T.int64()
        k = T.int64()
        a = R.gather_elements(x, i)
        b = R.gather_elements(x, i, axis=-1)
        c = R.gather_elements(x, z, 1)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), i: R.Tensor((2, 4), dtype="int64"), u: R.Tensor((2, 4), dtype="uint32"), i1: R.Tensor((2,), dtype="int64")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.gather_elements(x, u)
        e2 = R.gather_elements(x, i1)
        e3 = R.gather_elements(x, i, axis=2)
        return x
