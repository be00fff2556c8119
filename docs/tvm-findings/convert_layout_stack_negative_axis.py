# TVM finding 104: ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}) raises on `R.stack((x,), axis=-3)` of a (1, 1) tensor in
# a dataflow block, in a module with no conv2d at all: "basic_string::replace: __pos (which is 18446744073709551613) > this->size() (which is 2)"
# (the campaign's program as found, 2 bindings; 23 campaign findings): as finding 70, a negative axis the layout inference does not normalize.
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="float32")):
        with R.dataflow():
            y = R.stack((x,), axis=-3)
            R.output(y)
        return y
''', lambda: relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}),
             "ConvertLayout raises on a well-formed module")
