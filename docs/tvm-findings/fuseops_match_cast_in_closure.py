# TVM finding 7 (docs/tvm-findings.md): FuseOps aborts on a closure (a function literal) whose
# dataflow block holds a match_cast: "Variable lv could not be found in any group". The module is
# well-formed by TVM's own checker; LegalizeOps and AnnotateTIROpPattern run first, as in the
# usual LegalizeOps,AnnotateTIROpPattern,FuseOps,FuseTIR sequence.
import sys
import traceback

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="int32")) -> R.Tensor((), dtype="int32"):
        @R.function
        def f(a: R.Tensor(dtype="int32", ndim=0)) -> R.Tensor(dtype="int32", ndim=0):
            with R.dataflow():
                lv = R.match_cast(a, R.Tensor(dtype="int32", ndim=0))
                b = R.negative(a)
                R.output(b)
            return b
        return x
''')
relax.analysis.well_formed(mod)
mod = relax.transform.LegalizeOps()(mod)
mod = relax.transform.AnnotateTIROpPattern()(mod)
try:
    relax.transform.FuseOps()(mod)
except Exception:
    traceback.print_exc(limit=1)
    print("REPRODUCED: FuseOps raises on a match_cast in a closure's dataflow block")
    sys.exit(1)
print("not reproduced: FuseOps ran")
