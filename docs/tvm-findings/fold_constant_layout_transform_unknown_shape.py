# TVM finding 96: FoldConstant on a function with `R.layout_transform(x, index_map=lambda i0, i1:
# (i0 // 4, i1, i0 % 4))` where x's shape is unknown (`R.Tensor(dtype="int64", ndim=2)`, in the
# campaign the result of a closure call) raises "'NoneType' object is not iterable"
# (legalize_ops' _layout_transform reads the shape). rxv shrank it from 73 bindings to 8.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="int64", ndim=2)):
        with R.dataflow():
            y = R.layout_transform(x, index_map=lambda i0, i1: (i0 // 4, i1, i0 % 4))
            R.output(y)
        return y
''', relax.transform.FoldConstant, "FoldConstant raises on layout_transform of a tensor of unknown shape")
