# TVM finding 94: FoldConstant on a function with `R.flatten(x)` where x's shape is unknown
# (`R.Tensor(dtype="int32", ndim=2)`) raises: "'NoneType' object has no attribute 'values'" (the
# op's legalization reads the shape's values). rxv shrank it from 39 bindings to 3.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="int32", ndim=2)):
        with R.dataflow():
            y = R.flatten(x)
            R.output(y)
        return y
''', relax.transform.FoldConstant, "FoldConstant raises on flatten of a tensor of unknown shape")
