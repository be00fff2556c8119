# RXV: relax.slice_scatter at run time (TOPI's slice_scatter): the elements start, start + step, ... (< end) along axis are taken from src in order, the others from input_tensor
# EXPECT: well-formed
# EVAL: main(float32[2,6]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, float32[2,2]{-1, -2, -3, -4}) -> (float32[2,6]{0, -1, 2, -2, 4, 5, 6, -3, 8, -4, 10, 11}, float32[2,6]{-1, -2, 2, 3, 4, 5, -3, -4, 8, 9, 10, 11})
# EVAL: rows(float32[3,2]{0, 1, 2, 3, 4, 5}, float32[3,2]{-1, -2, -3, -4, -5, -6}) -> float32[3,2]{-1, -2, -3, -4, -5, -6}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 6), dtype="float32"), s: R.Tensor((2, 2), dtype="float32")) -> R.Tuple(R.Tensor((2, 6), dtype="float32"), R.Tensor((2, 6), dtype="float32")):
        a = R.slice_scatter(x, s, 1, 5, 2, axis=1)
        b = R.slice_scatter(x, s, 0, 2, 1, axis=-1)
        return (a, b)

    @R.function
    def rows(x: R.Tensor((3, 2), dtype="float32"), s: R.Tensor((3, 2), dtype="float32")) -> R.Tensor((3, 2), dtype="float32"):
        a = R.slice_scatter(x, s, 0, 3, 1)
        return a
