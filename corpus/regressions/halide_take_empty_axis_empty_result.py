# RXV: take from an empty axis is an error only when the result has elements (the interpreter reads nothing then); the Halide lowering required a non-empty axis always and erred on nonzero(0-d zero) -> (0, 0) taken at axis 0; rxv fuzz --backend halide-cpu, program seed 7768224817823260671
# EXPECT: well-formed
# EVAL: main(float16[]{0}) -> int64[0]{}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(v0: R.Tensor((), dtype="float16")) -> R.Tensor(dtype="int64", ndim=1):
        with R.dataflow():
            lv16: R.Tensor(dtype="int64", ndim=2) = R.nonzero(v0)
            lv17: R.Tensor(dtype="int64", ndim=1) = R.take(lv16, R.const(0, "int32"), axis=0, mode="wrap")
            R.output(lv17)
        return lv17
