# RXV: Halide backend: argmax / argmin give the first NaN (Halide's fast-math compare against a NaN best is not false) (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[3]{7, nan, 7}, float32[3]{nan, 1, nan}) -> (int64[]{1}, int64[]{0})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32"), y: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            a = R.argmax(x)
            b = R.argmin(y)
            gv = (a, b)
            R.output(gv)
        return gv
