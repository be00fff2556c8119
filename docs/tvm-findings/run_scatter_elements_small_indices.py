# TVM finding (tvm-llvm): R.scatter_elements with indices smaller than data in a dim other than
# `axis` and the last one. ONNX (and TVM's docstring) put updates[i, j, k] at data[indices[i, j, k],
# j, k] for axis 0; TOPI's scatter_elements flattens the indices' trailing coordinates (j, k) and
# uses that flat number as an offset with data's strides, so (j, k) = (1, 0) lands at data's (0, 2)
# instead of (1, 0).
import numpy as np
from _build_common import check_run

data = np.zeros((2, 3, 4), dtype="float32")
indices = np.zeros((1, 2, 2), dtype="int64")
updates = np.array([[[1, 2], [3, 4]]], dtype="float32")
expected = data.copy()
for j in range(2):
    for k in range(2):
        expected[indices[0, j, k], j, k] = updates[0, j, k]
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4), dtype="float32"), i: R.Tensor((1, 2, 2), dtype="int64"), u: R.Tensor((1, 2, 2), dtype="float32")):
        gv = R.scatter_elements(x, i, u, axis=0)
        return gv
''', [data, indices, updates], expected, "R.scatter_elements writes to data's flat offsets of the indices' coordinates")
