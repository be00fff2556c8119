# TVM finding 105: ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}) raises on `R.squeeze(x, axis=[-1])` of a (3, 1) tensor in
# a dataflow block, in a module with no conv2d at all: "std::bad_alloc"
# (rxv shrank it from 65 bindings to 5, then by hand; 4 campaign findings): as finding 70, a negative axis the layout inference does not normalize.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 1), dtype="float32")):
        with R.dataflow():
            y = R.squeeze(x, axis=[-1])
            R.output(y)
        return y
''', lambda: relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}),
             "ConvertLayout raises on a well-formed module")
