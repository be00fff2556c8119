# RXV: reference kernel of R.std: the square root of TVM's two-pass population variance over axis (None: all); an integer tensor is Unsupported (TVM's StructInfo says int32, its compiled code returns float32: docs/tvm-findings.md 41)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 6, 8}) -> (float32[2]{0.8164966, 1.6329932}, float32[1,3]{1.5, 2, 2.5}, float32[]{2.3804762})
# EVAL: main(float32[1,3]{inf, 1, 2}) -> (float32[1]{nan}, float32[1,3]{nan, 0, 0}, float32[]{nan})
# EVAL: ints(int32[2]{1, 3}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tuple(R.Tensor(("n",), dtype="float32"), R.Tensor((1, 3), dtype="float32"), R.Tensor((), dtype="float32")):
        n = T.int64()
        a = R.std(x, axis=1)
        b = R.std(x, axis=-2, keepdims=True)
        c = R.std(x)
        return (a, b, c)

    @R.function
    def ints(x: R.Tensor((2,), dtype="int32")) -> R.Tensor((), dtype="int32"):
        a = R.std(x)
        return a
