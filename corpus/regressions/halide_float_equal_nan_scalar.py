# RXV: Halide gave NaN == 0 true and NaN != 0 false on a 0-d tensor (the NaN of sqrt and rsqrt of a negative); float comparisons now treat NaN as IEEE does; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[]{-0.5}) -> (bool[]{false}, bool[]{true})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float32")) -> R.Tuple(R.Tensor((), dtype="bool"), R.Tensor((), dtype="bool")):
        with R.dataflow():
            s: R.Tensor((), dtype="float32") = R.sqrt(x)
            a: R.Tensor((), dtype="bool") = R.equal(s, R.const(0.0, "float32"))
            r: R.Tensor((), dtype="float32") = R.rsqrt(x)
            t: R.Tensor((), dtype="float32") = R.erf(r)
            b: R.Tensor((), dtype="bool") = R.not_equal(t, R.const(0.0, "float32"))
            gv: R.Tuple(R.Tensor((), dtype="bool"), R.Tensor((), dtype="bool")) = (a, b)
            R.output(gv)
        return gv
