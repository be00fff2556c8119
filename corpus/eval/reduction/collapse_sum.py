# RXV: relax.collapse_sum_like / collapse_sum_to at run time (TOPI's collapse_sum): data summed over the dims broadcasting the target to data's shape adds (leading) or stretches (target dim 1)
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}, int32[3]{0, 0, 0}) -> (float32[1,3]{5, 7, 9}, float32[3]{5, 7, 9}, float32[2,1]{6, 15}, float32[]{21})
# EVAL: ints(int8[2,2]{100, 100, 100, 100}) -> int8[2]{-56, -56}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), t: R.Tensor((3,), dtype="int32")) -> R.Tuple(R.Tensor((1, 3), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((2, 1), dtype="float32"), R.Tensor((), dtype="float32")):
        a = R.collapse_sum_to(x, (1, 3))
        b = R.collapse_sum_like(x, t)
        c = R.collapse_sum_to(x, R.shape([2, 1]))
        d = R.collapse_sum_to(x, R.shape([]))
        return (a, b, c, d)

    @R.function
    def ints(x: R.Tensor((2, 2), dtype="int8")) -> R.Tensor((2,), dtype="int8"):
        a = R.collapse_sum_to(x, (2,))
        return a
