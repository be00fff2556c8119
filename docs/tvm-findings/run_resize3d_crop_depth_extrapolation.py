# TVM finding (tvm-llvm): R.image.resize3d(coordinate_transformation_mode="tf_crop_and_resize"):
# topi's _resize_3d computes the depth extrapolation into `out` and then overwrites `out` with the
# height check built on the unextrapolated value, so a depth coordinate outside the volume is not
# extrapolated. With roi (x0, y0, z0, x1, y1, z1) = (0, 0, -1, 1, 1, 2) the depth coordinates of
# the 3 output slices are -1, 0.5, 2: slices 0 and 2 lie outside [0, 1] and must be the
# extrapolation value; TVM returns interpolated data there.
import numpy as np
from _build_common import check_run

x = np.arange(8, dtype="float32").reshape(1, 1, 2, 2, 2)
expected = np.stack([np.full((2, 2), -7, "float32"), (x[0, 0, 0] + x[0, 0, 1]) / 2,
                     np.full((2, 2), -7, "float32")]).reshape(1, 1, 3, 2, 2)
check_run('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 2), dtype="float32")):
        gv = R.image.resize3d(x, R.shape([3, 2, 2]), roi=[0.0, 0.0, -1.0, 1.0, 1.0, 2.0], coordinate_transformation_mode="tf_crop_and_resize", extrapolation_value=-7.0)
        return gv
''', [x], expected, "resize3d tf_crop_and_resize: no extrapolation along depth")
