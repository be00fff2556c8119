# RXV: float to int conversion, one rule for every kernel and the Halide backend (kernel_helpers.h cast_elem): truncate toward zero, saturate out of range, NaN gives 0. astype used to wrap through int64 while binary ops saturated (rxv diff corpus; fuzzdiff)
# EXPECT: well-formed
# EVAL: main(float32[5]{nan, inf, -2.7, 3e9, 1e20}) -> int32[5]{0, 2147483647, -2, 2147483647, 2147483647}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5,), dtype="float32")):
        with R.dataflow():
            gv = R.astype(x, dtype="int32")
            R.output(gv)
        return gv
