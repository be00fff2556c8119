# RXV: by default rxv judges what TVM accepts: a symbolic PrimValue is well-formed (WF-18 keeps the spec's literal-only rule under --rules spec; issue 15)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Prim("int64"):
        n = T.int64()
        gv: R.Prim(value=n + 1) = R.prim_value(n + 1)
        return gv
