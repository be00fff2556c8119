# TVM finding 107: InlinePrivateFunctions inlines a function whose parameter defines a shape
# variable (`x: R.Tensor((1, "s"))`) and keeps the variable in the inlined body (`R.shape([s])`),
# where nothing defines it: TVM's own check rejects the output, "Var s is not defined". The
# caller's argument has shape (1, 4): inlining must bind s to 4 (or match_cast the argument)
# (rxv shrank it from 37 bindings to 7, then by hand; 16 campaign findings over the shape
# variables' names).
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function(private=True)
    def helper(x: R.Tensor((1, "s"), dtype="float32")) -> R.Tensor(("s",), dtype="float32"):
        s = T.int64()
        y = R.reshape(x, R.shape([s]))
        return y

    @R.function
    def main(x: R.Tensor((1, 4), dtype="float32")):
        cls = Module
        y = cls.helper(x)
        return y
''', lambda: relax.transform.InlinePrivateFunctions(), "InlinePrivateFunctions' output is ill-formed by TVM's own check")
