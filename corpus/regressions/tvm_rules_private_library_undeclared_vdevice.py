# RXV: TVM accepts a module of private functions (no entry point, WF-12) and drops an undeclared vdevice while parsing (WF-24); both are --rules spec only (issue 15)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def main(x: R.Tensor((2, 3), dtype="float32", vdevice="llvm")) -> R.Tensor((2, 3), dtype="float32", vdevice="llvm"):
        gv: R.Tensor((2, 3), dtype="float32", vdevice="llvm") = R.exp(x)
        return gv
