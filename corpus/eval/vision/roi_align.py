# RXV: relax.vision.roi_align (TOPI's roi_align) of the ramp 4 y + x over the box (0, 0)-(3, 3) in one bin with 2 x 2 samples at 0.75 and 2.25: avg 7.5, max 11.25; the NHWC layout gives the same values
# EXPECT: well-formed
# EVAL: main(float32[1,1,4,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, float32[1,5]{0, 0, 0, 3, 3}) -> (float32[1,1,1,1]{7.5}, float32[1,1,1,1]{11.25}, float32[1,1,1,1]{7.5})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 4, 4), dtype="float32"), rois: R.Tensor((1, 5), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 1, 1), dtype="float32"), R.Tensor((1, 1, 1, 1), dtype="float32"), R.Tensor((1, 1, 1, 1), dtype="float32")):
        a = R.vision.roi_align(x, rois, pooled_size=1, spatial_scale=1.0, sample_ratio=2)
        b = R.vision.roi_align(x, rois, (1, 1), 1.0, 2, mode="max")
        xt = R.permute_dims(x, axes=[0, 2, 3, 1])
        c = R.vision.roi_align(xt, rois, pooled_size=[1, 1], spatial_scale=1.0, sample_ratio=2, layout="NHWC")
        return (a, b, c)
