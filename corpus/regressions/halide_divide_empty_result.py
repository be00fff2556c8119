# RXV: Halide backend: an integer division with an empty result divides nothing, so a zero in the divisor is no error (the region runner checked divisors regardless) (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(int32[0,2]{}, int32[2]{0, 0}) -> int32[0,2]{}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((0, 2), dtype="int32"), y: R.Tensor((2,), dtype="int32")):
        with R.dataflow():
            gv = R.floor_divide(x, y)
            R.output(gv)
        return gv
