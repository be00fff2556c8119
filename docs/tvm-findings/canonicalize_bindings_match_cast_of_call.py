# TVM finding 99: CanonicalizeBindings folds `a = R.add(x, x); b = R.match_cast(a, ...)` in a
# dataflow block into `b = R.match_cast(R.add(x, x), ...)`, a MatchCast whose value is a call.
# TVM's parser reads that print back as two bindings (`lv = R.add(x, x)` and a cast of lv), so
# TVM's print of the pass's output does not parse back to the output: the pass and the parser
# disagree about whether a MatchCast's value must be a leaf (46 + 13 `tvm-print` findings of
# rxv's CanonicalizeBindings campaign, this module by hand from one of them).
import sys

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")):
        with R.dataflow():
            a = R.add(x, x)
            b = R.match_cast(a, R.Tensor(dtype="float32", ndim=1))
            R.output(b)
        return b
''')
out = relax.transform.CanonicalizeBindings()(mod)
print(out.script())
back = tvm.script.from_source(out.script())
try:
    tvm.ir.assert_structural_equal(back, out)
except ValueError as e:
    print(str(e).splitlines()[0])
    print("REPRODUCED: TVM's print of CanonicalizeBindings' output does not parse back to it")
    sys.exit(1)
print("not reproduced: the print round-trips")
