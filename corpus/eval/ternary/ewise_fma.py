# RXV: reference kernel of R.ewise_fma: x1 * x2 + x3 rounded once on floats (0.1 * 10 - 1 is 2^-54 in float64, 0 when rounded twice), wrapping on integers; differing shapes at run time are a ShapeMismatch
# EXPECT: well-formed
# EVAL: main(float64[3]{0.1, 2, inf}, float64[3]{10, 3, 0}, float64[3]{-1, 1, 1}) -> float64[3]{5.551115123125783e-17, 7, nan}
# EVAL: main(int32[2]{65536, -3}, int32[2]{65536, 4}, int32[2]{5, 2}) -> int32[2]{5, -10}
# EVAL: main(float32[2]{1.5, -2}, float32[2]{2, 0.5}, float32[2]{0.25, 1}) -> float32[2]{3.25, 0}
# EVAL: any_shapes(float32[2]{1, 2}, float32[2]{1, 2}, float32[3]{1, 2, 3}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",)), y: R.Tensor(("n",)), z: R.Tensor(("n",))) -> R.Tensor(("n",)):
        n = T.int64()
        gv = R.ewise_fma(x, y, z)
        return gv

    @R.function
    def any_shapes(x: R.Tensor(ndim=1), y: R.Tensor(ndim=1), z: R.Tensor(ndim=1)) -> R.Tensor(ndim=1):
        gv = R.ewise_fma(x, y, z)
        return gv
