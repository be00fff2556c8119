# RXV: Halide backend: ordered comparisons with a NaN operand are false and not_equal is true (Halide's fast math rewrote a <= b as !(b < a)) (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[3]{nan, 1, nan}, float32[3]{1, nan, nan}) -> (bool[3]{false, false, false}, bool[3]{false, false, false}, bool[3]{true, true, true}, bool[3]{false, false, false})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32"), y: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            a = R.less_equal(x, y)
            b = R.greater_equal(x, y)
            c = R.not_equal(x, y)
            d = R.equal(x, y)
            gv = (a, b, c, d)
            R.output(gv)
        return gv
