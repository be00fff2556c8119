# TVM finding 63: LegalizeOps raises on R.nn.prelu when the channel dim (the `axis` dim) is
# symbolic: topi.nn.prelu reads it with get_const_int, "Expect value to be constant int". TVM's
# StructInfo accepts the call (alpha of length 1 broadcasts).
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, "q"), dtype="float32")):
        y = R.nn.prelu(x, R.const([0.5], "float32"), axis=1)
        return y
''', "LegalizeOps raises on prelu with a symbolic channel dim")
