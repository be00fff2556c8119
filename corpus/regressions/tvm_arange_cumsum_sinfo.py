# RXV: TVM 0.27 infers R.arange with a negative step (1 and 4 elements here) and R.cumsum(axis=None) of an ndim-0 tensor (ndim 0) wrongly; rxv's rules agree with numpy and with TVM's own kernels (TVM findings 1 and 2 in docs/tvm-findings.md, found by rxv fuzz --pass tvm:). This pins rxv's answers
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor((0,), dtype="int64")
# EXPECT-SINFO: main.b : R.Tensor((2,), dtype="int64")
# EXPECT-SINFO: main.c : R.Tensor(dtype="int64", ndim=1)
# EVAL: main(int64[]{3}) -> (int64[0]{}, int64[2]{-1, -2}, int64[1]{3})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="int64", ndim=0)):
        a = R.arange(-2, -1, -2, dtype="int64")
        b = R.arange(-1, -3, -1, dtype="int64")
        c = R.cumsum(x, axis=None)
        return (a, b, c)
