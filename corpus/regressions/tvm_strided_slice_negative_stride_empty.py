# RXV: strided_slice with stride -1 from 0 to end -1 (n - 1) is empty for every n >= 1; rxv's extent is never negative, TVM infers T.min(1 - n, 0) (docs/tvm-findings.md, finding 57)
# EXPECT: well-formed
# EXPECT-SINFO: main.y : R.Tensor((1, T.max(0, T.min(0, n - 1) - n + 1)), dtype="int64")
# EVAL: main(int64[1,4]{1, 2, 3, 4}) -> int64[1,0]{}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, "n"), dtype="int64")) -> R.Tensor(dtype="int64", ndim=2):
        n = T.int64()
        y = R.strided_slice(x, axes=[1], begin=[0], end=[-1], strides=[-1])
        return y
