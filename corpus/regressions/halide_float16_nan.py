# RXV: Halide's float32 -> float16 conversion turned NaN into -inf (in each op's rounding and when storing a float16 result), so sqrt of a negative float16 came back as -inf; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float16[4]{-1, 4, -0.25, 0}) -> (float16[4]{nan, 2, nan, 0}, float16[4]{nan, 4, nan, 0})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float16")) -> R.Tuple(R.Tensor((4,), dtype="float16"), R.Tensor((4,), dtype="float16")):
        with R.dataflow():
            a: R.Tensor((4,), dtype="float16") = R.sqrt(x)
            b: R.Tensor((4,), dtype="float16") = R.add(a, a)
            gv: R.Tuple(R.Tensor((4,), dtype="float16"), R.Tensor((4,), dtype="float16")) = (a, b)
            R.output(gv)
        return gv
