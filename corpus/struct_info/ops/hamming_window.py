# RXV: relax.hamming_window(window_size, periodic, alpha, beta, dtype): (window_size,) of a float dtype; an integer dtype, and a size provably below 1, are errors
# EXPECT-SINFO: main.a : R.Tensor((n,), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((8,), dtype="float16")
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 26:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), q: R.Prim(value="n")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        a = R.hamming_window(q, R.prim_value(T.bool(True)), R.prim_value(T.float32(0.54)), R.prim_value(T.float32(0.46)), "float32")
        b = R.hamming_window(8, R.prim_value(T.bool(False)), R.prim_value(T.float32(0.5)), R.prim_value(T.float32(0.5)), "float16")
        return a

    @R.function
    def bad_dtype() -> R.Object:
        e = R.hamming_window(4, R.prim_value(T.bool(False)), R.prim_value(T.float32(0.54)), R.prim_value(T.float32(0.46)), "int32")
        return e

    @R.function
    def bad_size() -> R.Object:
        e = R.hamming_window(0, R.prim_value(T.bool(False)), R.prim_value(T.float32(0.54)), R.prim_value(T.float32(0.46)), "float32")
        return e
