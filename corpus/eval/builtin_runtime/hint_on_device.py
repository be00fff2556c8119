# RXV: relax.hint_on_device: one process has one device, so its value is its argument's (a hint for RealizeVDevice)
# EXPECT: well-formed
# EVAL: main(float32[2,2]{1, -2, 3.5, 0}) -> float32[2,2]{2, -4, 7, 0}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32")) -> R.Tensor((2, 2), dtype="float32"):
        a = R.hint_on_device(x, R.device(device_type=1, index=0), "global")
        b = R.add(a, x)
        return b
