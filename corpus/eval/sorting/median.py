# RXV: relax.median at run time (TVM's legalization: a stable ascending argsort, then the element at (n - 1) // 2): the lower median, no averaging; over one axis also its position along the axis; a NaN or no elements is an error
# EXPECT: well-formed
# EVAL: main(float32[2,4]{4, 1, 3, 2, 7, 7, 7, 0}) -> (float32[]{3}, float32[2]{2, 7}, int64[2]{3, 0}, float32[1,4]{4, 1, 3, 0}, int64[1,4]{0, 0, 0, 1})
# EVAL: main(float32[2,4]{4, 1, nan, 2, 7, 7, 7, 0}) -> error(Other)
# EVAL: main(float32[0,4]{}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tuple(R.Tensor((), dtype="float32"), R.Tensor(("n",), dtype="float32"), R.Tensor(("n",), dtype="int64"), R.Tensor((1, 4), dtype="float32"), R.Tensor((1, 4), dtype="int64")):
        n = T.int64()
        a = R.median(x)
        b = R.median(x, axis=1)
        bv = b[0]
        bi = b[1]
        c = R.median(x, axis=[-2], keepdims=True)
        cv = c[0]
        ci = c[1]
        return (a, bv, bi, cv, ci)
