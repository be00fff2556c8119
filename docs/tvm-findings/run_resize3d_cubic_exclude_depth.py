# TVM finding (tvm-llvm): R.image.resize3d(method="cubic", cubic_exclude=1): topi's _resize_3d
# computes the depth weights from the width ones (`wz[i] = if_then_else(any(xint - 1 + i < 0,
# xint + i > image_height), 0, wx[i])`), so they depend on the output column. Resizing a
# (1, 1, 1, 1, 4) volume to its own size is the identity; TVM gives NaN from column 1 on (all
# four depth weights are excluded: 0 / 0).
import numpy as np
from _build_common import check_run

x = np.array([1, 2, 3, 4], dtype="float32").reshape(1, 1, 1, 1, 4)
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 1, 1, 4), dtype="float32")):
        gv = R.image.resize3d(x, R.shape([1, 1, 4]), method="cubic", cubic_exclude=1)
        return gv
''', [x], x, "resize3d cubic_exclude: depth weights taken from the width axis")
