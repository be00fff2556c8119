# TVM finding 77: R.strided_slice with begin past end on an axis and a positive stride (numpy's
# x[1:0], an empty slice) is accepted; TVM's StructInfo gives the axis the extent -1 (a negative
# dimension: the printed binding is R.Tensor((-1, 3))), and LegalizeOps aborts in topi's
# strided_slice: "Input [Begin=1, End=0] is invalid for axis=0". The extent should be 0 (numpy,
# the Array API), and the legalization should produce the empty tensor.
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        y = R.strided_slice(x, axes=[0], begin=[1], end=[0])
        return y
''', "LegalizeOps raises on an empty strided_slice (begin past end), whose StructInfo extent is -1")
