# TVM finding 62: AdjustMatmulOrder dies of SIGSEGV on a matmul chain `a @ (a @ a)` whose result
# is match_cast (the shrunk campaign finding: 4 bindings; without the match_cast the pass runs).
# The pass runs in a child process so that the crash can be reported.
import subprocess
import sys

CHILD = '''
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
mod = tvm.script.from_source("""
@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2, 2), dtype="float32")):
        b = R.matmul(a, a)
        c = R.matmul(a, b)
        d = R.match_cast(c, R.Tensor((2, 2), dtype="float32"))
        return d
""")
relax.transform.AdjustMatmulOrder()(mod)
'''
r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True)
print(r.stderr[-400:])
if r.returncode < 0:
    print(f"REPRODUCED: AdjustMatmulOrder died of signal {-r.returncode}")
    sys.exit(1)
print("not reproduced: exit status", r.returncode)
