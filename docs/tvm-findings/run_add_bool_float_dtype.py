# TVM finding (tvm-llvm): R.add(x, y) with x bool and y float32: TVM's own StructInfo gives the
# result dtype bool (the left operand's), but the compiled code returns a float32 tensor. One of
# the two is wrong; the value a later op sees depends on which it trusts.
import numpy as np
from _build_common import check_run

x = np.array([True, False, True])
y = np.array([0.5, -1.0, 2.0], dtype="float32")
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="bool"), y: R.Tensor((3,), dtype="float32")):
        gv = R.add(x, y)
        return gv
''', [x, y], (x + y).astype("bool"), "R.add(bool, float32): compiled dtype differs from StructInfo")
