# RXV: relax.eye_like(x, k=0, dtype=None): x's shape, dtype (void: x's); x must be 2-D when its ndim is known
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="int8")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float16", ndim=2)
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float16", ndim=2)) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.eye_like(x)
        b = R.eye_like(x, -1, dtype="int8")
        c = R.eye_like(y, 2)
        return a

    @R.function
    def bad(x: R.Tensor((2, 2, 2), dtype="float32")) -> R.Object:
        e = R.eye_like(x)
        return e
