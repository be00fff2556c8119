# TVM finding 64: LegalizeOps raises on R.nn.rms_norm over every axis of its input
# (x (3, 3), weight (3, 3), axes [-2, -1]; TVM's StructInfo accepts it): topi.nn.rms_norm
# reads the reduced result with no indices, "Tensor dimension mismatch in read ndim = 1,
# indices.size=0".
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 3), dtype="float32"), w: R.Tensor((3, 3), dtype="float32")):
        y = R.nn.rms_norm(x, w, axes=[-2, -1], epsilon=1e-05)
        return y
''', "LegalizeOps raises on rms_norm over all axes")
