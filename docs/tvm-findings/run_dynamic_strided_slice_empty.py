# TVM finding (tvm-llvm): R.dynamic_strided_slice with an empty slice (begin 2, end 1, stride 1 on
# a dim of 3): numpy gives a (0, 4) result; TVM's shape function computes the length
# ceildiv(end - begin, stride) = -1 without clamping at 0 and the compiled code throws
# std::bad_alloc (as finding 13's split).
import numpy as np
from _build_common import check_run

x = np.arange(12, dtype="float32").reshape(3, 4)
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 4), dtype="float32"), b: R.Tensor((2,), dtype="int64"), e: R.Tensor((2,), dtype="int64"), s: R.Tensor((2,), dtype="int64")):
        gv = R.dynamic_strided_slice(x, b, e, s)
        return gv
''', [x, np.array([2, 0], "int64"), np.array([1, 4], "int64"), np.array([1, 1], "int64")], x[2:1, 0:4],
    "R.dynamic_strided_slice of an empty slice throws std::bad_alloc")
