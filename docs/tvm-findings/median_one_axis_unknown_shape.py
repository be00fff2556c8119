# TVM finding 56: R.median over one axis returns a (values, indices) tuple, but when the input's
# shape is unknown (only its ndim) and the axis is its only one, InferTypeStatisticalExtension
# returns the values alone (its `out_ndim == 0` early return): the same call on the same rank
# gets a tuple or a tensor depending on whether the shape is known, and a correct tuple
# annotation is rejected by TVM's own checker.
import sys

import tvm
from tvm.script import ir as I, relax as R  # noqa: F401 (the parser's namespace)


def result(annotation):
    mod = tvm.script.from_source(f'''
@I.ir_module
class Module:
    @R.function
    def main(x: {annotation}):
        y = R.median(x, axis=[0], keepdims=False)
        return y
''')
    return mod["main"].body.blocks[0].bindings[0].var.ty


known = result('R.Tensor(("n",), dtype="float32")')
unknown = result('R.Tensor(dtype="float32", ndim=1)')
print("shape known:  ", known)
print("shape unknown:", unknown)
if type(known) is not type(unknown):
    print("REPRODUCED: median over the one axis: a tuple with the shape known, a tensor without")
    sys.exit(1)
print("not reproduced")
