# RXV: an empty constant of shape (0, 3) printed as R.const([], ...), which reads back as shape (0,): the round trip lost its shape (issue 7). Such a constant now prints as np.zeros((0, 3), "float32"), which the reader takes for empty arrays only
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor((0, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((2, 0, 1), dtype="int32")
# EVAL: main() -> (float32[0,3]{}, int32[2,0,1]{})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main() -> R.Tuple(R.Tensor((0, 3), dtype="float32"), R.Tensor((2, 0, 1), dtype="int32")):
        a = R.const(np.zeros((0, 3), "float32"), "float32")
        b = R.const(np.zeros((2, 0, 1), "int32"), "int32")
        gv = (a, b)
        return gv
