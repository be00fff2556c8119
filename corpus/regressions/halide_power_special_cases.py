# RXV: Halide backend: float power follows C's pow: 0^-1 = inf, x^0 = 1 and 1^y = 1 even for NaN, NaN^NaN = NaN, a negative base with a fractional exponent is NaN, overflow is inf (Halide's pow gave 0 or 1) (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[8]{0, nan, 1, nan, -8, -2, 1e30, 4}, float32[8]{-1, 0, nan, nan, 0.5, 3, 2, -0.5}) -> float32[8]{inf, 1, 1, nan, nan, -8, inf, 0.5}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8,), dtype="float32"), y: R.Tensor((8,), dtype="float32")):
        with R.dataflow():
            gv = R.power(x, y)
            R.output(gv)
        return gv
