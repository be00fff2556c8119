# RXV: `x.struct_info` (v0.26: `x.ty`) as a StructInfo is the variable's StructInfo, which Python evaluates while TVM parses (issue 15: "expected a StructInfo annotation, got x.ty")
# EXPECT: well-formed
# EXPECT-SINFO: main.out : R.Tensor((16,), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((16,), dtype="float32")) -> R.Tensor((16,), dtype="float32"):
        out = R.call_pure_packed("fast_impl", x, ty_args=[x.ty])
        y = R.match_cast(out, x.struct_info)
        return y
