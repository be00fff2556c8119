# TVM finding (tvm-build): R.scatter_elements(..., reduction="mean") on an int32 tensor. TVM's
# StructInfo accepts it; LegalizeOps (in relax.build) runs TOPI's scatter_elements, whose mean_func
# writes (dst + update) / 2 with Python's `/` on integer PrimExprs, and TVM raises "TVM supports
# multiple types of integer divisions".
from _build_common import check_build

check_build('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="int32"), i: R.Tensor((3,), dtype="int64"), u: R.Tensor((3,), dtype="int32")):
        gv = R.scatter_elements(x, i, u, reduction="mean")
        return gv
''', "scatter_elements mean on integers does not legalize")
