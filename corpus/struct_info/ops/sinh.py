# RXV: relax.sinh(x): x's StructInfo; x must be a float tensor when its dtype is known (TVM: InferStructInfoUnaryArith<require_float_dtype=true>)
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor(dtype="float16", ndim=2)
# EXPECT-SINFO: main.c : R.Tensor((3,))
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float16", ndim=2), z: R.Tensor((3,))) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.sinh(x)
        b = R.sinh(y)
        c = R.sinh(z)
        return a

    @R.function
    def bad(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        e = R.sinh(x)
        return e
