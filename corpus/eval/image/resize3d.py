# RXV: relax.image.resize3d: trilinear half_pixel upscale of depth; cubic with cubic_exclude at the same size is the identity (TOPI takes depth weights from the width axis: docs/tvm-findings.md); tf_crop_and_resize extrapolates outside the depth range too (roi is (x0, y0, z0, x1, y1, z1))
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,1,2]{0, 1, 4, 5}, float32[1,1,1,1,4]{1, 2, 3, 4}, float32[1,1,2,2,2]{0, 1, 2, 3, 4, 5, 6, 7}) -> (float32[1,1,4,1,2]{0, 1, 1, 2, 3, 4, 4, 5}, float32[1,1,1,1,4]{1, 2, 3, 4}, float32[1,1,3,2,2]{-7, -7, -7, -7, 2, 3, 4, 5, -7, -7, -7, -7})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 1, 2), dtype="float32"), y: R.Tensor((1, 1, 1, 1, 4), dtype="float32"), z: R.Tensor((1, 1, 2, 2, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 4, 1, 2), dtype="float32"), R.Tensor((1, 1, 1, 1, 4), dtype="float32"), R.Tensor((1, 1, 3, 2, 2), dtype="float32")):
        a = R.image.resize3d(x, R.shape([4, 1, 2]))
        b = R.image.resize3d(y, R.shape([1, 1, 4]), method="cubic", cubic_exclude=1)
        c = R.image.resize3d(z, R.shape([3, 2, 2]), roi=[0.0, 0.0, -1.0, 1.0, 1.0, 2.0], coordinate_transformation_mode="tf_crop_and_resize", extrapolation_value=-7.0)
        return (a, b, c)
