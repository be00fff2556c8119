# RXV: relax.nn.rms_norm(data, weight, axes=-1, epsilon=1e-5): data's StructInfo; weight has data's dtype and the lengths of data's axes (TVM's NormCheckDtypeAndShape); provably different: error
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float32")
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), w: R.Tensor((4,), dtype="float32"), w2: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.nn.rms_norm(x, w)
        b = R.nn.rms_norm(x, w2, axes=[0, 1], epsilon=1.0000000000000001e-05)
        return a

    @R.function
    def bad(x: R.Tensor((2, 4), dtype="float32"), w: R.Tensor((5,), dtype="float32"), i: R.Tensor((2, 4), dtype="int32"), wi: R.Tensor((4,), dtype="int32")) -> R.Tensor((2, 4), dtype="float32"):
        e = R.nn.rms_norm(x, w, axes=[-1], epsilon=1.0000000000000001e-05)
        f = R.nn.rms_norm(i, wi, axes=[-1], epsilon=1.0000000000000001e-05)
        return e
