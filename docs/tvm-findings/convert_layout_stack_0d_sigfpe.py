# TVM finding 72: ConvertLayout dies of SIGFPE (an integer division by zero) on a function
# literal in a dataflow block that stacks a 0-d tensor (`R.stack((v23,), axis=0)`), in a module
# with no conv2d (shrunk by rxv from the campaign's 127-line module to 4 bindings). The pass runs
# in a child process so that the crash can be shown.
import subprocess
import sys

MODULE = """
@I.ir_module
class Module:
    @R.function(private=True)
    def helper0(v6: R.Tensor(("r0", 1), dtype="int32")):
        r0 = T.int64()
        with R.dataflow():
            @R.function
            def lv29(v23: R.Tensor((), dtype="bool")) -> R.Tensor((r0, 1), dtype="int32"):
                v25: R.Tensor((1,), dtype="bool") = R.stack((v23,), axis=0)
                return v6

            R.output()
        return v6

    @R.function(pure=False)
    def main(v0: R.Tensor((), dtype="int64")) -> R.Tensor((), dtype="int64"):
        return v0
"""

CHILD = f"""
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T
mod = tvm.script.from_source({MODULE!r})
relax.transform.ConvertLayout({{"relax.nn.conv2d": ["NHWC", "default"]}})(mod)
"""
r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True)
print(r.stderr[-400:])
if r.returncode < 0:
    print(f"REPRODUCED: ConvertLayout died of signal {-r.returncode}")
    sys.exit(1)
print("not reproduced: exit status", r.returncode)
