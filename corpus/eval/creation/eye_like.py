# RXV: reference kernel of R.eye_like(x, k, dtype): eye of x's 2-D shape in dtype (void: x's); x's values are not read; a tensor that is not 2-D is a ShapeMismatch
# EXPECT: well-formed
# EVAL: main(float32[2,3]{9, 9, 9, 9, 9, 9}) -> (float32[2,3]{1, 0, 0, 0, 1, 0}, int64[2,3]{0, 1, 0, 0, 0, 1})
# EVAL: main(float32[3]{1, 2, 3}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32")):
        a = R.eye_like(x)
        b = R.eye_like(x, 1, dtype="int64")
        return (a, b)
