# TVM finding (tvm-llvm), wrong code: R.broadcast_to(x, (3,)) with x: R.Tensor(("n",)) is
# well-formed (TVM: a run-time check of n), and at run time n = 1 broadcasts (numpy.broadcast_to).
# TVM's compiled code returns [7, garbage, garbage]: it indexes x[i] for i < 3 as if n were 3.
import numpy as np
from _build_common import check_run

x = np.array([7], dtype="float32")
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), "float32")):
        a = R.broadcast_to(x, R.shape([3]))
        return a
''', [x], np.broadcast_to(x, (3,)), "R.broadcast_to from a symbolic dim that is 1 at run time")
