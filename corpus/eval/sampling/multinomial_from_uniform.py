# RXV: reference kernel of R.multinomial_from_uniform (TVM's CPU lowering): the first index whose cumulative probability exceeds the sample (strictly: a sample equal to a partial sum takes the next index) (the last when none does); a row index outside the batch is IndexOutOfRange; a NaN sample selects nothing (TVM leaves the element uninitialized)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{0.2, 0.3, 0.5, 0.3, 0.4, 0.3}, float32[3,1]{0.4, 0.9, 0.2}, int64[3,1]{0, 1, 0}) -> int64[3,1]{1, 2, 1}
# EVAL: main(float32[1,2]{0.5, 0.4}, float32[1,1]{0.95}, int64[1,1]{0}) -> int64[1,1]{1}
# EVAL: main(float32[1,2]{0.5, 0.5}, float32[1,1]{0.1}, int64[1,1]{1}) -> error(IndexOutOfRange)
# EVAL: main(float32[1,2]{0.5, 0.5}, float32[1,1]{nan}, int64[1,1]{0}) -> error(Other)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(p: R.Tensor(("b", "v"), dtype="float32"), u: R.Tensor(("n", 1), dtype="float32"), i: R.Tensor(("n", 1), dtype="int64")) -> R.Tensor(("n", 1), dtype="int64"):
        n = T.int64()
        gv = R.multinomial_from_uniform(p, u, i)
        return gv
