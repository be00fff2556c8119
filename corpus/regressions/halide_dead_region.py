# RXV: Halide backend: a region whose bindings are all dead (no output) still gets a pipeline output; it crashed the compiler with none (rxv diff --backend halide-cpu on corpus/passes/cse/duplicates.py)
# EXPECT: well-formed
# EVAL: main(float32[2]{1, 2}) -> float32[4]{1, 2, 1, 2}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")):
        with R.dataflow():
            lv = R.exp(x)
            gv = R.concat((x, x), axis=0)
            R.output(gv)
        return gv
