# RXV: Halide rewrites a <= b as !(b < a) (and >= alike), which is true when an operand is NaN; less_equal and greater_equal on floats now exclude NaN; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[3]{nan, 1, 0}, float32[3]{0, nan, 0}) -> (bool[3]{false, false, true}, bool[3]{false, false, true})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32"), y: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool")):
        with R.dataflow():
            a: R.Tensor((3,), dtype="bool") = R.less_equal(x, y)
            b: R.Tensor((3,), dtype="bool") = R.greater_equal(x, y)
            gv: R.Tuple(R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool")) = (a, b)
            R.output(gv)
        return gv
