# TVM finding 4: R.split with repeated indices ([1, 1]: an empty middle part, as numpy.split
# allows) is well-formed by TVM's StructInfo, but LegalizeOps aborts: "split_indices must be
# sorted".
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        y = R.split(x, indices_or_sections=[1, 1], axis=0)
        return y
''', "LegalizeOps raises on split with a repeated index")
