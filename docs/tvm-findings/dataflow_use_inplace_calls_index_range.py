# TVM finding 95: DataflowUseInplaceCalls on `a = R.nn.gelu_tanh(x); b = R.subtract(R.const(0.0,
# "float32"), a)` in a dataflow block (x: (2,) float32) raises "In-place index 0 is out of range
# (must be between -1 and 0, inclusive, but is 1)": the in-place rewrite of the subtraction, whose
# first argument is a 0-d constant broadcast against `a`, picks an index its arguments do not have.
# rxv shrank it from 54 bindings to 3.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            a = R.nn.gelu_tanh(x)
            b = R.subtract(R.const(0.0, "float32"), a)
            R.output(b)
        return b
''', relax.transform.DataflowUseInplaceCalls, "DataflowUseInplaceCalls raises on subtract(const, x)")
