# TVM finding 100: EliminateCommonSubexpr replaces `b: R.Tensor(dtype="float32", ndim=1) =
# R.add(z, x)` (z a repeat of y) by `b = a` (a = R.add(y, x), R.Tensor((2,))), keeping b's weaker
# type. TVM's printer prints `b: R.Tensor(dtype="float32", ndim=1) = a` and TVM's parser reads
# that back with b: R.Tensor((2,)) (for an alias the parser takes the value's StructInfo), so
# TVM's print of the pass's output does not parse back to the output. The input round-trips
# (b's value is a call there): only the pass's rewrite makes the alias (29 `tvm-print` findings
# of rxv's EliminateCommonSubexpr campaign; this module by hand from one of them).
from _pass_common import check_print_round_trip
from tvm import relax

check_print_round_trip('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")):
        y = R.multiply(x, x)
        a = R.add(y, x)
        z = R.multiply(x, x)
        b: R.Tensor(dtype="float32", ndim=1) = R.add(z, x)
        return (a, b)
''', lambda: relax.transform.EliminateCommonSubexpr(),
                       "TVM's print of EliminateCommonSubexpr's output does not parse back to it")
