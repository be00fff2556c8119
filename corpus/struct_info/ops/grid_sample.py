# RXV: relax.image.grid_sample(data, grid, method, layout, padding_mode, align_corners): data's N and C with the grid's spatial extents (NCHW, or NCDHW for volumes), data's dtype (TVM's InferStructInfoGridSample)
# EXPECT-SINFO: main.a : R.Tensor((n, 3, h, w), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 3, 2, h, w), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=4)
# EXPECT-ERROR: SI-op @ 25:13
# EXPECT-ERROR: SI-op @ 26:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3, 8, 8), dtype="float32"), g: R.Tensor(("n", 2, "h", "w"), dtype="float32"), v: R.Tensor(("n", 3, 4, 8, 8), dtype="float32"), g3: R.Tensor(("n", 3, 2, "h", "w"), dtype="float32"), gu: R.Tensor(dtype="float32", ndim=4)) -> R.Tensor(("n", 3, "h", "w"), dtype="float32"):
        n = T.int64()
        h = T.int64()
        w = T.int64()
        a = R.image.grid_sample(x, g, method="nearest", padding_mode="border")
        b = R.image.grid_sample(v, g3, layout="NCDHW", align_corners=True)
        c = R.image.grid_sample(x, gu)
        return a

    @R.function
    def bad(x: R.Tensor((1, 3, 8, 8), dtype="float32"), g: R.Tensor((1, 2, 4, 4), dtype="float32"), y: R.Tensor((3, 8, 8), dtype="float32")) -> R.Tensor((1, 3, 8, 8), dtype="float32"):
        e = R.image.grid_sample(y, g)
        f = R.image.grid_sample(x, g, layout="NCDHW")
        return x
