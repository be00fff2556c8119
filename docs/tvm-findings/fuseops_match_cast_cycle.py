# TVM finding 67: FuseOps (after LegalizeOps and AnnotateTIROpPattern) raises "A cyclic
# dependency detected between the groups" on a dataflow block where an elementwise op uses both
# a value and a match_cast of it: `a = x + x; b = match_cast(a); c = b + a` (no cycle in the
# program; finding 7 is a match_cast inside a closure). Shrunk by rxv from 25 bindings to 5.
from _pass_common import check_raises
import tvm
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="float32")):
        with R.dataflow():
            a = R.add(x, x)
            b = R.match_cast(a, R.Tensor((1, 1), dtype="float32"))
            c = R.add(b, a)
            R.output(c)
        return c
''', lambda: tvm.transform.Sequential([relax.transform.LegalizeOps(),
                                       relax.transform.AnnotateTIROpPattern(),
                                       relax.transform.FuseOps()]),
   "FuseOps finds a cycle through a match_cast")
