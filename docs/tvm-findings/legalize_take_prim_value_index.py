# TVM finding 65: LegalizeOps raises on R.take with an R.prim_value index (a scalar index, which
# TVM's StructInfo accepts: the result is 0-d): the legalization hands the PrimValue to topi.take
# as if it were a tensor, "Cannot convert from type `ir.IntImm` to `te.Tensor`".
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1,), dtype="float32")):
        y = R.take(x, R.prim_value(0), axis=None, mode="fast")
        return y
''', "LegalizeOps raises on take with a PrimValue index")
