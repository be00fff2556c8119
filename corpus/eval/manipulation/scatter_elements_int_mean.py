# RXV: relax.scatter_elements with reduction="mean" on integers is Unsupported: TVM's legalization does not build it (docs/tvm-findings.md 43: TOPI's mean divides integers with an ambiguous `/`), so the spec leaves it undefined; a separate file so that the other cases build in TVM
# EXPECT: well-formed
# EVAL: main(int32[4]{10, 20, 30, 40}, int64[3]{3, 0, 3}, int32[3]{5, -7, 2}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32"), i: R.Tensor((3,), dtype="int64"), u: R.Tensor((3,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        a = R.scatter_elements(x, i, u, reduction="mean")
        return a
