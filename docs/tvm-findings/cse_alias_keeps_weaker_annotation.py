# TVM finding 100: EliminateCommonSubexpr replaces `b: R.Tensor(dtype="float32", ndim=1) =
# R.add(z, x)` (z a repeat of y) by `b = a` (a = R.add(y, x), R.Tensor((2,))), keeping b's weaker
# type. TVM's printer prints `b: R.Tensor(dtype="float32", ndim=1) = a` and TVM's parser reads
# that back with b: R.Tensor((2,)) (for an alias the parser takes the value's StructInfo), so
# TVM's print of the pass's output does not parse back to the output. The input round-trips
# (b's value is a call there): only the pass's rewrite makes the alias (29 `tvm-print` findings
# of rxv's EliminateCommonSubexpr campaign; this module by hand from one of them).
import sys

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")):
        y = R.multiply(x, x)
        a = R.add(y, x)
        z = R.multiply(x, x)
        b: R.Tensor(dtype="float32", ndim=1) = R.add(z, x)
        return (a, b)
''')
out = relax.transform.EliminateCommonSubexpr()(mod)
print(out.script())
back = tvm.script.from_source(out.script())
try:
    tvm.ir.assert_structural_equal(back, out)
except ValueError as e:
    print(str(e).splitlines()[0])
    print("REPRODUCED: TVM's print of EliminateCommonSubexpr's output does not parse back to it")
    sys.exit(1)
print("not reproduced: the print round-trips")
