# TVM finding 106: ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}) raises on `R.nn.dropout(x, rate=0.5)` of a 0-d tensor in
# a dataflow block, in a module with no conv2d at all: "Check failed: (msgs[i].IsNested()) is false: Expected nested to match tuple"
# (rxv shrank it from 21 bindings to 2; 40 campaign findings). dropout returns a tuple (output, mask);
# the layout inference expects a nested layout for it and gets a flat one for the 0-d input.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float32")):
        with R.dataflow():
            y = R.nn.dropout(x, rate=0.5)
            R.output(y)
        return x
''', lambda: relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}),
             "ConvertLayout raises on a well-formed module")
