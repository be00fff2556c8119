# RXV: a private function loses an unused parameter and its caller follows: the private signature change is internal, main is validated
# EXPECT: well-formed
# TV: validated
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def f(x: R.Tensor((4,), dtype="float32"), unused: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.add(x, x)
        return y

    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), z: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = cls.f(x, z)
        return y
