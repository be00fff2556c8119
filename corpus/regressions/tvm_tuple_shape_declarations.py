# RXV: `m, n = T.int64(), T.int64()` unpacks a tuple of shape-variable declarations, as Python (and TVM's parser) does (issue 15: "tuple unpacking is not TVMScript")
# EXPECT: well-formed
# EXPECT-SINFO: main.gv : R.Tensor((m, n), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m, n = T.int64(), T.int64()
        gv: R.Tensor((m, n), dtype="float32") = R.exp(x)
        return gv
