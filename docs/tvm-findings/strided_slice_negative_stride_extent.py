# TVM finding 57: R.strided_slice's StructInfo with a negative stride over a symbolic dim can
# be negative. x: (1, n), axis 1, begin 0, end -1, stride -1 (numpy x[:, 0:-1:-1]: end -1 means
# n - 1, so a downward slice from 0 to n - 1 is empty for every n >= 1).
# TVM infers the extent `T.min(1 - n, 0)`: -3 for n = 4, a negative dimension (the kernel gives
# 0 elements). rxv infers `T.max(0, T.min(0, n - 1) - n + 1)`, which is 0.
import sys

from types import SimpleNamespace

import numpy as np
import tvm
from tvm.script import ir as I, relax as R  # noqa: F401 (the parser's namespace)

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, "n"), dtype="int64")):
        y = R.strided_slice(x, axes=[1], begin=[0], end=[-1], strides=[-1])
        return y
''')
ty = mod["main"].body.blocks[0].bindings[0].var.ty
print("TVM's StructInfo:", ty)
extent = str(ty.shape.values[1])  # a TIR expression of n, e.g. T.min(1 - n, 0)
value = eval(extent, {"T": SimpleNamespace(min=min, max=max, int64=int)}, {"n": 4})
expected = np.zeros((1, 4))[:, 0:-1:-1].shape[1]
print("extent at n = 4:", value, " numpy:", expected)
if int(value) != expected:
    print("REPRODUCED: strided_slice's inferred extent is", int(value), "for an empty slice")
    sys.exit(1)
print("not reproduced")
