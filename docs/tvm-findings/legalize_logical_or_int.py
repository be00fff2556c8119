# TVM finding 6: R.logical_or of two int32 tensors is well-formed by TVM's StructInfo (result
# int32), but LegalizeOps aborts in topi: "Expected boolean argument as LHS of || operator".
# Either the op's StructInfo should reject non-bool operands or its legalization take them.
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="int32"), y: R.Tensor((2,), dtype="int32")):
        z = R.logical_or(x, y)
        return z
''', "LegalizeOps raises on logical_or of int tensors")
