# RXV: relax.nn.prelu(data, alpha, axis=1): data's StructInfo; data float and axis in range when its ndim is known; alpha unchecked (as TVM)
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor(dtype="float32")
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), al: R.Tensor((3,), dtype="float32"), u: R.Tensor(dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        a1 = R.nn.prelu(x, al)
        a = R.nn.prelu(a1, al, axis=-1)
        b = R.nn.prelu(u, al, axis=5)
        return a

    @R.function
    def bad(x: R.Tensor((2, 3), dtype="float32"), i: R.Tensor((2, 3), dtype="int32"), a: R.Tensor((3,), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        e = R.nn.prelu(x, a, axis=2)
        f = R.nn.prelu(i, a)
        return e
