# RXV: relax.ccl.broadcast_from_worker0(x): x's StructInfo, x a tensor (TVM: InferStructInfoBroadcastFromZero)
# EXPECT-SINFO: main.a : R.Tensor((n, 8), dtype="float32")
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32")) -> R.Tensor(("n", 8), dtype="float32"):
        n = T.int64()
        a = R.ccl.broadcast_from_worker0(x)
        return a

    @R.function
    def bad(x: R.Tuple(R.Tensor((4,), dtype="float32"))) -> R.Tuple(R.Tensor((4,), dtype="float32")):
        e = R.ccl.broadcast_from_worker0(x)
        return x
