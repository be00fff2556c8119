# TVM finding 82: LegalizeOps of R.min / R.max over a float64 tensor initializes the reduction with
# the float64 extreme (T.float64(1.7976931348623157e+308)); TVM prints it as a 309-digit literal and
# its parser rejects its own print: "Literal value 1.79769e+308 exceeds maximum of float32" (the parser
# range-checks the literal against float32). A float64 constant beyond float32's range is valid.
import sys

import tvm
from tvm import relax

src = '''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float64")):
        y = R.min(x)
        return y
'''
out = relax.transform.LegalizeOps()(tvm.script.from_source(src))
text = out.script()
print(text)
try:
    tvm.script.from_source(text)
except Exception as e:
    print(type(e).__name__, [l[:160] for l in str(e).splitlines() if "float" in l][:2])
    print("REPRODUCED: TVM cannot parse its own print of a float64 extreme literal")
    sys.exit(1)
print("not reproduced: the print parses")
