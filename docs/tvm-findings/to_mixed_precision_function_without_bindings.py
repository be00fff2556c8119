# TVM finding 89: ToMixedPrecision(out_dtype="float16") aborts on a module with a function whose
# body has no binding and whose parameter has a symbolic shape (`def helper(x: R.Tensor((1, "n"),
# "int32")): return x`; with the shape (1, 1) it runs): "Check failed: (!block_stack_.empty()) is
# false: no block is being built" (block_builder.cc). rxv shrank it from 39 bindings to 2.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function(private=True)
    def helper(x: R.Tensor((1, "n"), dtype="int32")):
        n = T.int64()
        return x

    @R.function
    def main(y: R.Tensor((1, 1), dtype="int32")):
        return y
''',
             lambda: relax.transform.ToMixedPrecision(out_dtype="float16"),
             "ToMixedPrecision raises on a function without bindings")
