# RXV: a call_tir whose out_sinfo claims (n + 1, 16) for relu of (n, 16) (its PrimFunc leaves the output rows free): the prover refutes the shape obligation n == n + 1 (n = 0), the binding is the first difference, and the mean over the extra row differs
# EXPECT: well-formed
# TV: refuted
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 16), dtype="float32")):
        n = T.int64()
        with R.dataflow():
            gv = R.nn.relu(x)
            mean = R.mean(gv)
            R.output(mean)
        return mean
