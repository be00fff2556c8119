# RXV: relax.nn.batch_flatten: (d0, d1, ..., dk) to (d0, d1 * ... * dk), elements in row-major order
# EXPECT: well-formed
# EVAL: main(int32[2,2,2]{1, 2, 3, 4, 5, 6, 7, 8}) -> int32[2,4]{1, 2, 3, 4, 5, 6, 7, 8}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 2, 2), dtype="int32")) -> R.Tensor(("n", 4), dtype="int32"):
        n = T.int64()
        gv = R.nn.batch_flatten(x)
        return gv
