# TVM finding 61: ToMixedPrecision raises on a tuple projection in a dataflow block
# (`lv = (x, x); y = lv[0]`): "The type is not populated, check if you have normalized the
# expr" (the rewritten TupleGetItem is re-emitted without its type).
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            lv = (x, x)
            y = lv[0]
            R.output(y)
        return y
''', lambda: relax.transform.ToMixedPrecision(out_dtype="float16"),
   "ToMixedPrecision raises on a TupleGetItem in a dataflow block")
