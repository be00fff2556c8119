# TVM finding (tvm-llvm): R.split(x, [1, 5], axis=1) of a (2, 3) tensor: TVM's StructInfo and
# numpy.split give parts (2, 1), (2, 2), (2, 0); TVM's compiled code throws std::bad_alloc at run
# time (the last part's extent is negative). The failed run also leaves the process broken: every
# later relax.build in it fails with "Back optional access" (rxv restarts its worker after a run
# error for that reason).
import numpy as np
from _build_common import check_run

x = np.arange(6, dtype="int64").reshape(2, 3)
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), "int64")):
        a = R.split(x, indices_or_sections=[1, 5], axis=1)
        return a
''', [x], np.split(x, [1, 5], axis=1), "R.split with an index past the end fails at run time")
