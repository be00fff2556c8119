# TVM finding 88: ToMixedPrecision(out_dtype="float16") on `R.tril(R.matmul(x, x), R.prim_value(-1))`
# (tril's diagonal offset is a PrimValue argument) aborts: "Expected TensorType, but got T.int64"
# (the pass treats every argument of the op as a tensor). rxv shrank it from 15 bindings to 3.
import sys
import traceback

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="float32")):
        with R.dataflow():
            a = R.matmul(x, x)
            b = R.tril(a, R.prim_value(-1))
            R.output(b)
        return b
''')
try:
    relax.transform.ToMixedPrecision(out_dtype="float16")(mod)
except Exception:
    traceback.print_exc(limit=1)
    print("REPRODUCED: ToMixedPrecision raises on tril with a PrimValue offset")
    sys.exit(1)
print("not reproduced: the pass ran")
