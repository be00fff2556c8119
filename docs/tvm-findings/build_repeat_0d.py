# TVM finding (tvm-llvm): R.repeat(x, repeats=1, axis=None) of a 0-d tensor is well-formed (TVM's
# StructInfo: shape (1,), as numpy.repeat), but legalization indexes the 0-d input's shape:
# IndexError in tvm/relax/transform/legalize_ops/manipulate.py (te_repeat).
from _build_common import check_build

check_build('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), "int64")):
        y = R.repeat(x, repeats=1, axis=None)
        return y
''', "relax.build fails on R.repeat of a 0-d tensor with axis=None")
