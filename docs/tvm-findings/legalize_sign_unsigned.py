# TVM finding 85: R.sign of an unsigned tensor (uint8; numpy's np.sign gives 0 or 1) is
# well-formed, but LegalizeOps aborts building topi's sign: "cannot make uint from negative value
# -1" (the lowering makes a -1 constant in the tensor's dtype). rxv shrank it from 39 bindings to 3.
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="uint8")):
        y = R.sign(x)
        return y
''', "LegalizeOps raises on R.sign of an unsigned tensor")
