# RXV: reference kernel of R.variance: TVM's two-pass population variance mean((x - mean(x))^2) over axis (None: all); integers as TVM computes them (truncated means, wrapping); empty reductions give NaN (floats) or DivisionByZero (integers)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 6, 8}) -> (float32[2]{0.6666667, 2.6666667}, float32[1,3]{2.25, 4, 6.25}, float32[]{5.6666665})
# EVAL: main(float32[0,3]{}) -> (float32[0]{}, float32[1,3]{nan, nan, nan}, float32[]{nan})
# EVAL: ints(int32[4]{1, 2, 4, 8}) -> int32[]{7}
# EVAL: ints(int32[0]{}) -> error(DivisionByZero)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tuple(R.Tensor(("n",), dtype="float32"), R.Tensor((1, 3), dtype="float32"), R.Tensor((), dtype="float32")):
        n = T.int64()
        a = R.variance(x, axis=[1])
        b = R.variance(x, axis=[-2], keepdims=True)
        c = R.variance(x)
        return (a, b, c)

    @R.function
    def ints(x: R.Tensor(("m",), dtype="int32")) -> R.Tensor((), dtype="int32"):
        m = T.int64()
        a = R.variance(x)
        return a
