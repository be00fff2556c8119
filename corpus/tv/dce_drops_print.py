# RXV: the bug zoo's dce_drops_print removes an R.print: refuted by the effect trace (1 vs 0 effects)
# EXPECT: well-formed
# TV: refuted
# TV-PASS: bugzoo:dce_drops_print
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        unused = R.multiply(x, x)
        p = R.print(x, format="x = {}")
        y = R.add(x, x)
        return y
