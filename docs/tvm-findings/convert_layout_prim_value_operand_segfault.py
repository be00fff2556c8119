# TVM finding 68: ConvertLayout dies of SIGSEGV on a binary op with an R.prim_value operand in a
# dataflow block (`y = R.add(x, R.prim_value(6))`; also right_shift), whatever the desired
# layouts (the module has no conv2d at all; with a tensor operand it runs).
# The pass runs in a child process so that the crash can be shown.
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
    def main(x: R.Tensor((4,), dtype="int64")):
        with R.dataflow():
            y = R.add(x, R.prim_value(6))
            R.output(y)
        return y
""")
relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]})(mod)
'''
r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True)
print(r.stderr[-400:])
if r.returncode < 0:
    print(f"REPRODUCED: ConvertLayout died of signal {-r.returncode}")
    sys.exit(1)
print("not reproduced: exit status", r.returncode)
