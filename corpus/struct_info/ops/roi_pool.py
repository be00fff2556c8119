# RXV: relax.vision.roi_pool(data, rois, pooled_size, spatial_scale, layout="NCHW"): (num_roi, C, PH, PW); NCHW only; rois (num_roi, 5) (TVM's InferStructInfoROIPool)
# EXPECT-SINFO: main.a : R.Tensor((r, 3, 2, 2), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((r, 3, 7, 5), dtype="float32")
# EXPECT-ERROR: SI-op @ 20:13
# EXPECT-ERROR: SI-op @ 21:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), dtype="float32"), rois: R.Tensor(("r", 5), dtype="float32")) -> R.Tensor(("r", 3, 2, 2), dtype="float32"):
        a = R.vision.roi_pool(x, rois, 2, 0.25)
        b = R.vision.roi_pool(x, rois, pooled_size=[7, 5], spatial_scale=1.0)
        return a

    @R.function
    def bad(x: R.Tensor((1, 3, 16, 16), dtype="float32"), rois: R.Tensor((2, 5), dtype="float32"), r3: R.Tensor((2, 5, 1), dtype="float32")) -> R.Tensor((1, 3, 16, 16), dtype="float32"):
        e = R.vision.roi_pool(x, rois, (2, 2), 1.0, layout="NHWC")
        f = R.vision.roi_pool(x, r3, (2, 2), 1.0)
        return x
