# TVM finding 70: ConvertLayout raises on R.permute_dims with a negative axis
# (`R.permute_dims(x, axes=[1, -2])` of a 2-d x: the transpose, well-formed for TVM): the layout
# inference turns each axis into a letter without normalizing it, "Invalid layout B?" (the
# campaign's module, a 5-d permute after resize3d, gave "Invalid layout ED=CA").
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            z = R.permute_dims(x, axes=[1, -2])
            R.output(z)
        return z
''', lambda: relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "default"]}),
   "ConvertLayout raises on permute_dims with a negative axis")
