# TVM finding 55: the TVMScript printer writes an int64 R.prim_value argument of a call as a bare
# Python int (`R.right_shift(x, 6)`), which TVM's parser reads as an int32 PrimValue: TVM
# cannot parse its own print of the module ("Binary operators must have the same datatype for
# both operands ... int64 on the LHS, int32 on the RHS").
import sys

import tvm
from tvm.script import ir as I, relax as R  # noqa: F401 (the parser's namespace)

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int64")):
        y = R.right_shift(x, R.prim_value(6))
        return y
''')
text = mod.script()
print(text)
try:
    back = tvm.script.from_source(text)
except Exception as e:
    why = next((l for l in str(e).splitlines() if "error:" in l), str(e))
    print("REPRODUCED: TVM cannot parse its own print:", why.strip()[:300])
    sys.exit(1)
tvm.ir.assert_structural_equal(back, mod)
print("not reproduced")
