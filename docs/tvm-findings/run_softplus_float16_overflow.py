# TVM finding (tvm-llvm): R.nn.softplus on float16 returns inf for 11.1 < x <= 20: the default
# threshold (20) lies beyond float16's exp range (exp(11.1) > 65504), so TOPI's
# log(1 + exp(beta x)) / beta overflows in float16 where softplus(x) is about x.
import numpy as np
from _build_common import check_run

x = np.array([10, 12, 15, 19, 25], dtype="float16")
expected = np.log1p(np.exp(x.astype("float64"))).astype("float16")
expected[-1] = x[-1]  # beyond the threshold: x itself
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5,), "float16")):
        a = R.nn.softplus(x)
        return a
''', [x], expected, "softplus on float16 overflows to inf below its threshold")
