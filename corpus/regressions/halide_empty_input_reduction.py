# RXV: Halide backend: a region whose input tensor is empty still runs (a null host pointer made Halide treat the call as a bounds query and leave the outputs at 0): prod over an empty axis is 1, max is the dtype's lowest (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[0,2]{}, int32[0,2]{}) -> (float32[1,2]{1, 1}, int32[2]{-2147483648, -2147483648})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((0, 2), dtype="float32"), y: R.Tensor((0, 2), dtype="int32")):
        with R.dataflow():
            a = R.prod(x, axis=[0], keepdims=True)
            b = R.max(y, axis=[0], keepdims=False)
            gv = (a, b)
            R.output(gv)
        return gv
