# RXV: WF-18: R.prim_value(n + 1) holds a symbolic PrimExpr, not an IntImm / FloatImm (TVM prints such PrimValues; the spec restricts them)
# EXPECT-ERROR: WF-18 @ 13:35
# RULES: spec
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
