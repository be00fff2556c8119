# RXV: relax.image.resize3d(data, size, ...): data's N and C with the size's D, H and W in `layout` (TVM's InferStructInfoResize3D)
# EXPECT-SINFO: main.a : R.Tensor((n, 3, 2, 8, k), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 1, 2, 3, 4), dtype="int32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=5)
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 25:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3, 4, 4, 4), dtype="float32"), z: R.Tensor(dtype="float32", ndim=5), t: R.Tensor(("k",), dtype="float32")) -> R.Tensor(("n", 3, 2, 8, "k"), dtype="float32"):
        n = T.int64()
        k = T.int64()
        a = R.image.resize3d(x, R.shape([2, 8, k]))
        b = R.image.resize3d(x, R.shape([1, 2, 3]), layout="NDHWC", out_dtype="int32")
        c = R.image.resize3d(z, R.shape([1, 2, 3]))
        return a

    @R.function
    def bad(x: R.Tensor((1, 3, 4, 4, 4), dtype="float32")) -> R.Tensor((1, 3, 4, 4, 4), dtype="float32"):
        e = R.image.resize3d(x, R.shape([8, 8]))
        f = R.image.resize3d(x, R.shape([8, 8, 8]), layout="NCHW")
        return x
