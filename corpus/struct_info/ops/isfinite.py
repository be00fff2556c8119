# RXV: relax.isfinite(x): x's shape with dtype bool, any input dtype (TVM: InferStructInfoUnaryCheck); a non-tensor is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="bool")
# EXPECT-SINFO: main.b : R.Tensor((3,), dtype="bool")
# EXPECT-SINFO: main.c : R.Tensor(dtype="bool", ndim=2)
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((3,), dtype="int32"), z: R.Tensor(ndim=2)) -> R.Tensor(("n", 4), dtype="bool"):
        n = T.int64()
        a = R.isfinite(x)
        b = R.isfinite(y)
        c = R.isfinite(z)
        return a

    @R.function
    def bad(s: R.Shape([2])) -> R.Object:
        e = R.isfinite(s)
        return e
