# RXV: relax.image.affine_grid (TOPI's affine_grid): the identity matrix gives the normalized target coordinates, channel 0 the width's and channel 1 the height's; align_corners spans [-1, 1] with step (2 - 1e-7) / (size - 1), otherwise pixel centres -1 + (2 i + 1) / size
# EXPECT: well-formed
# EVAL: main(float32[1,2,3]{1, 0, 0, 0, 1, 0}) -> (float32[1,2,2,3]{-0.6666667, 0, 0.6666667, -0.6666667, 0, 0.6666667, -0.5, -0.5, -0.5, 0.5, 0.5, 0.5}, float32[1,2,2,2]{-1, 0.9999999, -1, 0.9999999, -1, -1, 0.9999999, 0.9999999})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(theta: R.Tensor((1, 2, 3), dtype="float32")) -> R.Tuple(R.Tensor((1, 2, 2, 3), dtype="float32"), R.Tensor((1, 2, 2, 2), dtype="float32")):
        a = R.image.affine_grid(theta, (2, 3), align_corners=False)
        b = R.image.affine_grid(theta, R.shape([2, 2]))
        return (a, b)
