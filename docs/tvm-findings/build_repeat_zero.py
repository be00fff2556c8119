# TVM finding (tvm-llvm): R.repeat(x, repeats=0) is well-formed by TVM's StructInfo (shape (0,),
# as numpy.repeat), but legalization aborts in topi: "repeat only accepts `repeats >= 1`".
from _build_common import check_build

check_build('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), "float32")):
        y = R.repeat(x, repeats=0, axis=0)
        return y
''', "relax.build fails on R.repeat with repeats=0")
