# RXV: relax.ccl.scatter_from_worker0(x, num_workers, axis=0): `axis` divided by num_workers; an error when provably not divisible (TVM: InferStructInfoScatter)
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((8, 8), dtype="float32")
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), y: R.Tensor((16, 8), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.ccl.scatter_from_worker0(x, num_workers=2, axis=1)
        b = R.ccl.scatter_from_worker0(y, 2)
        return a

    @R.function
    def bad(x: R.Tensor((6, 8), dtype="float32")) -> R.Tensor((6, 8), dtype="float32"):
        e = R.ccl.scatter_from_worker0(x, num_workers=4)
        return x
