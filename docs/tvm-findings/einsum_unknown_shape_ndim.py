# TVM finding 54: R.einsum's StructInfo when an operand's shape is unknown (only its ndim):
# TVM gives the operand's ndim, not the rank of the output subscripts. "a->" (a sum: numpy
# gives a 0-d result, and TVM itself infers R.Tensor((), ...) once the shape is known) is
# inferred ndim=1, so a correct 0-d annotation is rejected by TVM's own checker.
import sys

import tvm
from tvm.script import ir as I, relax as R  # noqa: F401 (the parser's namespace)


def result(annotation):
    mod = tvm.script.from_source(f'''
@I.ir_module
class Module:
    @R.function
    def main(x: {annotation}):
        y = R.einsum((x,), subscripts="a->")
        return y
''')
    return mod["main"].body.blocks[0].bindings[0].var.ty


known = result('R.Tensor(("n",), dtype="float32")')
unknown = result('R.Tensor(dtype="float32", ndim=1)')
print("shape known:  ", known)
print("shape unknown:", unknown)
if unknown.ndim != known.ndim:
    print("REPRODUCED: einsum 'a->' of an ndim-only operand is inferred ndim", unknown.ndim)
    sys.exit(1)
print("not reproduced")
