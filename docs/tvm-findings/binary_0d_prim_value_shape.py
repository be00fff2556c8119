# TVM finding 58: a binary op of a 0-d tensor and an R.prim_value (`R.add(x, R.prim_value(5))`,
# x: R.Tensor((), "int64")) is inferred R.Tensor((1,)): a scalar with a scalar (numpy: 0-d) gets
# a dimension, and with `x: R.Tensor(dtype="int64", ndim=0)` ndim=1. Any 0-d annotation or
# match_cast of the result is rejected by TVM's own checker ("impossible to match cast"), and
# TVM's compiled code returns a 0-d tensor.
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R  # noqa: F401 (the parser's namespace)

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="int64")):
        y = R.add(x, R.prim_value(5))
        return y
''')
ty = mod["main"].body.blocks[0].bindings[0].var.ty
print("TVM's StructInfo:", ty, " numpy:", (np.array(2) + 5).shape)
try:  # what the compiled code returns, where it builds
    vm = relax.VirtualMachine(relax.build(mod, target="llvm"), tvm.cpu())
    print("compiled result shape:", vm["main"](tvm.runtime.tensor(np.array(2, "int64"))).numpy().shape)
except Exception as e:
    print("(not built:", str(e).splitlines()[0][:120], ")")
if len(ty.shape.values) != 0:
    print("REPRODUCED: a 0-d tensor plus a PrimValue is inferred", ty)
    sys.exit(1)
print("not reproduced")
