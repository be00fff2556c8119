# TVM finding 8 (docs/tvm-findings.md): LambdaLift aborts on a closure that captures a variable
# and is passed to a function whose parameter is an R.Callable: the lifted closure value is typed
# R.Any (make_closure), and re-deriving the call's type rejects it: "Argument 0 type mismatch:
# expected R.Callable(...), given R.Any". The module is well-formed by TVM's own checker.
import sys
import traceback

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def apply(f: R.Callable((R.Tensor((), dtype="float32"),), R.Tensor((), dtype="float32"), True),
              x: R.Tensor((), dtype="float32")) -> R.Tensor((), dtype="float32"):
        y = f(x)
        return y

    @R.function
    def main(x: R.Tensor((), dtype="float32")) -> R.Tensor((), dtype="float32"):
        cls = Module
        c = R.add(x, x)
        @R.function
        def g(a: R.Tensor((), dtype="float32")) -> R.Tensor((), dtype="float32"):
            b = R.add(a, c)
            return b
        y = cls.apply(g, x)
        return y
''')
relax.analysis.well_formed(mod)
try:
    relax.transform.LambdaLift()(mod)
except Exception:
    traceback.print_exc(limit=1)
    print("REPRODUCED: LambdaLift raises on a capturing closure passed as an R.Callable argument")
    sys.exit(1)
print("not reproduced: LambdaLift ran")
