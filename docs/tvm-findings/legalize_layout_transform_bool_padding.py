# TVM finding 80: R.layout_transform of a bool tensor whose index map needs padding, with the
# default pad_value=None, is well-formed; LegalizeOps aborts: "Buffer te_layout_transform has
# elements of type T.bool, but the transformation fills padding with ... float32" (the default
# padding value is a float32 zero whatever the dtype). rxv shrank it from 17 bindings to 2.
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="bool")):
        y = R.layout_transform(x, index_map=lambda i0, i1: (i0 // 2, i1, i0 % 2))
        return y
''', "LegalizeOps raises on layout_transform of a bool tensor that needs padding")
