# RXV: relax.nonzero of a 0-d tensor: the rule says ndim 2 and the kernel gives (0, count): (x's ndim, the number of nonzero elements), 1 or 0 for a scalar (TVM's shape rule); checked because a fuzzer run once saw them disagree
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor(dtype="int64", ndim=2)
# EVAL: main(float32[]{2.5}) -> int64[0,1]{}
# EVAL: main(float32[]{0}) -> int64[0,0]{}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float32")) -> R.Tensor(dtype="int64", ndim=2):
        a = R.nonzero(x)
        return a
