# RXV: a layout conversion that turns conv2d to NHWC but leaves a flattening R.repeat(axis=None) on the NHWC result: the elements come out in another order (TVM v0.23's ConvertLayout expectation, docs/tvm-findings.md)
# EXPECT: well-formed
# TV: refuted
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4), dtype="float32"), w: R.Tensor((3, 2, 3, 3), dtype="float32")) -> R.Tensor((12,), dtype="float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, out_dtype="float32")
            z = R.repeat(y, repeats=1)
            R.output(z)
        return z
