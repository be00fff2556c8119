# RXV: WF-20: int4 is not a supported width (Int and UInt allow 1, 8, 16, 32, 64 bits) (the spec profile: TVM accepts it, docs/spec-deviations.md)
# EXPECT-ERROR: WF-20 @ 10:50
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8,), dtype="int8")) -> R.Tensor((8,), dtype="int4"):
        gv: R.Tensor((8,), dtype="int4") = R.astype(x, dtype="int4")
        return gv
