# RXV: Halide's pow is a polynomial that gave pow(0, -0.5) = 0 and pow(0, NaN) = 0; the lowering now follows C's pow (Annex F) for zero, NaN, infinite and negative bases and infinite exponents; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[10]{0, 0, -0, nan, 1, -2, -1, 0.5, -inf, -2}, float32[10]{-0.5, nan, -1, 0, nan, 0.5, inf, -inf, 3, 3}) -> float32[10]{inf, nan, -inf, 1, 1, nan, 1, inf, -inf, -8}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((10,), dtype="float32"), y: R.Tensor((10,), dtype="float32")) -> R.Tensor((10,), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((10,), dtype="float32") = R.power(x, y)
            R.output(gv)
        return gv
