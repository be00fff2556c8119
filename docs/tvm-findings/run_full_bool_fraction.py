# TVM finding 78: R.full(shape, R.const(-0.5, "float16"), dtype="bool") is True everywhere (numpy:
# np.full(shape, -0.5, bool), any nonzero value is True); LegalizeOps converts the fill value to
# bool by truncation toward zero (the lowered PrimFunc stores T.bool(False)), so the compiled code
# returns False. Finding 5 is the same conversion aborting on a fill value of 2.
import numpy as np
from _build_common import check_run

check_run('''
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((2,), dtype="bool"):
        y = R.full(R.shape([2]), R.const(-0.5, "float16"), dtype="bool")
        return y
''', [], np.full((2,), -0.5, dtype=bool), "R.full with a bool dtype and a fill of -0.5 gives False")
