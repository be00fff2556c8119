# TVM finding 93: FoldConstant on a function with `R.full_like(x, R.const(0.0, "float32"))` where x's
# shape is unknown (`R.Tensor(dtype="float32", ndim=2)`) raises in the op's legalization, which
# FoldConstant calls: "'NoneType' object has no attribute 'ty'" (full_call_te). The fill value is
# constant, the shape is not, so there is nothing to fold; rxv shrank it from 44 bindings to 3.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2)):
        with R.dataflow():
            y = R.full_like(x, R.const(0.0, "float32"), dtype="float32")
            R.output(y)
        return y
''', relax.transform.FoldConstant, "FoldConstant raises on full_like of a tensor of unknown shape")
