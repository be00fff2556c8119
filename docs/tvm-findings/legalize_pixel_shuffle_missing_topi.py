# TVM finding (LegalizeOps): R.nn.pixel_shuffle cannot be legalized: legalize_ops/nn.py calls
# topi.nn.pixel_shuffle, which tvm.topi.nn does not export (AttributeError), so every module
# using the op fails to build. TVM's own StructInfo accepts the call.
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 4, 2, 2), "float32")):
        a = R.nn.pixel_shuffle(x, upscale_factor=2)
        return a
''', "R.nn.pixel_shuffle's legalization calls a TOPI function that does not exist")
