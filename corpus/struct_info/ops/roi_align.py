# RXV: relax.vision.roi_align(data, rois, pooled_size, spatial_scale, sample_ratio=-1, aligned=False, layout="NCHW", mode="avg"): (num_roi, C, PH, PW), NHWC (num_roi, PH, PW, C); rois (num_roi, 5); mode avg or max (TVM's InferStructInfoROIAlign)
# EXPECT-SINFO: main.a : R.Tensor((r, 3, 2, 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((r, 3, 4, 8), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=4)
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 25:13
# EXPECT-ERROR: SI-op @ 26:13
# EXPECT-ERROR: SI-op @ 27:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), dtype="float32"), y: R.Tensor((1, 16, 16, 8), dtype="float32"), rois: R.Tensor(("r", 5), dtype="float32"), ru: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(("r", 3, 2, 2), dtype="float32"):
        a = R.vision.roi_align(x, rois, 2, 0.25)
        b = R.vision.roi_align(y, rois, pooled_size=(3, 4), spatial_scale=1.0, layout="NHWC", mode="max")
        c = R.vision.roi_align(x, ru, (2, 2), 1.0)
        return a

    @R.function
    def bad(x: R.Tensor((1, 3, 16, 16), dtype="float32"), r4: R.Tensor((2, 4), dtype="float32"), rois: R.Tensor((2, 5), dtype="float32")) -> R.Tensor((1, 3, 16, 16), dtype="float32"):
        e = R.vision.roi_align(x, r4, (2, 2), 1.0)
        f = R.vision.roi_align(x, rois, (2, 2), 1.0, layout="HWCN")
        g = R.vision.roi_align(x, rois, (2, 2), 1.0, mode="sum")
        h = R.vision.roi_align(rois, rois, (2, 2), 1.0)
        return x
