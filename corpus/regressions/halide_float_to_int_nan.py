# RXV: Halide's float-to-integer conversion (cumsum's dtype) gave INT64_MIN for NaN and wrapped out-of-range values; the spec's cast (kernel_helpers.h cast_elem) truncates, saturates and maps NaN to 0; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[5]{nan, 1e10, -1e10, -2.75, 2.75}) -> int64[5]{0, 10000000000, 0, -2, 0}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5,), dtype="float32")) -> R.Tensor((5,), dtype="int64"):
        with R.dataflow():
            gv: R.Tensor((5,), dtype="int64") = R.cumsum(x, axis=0, dtype="int64", exclusive=False)
            R.output(gv)
        return gv
