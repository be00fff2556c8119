# RXV: relax.vision.roi_pool (TOPI's roi_pool): the box (0, 0)-(3, 3) of a 4 x 4 ramp in 2 x 2 bins of 2 x 2 pixels: their maxima; a box batch index past the data is an error
# EXPECT: well-formed
# EVAL: main(float32[1,1,4,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, float32[1,5]{0, 0, 0, 3, 3}) -> float32[1,1,2,2]{5, 7, 13, 15}
# EVAL: main(float32[1,1,4,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, float32[1,5]{1, 0, 0, 3, 3}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 4, 4), dtype="float32"), rois: R.Tensor((1, 5), dtype="float32")) -> R.Tensor((1, 1, 2, 2), dtype="float32"):
        a = R.vision.roi_pool(x, rois, pooled_size=(2, 2), spatial_scale=1.0)
        return a
