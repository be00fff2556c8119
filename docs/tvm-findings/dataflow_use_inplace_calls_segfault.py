# TVM finding 71: DataflowUseInplaceCalls dies of SIGSEGV on a dataflow block that binds a tuple,
# passes it to a global function and defines a function literal (shrunk by rxv from 33 bindings
# to 6; 2 findings in its campaign). The pass runs in a child process so that the crash can be
# shown.
import subprocess
import sys

MODULE = """
@I.ir_module
class Module:
    @R.function
    def helper2(v24: R.Tuple(R.Tensor(dtype="float16", ndim=2), R.Tensor(dtype="float16", ndim=2), R.Tensor(dtype="float32", ndim=1)), v25: R.Tensor(("k3", 1), dtype="float16")) -> R.Tuple(R.Tensor(dtype="float16", ndim=2), R.Tensor(dtype="float16", ndim=2)):
        k3 = T.int64()
        return (v25, v25)

    @R.function
    def main(v1: R.Tensor((1, 1), dtype="float16"), v2: R.Tensor((1,), dtype="float32")):
        cls = Module
        with R.dataflow():
            v3: R.Tuple(R.Tensor((1, 1), dtype="float16"), R.Tensor((1, 1), dtype="float16"), R.Tensor((1,), dtype="float32")) = (v1, v1, v2)
            v30: R.Tuple(R.Tensor(dtype="float16", ndim=2), R.Tensor(dtype="float16", ndim=2)) = cls.helper2(v3, v1)
            @R.function
            def lv33(v31: R.Tuple(R.Tensor(dtype="float16", ndim=2), R.Tensor(dtype="float16", ndim=2))):
                return v1

            lv34 = lv33(v30)
            R.output(v3, v30)
        return v1
"""

CHILD = f"""
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T
mod = tvm.script.from_source({MODULE!r})
relax.transform.DataflowUseInplaceCalls()(mod)
"""
r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True)
print(r.stderr[-400:])
if r.returncode < 0:
    print(f"REPRODUCED: DataflowUseInplaceCalls died of signal {-r.returncode}")
    sys.exit(1)
print("not reproduced: exit status", r.returncode)
