# RXV: Halide backend: float to int conversion as the interpreter: truncation through int64 (narrower types wrap), NaN / inf / out of int64 give 0 (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[5]{nan, inf, -2.7, 3e9, 1e20}) -> int32[5]{0, 0, -2, -1294967296, 0}
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
