# RXV: relax.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype='int64'): (n, 1) of dtype; float prob and sample, int indices, all 2-D; the batch lengths must be provably equal and the second dims 1
# EXPECT-SINFO: main.a : R.Tensor((n, 1), dtype="int64")
# EXPECT-SINFO: main.b : R.Tensor((n, 1), dtype="int32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="int64", ndim=2)
# EXPECT-ERROR: SI-op @ 23:13
# EXPECT-ERROR: SI-op @ 28:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(p: R.Tensor(("b", "v"), dtype="float32"), u: R.Tensor(("n", 1), dtype="float32"), i: R.Tensor(("n", 1), dtype="int64"), q: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(("n", 1), dtype="int64"):
        n = T.int64()
        a = R.multinomial_from_uniform(p, u, i)
        b = R.multinomial_from_uniform(p, u, i, dtype="int32")
        c = R.multinomial_from_uniform(q, u, i)
        return a

    @R.function
    def bad_dtype(p: R.Tensor((2, 3), dtype="int32"), u: R.Tensor((4, 1), dtype="float32"), i: R.Tensor((4, 1), dtype="int64")) -> R.Object:
        e = R.multinomial_from_uniform(p, u, i)
        return e

    @R.function
    def bad_shape(p: R.Tensor((2, 3), dtype="float32"), u: R.Tensor((4, 1), dtype="float32"), i: R.Tensor((5, 1), dtype="int64")) -> R.Object:
        e = R.multinomial_from_uniform(p, u, i)
        return e
