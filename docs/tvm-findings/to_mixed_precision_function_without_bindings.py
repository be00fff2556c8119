# TVM finding 89: ToMixedPrecision(out_dtype="float16") aborts on a module with a function whose
# body has no binding and whose parameter has a symbolic shape (`def helper(x: R.Tensor((1, "n"),
# "int32")): return x`; with the shape (1, 1) it runs): "Check failed: (!block_stack_.empty()) is
# false: no block is being built" (block_builder.cc). rxv shrank it from 39 bindings to 2.
import sys
import traceback

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function(private=True)
    def helper(x: R.Tensor((1, "n"), dtype="int32")):
        n = T.int64()
        return x

    @R.function
    def main(y: R.Tensor((1, 1), dtype="int32")):
        return y
''')
try:
    relax.transform.ToMixedPrecision(out_dtype="float16")(mod)
except Exception:
    traceback.print_exc(limit=1)
    print("REPRODUCED: ToMixedPrecision raises on a function without bindings")
    sys.exit(1)
print("not reproduced: the pass ran")
