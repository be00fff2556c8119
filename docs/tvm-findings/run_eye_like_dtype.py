# TVM finding (tvm-llvm): R.eye_like(x, dtype="int32") of a float32 x: TVM's StructInfo says
# int32 (the dtype attribute), the legalization (legalize_ops/create.py) builds topi.eye in x's
# dtype and the compiled code returns float32.
import numpy as np
from _build_common import check_run

x = np.zeros((2, 3), dtype="float32")
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        gv = R.eye_like(x, 1, dtype="int32")
        return gv
''', [x], np.eye(2, 3, 1, dtype="int32"), "R.eye_like(dtype=...): compiled dtype differs from StructInfo")
