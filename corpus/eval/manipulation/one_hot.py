# RXV: relax.one_hot at run time (TOPI's one_hot): on_value where the index equals the position along the new axis, else off_value; an index outside [0, depth) (negative ones too) gives a row of off_value
# EXPECT: well-formed
# EVAL: main(int64[3]{1, 0, 3}) -> (float32[3,3]{0, 1, 0, 1, 0, 0, 0, 0, 0}, int32[3,3]{-2, 5, -2, 5, -2, -2, -2, -2, -2}, float32[3,3]{0, 1, 0, 1, 0, 0, 0, 0, 0})
# EVAL: main(int64[3]{-1, 2, -3}) -> (float32[3,3]{0, 0, 0, 0, 0, 1, 0, 0, 0}, int32[3,3]{-2, -2, -2, -2, -2, -2, -2, 5, -2}, float32[3,3]{0, 0, 0, 0, 0, 1, 0, 0, 0})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="int64")) -> R.Tuple(R.Tensor((3, 3), dtype="float32"), R.Tensor((3, 3), dtype="int32"), R.Tensor((3, 3), dtype="float32")):
        a = R.one_hot(x, T.float32(1.0), T.float32(0.0), depth=3)
        b = R.one_hot(x, T.int32(5), T.int32(-2), depth=3, axis=0)
        c = R.one_hot(x, T.float32(1.0), T.float32(0.0), depth=3, axis=-1)
        return (a, b, c)
