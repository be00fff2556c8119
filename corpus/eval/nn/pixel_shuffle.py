# RXV: relax.nn.pixel_shuffle with r = 2: out[c, h, w] = in[c r^2 + (h mod r) r + (w mod r), h / r, w / r] (TOPI's pixel_shuffle, torch's order)
# EXPECT: well-formed
# EVAL: main(float32[1,4,2,2]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}) -> float32[1,1,4,4]{0, 4, 1, 5, 8, 12, 9, 13, 2, 6, 3, 7, 10, 14, 11, 15}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 4, 2, 2), dtype="float32")) -> R.Tensor((1, 1, 4, 4), dtype="float32"):
        gv = R.nn.pixel_shuffle(x, upscale_factor=2)
        return gv
