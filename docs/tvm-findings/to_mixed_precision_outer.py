# TVM finding 60: ToMixedPrecision aborts on R.outer: the op's mixed-precision policy is
# kAlways, but it registers no FInferMixedPrecision, and the pass ICHECKs for one
# ("Check failed: (attr_map.count(op)) is false"), on a float32 call TVM's checker accepts.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            y = R.outer(x, x)
            R.output(y)
        return y
''', lambda: relax.transform.ToMixedPrecision(out_dtype="float16"),
   "ToMixedPrecision aborts on R.outer (kAlways without FInferMixedPrecision)")
