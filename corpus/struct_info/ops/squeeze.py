# RXV: relax.squeeze: the dims at `axis` dropped (a literal length other than 1 stays, as TVM >= 0.23 and PyTorch; a symbolic one provably never 1 is SI-op, undecided an SI-op warning); axis=None drops every dim provably 1 and leaves the ndim unknown when some dim is undecided
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((3,), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor((1, n, 3), dtype="float32")
# EXPECT-SINFO: main.e : R.Tensor((1, 3), dtype="float32")
# EXPECT-SINFO: main.f : R.Tensor((1, n, 3), dtype="float32")
# EXPECT-WARNING: SI-op @ 23:48
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, "n", 3), dtype="float32"), y: R.Tensor((1, 3, 1), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        a: R.Tensor((n, 3), dtype="float32") = R.squeeze(x, axis=[0])
        b: R.Tensor((3,), dtype="float32") = R.squeeze(y, axis=None)
        c: R.Tensor(dtype="float32") = R.squeeze(x, axis=None)
        d: R.Tensor((1, n, 3), dtype="float32") = R.squeeze(x, axis=[])
        e: R.Tensor((1, 3), dtype="float32") = R.squeeze(x, axis=[1])
        f = R.squeeze(x, axis=[2])
        return a
