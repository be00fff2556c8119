# RXV: Halide backend: argmax / argmin over several axes give the first extreme in row-major order (the reduction visited the first axis innermost and kept the first visited) (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(int32[2,3]{1, 9, 3, 9, 0, 0}) -> (int64[]{1}, int64[]{4})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="int32")):
        with R.dataflow():
            a = R.argmax(x)
            b = R.argmin(x)
            gv = (a, b)
            R.output(gv)
        return gv
