# TVM finding (tvm-llvm): TVM's compiled code dies of SIGSEGV (in StorageObj::AllocTensor) on this
# well-formed module when the condition is False: both branches compute an unused R.abs of a
# 0-d int32 tensor. The interpreter (and numpy) return v0. The run happens in a child process, so
# the crash is reported instead of ending this script. (21 tvm-abort findings of the 62-minute
# campaign: 15 SIGSEGV, 6 SIGFPE, of which 4 were integer divisions by zero that refinement allows.)
import subprocess
import sys

CHILD = r'''
import numpy as np, tvm
from tvm import relax
mod = tvm.script.from_source("""
@I.ir_module
class Module:
    @R.function
    def main(v0: R.Tensor((), dtype="int32"), v1: R.Tensor((), dtype="float32")):
        v5 = R.greater(v1, R.const(0.0, "float32"))
        if v5:
            v6 = R.abs(v0)
            v8 = v0
        else:
            v7 = R.abs(v0)
            v8 = v0
        return v0
""")
vm = relax.VirtualMachine(relax.build(mod, target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array(1, "int32")), tvm.runtime.tensor(np.array(0.0, "float32"))))
'''

r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True)
print(r.stdout.strip())
if r.returncode < 0 or r.returncode == 139:
    print(r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "")
    print(f"REPRODUCED: TVM's compiled code dies (exit {r.returncode}) where the module returns v0")
    sys.exit(1)
print("not reproduced: the compiled module ran (exit", r.returncode, ")")
