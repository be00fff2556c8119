# RXV: Halide backend: bool + float32 is computed in float32 and then made bool (x + y != 0), as the interpreter's kernel; the lowering computed in bool (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(bool[3]{true, false, true}, float32[3]{0.5, -1, -1}) -> bool[3]{true, true, false}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="bool"), y: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            gv = R.add(x, y)
            R.output(gv)
        return gv
