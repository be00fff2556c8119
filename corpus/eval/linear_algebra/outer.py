# RXV: reference kernel of R.outer: x1[i] * x2[j] of two 1-D tensors (integers wrap); a 2-D operand is a ShapeMismatch
# EXPECT: well-formed
# EVAL: main(float32[3]{1, -2, 0.5}, float32[2]{2, 4}) -> float32[3,2]{2, 4, -4, -8, 1, 2}
# EVAL: main(int32[2]{65536, -1}, int32[2]{65536, 3}) -> int32[2,2]{0, 196608, -65536, -3}
# EVAL: main(float32[1,2]{1, 2}, float32[2]{1, 2}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=-1), y: R.Tensor(("m",))):
        m = T.int64()
        gv = R.outer(x, y)
        return gv
