# TVM infers R.arange(-2, -1, -2) as one element; numpy, rxv and TVM's own kernel give none
# (docs/tvm-findings.md, TVM finding 1). `rxv check --against-tvm` reports the conflict.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a = R.arange(-2, -1, -2, dtype="int64")
        b = R.add(x, x)
        return b
