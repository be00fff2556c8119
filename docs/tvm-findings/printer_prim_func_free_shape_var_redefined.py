# TVM finding 81: LegalizeOps of an op on a tensor whose shape variable a match_cast defines
# (`p = T.int64()`, `y = R.match_cast(x, R.Tensor((p,), "float32"))`, `R.multiply(y, y)`) builds a
# PrimFunc whose buffer parameters use `p` as is (`y: T.Buffer((p,), "float32")`). TVM prints it
# with a module-level `p = TypeVar("p")` and `p = T.int64()` in main, and its parser rejects its own
# print: "Cannot redefine a non-PrimType object to a PrimType value". 39 of the 770 findings of the
# LegalizeOps campaign (issue 16, seed 26), every pass after LegalizeOps with match_cast shapes.
import sys

import tvm
from tvm import relax

src = '''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=1)):
        p = T.int64()
        with R.dataflow():
            y = R.match_cast(x, R.Tensor((p,), "float32"))
            z = R.multiply(y, y)
            R.output(z)
        return z
'''
out = relax.transform.LegalizeOps()(tvm.script.from_source(src))
relax.analysis.well_formed(out)
text = out.script()
print(text)
try:
    tvm.script.from_source(text)
except Exception as e:
    print(type(e).__name__, [l for l in str(e).splitlines() if "redefine" in l])
    print("REPRODUCED: TVM cannot parse its own print of LegalizeOps' output")
    sys.exit(1)
print("not reproduced: the print parses")
