# TVM finding 88: ToMixedPrecision(out_dtype="float16") on `R.tril(R.matmul(x, x), R.prim_value(-1))`
# (tril's diagonal offset is a PrimValue argument) aborts: "Expected TensorType, but got T.int64"
# (the pass treats every argument of the op as a tensor). rxv shrank it from 15 bindings to 3.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="float32")):
        with R.dataflow():
            a = R.matmul(x, x)
            b = R.tril(a, R.prim_value(-1))
            R.output(b)
        return b
''',
             lambda: relax.transform.ToMixedPrecision(out_dtype="float16"),
             "ToMixedPrecision raises on tril with a PrimValue offset")
