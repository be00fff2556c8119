# RXV: binding n = 16 narrows main's signature: AFTER rejects arguments BEFORE accepts; the prover leaves n == 16 open, the tests refute it (n = 2)
# EXPECT: well-formed
# TV: refuted
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        return x
