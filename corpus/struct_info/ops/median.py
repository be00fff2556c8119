# RXV: relax.median(x, axis=None, keepdims=False): reduces as relax.sum; over exactly one axis a Tuple (values, int64 indices), otherwise the values alone; axes out of range or repeated are SI-op
# EXPECT-SINFO: main.a : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.b : R.Tuple(R.Tensor((n,), dtype="float32"), R.Tensor((n,), dtype="int64"))
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor((1, 4), dtype="float32"), R.Tensor((1, 4), dtype="int64"))
# EXPECT-SINFO: main.d : R.Tensor((1, 1), dtype="float32")
# EXPECT-SINFO: main.e : R.Tensor((), dtype="float32")
# EXPECT-ERROR: SI-op @ 27:14
# EXPECT-ERROR: SI-op @ 28:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor((), dtype="float32"):
        n = T.int64()
        a = R.median(x)
        b = R.median(x, axis=1)
        c = R.median(x, axis=[0], keepdims=True)
        d = R.median(x, keepdims=True)
        e = R.median(x, axis=[0, 1])
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.median(x, axis=2)
        e2 = R.median(x, axis=[1, -1])
        return x
