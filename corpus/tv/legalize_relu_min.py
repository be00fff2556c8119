# RXV: a wrong LegalizeOps of R.nn.relu (T.min for T.max): shapes still proved equal, the values refute it on the first random case
# EXPECT: well-formed
# TV: refuted
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 16), dtype="float32")) -> R.Tensor(("n", 16), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            gv = R.nn.relu(x)
            R.output(gv)
        return gv
