# TVM finding (tvm-llvm): R.log_add_exp(x1, x2) is TIR's logaddexp, log(exp(x1) + exp(x2)) as
# written: exp overflows, so log_add_exp(1000, 1000) is inf in float64 (numpy's and torch's
# logaddexp, which the Relax op is imported from by the PyTorch frontend: 1000.6931...).
import numpy as np
from _build_common import check_run

x = np.array([1000.0, -1000.0], dtype="float64")
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float64")):
        gv = R.log_add_exp(x, x)
        return gv
''', [x], np.logaddexp(x, x), "R.log_add_exp overflows where numpy's logaddexp does not")
