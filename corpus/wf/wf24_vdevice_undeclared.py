# RXV: WF-24: annotations name vdevice "cuda:0" but the module declares no vdevice in its global_info
# EXPECT-ERROR: WF-24 @ 10:17
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0")) -> R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"):
        gv: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0") = R.exp(x)
        return gv
