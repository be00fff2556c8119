# RXV: copy propagation: every binding of AFTER corresponds to one of BEFORE by the same op on corresponding operands, so the values are proved equal (congruence), not only tested
# EXPECT: well-formed
# TV: validated
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            a = x
            b = R.add(a, y)
            c = b
            d = R.multiply(c, a)
            R.output(d)
        return d
