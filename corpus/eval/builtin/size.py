# RXV: reference kernel of R.size: the element count as a 0-d int64 tensor
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}) -> int64[]{6}
# EVAL: main(int8[0,4]{}) -> int64[]{0}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2)) -> R.Tensor((), dtype="int64"):
        gv = R.size(x)
        return gv
