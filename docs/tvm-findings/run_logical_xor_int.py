# TVM finding (tvm-llvm): R.logical_xor of int32 tensors: StructInfo accepts them (int32 result)
# and TOPI's logical_xor is `a ^ b`, so the compiled code computes the bitwise xor: 2 xor 1 = 3,
# where numpy/torch logical_xor give (2 != 0) != (1 != 0) = False. (R.logical_and / logical_or on
# ints are rejected by the legalization instead: finding 6.)
import numpy as np
from _build_common import check_run

x = np.array([2, 0, 5], dtype="int32")
y = np.array([1, 0, 5], dtype="int32")
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="int32"), y: R.Tensor((3,), dtype="int32")):
        gv = R.logical_xor(x, y)
        return gv
''', [x, y], np.logical_xor(x, y).astype("int32"), "R.logical_xor on ints is a bitwise xor")
