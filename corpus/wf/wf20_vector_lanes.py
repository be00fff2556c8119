# RXV: WF-20: a Tensor annotation with the vector dtype float32x4 (lanes 4); Relax datatypes must have lanes 1 (the spec profile: TVM accepts it, docs/spec-deviations.md)
# EXPECT-ERROR: WF-20 @ 10:17
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32x4")) -> R.Tensor((4,), dtype="float32x4"):
        gv: R.Tensor((4,), dtype="float32x4") = R.add(x, x)
        return gv
