# TVM finding 3 (docs/tvm-findings.md): R.argmax of a 0-d tensor is well-formed (StructInfo
# R.Tensor((), "int64")), numpy gives 0, but LegalizeOps (and FoldConstant) abort in topi:
# "Cannot reduce a 0 dim Tensor".
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float32")) -> R.Tensor((), dtype="int64"):
        y = R.argmax(x)
        return y
''', "LegalizeOps raises on argmax of a 0-d tensor")
