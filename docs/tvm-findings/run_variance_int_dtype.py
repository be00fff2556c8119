# TVM finding (tvm-llvm): R.variance (and R.mean, which it uses) of an int32 tensor: TVM's
# StructInfo gives int32, the compiled code returns int64 (the legalization divides the int32 sum
# by the int64 element count, and topi.divide promotes).
import numpy as np
from _build_common import check_run

x = np.array([1, 2, 4, 8], dtype="int32")
mean = np.int32(x.sum() // 4)
dev = x - mean
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32")):
        gv = R.variance(x)
        return gv
''', [x], np.array((dev * dev).sum() // 4, dtype="int32"), "R.variance(int32): compiled dtype differs from StructInfo")
