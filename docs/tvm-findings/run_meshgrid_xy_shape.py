# TVM finding (tvm-llvm): R.meshgrid((a, b), indexing="xy") with a of length 2 and b of length 3:
# TVM's StructInfo says each result is (2, 3); the compiled code (TOPI's meshgrid, numpy's
# Cartesian indexing) returns (3, 2) tensors. The StructInfo rule ignores `indexing`.
import sys

import numpy as np
import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((2,), dtype="float32"), b: R.Tensor((3,), dtype="float32")):
        g = R.meshgrid((a, b), indexing="xy")
        return g
''')
var = mod["main"].body.blocks[0].bindings[0].var
inferred = getattr(var, "struct_info", None) or var.ty
claimed = [tuple(int(d) for d in f.shape) for f in inferred.fields]
vm = relax.VirtualMachine(relax.build(mod, target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(np.array([1, 2], "float32")),
                 tvm.runtime.tensor(np.array([10, 20, 30], "float32")))
shapes = [g.numpy().shape for g in got]
print("StructInfo shapes:", claimed, "computed:", shapes, "numpy:",
      [m.shape for m in np.meshgrid(np.zeros(2), np.zeros(3), indexing="xy")])
if claimed != shapes:
    print("REPRODUCED: R.meshgrid(indexing='xy'): compiled shape differs from StructInfo")
    sys.exit(1)
print("not reproduced")
