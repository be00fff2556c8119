# RXV: LegalizeOps of R.nn.relu on a symbolic (n, 16) tensor: the call_tir's out_sinfo equals relu's inferred shape for every n (proved), the TIR kernel agrees with relu's on every tested case
# EXPECT: well-formed
# TV: validated
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
