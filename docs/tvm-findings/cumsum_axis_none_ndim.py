# TVM finding 2 (docs/tvm-findings.md): R.cumsum(x, axis=None) flattens (numpy, TVM's own
# kernel: a 1-d result), and TVM's StructInfo says so when x's shape is known, but keeps x's
# ndim when only the ndim is known: for a 0-d x it says ndim=0.
import tvm

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="int64"), y: R.Tensor(dtype="int64", ndim=0)):
        a = R.cumsum(x, axis=None)
        b = R.cumsum(y, axis=None)
        return (a, b)
''')
binds = mod["main"].body.blocks[0].bindings
sinfo = [getattr(b.var, "struct_info", None) or b.var.ty for b in binds]
print("known shape ():", sinfo[0], "| ndim=0 only:", sinfo[1])
if sinfo[0].ndim != sinfo[1].ndim:
    print("REPRODUCED: the same op on the same rank infers ndim", sinfo[0].ndim, "and", sinfo[1].ndim)
    raise SystemExit(1)
