# TVM finding (tvm-llvm): R.image.resize2d(..., out_dtype="float16") of a float32 image: TVM's
# StructInfo gives float16, but LegalizeOps does not pass out_dtype on to topi.image.resize2d, so
# the compiled code returns float32 (the input's dtype).
import numpy as np
from _build_common import check_run

x = np.arange(4, dtype="float32").reshape(1, 1, 2, 2)
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2), dtype="float32")):
        gv = R.image.resize2d(x, R.shape([2, 2]), out_dtype="float16")
        return gv
''', [x], x.astype("float16"), "resize2d: out_dtype ignored by the compiled code")
