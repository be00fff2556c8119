# TVM finding 91: the StructInfo of a 0-d tensor's shape, R.Shape([]) (ndim 0, no values), prints
# as `R.Shape([])`, which TVM's parser reads as R.Shape(ndim=-1): TVM's own print does not read
# back, and a call that needs ndim 0 (a parameter `R.Shape(ndim=0)`) no longer type-checks. Found
# by rxv fuzz --pass "tvm:BindSymbolicVars({'n0': 2})": binding made `R.shape_of` of a 0-d
# tensor known (R.Shape([])) and the printed output failed TVM's parse.
import sys

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R  # noqa: F401 (the parser's namespace)

built = relax.ShapeType([])
print("built:", built, "ndim", built.ndim)
src = '''
@I.ir_module
class Module:
    @R.function(private=True)
    def helper(s: R.Shape(ndim=0)) -> R.Shape(ndim=0):
        return s

    @R.function
    def main(x: R.Tensor((), dtype="float32")):
        cls = Module
        y: R.Shape([]) = R.shape_of(x)
        z = cls.helper(y)
        return z
'''
try:
    mod = tvm.script.from_source(src)
except Exception as e:
    why = next((l for l in str(e).splitlines() if "mismatch" in l or "error:" in l), str(e))
    print("REPRODUCED: TVM does not read R.Shape([]) (its own print of ndim 0) as ndim 0:",
          why.strip()[:300])
    sys.exit(1)
print("not reproduced")
