# RXV: reference kernel of R.isfinite: false on NaN and +-inf, true on integers (TIR: !isinf && !isnan)
# EXPECT: well-formed
# EVAL: main(float16[5]{nan, inf, -inf, 1, 65504}) -> bool[5]{false, false, false, true, true}
# EVAL: main(float64[2]{1e+308, -0}) -> bool[2]{true, true}
# EVAL: main(int64[2]{9, -9}) -> bool[2]{true, true}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.isfinite(x)
        return gv
