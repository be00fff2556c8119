# RXV: relax.slice_scatter(input_tensor, src, start, end, step, axis=0): input_tensor's StructInfo; start/end/step integer PrimValues (step provably < 1 or end provably < start is SI-op); src of one dtype and ndim, the same dims outside axis and floor((end - start + step - 1) / step) along it (when provable otherwise: SI-op)
# EXPECT-SINFO: main.a : R.Tensor((n, 6), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 6), dtype="float32")
# EXPECT-ERROR: SI-op @ 25:14
# EXPECT-ERROR: SI-op @ 26:14
# EXPECT-ERROR: SI-op @ 27:14
# EXPECT-ERROR: SI-op @ 28:14
# EXPECT-ERROR: SI-op @ 29:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 6), dtype="float32"), s: R.Tensor(("n", 2), dtype="float32"), m: R.Tensor(("n", "k"), dtype="float32")) -> R.Tensor(("n", 6), dtype="float32"):
        n = T.int64()
        k = T.int64()
        a = R.slice_scatter(x, s, 1, 5, 2, axis=1)
        b = R.slice_scatter(x, m, 0, k, 1, axis=-1)
        return a

    @R.function
    def bad(x: R.Tensor((4, 6), dtype="float32"), s: R.Tensor((4, 2), dtype="float32"), s3: R.Tensor((3, 2), dtype="float32"), sh: R.Tensor((4, 2), dtype="float16")) -> R.Tensor((4, 6), dtype="float32"):
        e1 = R.slice_scatter(x, s, 0, 3, 1, axis=1)
        e2 = R.slice_scatter(x, s3, 0, 2, 1, axis=1)
        e3 = R.slice_scatter(x, sh, 0, 2, 1, axis=1)
        e4 = R.slice_scatter(x, s, 0, 2, 0, axis=1)
        e5 = R.slice_scatter(x, s, 3, 1, 1, axis=1)
        return x
