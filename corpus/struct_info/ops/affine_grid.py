# RXV: relax.image.affine_grid(data, size, align_corners=True): (batch, spatial, *size) of data's dtype, spatial = 2 or 3 values in size; data 3-d with literal dims 1 and 2 equal to spatial and spatial + 1 (TVM's InferStructInfoAffineGrid)
# EXPECT-SINFO: main.a : R.Tensor((n, 2, 4, m), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 3, 2, 3, 4), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=4)
# EXPECT-ERROR: SI-op @ 25:13
# EXPECT-ERROR: SI-op @ 26:13
# EXPECT-ERROR: SI-op @ 27:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(t: R.Tensor(("n", 2, 3), dtype="float32"), t3: R.Tensor(("n", 3, 4), dtype="float16"), u: R.Tensor(dtype="float32", ndim=3), w: R.Tensor(("m",), dtype="float32")) -> R.Tensor(("n", 2, 4, "m"), dtype="float32"):
        n = T.int64()
        m = T.int64()
        a = R.image.affine_grid(t, R.shape([4, m]))
        b = R.image.affine_grid(t3, R.shape([2, 3, 4]), align_corners=False)
        c = R.image.affine_grid(u, R.shape([2, 2]))
        return a

    @R.function
    def bad(t: R.Tensor((1, 2, 3), dtype="float32"), v: R.Tensor((1, 6), dtype="float32")) -> R.Tensor((1, 2, 3), dtype="float32"):
        e = R.image.affine_grid(t, R.shape([4]))
        f = R.image.affine_grid(v, R.shape([4, 4]))
        g = R.image.affine_grid(t, R.shape([2, 3, 4]))
        return t
