# RXV: relax.image.grid_sample (TOPI's grid_sample) of a 2x2 image at (x, y) = (-1, -1), (0, -1), (1, 1): bilinear with align_corners (corners exact), without (pixel centres: zeros outside), border padding (clamped), nearest (half to even; zeros outside)
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2]{1, 2, 3, 4}, float32[1,2,1,3]{-1, 0, 1, -1, -1, 1}) -> (float32[1,1,1,3]{1, 1.5, 4}, float32[1,1,1,3]{0.25, 0.75, 1}, float32[1,1,1,3]{1, 1.5, 4}, float32[1,1,1,3]{1, 1, 0})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2), dtype="float32"), grid: R.Tensor((1, 2, 1, 3), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 1, 3), dtype="float32"), R.Tensor((1, 1, 1, 3), dtype="float32"), R.Tensor((1, 1, 1, 3), dtype="float32"), R.Tensor((1, 1, 1, 3), dtype="float32")):
        a = R.image.grid_sample(x, grid, align_corners=True)
        b = R.image.grid_sample(x, grid)
        c = R.image.grid_sample(x, grid, padding_mode="border")
        d = R.image.grid_sample(x, grid, method="nearest")
        return (a, b, c, d)
