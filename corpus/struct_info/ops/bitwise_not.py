# RXV: relax.bitwise_not(x): x's StructInfo; TVM's rule checks no dtype (its TIR rejects floats when legalized); a non-tensor is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="int32")
# EXPECT-SINFO: main.b : R.Tensor((3,), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="uint8")
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="int32"), y: R.Tensor((3,), dtype="float32"), z: R.Tensor(dtype="uint8")) -> R.Tensor(("n", 4), dtype="int32"):
        n = T.int64()
        a = R.bitwise_not(x)
        b = R.bitwise_not(y)
        c = R.bitwise_not(z)
        return a

    @R.function
    def bad(s: R.Shape([2])) -> R.Object:
        e = R.bitwise_not(s)
        return e
