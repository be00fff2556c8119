# RXV: relax.nn.softplus(data, beta=1.0, threshold=20.0): data's StructInfo; data must be a float tensor when its dtype is known
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float32")
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.nn.softplus(x)
        b = R.nn.softplus(a, beta=2.0, threshold=10.0)
        return b

    @R.function
    def bad(x: R.Tensor((4,), dtype="int64")) -> R.Tensor((4,), dtype="int64"):
        e = R.nn.softplus(x, 1.0, 20.0)
        return e
