# TVM finding 1 (docs/tvm-findings.md): R.arange's StructInfo with a negative step over an empty
# range says one element; numpy and TVM's own compiled code give none.
import numpy as np
import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor(dtype="int64", ndim=1):
        a = R.arange(-2, -1, -2, dtype="int64")
        return a
''')
inferred = mod["main"].body.blocks[0].bindings[0].var
inferred = getattr(inferred, "struct_info", None) or inferred.ty
print("StructInfo:", inferred)
vm = relax.VirtualMachine(relax.build(relax.transform.LegalizeOps()(mod), target="llvm"), tvm.cpu())
got = vm["main"]().numpy()
print("VM result shape:", got.shape, "numpy:", np.arange(-2, -1, -2).shape)
if tuple(int(d) for d in inferred.shape) != got.shape:
    print("REPRODUCED: StructInfo shape differs from the computed shape")
    raise SystemExit(1)
