# TVM finding 5: R.full(shape, R.const(2, "int32"), dtype="bool") is well-formed (numpy:
# np.full(shape, 2, bool) is all True), but LegalizeOps aborts: "2 exceeds range of bool".
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((2,), dtype="bool"):
        y = R.full(R.shape([2]), R.const(2, "int32"), dtype="bool")
        return y
''', "LegalizeOps raises on full with a bool dtype and a fill value other than 0/1")
