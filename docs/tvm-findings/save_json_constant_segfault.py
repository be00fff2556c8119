# TVM finding (serialization): tvm.ir.save_json of any Relax constant, and so
# IRModule.script(show_meta=True) of any module holding one, dies of SIGSEGV in
# tvm::ffi::ToJSONGraph (apache-tvm 0.27.0.post1). A scalar constant is enough. Both are public
# APIs a user calls to save or inspect a module (the printer's own hint, "Use show_meta=True in
# script() method to show it", leads to the crash). Found while looking for an exact way to map
# TVM's `metadata["ir.GenericConst"][i]` back to values in the TVM bridge. Each call runs in a
# child process, so the crash is reported instead of ending this script.
import subprocess
import sys

CHILDREN = {
    "save_json(relax.const(1.0))": r'''
import tvm
from tvm import relax
print(len(tvm.ir.save_json(relax.const(1.0, "float32"))))
''',
    "script(show_meta=True)": r'''
import numpy as np, tvm
mod = tvm.script.from_source("""
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        y = R.add(x, R.const([1.0, 2.0], "float32"))
        return y
""")
print(mod.script(show_meta=True))
''',
}

crashed = []
for what, code in CHILDREN.items():
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    print(f"{what}: exit {r.returncode}")
    if r.returncode < 0 or "Segfault" in r.stderr:
        crashed.append(what)
if crashed:
    print("REPRODUCED: crashed:", ", ".join(crashed))
    sys.exit(1)
print("not reproduced: both calls return")
