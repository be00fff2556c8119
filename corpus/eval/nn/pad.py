# RXV: relax.nn.pad in TVM's four modes (TOPI's pad, reflect_pad, replicate_pad, circular_pad): constant with pad_value, reflect (edge not repeated), replicate (edge repeated), circular (wrapping, also past one period); reflect follows TOPI's index formula m - |m - |i||, m = d - 1, which stays in range up to a pad of 2 (d - 1); a longer one is an IndexOutOfRange
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}) -> (float32[3,5]{1.5, 1.5, 1.5, 1.5, 1.5, 1, 2, 3, 1.5, 1.5, 4, 5, 6, 1.5, 1.5}, float32[4,6]{6, 5, 4, 5, 6, 5, 3, 2, 1, 2, 3, 2, 6, 5, 4, 5, 6, 5, 3, 2, 1, 2, 3, 2}, float32[3,5]{1, 1, 1, 2, 3, 4, 4, 4, 5, 6, 4, 4, 4, 5, 6}, float32[2,8]{3, 1, 2, 3, 1, 2, 3, 1, 6, 4, 5, 6, 4, 5, 6, 4})
# EVAL: bad(float32[3]{1, 2, 3}) -> error(IndexOutOfRange)
# EVAL: edge(float32[3]{1, 2, 3}) -> float32[8]{1, 2, 3, 2, 1, 2, 3, 2}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tuple(R.Tensor((3, 5), dtype="float32"), R.Tensor((4, 6), dtype="float32"), R.Tensor((3, 5), dtype="float32"), R.Tensor((2, 8), dtype="float32")):
        a = R.nn.pad(x, pad_width=[1, 0, 0, 2], pad_mode="constant", pad_value=1.5)
        b = R.nn.pad(x, [1, 1, 2, 1], "reflect")
        c = R.nn.pad(x, pad_width=[0, 1, 2, 0], pad_mode="replicate")
        d = R.nn.pad(x, pad_width=[0, 0, 4, 1], pad_mode="circular")
        return (a, b, c, d)

    @R.function
    def bad(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((9,), dtype="float32"):
        gv = R.nn.pad(x, pad_width=[5, 1], pad_mode="reflect")
        return gv

    @R.function
    def edge(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((8,), dtype="float32"):
        gv = R.nn.pad(x, pad_width=[4, 1], pad_mode="reflect")
        return gv
