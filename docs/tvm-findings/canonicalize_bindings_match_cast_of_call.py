# TVM finding 99: CanonicalizeBindings folds `a = R.add(x, x); b = R.match_cast(a, ...)` in a
# dataflow block into `b = R.match_cast(R.add(x, x), ...)`, a MatchCast whose value is a call.
# TVM's parser reads that print back as two bindings (`lv = R.add(x, x)` and a cast of lv), so
# TVM's print of the pass's output does not parse back to the output: the pass and the parser
# disagree about whether a MatchCast's value must be a leaf (46 + 13 `tvm-print` findings of
# rxv's CanonicalizeBindings campaign, this module by hand from one of them).
from _pass_common import check_print_round_trip
from tvm import relax

check_print_round_trip('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")):
        with R.dataflow():
            a = R.add(x, x)
            b = R.match_cast(a, R.Tensor(dtype="float32", ndim=1))
            R.output(b)
        return b
''', lambda: relax.transform.CanonicalizeBindings(),
                       "TVM's print of CanonicalizeBindings' output does not parse back to it")
