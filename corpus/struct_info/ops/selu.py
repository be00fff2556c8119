# RXV: relax.nn.selu(data): data's StructInfo; data must be a float tensor when its dtype is known (TVM: InferStructInfoUnaryArith<require_float_dtype=true>)
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor(dtype="float16", ndim=2)
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float16", ndim=2)) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.nn.selu(x)
        b = R.nn.selu(y)
        return a

    @R.function
    def bad(x: R.Tensor((4,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        e = R.nn.selu(x)
        return e
