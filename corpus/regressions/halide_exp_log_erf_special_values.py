# RXV: Halide's exp, log and erf are polynomials that miss IEEE's special values (exp(NaN) = 0, exp(100) finite, log(NaN) = 89.1, erf(inf) = NaN); the lowerings now handle NaN, infinities, overflow and a negative log argument as libm does; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[6]{nan, inf, -inf, 0, -1, 100}) -> (float32[6]{nan, inf, 0, 1, 0.36787944117144233, inf}, float32[6]{nan, inf, nan, -inf, nan, 4.605170185988092}, float32[6]{nan, 1, -1, 0, -0.8427007929497149, 1})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6,), dtype="float32")) -> R.Tuple(R.Tensor((6,), dtype="float32"), R.Tensor((6,), dtype="float32"), R.Tensor((6,), dtype="float32")):
        with R.dataflow():
            a: R.Tensor((6,), dtype="float32") = R.exp(x)
            b: R.Tensor((6,), dtype="float32") = R.log(x)
            c: R.Tensor((6,), dtype="float32") = R.erf(x)
            gv: R.Tuple(R.Tensor((6,), dtype="float32"), R.Tensor((6,), dtype="float32"), R.Tensor((6,), dtype="float32")) = (a, b, c)
            R.output(gv)
        return gv
