# RXV: dead-code elimination must keep an impure call whose result is unused: builtin:dce validates, the bug zoo's dce_drops_print is refuted by the effect trace
# EXPECT: well-formed
# TV: validated
# TV-PASS: builtin:dce
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
