# RXV: Halide's float16 conversion dropped the sign of zero, so rsqrt(negative(0)) in float16 gave +inf instead of -inf; zeros now keep their sign in each op's rounding and when stored; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float16[2]{0, 1}) -> (float16[2]{-inf, nan}, float16[2]{inf, 1})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float16")) -> R.Tuple(R.Tensor((2,), dtype="float16"), R.Tensor((2,), dtype="float16")):
        with R.dataflow():
            n: R.Tensor((2,), dtype="float16") = R.negative(x)
            a: R.Tensor((2,), dtype="float16") = R.rsqrt(n)
            b: R.Tensor((2,), dtype="float16") = R.rsqrt(x)
            gv: R.Tuple(R.Tensor((2,), dtype="float16"), R.Tensor((2,), dtype="float16")) = (a, b)
            R.output(gv)
        return gv
