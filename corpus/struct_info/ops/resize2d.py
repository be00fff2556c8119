# RXV: relax.image.resize2d(data, size, ...): data's N and C with the size's H and W in `layout` (packed layouts too); dtype out_dtype or data's; an unknown shape when data's shape or the size's values are unknown (TVM's InferStructInfoResize2D)
# EXPECT-SINFO: main.a : R.Tensor((n, 3, 8, m), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 7, 9, 4), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor((2, 4, 5, 6, 4), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float32", ndim=4)
# EXPECT-SINFO: main.k : R.Tensor((n, 3, 8, m), dtype="float32")
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 31:13
# EXPECT-ERROR: SI-op @ 32:13
# EXPECT-ERROR: SI-op @ 33:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3, 4, 4), dtype="float32"), p: R.Tensor((2, 4, 3, 3, 4), dtype="float32"), s: R.Shape(ndim=2), t: R.Tensor(("m",), dtype="float32")) -> R.Tensor(("n", 3, 8, "m"), dtype="float32"):
        n = T.int64()
        m = T.int64()
        a = R.image.resize2d(x, R.shape([8, m]))
        b = R.image.resize2d(x, (7, 9), layout="NHWC", method="nearest_neighbor", out_dtype="float16")
        c = R.image.resize2d(p, R.shape([5, 6]), layout="NCHW4c", method="cubic")
        d = R.image.resize2d(x, s)
        k = R.image.resize2d(x, R.shape([8, m]), roi=[T.float32(0.0), T.float32(0.0), T.float32(0.0), T.float32(0.0)], layout="NCHW", method="linear", coordinate_transformation_mode="half_pixel", rounding_method="round", cubic_alpha=-0.75, cubic_exclude=0, extrapolation_value=0.0, out_dtype=None)
        return a

    @R.function
    def bad(x: R.Tensor((1, 3, 4, 4), dtype="float32"), y: R.Tensor((3, 4, 4), dtype="float32")) -> R.Tensor((1, 3, 4, 4), dtype="float32"):
        e = R.image.resize2d(x, R.shape([8, 8, 8]))
        f = R.image.resize2d(y, R.shape([8, 8]))
        g = R.image.resize2d(x, R.shape([8, 8]), layout="NCHQ")
        h = R.image.resize2d(x, x)
        return x
