# TVM finding 59: ToMixedPrecision raises on a function literal bound inside a dataflow block
# (well-formed by TVM's own checker): "Expected TensorType, but got R.Callable(...)". The pass
# visits every binding of a dataflow block as if its value were a tensor (the most frequent
# failure of the ToMixedPrecision campaign).
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            @R.function
            def f(y: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
                z = R.add(y, y)
                return z
            w = f(x)
            R.output(w)
        return w
''', lambda: relax.transform.ToMixedPrecision(out_dtype="float16"),
   "ToMixedPrecision raises on a closure in a dataflow block")
