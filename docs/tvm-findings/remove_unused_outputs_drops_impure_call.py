# TVM finding 103: RemoveUnusedOutputs deletes a call of an impure function. main calls the
# private `helper` (pure=False: it prints) and uses none of its outputs; the pass removes the call
# and the function, so the print never happens: the output module has other observable behaviour
# than the input (rxv's refinement oracle: "effect traces differ (1 vs 0 effects)"; rxv shrank
# it from 27 bindings to 9, then by hand).
import sys

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function(private=True, pure=False)
    def helper(x: R.Tensor((2,), dtype="float32")):
        y = R.print(x, format="helper ran: {}")
        return (x, x)

    @R.function(pure=False)
    def main(x: R.Tensor((2,), dtype="float32")):
        cls = Module
        y = cls.helper(x)
        return x
''')
out = relax.transform.RemoveUnusedOutputs()(mod)
print(out.script())
if "helper" not in out.script():
    print("REPRODUCED: RemoveUnusedOutputs removed the call of an impure function (its print is lost)")
    sys.exit(1)
print("not reproduced: the call is kept")
