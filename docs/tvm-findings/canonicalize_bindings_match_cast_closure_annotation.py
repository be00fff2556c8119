# TVM finding 98: CanonicalizeBindings removes a match_cast whose new shape variables a closure's
# return annotation still uses, so its output is ill-formed by TVM's own check ("Var n1 is not
# defined"). `v = R.match_cast(x, R.Tensor((n1, m1)))` defines n1 and m1; the closure
# `f(...) -> R.Tensor((n1, m1))` returns v. The pass replaces v by x (the cast looks redundant)
# and drops the binding, but the closure's annotation keeps n1 and m1, now defined nowhere
# (rxv shrank it from 44 bindings to 3).
import tvm
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((2, "n0"), dtype="int64"), w: R.Tensor(("n0", 1), dtype="int64")):
        n0 = T.int64()
        n1 = T.int64()
        m1 = T.int64()
        v = R.match_cast(w, R.Tensor((n1, m1), dtype="int64"))
        @R.function
        def f(y: R.Tensor((2,), dtype="int64")) -> R.Tensor((n1, m1), dtype="int64"):
            return v

        return x
''', lambda: relax.transform.CanonicalizeBindings(), "CanonicalizeBindings' output is ill-formed by TVM's own check")
