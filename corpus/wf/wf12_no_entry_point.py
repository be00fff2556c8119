# RXV: WF-12: every global function is private (no global_symbol), so the module has no externally linked entry point
# EXPECT-ERROR: WF-12
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        gv: R.Tensor((4,), dtype="float32") = R.exp(x)
        return gv

    @R.function(private=True)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        gv: R.Tensor((4,), dtype="float32") = cls.helper(x)
        return gv
