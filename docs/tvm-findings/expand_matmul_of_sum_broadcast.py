# TVM finding 109: ExpandMatmulOfSum distributes `R.matmul(x, R.add(w, c))` into
# `R.matmul(x, w) + R.matmul(x, c)` without checking that the two summands have the matmul
# operand's shape: when the add broadcasts (here a scalar c, in the campaign also a (1, k) row
# against (n, k)), the new matmul is ill-typed and the pass raises, "Matmul operands must not be
# scalar" / "Matmul requires the reduction length of the operands to be equal" (12 campaign
# findings of the two messages; this module by hand from them).
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 4), dtype="float32")):
        with R.dataflow():
            s = R.add(w, R.const(1.0, "float32"))
            y = R.matmul(x, s)
            R.output(y)
        return y
''', lambda: relax.transform.ExpandMatmulOfSum(), "ExpandMatmulOfSum raises on a well-formed module")
