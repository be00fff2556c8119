# RXV: reference kernel of R.cumprod (TOPI's cumprod): running products along axis (None: flattened), exclusive ones starting from 1; after a cast to `dtype`; integers wrap
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}) -> (float32[6]{1, 2, 6, 24, 120, 720}, float32[2,3]{1, 2, 6, 4, 20, 120}, float32[2,3]{1, 1, 1, 1, 2, 3})
# EVAL: ints(int8[4]{16, 16, 2, 3}) -> (int8[4]{16, 0, 0, 0}, int32[4]{1, 16, 256, 512})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tuple(R.Tensor((6,), dtype="float32"), R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="float32")):
        a = R.cumprod(x)
        b = R.cumprod(x, axis=1)
        c = R.cumprod(x, axis=0, exclusive=True)
        return (a, b, c)

    @R.function
    def ints(x: R.Tensor((4,), dtype="int8")) -> R.Tuple(R.Tensor((4,), dtype="int8"), R.Tensor((4,), dtype="int32")):
        a = R.cumprod(x, axis=0)
        b = R.cumprod(x, axis=0, dtype="int32", exclusive=True)
        return (a, b)
