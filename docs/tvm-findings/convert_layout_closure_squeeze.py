# TVM finding 69: ConvertLayout raises on a function literal in a dataflow block whose body
# squeezes (axis=None) a captured tensor: "Cannot convert when exactly one of the layouts is
# unknown" (an ICHECK in LayoutConvertMutator::RewriteExpr), though the module has no conv2d to
# convert. Shrunk by rxv from the campaign's finding to this.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        with R.dataflow():
            @R.function
            def f(y: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
                z = R.squeeze(x, axis=None)
                return x
            R.output()
        return x
''', lambda: relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}),
   "ConvertLayout raises on squeeze in a closure")
