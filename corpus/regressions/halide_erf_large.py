# RXV: Halide backend: erf is +-1 for large and infinite arguments (Halide's polynomial gave NaN) (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[5]{10, -10, inf, -inf, nan}) -> float32[5]{1, -1, 1, -1, nan}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5,), dtype="float32")):
        with R.dataflow():
            gv = R.erf(x)
            R.output(gv)
        return gv
