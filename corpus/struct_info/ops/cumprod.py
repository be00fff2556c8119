# RXV: relax.cumprod(data, axis=None, dtype=None, exclusive=False): TVM's scan rule, as cumsum's: x's shape (axis given) or the flattened length (axis None), in `dtype` or x's
# EXPECT-SINFO: main.a : R.Tensor((n * 4,), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="int64")
# EXPECT-ERROR: SI-op @ 20:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n * 4",), dtype="float32"):
        n = T.int64()
        a = R.cumprod(x)
        b = R.cumprod(x, axis=1, dtype="int64", exclusive=True)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.cumprod(x, axis=2)
        return x
