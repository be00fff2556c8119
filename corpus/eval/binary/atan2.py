# RXV: reference kernel of R.atan2(x1, x2): libm's atan2(x1, x2), the quadrant from both signs; integers are a TypeError
# EXPECT: well-formed
# EVAL: main(float64[1,6]{1, 1, -1, 0, -0, nan}, float64[6]{1, -1, -1, -1, -1, 1}) -> float64[1,6]{0.78539816339744828, 2.3561944901923448, -2.3561944901923448, 3.1415926535897931, -3.1415926535897931, nan}
# EVAL: main(float32[1,2]{1, 0}, float32[2]{0, 0}) -> float32[1,2]{1.57079637, 0}
# EVAL: main(int32[1,2]{1, 2}, int32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.atan2(x, y)
        return gv
