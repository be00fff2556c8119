# RXV: Halide rewrites a <= b as !(b < a) (and >= alike), which is true when an operand is NaN, and gave NaN == 0 true and NaN != 0 false; float comparisons now treat NaN as IEEE does; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[3]{nan, -1, 0}, float32[3]{0, nan, 0}) -> (bool[3]{false, false, true}, bool[3]{false, false, true}, bool[3]{false, false, true}, bool[3]{true, true, false}, bool[3]{false, false, false}, bool[3]{false, false, false}, bool[3]{false, false, true}, bool[3]{true, true, true})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32"), y: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool")):
        with R.dataflow():
            a: R.Tensor((3,), dtype="bool") = R.less_equal(x, y)
            b: R.Tensor((3,), dtype="bool") = R.greater_equal(x, y)
            c: R.Tensor((3,), dtype="bool") = R.equal(x, y)
            d: R.Tensor((3,), dtype="bool") = R.not_equal(x, y)
            e: R.Tensor((3,), dtype="bool") = R.less(x, y)
            f: R.Tensor((3,), dtype="bool") = R.greater(x, y)
            s: R.Tensor((3,), dtype="float32") = R.sqrt(x)
            g: R.Tensor((3,), dtype="bool") = R.equal(s, R.const(0.0, "float32"))
            r: R.Tensor((3,), dtype="float32") = R.rsqrt(x)
            t: R.Tensor((3,), dtype="float32") = R.erf(r)
            h: R.Tensor((3,), dtype="bool") = R.not_equal(t, R.const(0.0, "float32"))
            gv: R.Tuple(R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool"), R.Tensor((3,), dtype="bool")) = (a, b, c, d, e, f, g, h)
            R.output(gv)
        return gv
