# RXV: relax.image.resize2d (TOPI's resize2d; an empty input axis is a ShapeMismatch error): nearest_neighbor asymmetric 2x upscale (TOPI's integer path), linear align_corners to 3x3, cubic half_pixel to the same size (the identity), NHWC nearest half_pixel with round_prefer_ceil
# EXPECT: well-formed
# EVAL: empty(float32[1,1,0,2]{}) -> error(ShapeMismatch)
# EVAL: main(float32[1,1,2,2]{0, 1, 2, 3}) -> (float32[1,1,4,4]{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}, float32[1,1,3,3]{0, 0.5, 1, 1, 1.5, 2, 2, 2.5, 3}, float32[1,1,2,2]{0, 1, 2, 3}, float32[1,1,3,2]{0, 1, 2, 3, 2, 3})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 4, 4), dtype="float32"), R.Tensor((1, 1, 3, 3), dtype="float32"), R.Tensor((1, 1, 2, 2), dtype="float32"), R.Tensor((1, 1, 3, 2), dtype="float32")):
        a = R.image.resize2d(x, R.shape([4, 4]), method="nearest_neighbor", coordinate_transformation_mode="asymmetric", rounding_method="")
        b = R.image.resize2d(x, (3, 3), method="linear", coordinate_transformation_mode="align_corners")
        c = R.image.resize2d(x, R.shape([2, 2]), method="cubic")
        d = R.image.resize2d(x, R.shape([1, 3]), layout="NHWC", method="nearest_neighbor", rounding_method="round_prefer_ceil")
        return (a, b, c, d)

    @R.function
    def empty(x: R.Tensor((1, 1, "h", 2), dtype="float32")) -> R.Tensor((1, 1, 2, 2), dtype="float32"):
        h = T.int64()
        gv = R.image.resize2d(x, R.shape([2, 2]))
        return gv
